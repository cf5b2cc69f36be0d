import Foundation
import ViewTree

/// A `ForEach` with an `.onMove` of 2 rows or more has its first row moved to the end and its
/// last row moved to the front (`callOnMove(_:_:)`), as a drag does.
enum ExploreForEachMove: ExploreControl {
    static let kindName = "ForEach"
    static let typeCode = "ViewType.ForEach"
    static var roleQuery: ExploreRoleQuery<ViewType.ForEach>? { nil }

    static func steps(for control: InspectableView<ViewType.ForEach>, inputs: [String]) -> [ExploreStep<ViewType.ForEach>] {
        let rows = ExploreListEditing.rows(of: control, editedBy: .onMove, named: "onMove", input: (IndexSet, Int).self)
        guard rows >= 2 else { return [] }
        let last = rows - 1
        return [
            ExploreStep(code: "callOnMove(IndexSet(integer: 0), \(rows))", summary: "move row 0 to the end of") {
                try $0.callOnMove(IndexSet(integer: 0), rows)
            },
            ExploreStep(code: "callOnMove(IndexSet(integer: \(last)), 0)", summary: "move row \(last) to the front of") {
                try $0.callOnMove(IndexSet(integer: last), 0)
            },
        ]
    }
}
