import Foundation
import ViewTree

extension ViewType {
    /// `Table`: its rows, addressed by index (`table().row(1)`, `table().count`).
    public struct Table: MultipleViewContent, BuiltinViewType {
        /// "Table".
        public static var typePrefix: String { "Table" }
        static var viewKind: ViewKind { .table }
    }

    /// One row of a `Table`: its cells, one per column, addressed by index
    /// (`row.cell(0).text()`, `row.text(0)`).
    public struct TableRow: MultipleViewContent, BuiltinViewType {
        /// "TableRow".
        public static var typePrefix: String { "TableRow" }
        static var viewKind: ViewKind { .tableRow }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Table`.
    public func table() throws -> InspectableView<ViewType.Table> {
        try single(ViewType.Table.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Table` at `index`.
    public func table(_ index: Int) throws -> InspectableView<ViewType.Table> {
        try child(ViewType.Table.self, at: index)
    }
}

extension InspectableView where View == ViewType.Table {
    /// The row at `index`, in the order of the table's data.
    public func row(_ index: Int) throws -> InspectableView<ViewType.TableRow> {
        try child(ViewType.TableRow.self, at: index)
    }

    /// The number of rows.
    public func rowCount() throws -> Int {
        try reading("rowCount()") { try TableReading.parts(of: $0).inspectorRowIDs.count }
    }

    /// The number of columns.
    public func columnCount() throws -> Int {
        try reading("columnCount()") { try TableReading.parts(of: $0).inspectorColumns.count }
    }

    /// The columns' titles, in order: `["Name", "Diet"]`.
    public func columnTitles() throws -> [String] {
        try reading("columnTitles()") { node in
            try TableReading.parts(of: node).inspectorColumns.map { try TextReading.string(of: $0.label) }
        }
    }

    /// The width of the column at `index`, as `width(_:)` (the same at all three) or
    /// `width(min:ideal:max:)` set it; nil where it was not given (all nil: the table's
    /// choice). Throws for an index out of range.
    public func columnWidth(_ index: Int) throws -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
        try reading("columnWidth(\(index))") { node in
            let columns = try TableReading.parts(of: node).inspectorColumns
            guard columns.indices.contains(index) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "index \(index)", reason: "is out of range: the table has \(columns.count) columns")
            }
            let width = columns[index].width
            return (width?.min, width?.ideal, width?.max)
        }
    }

    /// The rows' ids, in order: the values a selection holds.
    public func rowSelectionValues() throws -> [AnyHashable] {
        try reading("rowSelectionValues()") { try TableReading.parts(of: $0).inspectorRowIDs }
    }

    /// Selects the row whose id is `value`, writing through the `selection:` binding (a table
    /// that selects several rows adds it). Throws for a table without `selection:`, a value of
    /// another type than the rows' ids, an id of no row, and a disabled or hidden table.
    public func select<Value: Hashable>(value: Value) throws {
        try TableReading.change("select(value:)", value, of: self, selecting: true)
    }

    /// Removes the row whose id is `value` from the selection. Throws as `select(value:)` does.
    public func deselect<Value: Hashable>(value: Value) throws {
        try TableReading.change("deselect(value:)", value, of: self, selecting: false)
    }

    /// The table's selection, as the type of its `selection:` binding: `Animal.ID?` for a
    /// table that selects one row, `Set<Animal.ID>` for one that selects several. Throws for a
    /// table without `selection:` and for another type.
    public func selectedValue<Selection>(_ type: Selection.Type = Selection.self) throws -> Selection {
        try reading("selectedValue()") { node in
            let table = try TableReading.parts(of: node)
            guard let current = table.inspectorSelection else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "selection", view: "Table", reason: TableReading.noSelection)
            }
            return try SelectionReading.typed(current, as: Selection.self, of: "Table")
        }
    }
}

