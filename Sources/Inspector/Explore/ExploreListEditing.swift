import Foundation
import ViewTree

/// A `ForEach` with an `.onDelete` has each of its rows deleted (`callOnDelete(_:)`), as a
/// swipe to delete does.
enum ExploreForEachDelete: ExploreControl {
    static let kindName = "ForEach"
    static let typeCode = "ViewType.ForEach"
    static var roleQuery: ExploreRoleQuery<ViewType.ForEach>? { nil }

    static func steps(for control: InspectableView<ViewType.ForEach>, inputs: [String]) -> [ExploreStep<ViewType.ForEach>] {
        let rows =
            (try? control.reading("rows") { node in
                _ = try ListEditing.action(.onDelete, named: "onDelete", input: IndexSet.self, of: node)
                return try ListEditing.check(IndexSet(), of: node)
            }) ?? 0
        return (0..<rows).map { row in
            ExploreStep(code: "callOnDelete(IndexSet(integer: \(row)))", summary: "delete row \(row) of") {
                try $0.callOnDelete(IndexSet(integer: row))
            }
        }
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
