import Inspector
import ViewTree
import XCTest

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

private struct Login: View {
    @State var submitted = false
    var body: some View {
        VStack {
            SecureField("Password", text: .constant("secret"), onCommit: { submitted = true })
            Text(submitted ? "Submitted" : "Waiting")
        }
    }
}

final class TextFieldCommitTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTextFieldActions() throws {
        let log = Log()
        let sut = TextField("Name", text: .constant("a"), onEditingChanged: { log.entries.append("editing \($0)") }, onCommit: {
            log.entries.append("commit")
        })
        try sut.inspect().textField().callOnEditingChanged()
        try sut.inspect().textField().callOnCommit()
        XCTAssertEqual(log.entries, ["editing false", "commit"])
        XCTAssertEqual(try sut.inspect().textField().labelView().text().string(), "Name")
        XCTAssertEqual(try sut.inspect().textField().input(), "a")
    }

    func testTextFieldWithOneActionAndAStringTitle() throws {
        let log = Log()
        let title: String = "Name"
        let sut = TextField(title, text: .constant(""), onCommit: { log.entries.append("commit") })
        try sut.inspect().textField().callOnCommit()
        try sut.inspect().textField().callOnEditingChanged()
        XCTAssertEqual(log.entries, ["commit"])
    }

    func testAFieldMadeWithoutActions() {
        // The title forms resolve to the ones with (empty) actions, as in SwiftUI; a label
        // builder makes a field without them.
        let sut = TextField(text: .constant("")) { Text("Name") }
        XCTAssertThrowsError(try sut.inspect().textField().callOnCommit()) { error in
            XCTAssertEqual(
                "\(error)", "textField().callOnCommit(): TextField's onCommit: cannot be read: it was made without an onCommit: action")
        }
        XCTAssertThrowsError(try sut.inspect().textField().callOnEditingChanged()) { error in
            XCTAssertTrue("\(error)".contains("it was made without an onEditingChanged: action"), "\(error)")
        }
        XCTAssertThrowsError(try SecureField(text: .constant("")) { Text("a") }.inspect().secureField().callOnCommit())
    }

    func testADisabledFieldRefuses() {
        let log = Log()
        let sut = TextField("Name", text: .constant(""), onCommit: { log.entries.append("commit") }).disabled(true)
        XCTAssertThrowsError(try sut.inspect().textField().callOnCommit()) { error in
            XCTAssertTrue("\(error)".contains("is disabled"), "\(error)")
        }
        XCTAssertEqual(log.entries, [])
    }

    func testSecureFieldCommitWritesHostedState() throws {
        let hosted = ViewHosting.host(view: Login())
        try hosted.inspect().find(ViewType.SecureField.self).callOnCommit()
        XCTAssertEqual(try hosted.inspect().find(text: "Submitted").string(), "Submitted")
        XCTAssertEqual(try Login().inspect().vStack().secureField(0).labelView().text().string(), "Password")
    }
}
