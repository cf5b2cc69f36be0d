import Inspector
import ViewTree
import XCTest

// A search by kind passes overlays and backgrounds of leaves without making their nodes, and a
// stack's views without keeping them; neither may make it run code the user wrote more often:
// a sheet's content closure and a presented destination's closure run once per node, however
// many searches pass through them, like a body.

/// Counts the runs of a presentation's content closure.
private final class ClosureRuns: @unchecked Sendable {
    private(set) var count = 0
    func add() { count += 1 }
}

private struct SheetHost: View {
    let runs: ClosureRuns
    var body: some View {
        VStack {
            Text("Host").sheet(isPresented: .constant(true)) {
                let _ = runs.add()
                Text("Sheet")
            }
            Text("Other")
        }
    }
}

private struct DestinationHost: View {
    let runs: ClosureRuns
    var body: some View {
        VStack {
            Text("Host").navigationDestination(item: .constant(Optional(7))) { number in
                let _ = runs.add()
                Text("Destination \(number)")
            }
            Text("Other")
        }
    }
}

final class SearchPresentationClosureTests: XCTestCase {
    func testASheetsContentRunsOnceHoweverManySearchesPassIt() throws {
        let runs = ClosureRuns()
        let sut = try SheetHost(runs: runs).inspect()
        XCTAssertEqual(sut.findAll(ViewType.Text.self).count, 3)
        XCTAssertEqual(try sut.find(text: "Sheet").string(), "Sheet")
        XCTAssertThrowsError(try sut.find(text: "Missing"))
        XCTAssertEqual(runs.count, 1)
    }

    func testAPresentedDestinationsContentRunsOnceHoweverManySearchesPassIt() throws {
        let runs = ClosureRuns()
        let sut = try DestinationHost(runs: runs).inspect()
        XCTAssertEqual(sut.findAll(ViewType.Text.self).count, 3)
        XCTAssertEqual(try sut.find(text: "Destination 7").string(), "Destination 7")
        XCTAssertThrowsError(try sut.find(text: "Missing"))
        XCTAssertEqual(runs.count, 1)
    }
}
