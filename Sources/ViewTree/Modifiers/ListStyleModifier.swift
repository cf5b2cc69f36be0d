/// How a `List` looks: `.plain`, `.grouped`, `.insetGrouped`, `.inset`, `.sidebar`, or
/// `.automatic`.
public protocol ListStyle: Sendable {}

/// The platform's default list style: what `.automatic` is, and what a list has when no
/// `.listStyle(_:)` is set.
public struct DefaultListStyle: ListStyle, Hashable, CustomStringConvertible {
    /// The default style.
    public init() {}

    /// As written in source: `.automatic`.
    public var description: String { ".automatic" }
}

/// Rows without insets or grouping.
public struct PlainListStyle: ListStyle, Hashable, CustomStringConvertible {
    /// The plain style.
    public init() {}

    /// As written in source: `.plain`.
    public var description: String { ".plain" }
}

/// Sections as separate groups.
public struct GroupedListStyle: ListStyle, Hashable, CustomStringConvertible {
    /// The grouped style.
    public init() {}

    /// As written in source: `.grouped`.
    public var description: String { ".grouped" }
}

/// Sections as rounded groups, inset from the edges.
public struct InsetGroupedListStyle: ListStyle, Hashable, CustomStringConvertible {
    /// The inset grouped style.
    public init() {}

    /// As written in source: `.insetGrouped`.
    public var description: String { ".insetGrouped" }
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle, Hashable, CustomStringConvertible {
    /// The inset style.
    public init() {}

    /// As written in source: `.inset`.
    public var description: String { ".inset" }
}

/// A sidebar: sections that collapse, rows that navigate.
public struct SidebarListStyle: ListStyle, Hashable, CustomStringConvertible {
    /// The sidebar style.
    public init() {}

    /// As written in source: `.sidebar`.
    public var description: String { ".sidebar" }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows without insets or grouping.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as separate groups.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded groups, inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// Sets the style of the lists in the modified view.
public struct _ListStyleModifier<Style: ListStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets the style of lists to `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.listStyle = style
    }
}

private enum ListStyleKey: EnvironmentKey {
    static var defaultValue: any ListStyle { DefaultListStyle() }
}

extension EnvironmentValues {
    /// The style of lists, set with `.listStyle(_:)`.
    package var listStyle: any ListStyle {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// What `.listStyle(_:)` on the view or an ancestor wrote, or the reset inside a style's
    /// body; nil when none did.
    package var writtenListStyle: (any ListStyle)? {
        written(ListStyleKey.self)
    }
}

extension View {
    /// Sets the style of the lists in this view: `.listStyle(.insetGrouped)`.
    public consuming func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(_ListStyleModifier(style: style))
    }
}
