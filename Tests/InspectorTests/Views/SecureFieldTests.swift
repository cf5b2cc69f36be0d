@testable import Inspector
import ViewTree
import XCTest

private struct Login: View {
    @State var password = ""
    var body: some View {
        VStack {
            SecureField("Password", text: $password, prompt: Text("8 characters or more"))
            Button("Log in") {}.disabled(password.count < 8)
        }
    }
}

final class SecureFieldTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private let text = Binding<String>(wrappedValue: "secret")

    func testTitledForms() throws {
        let title = "String"
        let fields: [(any View, String, String?)] = [
            (SecureField("Key", text: text), "Key", nil),
            (SecureField(title, text: text), "String", nil),
            (SecureField("Key", text: text, prompt: Text("p1")), "Key", "p1"),
            (SecureField(title, text: text, prompt: Text("p2")), "String", "p2"),
        ]
        for (view, label, prompt) in fields {
            let field = try AnyView(view).inspect().anyView().secureField()
            XCTAssertEqual(try field.labelView().text().string(), label)
            XCTAssertEqual(try? field.prompt().string(), prompt)
            XCTAssertEqual(try field.input(), "secret")
        }
    }

    func testLabelBuilderForms() throws {
        let plain = SecureField(text: text) { Text("PIN") }
        XCTAssertEqual(try plain.inspect().secureField().labelView().text().string(), "PIN")
        XCTAssertThrowsError(try plain.inspect().secureField().prompt())
        let prompted = SecureField(text: text, prompt: Text("4 digits")) {
            Image(systemName: "lock")
            Text("PIN")
        }
        XCTAssertEqual(try prompted.inspect().secureField().labelView().text(1).string(), "PIN")
        XCTAssertEqual(try prompted.inspect().secureField().prompt().string(), "4 digits")
        XCTAssertEqual(try prompted.inspect().secureField().prompt().pathToRoot, "secureField().prompt()")
    }

    func testSetInputChangesTheOwnersStateUnhostedAndHosted() throws {
        let sut = Login()
        try sut.inspect().vStack().secureField(0).setInput("correct horse")
        XCTAssertEqual(sut.password, "correct horse")
        XCTAssertFalse(try sut.inspect().vStack().button(1).isDisabled())

        let hosted = ViewHosting.host(view: Login())
        XCTAssertTrue(try hosted.inspect().vStack().button(1).isDisabled())
        try hosted.inspect().find(ViewType.SecureField.self).setInput("correct horse")
        XCTAssertEqual(try hosted.inspect().vStack().secureField(0).input(), "correct horse")
        XCTAssertNoThrow(try hosted.inspect().find(button: "Log in").tap())
    }

    func testSearchReachesTheLabelAndThePrompt() throws {
        let sut = try Login().inspect()
        let label = try sut.find(text: "Password")
        XCTAssertEqual(label.pathToRoot, "view(Login.self).vStack().secureField(0).labelView().text()")
        XCTAssertTrue(try label.node() === sut.view(Login.self).vStack().secureField(0).labelView().text().node())
        let prompt = try sut.find(text: "8 characters or more")
        XCTAssertEqual(prompt.pathToRoot, "view(Login.self).vStack().secureField(0).prompt()")
        XCTAssertTrue(try prompt.node() === sut.view(Login.self).vStack().secureField(0).prompt().node())
    }

    func testErrors() throws {
        XCTAssertThrowsError(try SecureField("a", text: text).inspect().secureField().prompt()) {
            XCTAssertEqual(
                "\($0)", "secureField().prompt(): SecureField's prompt cannot be read: it was made without one (prompt: nil)")
        }
        XCTAssertThrowsError(try SecureField("a", text: text).disabled(true).inspect().secureField().setInput("x")) {
            XCTAssertEqual("\($0)", "secureField().setInput(\"x\"): SecureField is disabled by .disabled(true) on itself")
        }
        let hidden = VStack { SecureField("a", text: text) }.hidden()
        XCTAssertThrowsError(try hidden.inspect().vStack().secureField(0).setInput("x")) {
            XCTAssertEqual(
                "\($0)", "vStack().secureField(0).setInput(\"x\"): SecureField is hidden by .hidden() on its ancestor vStack()")
        }
        XCTAssertEqual(text.wrappedValue, "secret")
        XCTAssertThrowsError(try TextField("a", text: text).inspect().secureField()) {
            XCTAssertEqual("\($0)", "secureField(): expected SecureField, found TextField")
        }
    }

    func testTreeDumpShowsTheInput() throws {
        XCTAssertEqual(
            try SecureField("Password", text: text).inspect().treeDump(),
            "secureField() input: \"secret\"\n  labelView().text() \"Password\"")
    }
}
