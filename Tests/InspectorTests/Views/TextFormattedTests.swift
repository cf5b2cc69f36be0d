import Foundation
import Inspector
import ViewTree
import XCTest

/// Texts of formatted values: `Text(_:format:)`, `Text(_:formatter:)`, their interpolations,
/// and `string(locale:)`.
final class TextFormattedTests: XCTestCase {
    /// 2023-11-14 22:13:20 GMT.
    private let date = Date(timeIntervalSince1970: 1_700_000_000)

    func testFormatStyleRendersForTheLocaleRead() throws {
        let text = try Text(12.5, format: .currency(code: "EUR")).inspect().text()
        XCTAssertEqual(try text.string(), "€12.50")
        XCTAssertEqual(try text.string(locale: Locale(identifier: "de_DE")), "12,50\u{A0}€")
        XCTAssertEqual(try Text(1234567, format: .number).inspect().text().string(), "1,234,567")
        XCTAssertEqual(try Text(0.25, format: .percent).inspect().text().string(), "25%")
    }

    func testFormatStyleInterpolation() throws {
        let price = 12.5
        let text = try Text("Total: \(price, format: .currency(code: "USD"))").inspect().text()
        XCTAssertEqual(try text.string(), "Total: $12.50")
        XCTAssertEqual(try text.string(locale: Locale(identifier: "fr_FR")), "Total: 12,50\u{A0}$US")
    }

    func testDateFormatStylesReadInTheTestsTimeZoneUnlessTheyHaveTheirOwn() throws {
        XCTAssertEqual(
            try Text(date, format: .dateTime.year().month().day().hour().minute()).inspect().text().string(),
            "Nov 14, 2023 at 10:13\u{202F}PM")
        var tokyo = Date.FormatStyle(date: .numeric, time: .shortened)
        tokyo.timeZone = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
        XCTAssertEqual(try Text(date, format: tokyo).inspect().text().string(), "11/15/2023, 7:13\u{202F}AM")
        XCTAssertEqual(try Text(date, format: .iso8601).inspect().text().string(), "2023-11-14T22:13:20Z")
    }

    func testDatesFollowTimeZoneTestsDefault() throws {
        let saved = TimeZone.testsDefault
        defer { TimeZone.testsDefault = saved }
        XCTAssertEqual(TimeZone.testsDefault.secondsFromGMT(), 0)
        TimeZone.testsDefault = try XCTUnwrap(TimeZone(identifier: "America/New_York"))
        XCTAssertEqual(try Text(date, style: .time).inspect().text().string(), "5:13\u{202F}PM")
    }

    func testLocaleTestsDefaultIsEnglishAndSettable() throws {
        XCTAssertEqual(Locale.testsDefault.identifier, "en")
        let saved = Locale.testsDefault
        defer { Locale.testsDefault = saved }
        Locale.testsDefault = Locale(identifier: "de_DE")
        XCTAssertEqual(try Text(1234.5, format: .number).inspect().text().string(), "1.234,5")
        XCTAssertNoThrow(try Text(1234.5, format: .number).inspect().find(text: "1.234,5"))
    }

    func testCalendarIsTheLocales() throws {
        let text = try Text(date, format: .dateTime.year()).inspect().text()
        XCTAssertEqual(try text.string(), "2023")
        XCTAssertEqual(try text.string(locale: Locale(identifier: "th_TH")), "พ.ศ. 2566")
    }

    func testFormatterGetsTheLocaleWhereItWasLeftAtItsDefault() throws {
        let currency = NumberFormatter()
        currency.numberStyle = .currency
        currency.currencyCode = "USD"
        let text = try Text(NSNumber(value: 12.5), formatter: currency).inspect().text()
        XCTAssertEqual(try text.string(), "$12.50")
        XCTAssertEqual(try text.string(locale: Locale(identifier: "de_DE")), "12,50\u{A0}$")
        XCTAssertEqual(currency.locale, NumberFormatter().locale, "the app's formatter is not changed")

        let german = NumberFormatter()
        german.numberStyle = .decimal
        german.locale = Locale(identifier: "de_DE")
        XCTAssertEqual(try Text(NSNumber(value: 1234.5), formatter: german).inspect().text().string(), "1.234,5")
    }

