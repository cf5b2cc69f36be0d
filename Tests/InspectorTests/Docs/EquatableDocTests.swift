import Inspector
import ViewTree
import XCTest

// The example of Docs/State.md's "Keeping a body: `.equatable()`", as written there; what the
// runtime keeps is counted in EquatableViewHostingTests.

private struct Score: View, Equatable {
    let points: Int
    let updatedAt: Int  // not shown: `==` leaves it out

    var body: some View { Text("\(points) points") }

    static func == (lhs: Score, rhs: Score) -> Bool { lhs.points == rhs.points }
}

final class EquatableDocTests: XCTestCase {
    func testAnEquatableView() throws {
        let score = Score(points: 3, updatedAt: 0).equatable()
        XCTAssertEqual(try score.inspect().equatableView().view(Score.self).text().string(), "3 points")
    }
}
