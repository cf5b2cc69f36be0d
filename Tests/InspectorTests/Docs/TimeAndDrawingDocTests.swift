import Foundation
import Inspector
import ViewTree
import XCTest

/// The examples of Appearance.md's "Time and drawing", as written there.
final class TimeAndDrawingDocTests: XCTestCase {
    func testTimelineView() throws {
        let opening = Date(timeIntervalSince1970: 1_700_000_000)
        let board = TimelineView(.explicit([opening, .distantFuture])) { context in
            Text(context.date == opening ? "Open" : "Closed")
        }
        let timeline = try board.inspect().timelineView()
        XCTAssertEqual(try timeline.text().string(), "Open")
        XCTAssertEqual(try timeline.currentDate(), opening)
        XCTAssertEqual(try timeline.contentView(.init(date: .distantPast)).text().string(), "Closed")
    }
}
