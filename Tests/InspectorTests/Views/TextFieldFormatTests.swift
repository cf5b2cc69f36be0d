import Foundation
import Inspector
import ViewTree
import XCTest

private struct Order: View {
    @State var quantity = 1
    @State var price = 2.5
    var body: some View {
        Form {
            TextField("Quantity", value: $quantity, format: .number)
            TextField("Price", value: $price, format: .number, prompt: Text("0.00"))
            Text("Total: \(Double(quantity) * price)")
        }
    }
}

/// `TextField(_:value:format:)` and its `prompt:` and label forms.
final class TextFieldFormatTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testInputIsTheFormattedValue() throws {
        let value = Binding<Int>(wrappedValue: 1234)
        let field = try TextField("Count", value: value, format: IntegerFormatStyle<Int>()).inspect().textField()
        XCTAssertEqual(try field.input(), IntegerFormatStyle<Int>().format(1234))
        XCTAssertEqual(try field.labelView().text().string(), "Count")
        XCTAssertEqual(try field.formatStyleName(), "IntegerFormatStyle<Int>")
        XCTAssertThrowsError(try field.prompt())
    }

    func testSetInputParsesThroughTheFormat() throws {
        let value = Binding<Int>(wrappedValue: 0)
        let sut = TextField("Count", value: value, format: .number)
        try sut.inspect().textField().setInput("42")
        XCTAssertEqual(value.wrappedValue, 42)
        XCTAssertEqual(try sut.inspect().textField().input(), "42")

        let amount = Binding<Double>(wrappedValue: 0)
        let decimal = TextField("Amount", value: amount, format: FloatingPointFormatStyle<Double>())
        try decimal.inspect().textField().setInput("3.75")
        XCTAssertEqual(amount.wrappedValue, 3.75)
        XCTAssertEqual(try decimal.inspect().textField().formatStyleName(), "FloatingPointFormatStyle<Double>")
    }

    func testEveryInitializer() throws {
        let value = Binding<Int>(wrappedValue: 7)
        let title = "Verbatim"
        let byString = try TextField(title, value: value, format: .number).inspect().textField()
        XCTAssertEqual(try byString.labelView().text().string(), "Verbatim")
        XCTAssertEqual(try byString.input(), "7")

        let withPrompt = try TextField("Key", value: value, format: .number, prompt: Text("Amount")).inspect().textField()
        XCTAssertEqual(try withPrompt.prompt().string(), "Amount")
        let stringWithPrompt = try TextField(title, value: value, format: .number, prompt: Text("P")).inspect().textField()
        XCTAssertEqual(try stringWithPrompt.prompt().string(), "P")

        let labelled = TextField(value: value, format: .number, prompt: Text("n")) { Label("Count", systemImage: "number") }
        let field = try labelled.inspect().textField()
        XCTAssertEqual(try field.labelView().label().title().text().string(), "Count")
        XCTAssertEqual(try field.prompt().string(), "n")
        XCTAssertEqual(try field.axis(), .horizontal)
        try field.setInput("8")
        XCTAssertEqual(value.wrappedValue, 8)
        let unlabelledPrompt = try TextField(value: value, format: .number) { Text("C") }.inspect().textField()
        XCTAssertThrowsError(try unlabelledPrompt.prompt())
    }

    func testSearchAndPathToRoot() throws {
        let sut = Order()
        let price = try sut.inspect().find(ViewType.TextField.self, where: { try $0.labelView().text().string() == "Price" })
        XCTAssertEqual(price.pathToRoot, "view(Order.self).form().textField(1)")
        XCTAssertEqual(try sut.inspect().view(Order.self).form().textField(1).prompt().string(), "0.00")
        XCTAssertEqual(try price.prompt().pathToRoot, "view(Order.self).form().textField(1).prompt()")
        XCTAssertEqual(try sut.inspect().find(text: "0.00").pathToRoot, "view(Order.self).form().textField(1).prompt()")
        XCTAssertTrue(try sut.inspect().treeDump().contains(#"input: "2.5""#))
    }

    func testHostedValueUpdatesTheView() throws {
        let hosted = ViewHosting.host(view: Order())
        try hosted.inspect().find(ViewType.TextField.self).setInput("3")
        XCTAssertEqual(try hosted.inspect().form().text(2).string(), "Total: 7.5")
        XCTAssertEqual(try hosted.inspect().form().textField(0).input(), "3")
    }

    func testErrors() throws {
        let value = Binding<Int>(wrappedValue: 5)
        let sut = TextField("Count", value: value, format: IntegerFormatStyle<Int>())
        XCTAssertThrowsError(try sut.inspect().textField().setInput("five")) { error in
            XCTAssertEqual(
                "\(error)",
                #"textField().setInput("five"): "five" cannot be parsed by the field's format, IntegerFormatStyle<Int>; its value is unchanged"#)
        }
        XCTAssertEqual(value.wrappedValue, 5)
        XCTAssertThrowsError(try TextField("a", text: .constant("")).inspect().textField().formatStyleName()) { error in
            XCTAssertEqual(
                "\(error)", "textField().formatStyleName(): TextField's format cannot be read: it was made with text:, not value:format:")
        }
        let disabled = TextField("Count", value: value, format: .number).disabled(true)
        XCTAssertThrowsError(try disabled.inspect().textField().setInput("6")) { error in
            XCTAssertEqual("\(error)", "textField().setInput(\"6\"): TextField is disabled by .disabled(true) on itself")
        }
        XCTAssertThrowsError(try disabled.inspect().textField().setInput("six")) { error in
            XCTAssertEqual("\(error)", "textField().setInput(\"six\"): TextField is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(value.wrappedValue, 5)
    }
}
