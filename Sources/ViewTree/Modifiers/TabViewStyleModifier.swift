/// How a `TabView` looks: `.automatic`, `.page`, `.page(indexDisplayMode:)`, `.sidebarAdaptable`,
/// `.tabBarOnly`.
public protocol TabViewStyle: Sendable {}

/// The platform's default tab view style: what `.automatic` is, and what a tab view has when
/// no `.tabViewStyle(_:)` is set.
public struct DefaultTabViewStyle: TabViewStyle, Hashable, CustomStringConvertible {
    /// The default style.
    public init() {}

    /// As written in source: `.automatic`.
    public var description: String { ".automatic" }
}

/// Tabs as pages the user swipes between, with an index of dots.
public struct PageTabViewStyle: TabViewStyle, Hashable, CustomStringConvertible {
    /// When the index of pages shows.
    public struct IndexDisplayMode: Hashable, Sendable, CustomStringConvertible {
        let name: String

        /// As the platform decides: shown with more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always, even with one page.
        public static let always = IndexDisplayMode(name: "always")
        /// Never.
        public static let never = IndexDisplayMode(name: "never")

        /// As written in source: `.never`.
        public var description: String { ".\(name)" }
    }

    /// When the index of pages shows.
    public let indexDisplayMode: IndexDisplayMode

    /// Pages whose index shows as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// As written in source: `.page` or `.page(indexDisplayMode: .never)`.
    public var description: String {
        indexDisplayMode == .automatic ? ".page" : ".page(indexDisplayMode: \(indexDisplayMode))"
    }
}

/// A tab bar that becomes a sidebar where there is room for one.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, Hashable, CustomStringConvertible {
    /// The sidebar-adaptable style.
    public init() {}

    /// As written in source: `.sidebarAdaptable`.
    public var description: String { ".sidebarAdaptable" }
}

/// A tab bar only, never a sidebar.
public struct TabBarOnlyTabViewStyle: TabViewStyle, Hashable, CustomStringConvertible {
    /// The tab-bar-only style.
    public init() {}

    /// As written in source: `.tabBarOnly`.
    public var description: String { ".tabBarOnly" }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's default tab view style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages the user swipes between.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages whose index shows as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that becomes a sidebar where there is room for one.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// Sets the style of the tab views in the modified view.
public struct _TabViewStyleModifier<Style: TabViewStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets the style of tab views to `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.tabViewStyle = style
    }
}

private enum TabViewStyleKey: EnvironmentKey {
    static var defaultValue: any TabViewStyle { DefaultTabViewStyle() }
}

extension EnvironmentValues {
    /// The style of tab views, set with `.tabViewStyle(_:)`.
    package var tabViewStyle: any TabViewStyle {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    /// What `.tabViewStyle(_:)` on the view or an ancestor wrote; nil when none did.
    package var writtenTabViewStyle: (any TabViewStyle)? {
        written(TabViewStyleKey.self)
    }
}

extension View {
    /// Sets the style of the tab views in this view: `.tabViewStyle(.page)`.
    public consuming func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        modifier(_TabViewStyleModifier(style: style))
    }
}
