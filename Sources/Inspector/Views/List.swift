import ViewTree

extension ViewType {
    /// `List`: its rows, addressed by index (`list().forEach(0)`, `list().text(1)`).
    public struct List: MultipleViewContent, BuiltinViewType {
        /// "List".
        public static var typePrefix: String { "List" }
        static var viewKind: ViewKind { .list }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `List`.
    public func list() throws -> InspectableView<ViewType.List> {
        try single(ViewType.List.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `List` at `index`.
    public func list(_ index: Int) throws -> InspectableView<ViewType.List> {
        try child(ViewType.List.self, at: index)
    }
}

extension InspectableView where View == ViewType.List {
    /// Selects the row whose selection value is `value`, as a tap on it would, writing
    /// through the list's `selection:` binding: a list that selects one row replaces the
    /// selection; a list that selects several adds the row to it.
    ///
    /// A row's selection value is its `.tag(_:)`, or, for a row a `ForEach` builds, its
    /// element's id. Throws, changing nothing, when the list has no `selection:`, when `value`
    /// is not of the selection's type or is no row's (the message lists the rows' values), or
    /// when the list, or the row, is disabled or hidden (`.disabled(true)` on a row refuses
    /// its selection, naming the row).
    public func select<Value: Hashable>(value: Value) throws {
        try ListSelecting.change("select(value:)", value, of: self, selecting: true)
    }

    /// Removes the row whose selection value is `value` from the selection; a list that
    /// selects one row is left with none if that row was the one selected. Throws as
    /// `select(value:)` does.
    public func deselect<Value: Hashable>(value: Value) throws {
        try ListSelecting.change("deselect(value:)", value, of: self, selecting: false)
    }

    /// The list's selection, as the type of its `selection:` binding: `Int?` for a list that
    /// selects one row (`try list.selectedValue(Int?.self)`, or `selectedValue()` where the type
    /// is known from context: `XCTAssertEqual(try list.selectedValue(), 2)`), `Set<Int>` for a
    /// list that selects several. Throws for a list without `selection:` and for another type.
    public func selectedValue<Selection>(_ type: Selection.Type = Selection.self) throws -> Selection {
        try reading("selectedValue()") { node in
            let list = try ListSelecting.parts(of: node)
            guard let current = list.inspectorSelection else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "selection", view: "List", reason: ListSelecting.noSelection)
            }
            return try SelectionReading.typed(current, as: Selection.self, of: "List")
        }
    }

    /// The selection values of the rows, in order: each row's `.tag(_:)`, or, for a row a
    /// `ForEach` builds, its element's id. Rows without one cannot be selected.
    public func rowSelectionValues() throws -> [AnyHashable] {
        try reading("rowSelectionValues()") { try ContainerReading.rowValues(of: $0) }
    }
}

/// How Inspector reads and writes a list's selection: through the list's own generic types.
enum ListSelecting {
    enum Mode { case none, single, multiple }

    static let noSelection = "it was made without a selection (List(selection:))"

    static func parts(of node: InspectionNode) throws -> any ListSelectionParts {
        guard let list = node.value as? any ListSelectionParts else {
            throw InspectionError.Reason.typeMismatch(expected: "List", found: node.kindName, hint: nil)
        }
        return list
    }

    static func change<V: KnownViewType, Value: Hashable>(
        _ call: String, _ value: Value, of view: InspectableView<V>, selecting: Bool
    ) throws {
        try view.reading(call) { node in
            let list = try parts(of: node)
            guard list.inspectorSelectionMode != .none else {
                throw InspectionError.Reason.attributeUnavailable(attribute: "selection", view: "List", reason: noSelection)
            }
            guard list.inspectorAccepts(value) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "value \(ContainerReading.show(value, withType: true))",
                    reason: "is not of the type of the List's selection values, \(TypeName.display(list.inspectorSelectionType))")
            }
            let rows = try ContainerReading.rows(of: node)
            guard let row = rows.first(where: { $0.value == AnyHashable(value) }) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "value \(ContainerReading.show(value))",
                    reason: "is the selection value of no row; the rows' values: \(ContainerReading.list(rows.map(\.value)))")
            }
            try Interaction.ensureResponsive(node, control: "List")
            if let rowNode = row.node {
                try Interaction.ensureResponsive(
                    rowNode, control: "List row \(ContainerReading.show(value)) at \(rowNode.pathToRoot)")
            }
            Interaction.perform(at: node) {
                _ = selecting ? list.inspectorSelect(value) : list.inspectorDeselect(value)
            }
        }
    }
}

/// A list's selection, read and written with the list's own types.
protocol ListSelectionParts {
    var inspectorSelectionMode: ListSelecting.Mode { get }
    var inspectorSelectionType: Any.Type { get }
    func inspectorAccepts(_ value: Any) -> Bool
    /// The binding's value, `V?` or `Set<V>`; nil without a binding.
    var inspectorSelection: Any? { get }
    /// Writes through the binding; false when `value` is not a selection value.
    func inspectorSelect(_ value: Any) -> Bool
    func inspectorDeselect(_ value: Any) -> Bool
}

extension ViewTree.List: ListSelectionParts {
    private var single: Binding<SelectionValue?>? {
        (try? Reflection.field("singleSelection", of: self, as: Binding<SelectionValue?>?.self)) ?? nil
    }

    private var multiple: Binding<Set<SelectionValue>>? {
        (try? Reflection.field("multipleSelection", of: self, as: Binding<Set<SelectionValue>>?.self)) ?? nil
    }

    var inspectorSelectionMode: ListSelecting.Mode {
        single != nil ? .single : multiple != nil ? .multiple : .none
    }

    var inspectorSelectionType: Any.Type { SelectionValue.self }

    func inspectorAccepts(_ value: Any) -> Bool { value is SelectionValue }

    var inspectorSelection: Any? {
        if let single { return single.wrappedValue as Any }
        return multiple.map { $0.wrappedValue as Any }
    }

    func inspectorSelect(_ value: Any) -> Bool {
        guard let value = value as? SelectionValue else { return false }
        if let single { single.wrappedValue = value }
        if let multiple { multiple.wrappedValue.insert(value) }
        return true
    }

    func inspectorDeselect(_ value: Any) -> Bool {
        guard let value = value as? SelectionValue else { return false }
        if let single, single.wrappedValue == value { single.wrappedValue = nil }
        if let multiple { multiple.wrappedValue.remove(value) }
        return true
    }
}

// MARK: - Kind

extension ViewKind {
    /// `List`: its rows, addressed by index.
    static let list = ViewKind(
        name: "List", accessor: "list", content: .stored(field: "content", step: .content), indexesContent: true)
}

extension ViewTree.List: InspectableKind {
    static var inspectorKind: ViewKind { .list }
}