    func testDateFormatterReadsInTheTestsTimeZoneUnlessItHasItsOwn() throws {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        XCTAssertEqual(try Text(date, formatter: formatter).inspect().text().string(), "2023-11-14 22:13")
        XCTAssertEqual(try Text("Due \(date, formatter: formatter)").inspect().text().string(), "Due 2023-11-14 22:13")
        formatter.timeZone = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
        XCTAssertEqual(try Text(date, formatter: formatter).inspect().text().string(), "2023-11-15 07:13")
    }

    func testObjectInterpolationWithAndWithoutAFormatter() throws {
        let decimal = NumberFormatter()
        decimal.numberStyle = .decimal
        decimal.maximumFractionDigits = 2
        let amount = NSNumber(value: 1234.567)
        XCTAssertEqual(try Text("Pay \(amount, formatter: decimal)").inspect().text().string(), "Pay 1,234.57")
        XCTAssertEqual(try Text("Pay \(amount)").inspect().text().string(), "Pay 1234.567")
    }

    func testReferenceConvertibleAndDecimalSubjects() throws {
        let link = try XCTUnwrap(URL(string: "https://example.com/terms"))
        XCTAssertEqual(try Text(link, formatter: HostFormatter()).inspect().text().string(), "example.com")
        XCTAssertEqual(try Text("Open \(link, formatter: HostFormatter())").inspect().text().string(), "Open example.com")
        let currency = NumberFormatter()
        currency.numberStyle = .currency
        currency.currencyCode = "USD"
        XCTAssertEqual(try Text(Decimal(string: "12.5") ?? 0, formatter: currency).inspect().text().string(), "$12.50")
        XCTAssertEqual(try Text("Due \(Decimal(string: "3") ?? 0, formatter: currency)").inspect().text().string(), "Due $3.00")
    }

