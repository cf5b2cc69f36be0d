import Foundation

/// Rows of values shown in columns, with an optional selection of rows by their ids.
///
/// ```swift
/// Table(animals, selection: $selection) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Diet") { animal in Text(animal.diet) }
/// }
/// ```
public struct Table<Value: Identifiable, Rows, Columns: TableColumnContent>: View {
    let rows: [Value]
    let columns: Columns
    /// The selection of a table that selects one row at a time.
    let singleSelection: Binding<Value.ID?>?
    /// The selection of a table that selects several rows.
    let multipleSelection: Binding<Set<Value.ID>>?
    /// The order the user sorted the rows in, for tables made with `sortOrder:`.
    let sortOrder: Binding<[KeyPathComparator<Value>]>?

    /// Primitive view: `Table` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// The rows of a table made from a collection.
public struct TableForEachContent<Data: RandomAccessCollection> where Data.Element: Identifiable {
    let data: Data
}

extension Table {
    /// A table of `data`'s values in the columns `columns` builds.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), singleSelection: nil, multipleSelection: nil, sortOrder: nil)
    }

    /// A table of `data`'s values whose selected row's id is `selection`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), singleSelection: selection, multipleSelection: nil, sortOrder: nil)
    }

    /// A table of `data`'s values whose selected rows' ids are `selection`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), singleSelection: nil, multipleSelection: selection, sortOrder: nil)
    }
}

extension Table {
    /// A sortable table of `data`'s values: a user sorting by a column made with `value:` sets
    /// `sortOrder`; sorting the data is yours to do, as in SwiftUI.
    public init<Data: RandomAccessCollection>(
        _ data: Data, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), singleSelection: nil, multipleSelection: nil, sortOrder: sortOrder)
    }

    /// A sortable table whose selected row's id is `selection`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: Array(data), columns: columns(), singleSelection: selection, multipleSelection: nil, sortOrder: sortOrder)
    }

    /// A sortable table whose selected rows' ids are `selection`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: Array(data), columns: columns(), singleSelection: nil, multipleSelection: selection, sortOrder: sortOrder)
    }
}

extension Table where Rows: TableRowContent, Rows.TableRowValue == Value {
    /// A table of the rows `rows` builds, in the columns `columns` builds.
    ///
    /// ```swift
    /// Table(of: Person.self) {
    ///     TableColumn("Name", value: \.name)
    /// } rows: {
    ///     TableRow(owner)
    ///     ForEach(staff) { TableRow($0) }
    /// }
    /// ```
    public init(
        of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rowContent: rows(), columns: columns(), singleSelection: nil, multipleSelection: nil, sortOrder: nil)
    }

    /// A table of the rows `rows` builds whose selected row's id is `selection`.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rowContent: rows(), columns: columns(), singleSelection: selection, multipleSelection: nil, sortOrder: nil)
    }

    /// A table of the rows `rows` builds whose selected rows' ids are `selection`.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rowContent: rows(), columns: columns(), singleSelection: nil, multipleSelection: selection, sortOrder: nil)
    }

    /// A sortable table of the rows `rows` builds: sorting them is yours to do, as in SwiftUI.
    public init(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rowContent: rows(), columns: columns(), singleSelection: nil, multipleSelection: nil, sortOrder: sortOrder)
    }

    /// A sortable table of the rows `rows` builds whose selected row's id is `selection`.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
        sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rowContent: rows(), columns: columns(), singleSelection: selection, multipleSelection: nil, sortOrder: sortOrder)
    }

    /// A sortable table of the rows `rows` builds whose selected rows' ids are `selection`.
    public init(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
        sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rowContent: rows(), columns: columns(), singleSelection: nil, multipleSelection: selection, sortOrder: sortOrder)
    }

    private init(
        rowContent: Rows, columns: Columns, singleSelection: Binding<Value.ID?>?,
        multipleSelection: Binding<Set<Value.ID>>?, sortOrder: Binding<[KeyPathComparator<Value>]>?
    ) {
        self.init(
            rows: TableRows.values(of: rowContent).compactMap { $0 as? Value }, columns: columns,
            singleSelection: singleSelection, multipleSelection: multipleSelection, sortOrder: sortOrder)
    }
}

// MARK: - The rows as the runtime and Inspector read them

/// The cells of one row of a table: a view for each column.
package struct TableRowCells {
    /// The row's value.
    package let value: Any
    /// The row's cells, one per column, in order.
    package let cells: [any View]
}

extension Table {
    /// The columns, in order.
    package var erasedColumns: [ErasedTableColumn] {
        (columns as? any TableColumnListing)?.erasedColumns ?? []
    }

    /// Each row's id and cells, in order.
    package var rowCells: [(id: AnyHashable, row: TableRowCells)] {
        let columns = erasedColumns
        return rows.map { value in
            (AnyHashable(value.id), TableRowCells(value: value, cells: columns.compactMap { $0.cell(value) }))
        }
    }

    /// The rows' ids, in order.
    package var rowIDs: [AnyHashable] { rows.map { AnyHashable($0.id) } }
}

extension Table: RuntimeContainer {
    static var runtimeContentRunsCode: Bool { true }

    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        let rows = rowCells
        let steps = ViewIdentity.elementSteps(for: rows.map(\.id)).steps
        return zip(rows, steps).map { row, steps in (row.row, steps) }
    }
}

extension TableRowCells: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        cells.enumerated().map { index, cell in (cell, [.slot(index)]) }
    }
}
