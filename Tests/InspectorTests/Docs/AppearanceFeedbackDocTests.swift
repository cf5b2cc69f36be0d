import Inspector
import ViewTree
import XCTest

// The example of Docs/Appearance.md's "Content transitions and sensory feedback", as written there.

private struct Score: View {
    @State var points = 0
    var body: some View {
        Text("\(points)")
            .contentTransition(.numericText())
            .sensoryFeedback(.success, trigger: points) { old, new in new > old }
    }
}

final class AppearanceFeedbackDocTests: XCTestCase {
    func testContentTransitionsAndSensoryFeedback() throws {
        let text = try Score().inspect().text()
        XCTAssertEqual(try text.contentTransition(), .numericText())
        XCTAssertEqual(try text.sensoryFeedback(), .success)
        XCTAssertEqual(try text.sensoryFeedback(from: 1, to: 2), .success)
        XCTAssertNil(try text.sensoryFeedback(from: 2, to: 1))
    }
}
