import Inspector
import ViewTree
import XCTest

final class KeyboardTests: XCTestCase {
    func testKeyboardTypeIsKeptAndChangesNothing() throws {
        let text = Binding<String>(wrappedValue: "")
        let sut = VStack {
            TextField("Email", text: text).keyboardType(.emailAddress)
            TextField("Phone", text: text)
        }
        .keyboardType(.phonePad)
        let stack = try sut.inspect().vStack()
        XCTAssertEqual(try stack.textField(0).keyboardType(), .emailAddress)
        XCTAssertEqual(try stack.textField(1).keyboardType(), .phonePad)
        XCTAssertEqual(try TextField("a", text: text).inspect().textField().keyboardType(), .default)
        XCTAssertEqual(UIKeyboardType.alphabet, .asciiCapable)
        XCTAssertEqual(UIKeyboardType.allCases.map(\.description).count, 12)
        try stack.textField(1).setInput("letters, not digits")
        XCTAssertEqual(text.wrappedValue, "letters, not digits", "the keyboard does not filter input")
        XCTAssertEqual(
            try stack.textField(0).treeDump().components(separatedBy: "\n").first,
            "vStack().textField(0) input: \"letters, not digits\" .keyboardType(.emailAddress)")
    }
}
