import Foundation
import Inspector
import ViewTree
import XCTest

final class TextTimerTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)

    func testAPausedTimerShowsThePauseTime() throws {
        let end = start.addingTimeInterval(4_500)
        let down = Text(timerInterval: start...end, pauseTime: start.addingTimeInterval(255))
        XCTAssertEqual(try down.inspect().text().string(), "1:10:45")
        let up = Text(timerInterval: start...end, pauseTime: start.addingTimeInterval(245), countsDown: false)
        XCTAssertEqual(try up.inspect().text().string(), "4:05")
        let noHours = Text(timerInterval: start...end, pauseTime: start, showsHours: false)
        XCTAssertEqual(try noHours.inspect().text().string(), "75:00")
        let late = Text(timerInterval: start...end, pauseTime: end.addingTimeInterval(100))
        XCTAssertEqual(try late.inspect().text().string(), "0:00", "clamped to the interval")
    }

    func testARunningTimerShowsTheTimeNow() throws {
        let past = Date().addingTimeInterval(-3_600)
        let finished = Text(timerInterval: past...past.addingTimeInterval(60))
        XCTAssertEqual(try finished.inspect().text().string(), "0:00")
        let ahead = Date().addingTimeInterval(3_600)
        let waiting = Text(timerInterval: ahead...ahead.addingTimeInterval(90), countsDown: true)
        XCTAssertEqual(try waiting.inspect().text().string(), "1:30", "before its start, a timer shows its whole interval")
    }
}
