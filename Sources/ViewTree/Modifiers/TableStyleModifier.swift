/// How a `Table` looks: `.automatic`, `.inset` or `.bordered`.
public protocol TableStyle: Sendable {}

/// The platform's default table style: what `.automatic` is, and what a table has when no
/// `.tableStyle(_:)` is set.
public struct AutomaticTableStyle: TableStyle, Hashable, CustomStringConvertible {
    /// The default style.
    public init() {}

    /// As written in source: `.automatic`.
    public var description: String { ".automatic" }
}

/// Rows inset from the table's edges.
public struct InsetTableStyle: TableStyle, Hashable, CustomStringConvertible {
    /// The inset style.
    public init() {}

    /// As written in source: `.inset`.
    public var description: String { ".inset" }
}

/// A table with a border and rows running to its edges.
public struct BorderedTableStyle: TableStyle, Hashable, CustomStringConvertible {
    /// The bordered style.
    public init() {}

    /// As written in source: `.bordered`.
    public var description: String { ".bordered" }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's default table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows inset from the table's edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
    /// A table with a border.
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }
}

/// Sets the style of the tables in the modified view.
public struct _TableStyleModifier<Style: TableStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets the style of tables to `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.tableStyle = style
    }
}

private enum TableStyleKey: EnvironmentKey {
    static var defaultValue: any TableStyle { AutomaticTableStyle() }
}

extension EnvironmentValues {
    /// The style of tables, set with `.tableStyle(_:)`.
    package var tableStyle: any TableStyle {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }

    /// What `.tableStyle(_:)` on the view or an ancestor wrote; nil when none did.
    package var writtenTableStyle: (any TableStyle)? {
        written(TableStyleKey.self)
    }
}

extension View {
    /// Sets the style of the tables in this view: `.tableStyle(.inset)`.
    public consuming func tableStyle<S: TableStyle>(_ style: S) -> some View {
        modifier(_TableStyleModifier(style: style))
    }
}