    func testAFormatterThatGivesNoStringThrows() throws {
        let sut = Text(date, formatter: NumberFormatter())
        XCTAssertThrowsError(try sut.inspect().text().string()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().string(): Text's string cannot be read: NumberFormatter gives no string for"
                    + " 2023-11-14 22:13:20 +0000 (Date)")
        }
        XCTAssertThrowsError(try sut.inspect().text().attributedString()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().attributedString(): Text's string cannot be read: NumberFormatter gives no string for"
                    + " 2023-11-14 22:13:20 +0000 (Date)")
        }
        XCTAssertThrowsError(try sut.inspect().text().attributes()) { error in
            XCTAssertTrue("\(error)".hasPrefix("text().attributes(): Text's string cannot be read"), "\(error)")
        }
        XCTAssertThrowsError(try VStack { sut }.inspect().find(text: "x")) { error in
            XCTAssertTrue(
                "\(error)".hasSuffix("\n  text(0) ⚠ NumberFormatter gives no string for 2023-11-14 22:13:20 +0000 (Date)"),
                "\(error)")
        }
    }

    func testSearchInALocaleSaysWhichInItsMessage() throws {
        let sut = VStack { Text(1234.5, format: .number) }
        XCTAssertNoThrow(try sut.inspect().find(text: "1,234.5"))
        XCTAssertThrowsError(try sut.inspect().find(text: "1,234.5", locale: Locale(identifier: "de_DE"))) { error in
            XCTAssertTrue(
                "\(error)".hasPrefix(
                    "vStack().find(text: \"1,234.5\", locale: Locale(identifier: \"de_DE\")): found no text \"1,234.5\""
                        + " (searched 2 views below)\nDid you mean \"1.234,5\"?"),
                "\(error)")
        }
        XCTAssertNoThrow(try sut.inspect().find(ViewType.VStack.self, containing: "1.234,5", locale: Locale(identifier: "de_DE")))
    }

    func testLabelledSearchesReadTheirTextsInTheLocaleGiven() throws {
        let date = date
        let sut = VStack {
            Button {} label: { Text(date, style: .date) }
            Link(destination: URL(fileURLWithPath: "/terms")) { Text(1234.5, format: .number) }
            NavigationLink(value: 1) { Text(0.5, format: .number) }
        }
        let german = Locale(identifier: "de_DE")
        XCTAssertEqual(try sut.inspect().find(button: "14. November 2023", locale: german).pathToRoot, "vStack().button(0)")
        XCTAssertEqual(try sut.inspect().find(link: "1.234,5", locale: german).pathToRoot, "vStack().link(1)")
        XCTAssertEqual(try sut.inspect().find(navigationLink: "0,5", locale: german).pathToRoot, "vStack().navigationLink(2)")
        XCTAssertNoThrow(try sut.inspect().find(button: "November 14, 2023"))
        XCTAssertThrowsError(try sut.inspect().find(link: "1234,5", locale: german)) { error in
            XCTAssertTrue(
                "\(error)".hasPrefix(
                    "vStack().find(link: \"1234,5\", locale: Locale(identifier: \"de_DE\")): found no link \"1234,5\""),
                "\(error)")
            XCTAssertTrue("\(error)".contains("Did you mean \"1.234,5\"?"), "\(error)")
        }
    }

    func testAHostedTextShowsItsStateFormatted() throws {
        struct Cart: View {
            @State private var total = 0.0
            var body: some View {
                VStack {
                    Text("Total: \(total, format: .currency(code: "USD"))")
                    Button("Add") { total += 2.5 }
                }
            }
        }
        let hosted = ViewHosting.host(view: Cart())
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "Total: $0.00")
        try hosted.inspect().find(button: "Add").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "Total: $2.50")
        XCTAssertNoThrow(try hosted.inspect().find(text: "Total: $2.50"))
    }

    func testConcatenationKeepsEachPartsFormattingAndAttributes() throws {
        let sut = Text(date, style: .date).bold() + Text(" at ") + Text(date, style: .time)
        let text = try sut.inspect().text()
        XCTAssertEqual(try text.string(), "November 14, 2023 at 10:13\u{202F}PM")
        XCTAssertTrue(try text.attributes()[0..<17].isBold())
        XCTAssertFalse(try text.attributes()[17..<21].isBold())
        XCTAssertEqual(
            try text.string(locale: Locale(identifier: "fr_FR")), "14 novembre 2023 at 22:13")
    }

    func testTextInterpolationKeepsItsFormattedValues() throws {
        let due = Text(date, style: .date)
        XCTAssertEqual(try Text("Due \(due)").inspect().text().string(), "Due November 14, 2023")
        XCTAssertEqual(try Text("Due \(due)").inspect().text().string(locale: Locale(identifier: "de_DE")), "Due 14. November 2023")
    }

    func testTextsOfTheSameValueAndFormatAreEqual() {
        XCTAssertEqual(Text(date, style: .date), Text(date, style: .date))
        XCTAssertNotEqual(Text(date, style: .date), Text(date, style: .time))
        XCTAssertEqual(Text(12.5, format: .currency(code: "USD")), Text(12.5, format: .currency(code: "USD")))
        XCTAssertNotEqual(Text(12.5, format: .currency(code: "USD")), Text(12.5, format: .currency(code: "EUR")))
        let formatter = DateFormatter()
        XCTAssertEqual(Text(date, formatter: formatter), Text(date, formatter: formatter))
        XCTAssertNotEqual(Text(date, formatter: formatter), Text(date, formatter: DateFormatter()))
        let key: LocalizedStringKey = "Due \(date, style: .date)"
        XCTAssertEqual(key, "Due \(date, style: .date)")
        XCTAssertNotEqual(key, "Due \(date, style: .time)")
    }
}

/// A formatter of the app's own class: used as it is.
private final class HostFormatter: Formatter {
    override func string(for object: Any?) -> String? {
        (object as? URL)?.host()
    }
}
