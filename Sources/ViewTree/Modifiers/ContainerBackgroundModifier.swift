/// A container whose background `containerBackground(_:for:)` sets.
public struct ContainerBackgroundPlacement: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// The navigation stack or split view column the view is the root of.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// The navigation split view the view is a column of.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// The tab view the view is a tab of.
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
    /// The widget the view is the content of.
    public static let widget = ContainerBackgroundPlacement(name: "widget")

    /// As written in source: `.navigation`.
    public var description: String { ".\(name)" }
}

/// Fills the background of the container the modified view is in with a style.
public struct _ContainerBackgroundModifier<Style: ShapeStyle>: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let style: Style
    let container: ContainerBackgroundPlacement

    /// Fills the background of `container` with `style`.
    public init(style: Style, container: ContainerBackgroundPlacement) {
        self.style = style
        self.container = container
    }
}

extension View {
    /// Fills the background of the container this view is in with `style`:
    /// `.containerBackground(Color.blue.gradient, for: .navigation)`.
    public consuming func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(_ContainerBackgroundModifier(style: style, container: container))
    }
}
