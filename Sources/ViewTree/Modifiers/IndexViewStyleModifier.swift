/// How the index of a paged `TabView` looks: `.page`, `.page(backgroundDisplayMode:)`.
public protocol IndexViewStyle: Sendable {}

/// An index of dots, one a page.
public struct PageIndexViewStyle: IndexViewStyle, Hashable, CustomStringConvertible {
    /// When the index's background shows.
    public struct BackgroundDisplayMode: Hashable, Sendable, CustomStringConvertible {
        let name: String

        /// As the platform decides.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Always.
        public static let always = BackgroundDisplayMode(name: "always")
        /// While the user interacts with the index.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Never.
        public static let never = BackgroundDisplayMode(name: "never")

        /// As written in source: `.always`.
        public var description: String { ".\(name)" }
    }

    /// When the index's background shows.
    public let backgroundDisplayMode: BackgroundDisplayMode

    /// An index whose background shows as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    /// As written in source: `.page` or `.page(backgroundDisplayMode: .always)`.
    public var description: String {
        backgroundDisplayMode == .automatic ? ".page" : ".page(backgroundDisplayMode: \(backgroundDisplayMode))"
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// An index of dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// An index of dots whose background shows as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// Sets the style of the page indexes in the modified view.
public struct _IndexViewStyleModifier<Style: IndexViewStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets the style of page indexes to `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.indexViewStyle = style
    }
}

private enum IndexViewStyleKey: EnvironmentKey {
    static var defaultValue: any IndexViewStyle { PageIndexViewStyle() }
}

extension EnvironmentValues {
    /// The style of page indexes, set with `.indexViewStyle(_:)`.
    package var indexViewStyle: any IndexViewStyle {
        get { self[IndexViewStyleKey.self] }
        set { self[IndexViewStyleKey.self] = newValue }
    }

    /// What `.indexViewStyle(_:)` on the view or an ancestor wrote; nil when none did.
    package var writtenIndexViewStyle: (any IndexViewStyle)? {
        written(IndexViewStyleKey.self)
    }
}

extension View {
    /// Sets the style of the page indexes in this view: `.indexViewStyle(.page(backgroundDisplayMode: .always))`.
    public consuming func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        modifier(_IndexViewStyleModifier(style: style))
    }
}
