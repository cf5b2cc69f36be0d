/// The modifiers of the bars themselves: which bars show, their backgrounds, and the role of a
/// toolbar's content. Nothing draws a bar: they are read by tests, on the view that sets them.

/// A bar a toolbar modifier applies to: `toolbar(.hidden, for: .navigationBar)`.
public struct ToolbarPlacement: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// The bar the platform picks for the view (the navigation bar on iOS).
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar of a navigation stack.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar of a tab view.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bar at the bottom of the screen.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The window's toolbar (macOS).
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")

    /// As written in source: `.navigationBar`.
    public var description: String { ".\(name)" }
}

/// What a toolbar's content is for, which decides how the platform lays it out.
public struct ToolbarRole: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// As the platform decides.
    public static let automatic = ToolbarRole(name: "automatic")
    /// Content that browses: the title moves to the leading edge.
    public static let browser = ToolbarRole(name: "browser")
    /// Content that edits a document.
    public static let editor = ToolbarRole(name: "editor")
    /// The content of a navigation stack.
    public static let navigationStack = ToolbarRole(name: "navigationStack")

    /// As written in source: `.editor`.
    public var description: String { ".\(name)" }
}

/// Shows or hides bars: `toolbar(_:for:)` and `toolbarVisibility(_:for:)`.
public struct _ToolbarVisibilityModifier: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let visibility: Visibility
    let bars: [ToolbarPlacement]

    /// Shows `bars` as `visibility` says.
    public init(visibility: Visibility, bars: [ToolbarPlacement]) {
        self.visibility = visibility
        self.bars = bars
    }
}

/// Fills bars' backgrounds with a style: `toolbarBackground(_:for:)` with a shape style.
public struct _ToolbarBackgroundModifier<Style: ShapeStyle>: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let style: Style
    let bars: [ToolbarPlacement]

    /// Fills the backgrounds of `bars` with `style`.
    public init(style: Style, bars: [ToolbarPlacement]) {
        self.style = style
        self.bars = bars
    }
}

/// Shows or hides bars' backgrounds: `toolbarBackground(_:for:)` with a `Visibility`.
public struct _ToolbarBackgroundVisibilityModifier: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let visibility: Visibility
    let bars: [ToolbarPlacement]

    /// Shows the backgrounds of `bars` as `visibility` says.
    public init(visibility: Visibility, bars: [ToolbarPlacement]) {
        self.visibility = visibility
        self.bars = bars
    }
}

/// The preferred color scheme of bars: `toolbarColorScheme(_:for:)`.
public struct _ToolbarColorSchemeModifier: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    /// Nil: the system's color scheme.
    let colorScheme: ColorScheme?
    let bars: [ToolbarPlacement]

    /// Prefers `colorScheme` for `bars`.
    public init(colorScheme: ColorScheme?, bars: [ToolbarPlacement]) {
        self.colorScheme = colorScheme
        self.bars = bars
    }
}

/// The role of the toolbar's content: `toolbarRole(_:)`.
public struct _ToolbarRoleModifier: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let role: ToolbarRole

    /// Gives the toolbar's content `role`.
    public init(role: ToolbarRole) {
        self.role = role
    }
}

extension View {
    /// Shows or hides `bars` while this view shows: `.toolbar(.hidden, for: .tabBar)`. Without
    /// bars, the automatic one (the navigation bar on iOS).
    public consuming func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarVisibilityModifier(visibility: visibility, bars: bars))
    }

    /// `toolbar(_:for:)` under its newer name.
    public consuming func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarVisibilityModifier(visibility: visibility, bars: bars))
    }

    /// Fills the backgrounds of `bars` with `style`: `.toolbarBackground(Color.blue, for: .navigationBar)`.
    public consuming func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarBackgroundModifier(style: style, bars: bars))
    }

    /// Shows or hides the backgrounds of `bars`: `.toolbarBackground(.visible, for: .tabBar)`.
    public consuming func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarBackgroundVisibilityModifier(visibility: visibility, bars: bars))
    }

    /// `toolbarBackground(_:for:)` with a `Visibility`, under its newer name.
    public consuming func toolbarBackgroundVisibility(
        _ visibility: Visibility, for bars: ToolbarPlacement...
    ) -> some View {
        modifier(_ToolbarBackgroundVisibilityModifier(visibility: visibility, bars: bars))
    }

    /// Prefers `colorScheme` for `bars` (their backgrounds and the status bar's text):
    /// `.toolbarColorScheme(.dark, for: .navigationBar)`; nil matches the system's scheme.
    /// Without bars, the automatic one (the navigation bar on iOS).
    public consuming func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(_ToolbarColorSchemeModifier(colorScheme: colorScheme, bars: bars))
    }

    /// What the toolbar's content is for: `.toolbarRole(.editor)`.
    public consuming func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(_ToolbarRoleModifier(role: role))
    }
}
