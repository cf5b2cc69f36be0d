import Foundation

/// The columns of a `Table`: `TableColumn`s, built by a `@TableColumnBuilder` block.
public protocol TableColumnContent {
    /// The type of the rows' values.
    associatedtype TableRowValue
    /// How the column sorts (`KeyPathComparator` for a column with a `value:` key path,
    /// `Never` for one that does not sort).
    associatedtype TableColumnSortComparator
}

/// One column of a `Table`: a title, and the view each row shows in it.
///
/// ```swift
/// Table(animals) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Diet") { animal in Text(animal.diet) }
/// }
/// ```
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    /// The type of the rows' values.
    public typealias TableRowValue = RowValue
    /// How the column sorts.
    public typealias TableColumnSortComparator = Sort

    let label: Label
    let content: (RowValue) -> Content
    /// The key path the column sorts by, for the forms with `value:`.
    let value: PartialKeyPath<RowValue>?
    /// How the column sorts, for the forms with `value:`.
    let comparator: KeyPathComparator<RowValue>?
    /// The width set with `width(_:)` or `width(min:ideal:max:)`; nil: the table's choice.
    var width: TableColumnWidth? = nil

    /// A column titled `title` that shows the string at `value` of each row.
    public init(_ title: String, value: any KeyPath<RowValue, String> & Sendable)
    where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
        self.label = Text(title)
        self.content = { Text($0[keyPath: value]) }
        self.value = value
        self.comparator = KeyPathComparator(value)
    }

    /// A column titled `title` whose cells `content` builds from each row's value.
    public init(_ title: String, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == Never, Label == Text {
        self.label = Text(title)
        self.content = content
        self.value = nil
        self.comparator = nil
    }

    /// A column titled `title`, sorted by `value`, whose cells `content` builds.
    public init<V: Comparable>(_ title: String, value: any KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue>, Label == Text {
        self.label = Text(title)
        self.content = content
        self.value = value
        self.comparator = KeyPathComparator(value)
    }
}

extension TableColumn {
    /// The column with a fixed width; nil leaves it to the table.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = TableColumnWidth(min: width, ideal: width, max: width)
        return column
    }

    /// The column with a flexible width, between `min` and `max`, `ideal` where it can.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = TableColumnWidth(min: min, ideal: ideal, max: max)
        return column
    }
}

/// The width a column was given: a fixed width is the same at all three.
package struct TableColumnWidth: Equatable, Sendable {
    package let min: CGFloat?
    package let ideal: CGFloat?
    package let max: CGFloat?
}

/// Several columns built by one `@TableColumnBuilder` block.
public struct TupleTableColumnContent<RowValue, Sort, T>: TableColumnContent {
    /// The type of the rows' values.
    public typealias TableRowValue = RowValue
    /// How the columns sort.
    public typealias TableColumnSortComparator = Sort

    let value: T

    init(_ value: T) {
        self.value = value
    }
}

/// Builds the columns of a `Table`.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
    /// One column: its row type is the table's, so key paths need no root (`\.name`).
    public static func buildExpression<ColumnSort, Content: View, Label: View>(
        _ column: TableColumn<RowValue, ColumnSort, Content, Label>
    ) -> TableColumn<RowValue, ColumnSort, Content, Label> {
        column
    }

    /// One column.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue {
        column
    }

    /// Several columns, in order.
    public static func buildBlock<each Column: TableColumnContent>(
        _ columns: repeat each Column
    ) -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)> {
        TupleTableColumnContent((repeat each columns))
    }
}

// MARK: - The columns as the runtime and Inspector read them

/// One column with its row type erased.
package struct ErasedTableColumn {
    /// The column's header.
    package let label: any View
    /// The cell of a row's value; nil for a value of another type.
    package let cell: (Any) -> (any View)?
    /// How the column sorts (a `KeyPathComparator`), for a column made with `value:`.
    package let comparator: Any?
    /// The width set with `width(_:)` or `width(min:ideal:max:)`.
    package let width: TableColumnWidth?
}

/// Column content that lists its columns.
protocol TableColumnListing {
    var erasedColumns: [ErasedTableColumn] { get }
}

extension TableColumn: TableColumnListing {
    var erasedColumns: [ErasedTableColumn] {
        let content = content
        return [ErasedTableColumn(
            label: label, cell: { value in (value as? RowValue).map { content($0) } }, comparator: comparator,
            width: width)]
    }
}

extension TupleTableColumnContent: TableColumnListing {
    var erasedColumns: [ErasedTableColumn] {
        let elements = Mirror(reflecting: value).children.map(\.value)
        let parts = elements.isEmpty ? [value as Any] : elements
        return parts.flatMap { ($0 as? any TableColumnListing)?.erasedColumns ?? [] }
    }
}
