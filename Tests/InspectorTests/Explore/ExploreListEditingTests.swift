import Foundation
import Inspector
import ViewTree
import XCTest

/// Lists: rows of a `ForEach` with `.onDelete` are deleted, lists refreshed, swipe actions'
/// buttons tapped.
final class ExploreListEditingTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    struct Groceries: View {
        @State var items = ["Milk", "Eggs"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
            }
        }
    }

    func testEachRowIsDeleted() throws {
        let report = try explore { Groceries() } invariant: { screen in
            if screen.findAll(ViewType.Text.self).isEmpty { throw ExploreViolation("empty") }
        }
        // Both, Milk alone, Eggs alone, none.
        XCTAssertEqual(report.states, 4)
        XCTAssertEqual(
            report.violations.first?.actions.map(\.swiftCode),
            [
                "try hosted.inspect().findAll(ViewType.ForEach.self)[0].callOnDelete(IndexSet(integer: 0))",
                "try hosted.inspect().findAll(ViewType.ForEach.self)[0].callOnDelete(IndexSet(integer: 0))",
            ])
    }

    struct Inbox: View {
        @State var archived = false
        var body: some View {
            List {
                Text(archived ? "Archived" : "Message")
                    .swipeActions {
                        Button("Archive") { archived = true }
                    }
            }
        }
    }

    struct Feed: View {
        @State var loads = 0
        var body: some View {
            List {
                Text("Loaded \(loads)")
            }
            .refreshable { loads += 1 }
        }
    }

    func testAListIsRefreshed() throws {
        let report = try explore(maxDepth: 1) { Feed() } invariant: { screen in
            if (try? screen.find(text: "Loaded 1")) != nil { throw ExploreViolation("refreshed") }
        }
        XCTAssertEqual(report.violations.first?.actions.map(\.swiftCode), ["try hosted.inspect().findAll(ViewType.List.self)[0].callRefreshable()"])
    }

    func testSwipeActionsAreTappedAsButtons() throws {
        let report = try explore { Inbox() } invariant: { screen in
            if (try? screen.find(text: "Archived")) != nil { throw ExploreViolation("archived") }
        }
        XCTAssertEqual(report.violations.first?.actions.map(\.description), [#"tap Button "Archive""#])
    }
}