extension InspectableView where View == ViewType.Table {
    /// The table's sort order, for a table made with `sortOrder:`: the comparators of the
    /// columns it is sorted by, first the main one.
    public func sortOrder<Compared>(_ type: Compared.Type = Compared.self) throws -> [KeyPathComparator<Compared>] {
        try reading("sortOrder()") { node in
            let table = try TableReading.parts(of: node)
            guard let order = table.inspectorSortOrder else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "sortOrder", view: "Table", reason: TableReading.noSortOrder)
            }
            guard let typed = order as? [KeyPathComparator<Compared>] else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "\(TypeName.display(Compared.self)).self",
                    reason: "is not the type of the Table's rows, \(TypeName.display(table.inspectorRowType))")
            }
            return typed
        }
    }

    /// Sorts by the column at `index` as a click on its header does: its comparator, with
    /// `order`, becomes the first of the `sortOrder:` binding. Throws for a table made without
    /// `sortOrder:`, a column made without `value:`, and a disabled or hidden table.
    public func sort(byColumn index: Int, order: SortOrder = .forward) throws {
        try reading("sort(byColumn: \(index))") { node in
            let table = try TableReading.parts(of: node)
            guard table.inspectorSortOrder != nil else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "sortOrder", view: "Table", reason: TableReading.noSortOrder)
            }
            let columns = table.inspectorColumns
            guard columns.indices.contains(index) else {
                throw InspectionError.Reason.indexOutOfRange(
                    index: index, count: columns.count, container: "Table", item: "column")
            }
            guard let comparator = columns[index].comparator else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "column \(index)", reason: "is not sortable: it was made without value:")
            }
            try Interaction.ensureResponsive(node, control: "Table")
            Interaction.perform(at: node) { table.inspectorSort(by: comparator, order: order) }
        }
    }
}

extension InspectableView where View == ViewType.TableRow {
    /// The cell of the column at `index`, to be unwrapped: `row.cell(1).text().string()`.
    public func cell(_ index: Int) throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("cell(\(index))") { node in
            let cells = try node.contentChildren()
            guard cells.indices.contains(index) else {
                throw InspectionError.Reason.indexOutOfRange(
                    index: index, count: cells.count, container: "TableRow", item: "cell")
            }
            return InspectableView<ViewType.ClassifiedView>(cells[index])
        }
    }

    /// `cell(_:)`: the cell of the column at `index`.
    public func column(_ index: Int) throws -> InspectableView<ViewType.ClassifiedView> {
        try cell(index)
    }

    /// The row's value: the element of the table's data it shows.
    public func value<Value>(_ type: Value.Type = Value.self) throws -> Value {
        try reading("value()") { node in
            guard let row = node.value as? TableRowCells else {
                throw InspectionError.Reason.typeMismatch(expected: "TableRow", found: node.kindName, hint: nil)
            }
            guard let value = row.value as? Value else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "\(TypeName.display(Value.self)).self",
                    reason: "is not the type of the row's value, \(TypeName.display(Swift.type(of: row.value)))")
            }
            return value
        }
    }
}

/// How Inspector reads a table: through the table's own generic types.
enum TableReading {
    static let noSelection = "it was made without a selection (Table(_:selection:columns:))"
    static let noSortOrder = "it was made without a sort order (Table(_:sortOrder:columns:))"

    static func parts(of node: InspectionNode) throws -> any TableParts {
        guard let table = node.value as? any TableParts else {
            throw InspectionError.Reason.typeMismatch(expected: "Table", found: node.kindName, hint: nil)
        }
        return table
    }

    static func change<Value: Hashable>(
        _ call: String, _ value: Value, of view: InspectableView<ViewType.Table>, selecting: Bool
    ) throws {
        try view.reading(call) { node in
            let table = try parts(of: node)
            guard table.inspectorHasSelection else {
                throw InspectionError.Reason.attributeUnavailable(attribute: "selection", view: "Table", reason: noSelection)
            }
            guard table.inspectorAccepts(value) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "value \(ContainerReading.show(value, withType: true))",
                    reason: "is not of the type of the Table's row ids, \(TypeName.display(table.inspectorIDType))")
            }
            let ids = table.inspectorRowIDs
            guard ids.contains(AnyHashable(value)) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "value \(ContainerReading.show(value))",
                    reason: "is the id of no row; the rows' ids: \(ContainerReading.list(ids))")
            }
            try Interaction.ensureResponsive(node, control: "Table")
            Interaction.perform(at: node) {
                if selecting { table.inspectorSelect(value) } else { table.inspectorDeselect(value) }
            }
        }
    }
}

