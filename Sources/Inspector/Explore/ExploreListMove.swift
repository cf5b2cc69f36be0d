import Foundation
import ViewTree

/// A `ForEach` with an `.onMove` of 2 rows or more has its first row moved to the end and its
/// last row moved to the front (`callOnMove(_:_:)`), as a drag does (of 2 rows, only the
/// first move: the second would swap them too).
enum ExploreForEachMove: ExploreControl {
    static let kindName = "ForEach"
    static let typeCode = "ViewType.ForEach"
    static var roleQuery: ExploreRoleQuery<ViewType.ForEach>? { nil }

    static func steps(for control: InspectableView<ViewType.ForEach>, inputs: [String]) -> [ExploreStep<ViewType.ForEach>] {
        let rows = ExploreListEditing.rows(of: control, editedBy: .onMove, named: "onMove", input: (IndexSet, Int).self)
        guard rows >= 2 else { return [] }
        let last = rows - 1
        let moves: [ExploreStep<ViewType.ForEach>] = [
            ExploreStep(code: "callOnMove(IndexSet(integer: 0), \(rows))", summary: "move row 0 to the end of") {
                try $0.callOnMove(IndexSet(integer: 0), rows)
            },
            ExploreStep(code: "callOnMove(IndexSet(integer: \(last)), 0)", summary: "move row \(last) to the front of") {
                try $0.callOnMove(IndexSet(integer: last), 0)
            },
        ]
        // Of two rows, either move swaps them: one is enough.
        return rows == 2 ? [moves[0]] : moves
    }
}
