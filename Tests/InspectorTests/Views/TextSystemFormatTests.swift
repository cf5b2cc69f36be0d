import Foundation
import Inspector
import ViewTree
import XCTest

/// `Text(_:format:)` with `SystemFormatStyle`'s timer, stopwatch and offset, for a date of
/// your own and for `.currentDate`.
final class TextSystemFormatTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 1_000_000)

    private func string(_ text: Text) throws -> String {
        try text.inspect().text().string()
    }

    func testTimerCountsDownAndUp() throws {
        let interval = start..<start.addingTimeInterval(300)
        XCTAssertEqual(try string(Text(start, format: .timer(countingDownIn: interval))), "5:00")
        XCTAssertEqual(try string(Text(start.addingTimeInterval(270), format: .timer(countingDownIn: interval))), "0:30")
        XCTAssertEqual(try string(Text(start.addingTimeInterval(999), format: .timer(countingDownIn: interval))), "0:00")
        XCTAssertEqual(try string(Text(start.addingTimeInterval(42), format: .timer(countingUpIn: interval))), "0:42")
    }

    func testTimerHoursFieldsAndPrecision() throws {
        let long = start..<start.addingTimeInterval(10_000)
        let at = start.addingTimeInterval(5_025.5)
        XCTAssertEqual(try string(Text(at, format: .timer(countingUpIn: long))), "1:23:46")
        XCTAssertEqual(try string(Text(at, format: .timer(countingUpIn: long, showsHours: false))), "83:46")
        XCTAssertEqual(try string(Text(at, format: .timer(countingUpIn: long, maxFieldCount: 2))), "1:23")
        let precise = SystemFormatStyle.Timer(countingUpIn: long, maxFieldCount: 4, maxPrecision: .milliseconds(100))
        XCTAssertEqual(try string(Text(start.addingTimeInterval(12.34), format: precise)), "0:12.3")
    }

    func testStopwatch() throws {
        XCTAssertEqual(try string(Text(start.addingTimeInterval(5.236), format: .stopwatch(startingAt: start))), "00:05.23")
        XCTAssertEqual(try string(Text(start.addingTimeInterval(3_600), format: .stopwatch(startingAt: start))), "01:00:00.00")
        XCTAssertEqual(try string(Text(start.addingTimeInterval(-5), format: .stopwatch(startingAt: start))), "00:00.00")
        let whole = Text(start.addingTimeInterval(83.4), format: .stopwatch(startingAt: start, maxPrecision: .seconds(1)))
        XCTAssertEqual(try string(whole), "01:23")
        let minutes = Text(start.addingTimeInterval(4_530), format: .stopwatch(startingAt: start, showsHours: false))
        XCTAssertEqual(try string(minutes), "75:30.00")
    }

    func testOffset() throws {
        XCTAssertEqual(try string(Text(start.addingTimeInterval(222), format: .offset(to: start))), "3 minutes, 42 seconds")
        XCTAssertEqual(try string(Text(start.addingTimeInterval(-7_260), format: .offset(to: start))), "-2 hours, 1 minute")
        let clock = Text(start.addingTimeInterval(5_025), format: .offset(to: start, allowedFields: [.hour, .minute, .second], maxFieldCount: 3))
        XCTAssertEqual(try string(clock), "1:23:45")
        let signed = Text(start.addingTimeInterval(60), format: .offset(to: start, sign: .always()))
        XCTAssertEqual(try string(signed), "+1 minute")
    }

    func testCurrentDateIsTheSystemClockWhenRead() throws {
        let now = Date()
        let ahead = now.addingTimeInterval(3_600 * 5)..<now.addingTimeInterval(3_600 * 6)
        XCTAssertEqual(try string(Text(.currentDate, format: .timer(countingDownIn: ahead))), "1:00:00")
        let past = Text(.currentDate, format: .offset(to: now.addingTimeInterval(-3 * 86_400 - 30), allowedFields: [.day]))
        XCTAssertEqual(try string(past), "3 days")
        XCTAssertTrue(try Text(.currentDate, format: .dateTime.year()).inspect().text().string().contains(
            String(Calendar(identifier: .gregorian).component(.year, from: now))))
    }
}
