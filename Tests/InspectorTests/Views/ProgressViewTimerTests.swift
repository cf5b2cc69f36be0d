import Foundation
import Inspector
import ViewTree
import XCTest

/// `ProgressView(timerInterval:countsDown:)` and its label forms.
final class ProgressViewTimerTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 1_000_000)
    private var end: Date { start.addingTimeInterval(120) }

    func testReadsTheIntervalAndTheDirection() throws {
        let view = try ProgressView(timerInterval: start...end).inspect().progressView()
        XCTAssertEqual(try view.timerInterval(), start...end)
        XCTAssertTrue(try view.countsDown())
        XCTAssertFalse(try ProgressView(timerInterval: start...end, countsDown: false).inspect().progressView().countsDown())
    }

    func testFractionAtADate() throws {
        let down = try ProgressView(timerInterval: start...end).inspect().progressView()
        XCTAssertEqual(try down.fractionCompleted(at: start.addingTimeInterval(30)), 0.75)
        XCTAssertEqual(try down.fractionCompleted(at: start.addingTimeInterval(-10)), 1)
        XCTAssertEqual(try down.fractionCompleted(at: end.addingTimeInterval(10)), 0)
        let up = try ProgressView(timerInterval: start...end, countsDown: false).inspect().progressView()
        XCTAssertEqual(try up.fractionCompleted(at: start.addingTimeInterval(30)), 0.25)
        XCTAssertEqual(try up.fractionCompleted(at: end), 1)
    }

    func testFractionNowIsReadAtTheSystemClock() throws {
        let now = Date()
        let past = now.addingTimeInterval(-1000)...now.addingTimeInterval(-500)
        XCTAssertEqual(try ProgressView(timerInterval: past).inspect().progressView().fractionCompleted(), 0)
        let future = now.addingTimeInterval(500)...now.addingTimeInterval(1000)
        XCTAssertEqual(
            try ProgressView(timerInterval: future, countsDown: false).inspect().progressView().fractionCompleted(), 0)
    }

    func testLabelsTheCurrentValueIsTheTimer() throws {
        let paused = ProgressView(timerInterval: start...end) { Text("Workout") }
        XCTAssertEqual(try paused.inspect().progressView().labelView().text().string(), "Workout")
        XCTAssertNoThrow(try paused.inspect().progressView().currentValueLabelView().text())
        let custom = ProgressView(timerInterval: start...end) { Text("Workout") } currentValueLabel: { Text("Left") }
        XCTAssertEqual(try custom.inspect().progressView().currentValueLabelView().text().string(), "Left")
    }

    func testOtherProgressViewsHaveNoTimer() throws {
        let view = try ProgressView(value: 0.5).inspect().progressView()
        XCTAssertEqual(try view.fractionCompleted(at: start), 0.5)
        XCTAssertThrowsError(try view.timerInterval()) { error in
            XCTAssertEqual(
                "\(error)",
                "progressView().timerInterval(): ProgressView's timerInterval cannot be read: it was made without"
                    + " timerInterval:")
        }
        XCTAssertThrowsError(try view.countsDown())
    }
}
