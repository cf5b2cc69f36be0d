import Foundation
import Inspector
import ViewTree
import XCTest

/// `Text(_:format: .reference(to:))` (`SystemFormatStyle.DateReference`): a date phrased from
/// the date formatted, relative while close, absolute beyond its threshold. Read in GMT.
final class TextSystemFormatReferenceTests: XCTestCase {
    /// Tuesday, November 14, 2023, 10:13:20 PM GMT.
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func phrase(_ offset: TimeInterval, _ style: (Date) -> SystemFormatStyle.DateReference) throws -> String {
        try Text(now, format: style(now.addingTimeInterval(offset))).inspect().text().string()
    }

    private func phrase(_ offset: TimeInterval) throws -> String {
        try phrase(offset) { .reference(to: $0) }
    }

    func testCloseDatesAreRelative() throws {
        XCTAssertEqual(try phrase(30), "now")
        XCTAssertEqual(try phrase(-59), "now")
        XCTAssertEqual(try phrase(5 * 60 + 20), "in 5 minutes")
        XCTAssertEqual(try phrase(-(3 * 3_600 + 600)), "3 hours ago")
        XCTAssertEqual(try phrase(3_600), "in 1 hour")
        XCTAssertEqual(try phrase(26 * 3_600), "tomorrow")
        XCTAssertEqual(try phrase(-86_400), "yesterday")
        XCTAssertEqual(try phrase(-3 * 86_400), "3 days ago")
        XCTAssertEqual(try phrase(-27 * 86_400), "27 days ago")
    }

    func testDatesBeyondTheThresholdAreAbsoluteWithoutTheFieldsTheyShare() throws {
        XCTAssertEqual(try phrase(40 * 86_400), "Sunday, December 24")
        XCTAssertEqual(try phrase(-60 * 86_400), "Friday, September 15")
        XCTAssertEqual(try phrase(400 * 86_400), "December 2024")
        XCTAssertEqual(try phrase(400 * 86_400) { .reference(to: $0, maxFieldCount: 1) }, "2024")
        XCTAssertEqual(try phrase(40 * 86_400) { .reference(to: $0, maxFieldCount: 1) }, "December")
    }

    func testTheThresholdFieldMovesTheSwitch() throws {
        XCTAssertEqual(try phrase(45 * 60) { .reference(to: $0, thresholdField: .minute) }, "in 45 minutes")
        XCTAssertEqual(try phrase(3_600) { .reference(to: $0, thresholdField: .minute) }, "11:13\u{202F}PM")
        XCTAssertEqual(try phrase(400 * 86_400) { .reference(to: $0, thresholdField: .year) }, "next year")
        XCTAssertEqual(try phrase(-800 * 86_400) { .reference(to: $0, thresholdField: .year) }, "2 years ago")
        XCTAssertEqual(try phrase(45 * 86_400) { .reference(to: $0, thresholdField: .month) }, "next month")
    }

    func testAllowedFieldsChooseTheUnitAndTheThresholdFieldIsAlwaysAllowed() throws {
        XCTAssertEqual(try phrase(15 * 86_400) { .reference(to: $0, allowedFields: [.week, .day]) }, "in 2 weeks")
        XCTAssertEqual(try phrase(-7 * 86_400) { .reference(to: $0, allowedFields: [.week]) }, "last week")
        XCTAssertEqual(try phrase(30) { .reference(to: $0, allowedFields: [.second]) }, "in 30 seconds")
        XCTAssertEqual(try phrase(150 * 60) { .reference(to: $0, allowedFields: [.minute], thresholdField: .hour) }, "in 2 hours")
        XCTAssertEqual(try phrase(-150 * 60) { .reference(to: $0, allowedFields: [.minute]) }, "150 minutes ago")
    }

    func testAbsoluteDatesFollowTheLocale() throws {
        let text = Text(now, format: .reference(to: now.addingTimeInterval(400 * 86_400)))
        XCTAssertEqual(try text.inspect().text().string(locale: Locale(identifier: "fr")), "décembre 2024")
    }

    func testCurrentDateIsTheSystemClockWhenRead() throws {
        let meeting = Date().addingTimeInterval(2 * 3_600 + 60)
        XCTAssertEqual(try Text(.currentDate, format: .reference(to: meeting)).inspect().text().string(), "in 2 hours")
        let sut = Text(.currentDate, format: SystemFormatStyle.DateReference(to: Date().addingTimeInterval(-3 * 86_400 - 60)))
        XCTAssertEqual(try sut.inspect().text().string(), "3 days ago")
    }
}
