import Foundation
import Inspector
import ViewTree
import XCTest

/// `Text(_:style:)`, ranges of dates and date intervals, read in `Locale.testsDefault` and
/// `TimeZone.testsDefault` (GMT).
final class TextDateStyleTests: XCTestCase {
    /// 2023-11-14 22:13:20 GMT.
    private let date = Date(timeIntervalSince1970: 1_700_000_000)

    func testDateAndTimeStyles() throws {
        XCTAssertEqual(try Text(date, style: .date).inspect().text().string(), "November 14, 2023")
        XCTAssertEqual(try Text(date, style: .time).inspect().text().string(), "10:13\u{202F}PM")
        XCTAssertEqual(try Text(date, style: .time).inspect().text().string(locale: Locale(identifier: "de_DE")), "22:13")
        XCTAssertEqual(try Text("Ends \(date, style: .date)").inspect().text().string(), "Ends November 14, 2023")
    }

    func testRelativeStylesCountFromNow() throws {
        let later = Date().addingTimeInterval(2 * 3600 + 23 * 60)
        XCTAssertEqual(try Text(later, style: .relative).inspect().text().string(), "2 hours, 23 minutes")
        XCTAssertEqual(try Text(later, style: .offset).inspect().text().string(), "+2 hours")
        let earlier = Date().addingTimeInterval(-3 * 86400 - 5 * 3600)
        XCTAssertEqual(try Text(earlier, style: .relative).inspect().text().string(), "3 days, 5 hours")
        XCTAssertEqual(try Text(earlier, style: .offset).inspect().text().string(), "-3 days")
        XCTAssertEqual(try Text(Date().addingTimeInterval(20), style: .relative).inspect().text().string(), "20 seconds")
        XCTAssertEqual(
            try Text(Date().addingTimeInterval(20), style: .relative).inspect().text().string(locale: Locale(identifier: "de")),
            "20 Sekunden")
    }

    func testTimerStyle() throws {
        XCTAssertEqual(try Text(Date().addingTimeInterval(152), style: .timer).inspect().text().string(), "2:32")
        XCTAssertEqual(try Text(Date().addingTimeInterval(-600), style: .timer).inspect().text().string(), "10:00")
        XCTAssertEqual(
            try Text(Date().addingTimeInterval(36 * 3600 + 59 * 60 + 1), style: .timer).inspect().text().string(), "36:59:01")
    }

    func testRangesAndIntervals() throws {
        let start = Date(timeIntervalSince1970: 1_700_042_400)  // 2023-11-15 10:00 GMT
        let end = start.addingTimeInterval(90 * 60)
        XCTAssertEqual(try Text(start...end).inspect().text().string(), "10:00\u{2009}–\u{2009}11:30\u{202F}AM")
        let interval = DateInterval(start: start, duration: 2 * 86400)
        XCTAssertEqual(try Text(interval).inspect().text().string(), "Nov 15\u{2009}–\u{2009}17")
        XCTAssertEqual(try Text("Open \(start...end)").inspect().text().string(), "Open 10:00\u{2009}–\u{2009}11:30\u{202F}AM")
        XCTAssertEqual(try Text("Trip: \(interval)").inspect().text().string(), "Trip: Nov 15\u{2009}–\u{2009}17")
    }

    func testSearchSeesRenderedDates() throws {
        let sut = VStack {
            Text("Starts")
            Text(date, style: .date)
        }
        XCTAssertEqual(try sut.inspect().find(text: "November 14, 2023").pathToRoot, "vStack().text(1)")
        XCTAssertEqual(
            try sut.inspect().find(text: "14. November 2023", locale: Locale(identifier: "de_DE")).pathToRoot, "vStack().text(1)")
        XCTAssertEqual(try sut.inspect().find(ViewType.VStack.self, containing: "November 14, 2023").pathToRoot, "vStack()")
        XCTAssertThrowsError(try sut.inspect().find(text: "November 14 2023")) { error in
            XCTAssertTrue("\(error)".contains("Did you mean \"November 14, 2023\"?"), "\(error)")
        }
    }

    func testTimesMatchIgnoringTheirSpacesWithWhitespaceNormalized() throws {
        let sut = VStack { Text(date, style: .time) }
        XCTAssertThrowsError(try sut.inspect().find(text: "10:13 PM")) { error in
            XCTAssertTrue("\(error)".contains("Did you mean \"10:13\\u{202F}PM\"?"), "\(error)")
        }
        XCTAssertNoThrow(try sut.inspect().find(text: .exact("10:13 PM", options: .whitespaceNormalized)))
    }
}
