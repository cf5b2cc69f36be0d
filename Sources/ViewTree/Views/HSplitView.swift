/// A macOS container that lays out its views horizontally, side by side, with dividers the user drags to
/// resize them.
///
/// ```swift
/// HSplitView {
///     Sidebar()
///     Editor()
/// }
/// ```
public struct HSplitView<Content: View>: View {
    let content: Content

    /// A split view of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive view: `HSplitView` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension HSplitView: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}