/// A table's rows, columns and selection, read with the table's own types.
protocol TableParts {
    var inspectorRows: [(id: AnyHashable, row: TableRowCells)] { get }
    var inspectorRowIDs: [AnyHashable] { get }
    var inspectorColumns: [ErasedTableColumn] { get }
    var inspectorIDType: Any.Type { get }
    var inspectorHasSelection: Bool { get }
    func inspectorAccepts(_ value: Any) -> Bool
    /// The binding's value, `ID?` or `Set<ID>`; nil without a binding.
    var inspectorSelection: Any? { get }
    func inspectorSelect(_ value: Any)
    func inspectorDeselect(_ value: Any)
    var inspectorRowType: Any.Type { get }
    /// The `sortOrder:` binding's value, `[KeyPathComparator<Value>]`; nil without one.
    var inspectorSortOrder: Any? { get }
    func inspectorSort(by comparator: Any, order: SortOrder)
}

extension ViewTree.Table: TableParts {
    private var single: Binding<Value.ID?>? {
        (try? Reflection.field("singleSelection", of: self, as: Binding<Value.ID?>?.self)) ?? nil
    }

    private var multiple: Binding<Set<Value.ID>>? {
        (try? Reflection.field("multipleSelection", of: self, as: Binding<Set<Value.ID>>?.self)) ?? nil
    }

    private var sortBinding: Binding<[KeyPathComparator<Value>]>? {
        (try? Reflection.field("sortOrder", of: self, as: Binding<[KeyPathComparator<Value>]>?.self)) ?? nil
    }

    var inspectorRowType: Any.Type { Value.self }
    var inspectorSortOrder: Any? { sortBinding.map { $0.wrappedValue as Any } }

    func inspectorSort(by comparator: Any, order: SortOrder) {
        guard let sortBinding, var comparator = comparator as? KeyPathComparator<Value> else { return }
        comparator.order = order
        var current = sortBinding.wrappedValue
        current.removeAll { $0.keyPath == comparator.keyPath }
        current.insert(comparator, at: 0)
        sortBinding.wrappedValue = current
    }

    var inspectorRows: [(id: AnyHashable, row: TableRowCells)] { rowCells }
    var inspectorRowIDs: [AnyHashable] { rowIDs }
    var inspectorColumns: [ErasedTableColumn] { erasedColumns }
    var inspectorIDType: Any.Type { Value.ID.self }
    var inspectorHasSelection: Bool { single != nil || multiple != nil }
    func inspectorAccepts(_ value: Any) -> Bool { value is Value.ID }

    var inspectorSelection: Any? {
        if let single { return single.wrappedValue as Any }
        return multiple.map { $0.wrappedValue as Any }
    }

    func inspectorSelect(_ value: Any) {
        guard let value = value as? Value.ID else { return }
        if let single { single.wrappedValue = value }
        if let multiple { multiple.wrappedValue.insert(value) }
    }

    func inspectorDeselect(_ value: Any) {
        guard let value = value as? Value.ID else { return }
        if let single, single.wrappedValue == value { single.wrappedValue = nil }
        if let multiple { multiple.wrappedValue.remove(value) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Table`: its rows, computed from its data and columns, addressed by index; each row is
    /// identified by its value's id, as a `ForEach`'s elements are.
    static let table = ViewKind(
        name: "Table", accessor: "table",
        content: .computed { node, observation in
            let recording = node.tree.recordsIdentity
            let rows = try Evaluation.tracked(observation) { try TableReading.parts(of: node).inspectorRows }
            let steps = recording ? ViewIdentity.elementSteps(for: rows.map(\.id)).steps : []
            var views: [ExpandedView] = []
            for (index, row) in rows.enumerated() {
                Expansion.expand(row.row, recordingSteps: recording, prefix: recording ? steps[index] : [], into: &views)
            }
            return views
        },
        indexesContent: true,
        dumpAttributes: { value in
            guard let table = value as? any TableParts else { return [] }
            return ["rows: \(table.inspectorRowIDs.count)", "columns: \(table.inspectorColumns.count)"]
        })

    /// A row of a `Table`: its cells, one per column.
    static let tableRow = ViewKind(
        name: "TableRow", accessor: "row",
        content: .computed { node, _ in
            guard let row = node.value as? TableRowCells else { return [] }
            let recording = node.tree.recordsIdentity
            var views: [ExpandedView] = []
            for (index, cell) in row.cells.enumerated() {
                Expansion.expand(cell, recordingSteps: recording, prefix: recording ? [.slot(index)] : [], into: &views)
            }
            return views
        },
        indexesContent: true)
}

extension ViewTree.Table: InspectableKind {
    static var inspectorKind: ViewKind { .table }
}

extension TableRowCells: InspectableKind {
    static var inspectorKind: ViewKind { .tableRow }
}
