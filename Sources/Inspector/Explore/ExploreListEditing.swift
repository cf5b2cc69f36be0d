import Foundation
import ViewTree

/// A `ForEach` with an `.onDelete` has each of its rows deleted (`callOnDelete(_:)`), as a
/// swipe to delete does.
enum ExploreForEachDelete: ExploreControl {
    static let kindName = "ForEach"
    static let typeCode = "ViewType.ForEach"
    static var roleQuery: ExploreRoleQuery<ViewType.ForEach>? { nil }

    static func steps(for control: InspectableView<ViewType.ForEach>, inputs: [String]) -> [ExploreStep<ViewType.ForEach>] {
        let rows = ExploreListEditing.rows(of: control, editedBy: .onDelete, named: "onDelete", input: IndexSet.self)
        return (0..<rows).map { row in
            ExploreStep(code: "callOnDelete(IndexSet(integer: \(row)))", summary: "delete row \(row) of") {
                try $0.callOnDelete(IndexSet(integer: row))
            }
        }
    }
}

/// What the list-editing actions share.
enum ExploreListEditing {
    /// The rows of `control`, a `ForEach`, when it has the editing action `kind` (named
    /// `name`, taking `input`); 0 without one.
    static func rows<Input>(
        of control: InspectableView<ViewType.ForEach>, editedBy kind: ModifierKind, named name: String, input: Input.Type
    ) -> Int {
        (try? control.reading("rows") { node in
            _ = try ListEditing.action(kind, named: name, input: input, of: node)
            return try ListEditing.check(IndexSet(), of: node)
        }) ?? 0
    }
}

/// A `List` or a `ScrollView` with a `.refreshable` is refreshed (`callRefreshable()`), as a
/// pull does; the call waits for the action, up to a second.
enum ExploreRefreshable<Scrolling: KnownViewType>: ExploreControl {
    static var kindName: String { Scrolling.typePrefix }
    static var typeCode: String { "ViewType.\(Scrolling.typePrefix)" }
    static var roleQuery: ExploreRoleQuery<Scrolling>? { nil }

    static func steps(for control: InspectableView<Scrolling>, inputs: [String]) -> [ExploreStep<Scrolling>] {
        guard (try? RefreshReading.action(of: control, call: "callRefreshable()")) != nil else { return [] }
        return [ExploreStep(code: "callRefreshable()", summary: "refresh") { try $0.callRefreshable() }]
    }
}
