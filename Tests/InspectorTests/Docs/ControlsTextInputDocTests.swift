import Inspector
import ViewTree
import XCTest

// The text input example of Docs/Controls.md's "Styles, hidden labels and keyboards".
final class ControlsTextInputDocTests: XCTestCase {
    func testTextInputModifiers() throws {
        let field = TextField("User", text: .constant(""))
            .textContentType(.username)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
        let inspected = try field.inspect().textField()
        XCTAssertEqual(try inspected.textContentType(), .username)
        XCTAssertEqual(try inspected.textInputAutocapitalization(), .never)
        XCTAssertEqual(try inspected.autocapitalization(), UITextAutocapitalizationType.none)
        XCTAssertTrue(inspected.disableAutocorrection())
    }
}
