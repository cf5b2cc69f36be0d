/// How a `NavigationView` lays out its views: `.stack`, `.columns`, or `.automatic`.
public protocol NavigationViewStyle: Sendable {}

/// The platform's default: what `.automatic` is, and what a navigation view has when no
/// `.navigationViewStyle(_:)` is set.
public struct DefaultNavigationViewStyle: NavigationViewStyle, Hashable, CustomStringConvertible {
    /// The default style.
    public init() {}

    /// As written in source: `.automatic`.
    public var description: String { ".automatic" }
}

/// One view at a time: pushed views cover the root.
public struct StackNavigationViewStyle: NavigationViewStyle, Hashable, CustomStringConvertible {
    /// The stack style.
    public init() {}

    /// As written in source: `.stack`.
    public var description: String { ".stack" }
}

/// Two columns: the root beside the view it shows.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Hashable, CustomStringConvertible {
    /// The two-column style.
    public init() {}

    /// As written in source: `.columns`.
    public var description: String { ".columns" }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default navigation view style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Two columns.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

/// Sets the style of the navigation views in the modified view.
public struct _NavigationViewStyleModifier<Style: NavigationViewStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets the style of navigation views to `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.navigationViewStyle = style
    }
}

private enum NavigationViewStyleKey: EnvironmentKey {
    static var defaultValue: any NavigationViewStyle { DefaultNavigationViewStyle() }
}

extension EnvironmentValues {
    /// The style of navigation views, set with `.navigationViewStyle(_:)`.
    package var navigationViewStyle: any NavigationViewStyle {
        get { self[NavigationViewStyleKey.self] }
        set { self[NavigationViewStyleKey.self] = newValue }
    }

    /// What `.navigationViewStyle(_:)` on the view or an ancestor wrote, or the reset inside a style's
    /// body; nil when none did.
    package var writtenNavigationViewStyle: (any NavigationViewStyle)? {
        written(NavigationViewStyleKey.self)
    }
}

extension View {
    /// Sets the style of the navigation views in this view: `.navigationViewStyle(.stack)`.
    public consuming func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        modifier(_NavigationViewStyleModifier(style: style))
    }
}
