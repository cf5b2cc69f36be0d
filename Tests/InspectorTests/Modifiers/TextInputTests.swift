import Inspector
import ViewTree
import XCTest

private struct Login: View {
    @State var username = ""
    @State var password = ""
    @State var code = ""
    var body: some View {
        VStack {
            TextField("User", text: $username)
                .textContentType(.username)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
            SecureField("Password", text: $password).textContentType(.password)
            TextField("Code", text: $code).textContentType(nil).autocapitalization(.allCharacters)
            Text("Welcome")
        }
        .textInputAutocapitalization(.words)
    }
}

final class TextInputTests: XCTestCase {
    func testContentTypesAreRead() throws {
        let stack = try Login().inspect().vStack()
        XCTAssertEqual(try stack.textField(0).textContentType(), .username)
        XCTAssertEqual(try stack.secureField(1).textContentType(), .password)
        XCTAssertNil(try stack.textField(2).textContentType())
        XCTAssertEqual(UITextContentType.oneTimeCode.rawValue, "oneTimeCode")
        XCTAssertThrowsError(try stack.text(3).textContentType()) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Login.self).vStack().text(3).textContentType(): Text has no .textContentType; it has no modifiers")
        }
    }

    func testCapitalizationIsReadInBothForms() throws {
        let stack = try Login().inspect().vStack()
        XCTAssertEqual(try stack.textField(0).textInputAutocapitalization(), .never)
        XCTAssertEqual(try stack.textField(0).autocapitalization(), UITextAutocapitalizationType.none)
        XCTAssertEqual(try stack.secureField(1).textInputAutocapitalization(), .words, "inherited")
        XCTAssertEqual(try stack.textField(2).textInputAutocapitalization(), .characters)
        XCTAssertEqual(try stack.textField(2).autocapitalization(), .allCharacters)
        XCTAssertEqual(try Text("a").textInputAutocapitalization(nil).inspect().text().autocapitalization(), .sentences)
        XCTAssertThrowsError(try Text("a").inspect().text().autocapitalization()) { error in
            XCTAssertEqual("\(error)", "text().autocapitalization(): Text has no .textInputAutocapitalization; it has no modifiers")
        }
        XCTAssertTrue(try stack.textField(0).disableAutocorrection())
        XCTAssertFalse(try stack.textField(2).disableAutocorrection())
    }

    func testInputIsKeptAsTyped() throws {
        let sut = Login()
        try sut.inspect().vStack().textField(0).setInput("Ada Lovelace")
        XCTAssertEqual(try sut.inspect().vStack().textField(0).input(), "Ada Lovelace", "nothing capitalizes or corrects")
        XCTAssertEqual(
            try sut.inspect().vStack().textField(0).treeDump().components(separatedBy: "\n").first,
            "view(Login.self).vStack().textField(0) input: \"Ada Lovelace\" .textContentType(.username)"
                + " .textInputAutocapitalization(.never) .environment")
    }
}
