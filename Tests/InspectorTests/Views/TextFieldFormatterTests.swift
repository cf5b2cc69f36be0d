import Foundation
import Inspector
import ViewTree
import XCTest

private struct Tip: View {
    @State var percent = 15
    let formatter: NumberFormatter
    var body: some View {
        VStack {
            TextField("Tip", value: $percent, formatter: formatter)
            Text("Tip: \(percent)%")
        }
    }
}

/// `TextField(_:value:formatter:)`: a field editing a value through a Foundation `Formatter`.
final class TextFieldFormatterTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private func decimal() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        return formatter
    }

    func testInputIsTheFormattersString() throws {
        let value = Binding(wrappedValue: 1234.5)
        let field = try TextField("Amount", value: value, formatter: decimal()).inspect().textField()
        XCTAssertEqual(try field.input(), "1,234.5")
        XCTAssertEqual(try field.formatStyleName(), "NumberFormatter")
        XCTAssertEqual(try field.labelView().text().string(), "Amount")
    }

    func testSetInputReadsTheTextBack() throws {
        let value = Binding(wrappedValue: 0.0)
        let sut = TextField("Amount", value: value, formatter: decimal())
        try sut.inspect().textField().setInput("2,500.25")
        XCTAssertEqual(value.wrappedValue, 2500.25)
        XCTAssertEqual(try sut.inspect().textField().input(), "2,500.25")

        let count = Binding(wrappedValue: 1)
        let integer = TextField("Count", value: count, formatter: decimal())
        try integer.inspect().textField().setInput("42")
        XCTAssertEqual(count.wrappedValue, 42)
    }

    func testTextTheFormatterCannotReadLeavesTheValue() throws {
        let value = Binding(wrappedValue: 7.0)
        let sut = TextField("Amount", value: value, formatter: decimal())
        XCTAssertThrowsError(try sut.inspect().textField().setInput("seven")) { error in
            XCTAssertEqual(
                "\(error)",
                "textField().setInput(\"seven\"): \"seven\" cannot be parsed by the field's format,"
                    + " NumberFormatter; its value is unchanged")
        }
        XCTAssertEqual(value.wrappedValue, 7)
        let count = Binding(wrappedValue: 3)
        XCTAssertThrowsError(try TextField("Count", value: count, formatter: decimal()).inspect().textField().setInput("2.5"))
        XCTAssertEqual(count.wrappedValue, 3)
    }

    func testDatesThroughADateFormatter() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let value = Binding(wrappedValue: Date(timeIntervalSince1970: 0))
        let sut = TextField("Day", value: value, formatter: formatter, prompt: Text("yyyy-mm-dd"))
        XCTAssertEqual(try sut.inspect().textField().input(), "1970-01-01")
        XCTAssertEqual(try sut.inspect().textField().prompt().string(), "yyyy-mm-dd")
        try sut.inspect().textField().setInput("1970-01-02")
        XCTAssertEqual(value.wrappedValue, Date(timeIntervalSince1970: 86_400))
    }

    func testEveryInitializer() throws {
        let value = Binding(wrappedValue: 1)
        let title = "Verbatim"
        let byString = try TextField(title, value: value, formatter: decimal()).inspect().textField()
        XCTAssertEqual(try byString.labelView().text().string(), "Verbatim")
        let stringPrompt = try TextField(title, value: value, formatter: decimal(), prompt: Text("n")).inspect().textField()
        XCTAssertEqual(try stringPrompt.prompt().string(), "n")
        let labelled = try TextField(value: value, formatter: decimal()) { Text("Label") }.inspect().textField()
        XCTAssertEqual(try labelled.labelView().text().string(), "Label")
        XCTAssertEqual(try labelled.input(), "1")
    }

    func testHostedTheOwnerSeesTheValue() throws {
        let hosted = ViewHosting.host(view: Tip(formatter: decimal()))
        try hosted.inspect().vStack().textField(0).setInput("20")
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Tip: 20%")
        XCTAssertEqual(try hosted.inspect().vStack().textField(0).input(), "20")
    }
}
