import Foundation
import ViewTree

extension InspectableView where View == ViewType.ForEach {
    /// Deletes the rows at `offsets` as a user would: runs the `onDelete` action with them.
    ///
    /// Throws, without running it, when the `ForEach` has no `.onDelete` (or a nil action),
    /// when an offset is past its elements, or when it is disabled or hidden.
    public func callOnDelete(_ offsets: IndexSet) throws {
        try reading("callOnDelete(\(ContainerReading.offsets(offsets)))") { node in
            let action = try ListEditing.action(.onDelete, named: "onDelete", input: IndexSet.self, of: node)
            try ListEditing.check(offsets, of: node)
            try Interaction.ensureResponsive(node, control: "ForEach")
            Interaction.perform(at: node) { action(offsets) }
        }
    }

    /// Moves the rows at `offsets` to `destination` as a user would: runs the `onMove` action
    /// with them. `destination` is an offset before the move, from `0` to the number of
    /// elements (the end), as `Array.move(fromOffsets:toOffset:)` takes it.
    ///
    /// Throws, without running it, when the `ForEach` has no `.onMove` (or a nil action), when
    /// an offset or the destination is out of range, or when it is disabled or hidden.
    public func callOnMove(_ offsets: IndexSet, _ destination: Int) throws {
        try reading("callOnMove(\(ContainerReading.offsets(offsets)), \(destination))") { node in
            let action = try ListEditing.action(.onMove, named: "onMove", input: (IndexSet, Int).self, of: node)
            let count = try ListEditing.check(offsets, of: node)
            guard (0...count).contains(destination) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "destination \(destination)",
                    reason: "is out of range: ForEach has \(ListEditing.elements(count)) (valid destinations: 0...\(count))")
            }
            try Interaction.ensureResponsive(node, control: "ForEach")
            Interaction.perform(at: node) { action((offsets, destination)) }
        }
    }

    /// Inserts items at `index` as a drop or a paste would: runs the `onInsert(of:perform:)`
    /// action accepting exactly `types` with `index` and `providers`, as ViewInspector's
    /// `callOnInsert(of:_:_:)` does.
    ///
    /// Throws, without running it, when the `ForEach` has no `.onInsert` for those types (naming
    /// the types it has), when `index` is past the end (`0...count` are valid), or when it is
    /// disabled or hidden.
    public func callOnInsert(of types: [UTType], _ index: Int, _ providers: [NSItemProvider]) throws {
        try reading("callOnInsert(of:_:_:)") { node in
            let inserts = node.ownModifiers(.onInsert).map(\.modifier)
            guard !inserts.isEmpty else { throw node.missing("onInsert") }
            let accepted = try inserts.map { try Reflection.field("types", of: $0, as: [UTType].self) }
            guard let position = accepted.firstIndex(of: types) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "types \(types.map(\.identifier))",
                    reason: "match no .onInsert of ForEach: it has .onInsert(of:) for "
                        + accepted.map { "\($0.map(\.identifier))" }.joined(separator: ", "))
            }
            let box = try Reflection.field("action", of: inserts[position], as: _EditingAction<(Int, [NSItemProvider])>.self)
            let action = try Reflection.field("perform", of: box, as: (((Int, [NSItemProvider])) -> Void).self)
            let count = try ListEditing.check([], of: node)
            guard (0...count).contains(index) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "index \(index)",
                    reason: "is out of range: ForEach has \(ListEditing.elements(count)) (valid indices: 0...\(count))")
            }
            try Interaction.ensureResponsive(node, control: "ForEach")
            Interaction.perform(at: node) { action((index, providers)) }
        }
    }
}

enum ListEditing {
    /// The action of the node's modifier of `kind`, read out of its `_EditingAction` box.
    static func action<Input>(
        _ kind: ModifierKind, named name: String, input: Input.Type, of node: InspectionNode
    ) throws -> (Input) -> Void {
        guard let (_, modifier) = node.ownModifiers(kind).last else { throw node.missing(name) }
        guard let box = try Reflection.field("action", of: modifier, as: _EditingAction<Input>?.self) else {
            throw InspectionError.Reason.attributeUnavailable(
                attribute: "\(name) action", view: node.kindName, reason: "it is nil, so the rows cannot be edited")
        }
        return try Reflection.field("perform", of: box, as: ((Input) -> Void).self)
    }

    /// The number of elements; throws when an offset is not one of theirs.
    @discardableResult
    static func check(_ offsets: IndexSet, of node: InspectionNode) throws -> Int {
        guard let forEach = node.value as? any ForEachDataCount else {
            throw InspectionError.Reason.typeMismatch(expected: "ForEach", found: node.kindName, hint: nil)
        }
        let count = forEach.inspectorDataCount
        let outside = offsets.filter { $0 >= count }
        guard outside.isEmpty else {
            let valid = count > 0 ? " (valid offsets: 0...\(count - 1))" : ""
            let argument = outside.count == 1 ? "offset \(outside[0]) is" : "offsets \(ContainerReading.offsets(IndexSet(outside))) are"
            throw InspectionError.Reason.invalidArgument(
                argument: argument, reason: "out of range: ForEach has \(elements(count))\(valid)")
        }
        return count
    }

    static func elements(_ count: Int) -> String {
        count == 1 ? "1 element" : "\(count) elements"
    }
}

/// The number of elements of a `ForEach`'s data, read without building its rows.
protocol ForEachDataCount {
    var inspectorDataCount: Int { get }
}

extension ForEach: ForEachDataCount {
    var inspectorDataCount: Int { data.count }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.onDelete(perform:)`.
    static let onDelete = ModifierKind(name: ".onDelete")

    /// `.onMove(perform:)`.
    static let onMove = ModifierKind(name: ".onMove")

    /// `.onInsert(of:perform:)`.
    static let onInsert = ModifierKind(name: ".onInsert")
}

extension _OnDeleteModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onDelete }
}

extension _OnMoveModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onMove }
}

extension _OnInsertModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onInsert }
}
