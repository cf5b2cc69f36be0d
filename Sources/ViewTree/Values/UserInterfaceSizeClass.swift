/// How much space a view has in one direction: what `@Environment(\.horizontalSizeClass)` and
/// `@Environment(\.verticalSizeClass)` read.
///
/// ```swift
/// struct Gallery: View {
///     @Environment(\.horizontalSizeClass) private var sizeClass
///     var body: some View {
///         if sizeClass == .compact { VStack { photos } } else { HStack { photos } }
///     }
/// }
/// ```
public enum UserInterfaceSizeClass: CaseIterable, Hashable, Sendable {
    /// Constrained space: an iPhone's width in portrait, its height in landscape.
    case compact
    /// Roomy space: an iPad's width and height, an iPhone's height in portrait.
    case regular
}

package struct HorizontalSizeClassKey: EnvironmentKey {
    package static var defaultValue: UserInterfaceSizeClass? { .compact }
}

package struct VerticalSizeClassKey: EnvironmentKey {
    package static var defaultValue: UserInterfaceSizeClass? { .regular }
}

extension EnvironmentValues {
    /// The horizontal size class of this environment: `.compact` unless an ancestor sets
    /// another with `.environment(\.horizontalSizeClass, .regular)`.
    ///
    /// Views are inspected as on an iPhone in portrait, the device SwiftUI code is most often
    /// written for first: compact across, regular down (SwiftUI itself sets these from the
    /// device and its orientation; a test wanting the iPad layout sets `.regular`).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment: `.regular` (an iPhone in portrait) unless
    /// an ancestor sets another with `.environment(\.verticalSizeClass, .compact)`.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
