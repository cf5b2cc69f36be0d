import Foundation

/// How a `NavigationSplitView` shares its width between its columns: `.automatic`,
/// `.balanced`, `.prominentDetail`.
public protocol NavigationSplitViewStyle: Sendable {}

/// The platform's default split view style: what `.automatic` is, and what a split view has
/// when no `.navigationSplitViewStyle(_:)` is set.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, Hashable, CustomStringConvertible {
    /// The default style.
    public init() {}

    /// As written in source: `.automatic`.
    public var description: String { ".automatic" }
}

/// Leading columns that shrink the detail column to make room for themselves.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, Hashable, CustomStringConvertible {
    /// The balanced style.
    public init() {}

    /// As written in source: `.balanced`.
    public var description: String { ".balanced" }
}

/// A detail column that keeps its size, the leading columns shown over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, Hashable, CustomStringConvertible {
    /// The prominent-detail style.
    public init() {}

    /// As written in source: `.prominentDetail`.
    public var description: String { ".prominentDetail" }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's default split view style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Leading columns that shrink the detail column.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A detail column that keeps its size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

/// Sets the style of the navigation split views in the modified view.
public struct _NavigationSplitViewStyleModifier<Style: NavigationSplitViewStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets the style of navigation split views to `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.navigationSplitViewStyle = style
    }
}

private enum NavigationSplitViewStyleKey: EnvironmentKey {
    static var defaultValue: any NavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension EnvironmentValues {
    /// The style of navigation split views, set with `.navigationSplitViewStyle(_:)`.
    package var navigationSplitViewStyle: any NavigationSplitViewStyle {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }

    /// What `.navigationSplitViewStyle(_:)` on the view or an ancestor wrote; nil when none did.
    package var writtenNavigationSplitViewStyle: (any NavigationSplitViewStyle)? {
        written(NavigationSplitViewStyleKey.self)
    }
}

/// The width of the split view column the modified view is the root of.
public struct _NavigationSplitViewColumnWidthModifier: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let min: CGFloat?
    let ideal: CGFloat
    let max: CGFloat?

    /// A column `ideal` wide, resizable between `min` and `max` when they are given.
    public init(min: CGFloat?, ideal: CGFloat, max: CGFloat?) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }
}

extension View {
    /// Sets the style of the navigation split views in this view: `.navigationSplitViewStyle(.balanced)`.
    public consuming func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        modifier(_NavigationSplitViewStyleModifier(style: style))
    }

    /// Sets the width of the split view column this view is the root of.
    ///
    /// ```swift
    /// NavigationSplitView {
    ///     Sidebar().navigationSplitViewColumnWidth(240)
    /// } detail: { Detail() }
    /// ```
    public consuming func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(_NavigationSplitViewColumnWidthModifier(min: nil, ideal: width, max: nil))
    }

    /// Sets the width of the split view column this view is the root of, resizable between
    /// `min` and `max`.
    public consuming func navigationSplitViewColumnWidth(
        min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
    ) -> some View {
        modifier(_NavigationSplitViewColumnWidthModifier(min: min, ideal: ideal, max: max))
    }
}
