import Foundation

/// Views with glass effects drawn together (iOS 26): glass closer than `spacing` blends, and
/// glass with a `glassEffectID(_:in:)` morphs as views come and go.
///
/// ```swift
/// GlassEffectContainer(spacing: 40) {
///     HStack {
///         Image(systemName: "pencil").glassEffect()
///         Image(systemName: "eraser").glassEffect()
///     }
/// }
/// ```
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// The views `content` builds, their glass blending within `spacing` (nil: the default).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive view: `GlassEffectContainer` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension GlassEffectContainer: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}
