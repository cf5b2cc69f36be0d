import Inspector
import ViewTree
import XCTest

private final class Log {
    var entries: [String] = []
}

private struct SignIn: View {
    let log: Log
    @State var username = ""
    @State var password = ""
    @State var tags = ""
    var body: some View {
        VStack {
            TextField("Username", text: $username)
                .onSubmit { log.entries.append("username") }
            SecureField("Password", text: $password)
            TextField("Tags", text: $tags)
                .submitScope()
        }
        .onSubmit { log.entries.append("sign in \(username)") }
        .onSubmit(of: .search) { log.entries.append("search") }
        .submitLabel(.go)
    }
}

final class SubmitTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testCallOnSubmitRunsTheActionsAroundTheFieldInnermostFirst() throws {
        let log = Log()
        let sut = SignIn(log: log)
        try sut.inspect().vStack().textField(0).setInput("ada")
        try sut.inspect().vStack().textField(0).callOnSubmit()
        XCTAssertEqual(log.entries, ["username", "sign in ada"])
        try sut.inspect().find(ViewType.SecureField.self).callOnSubmit()
        XCTAssertEqual(log.entries, ["username", "sign in ada", "sign in ada"])
    }

    func testCallOnSubmitOnTheViewThatCarriesTheModifier() throws {
        let log = Log()
        try SignIn(log: log).inspect().vStack().callOnSubmit()
        XCTAssertEqual(log.entries, ["sign in "])
        try Text("a").onSubmit { log.entries.append("text") }.inspect().text().callOnSubmit()
        XCTAssertEqual(log.entries, ["sign in ", "text"])
    }

    func testTriggers() throws {
        let log = Log()
        let stack = try SignIn(log: log).inspect().vStack()
        try stack.secureField(1).callOnSubmit(of: .search)
        XCTAssertEqual(log.entries, ["search"])
        try stack.secureField(1).callOnSubmit(of: [.text, .search])
        XCTAssertEqual(log.entries, ["search", "sign in ", "search"], "the innermost first")
        XCTAssertEqual(SubmitTriggers.text.description, ".text")
        XCTAssertEqual(SubmitTriggers([.text, .search]).description, "[.text, .search]")
    }

    func testSubmitScopeBlocksTheActionsAroundIt() throws {
        let log = Log()
        let sut = SignIn(log: log)
        XCTAssertThrowsError(try sut.inspect().vStack().textField(2).callOnSubmit()) {
            XCTAssertEqual(
                "\($0)",
                "view(SignIn.self).vStack().textField(2).callOnSubmit(): TextField has no .onSubmit(of: .text) on"
                    + " itself or an ancestor; a .submitScope() on itself keeps the actions around it from running")
        }
        XCTAssertEqual(log.entries, [])
        let unblocked = VStack { TextField("a", text: .constant("")).submitScope(false) }.onSubmit { log.entries.append("ok") }
        try unblocked.inspect().vStack().textField(0).callOnSubmit()
        XCTAssertEqual(log.entries, ["ok"])
    }

    func testCallOnSubmitChangesHostedState() throws {
        struct Search: View {
            @State var query = ""
            @State var submitted = ""
            var body: some View {
                VStack {
                    TextField("Search", text: $query).onSubmit { submitted = query }
                    Text("Results for \(submitted)")
                }
            }
        }
        let hosted = ViewHosting.host(view: Search())
        try hosted.inspect().find(ViewType.TextField.self).setInput("swift")
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Results for ")
        try hosted.inspect().find(ViewType.TextField.self).callOnSubmit()
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Results for swift")
    }

    func testErrors() throws {
        let log = Log()
        XCTAssertThrowsError(try TextField("a", text: .constant("")).inspect().textField().callOnSubmit()) {
            XCTAssertEqual("\($0)", "textField().callOnSubmit(): TextField has no .onSubmit(of: .text) on itself or an ancestor")
        }
        XCTAssertThrowsError(try Text("a").onSubmit {}.inspect().text().callOnSubmit(of: .search)) {
            XCTAssertEqual(
                "\($0)", "text().callOnSubmit(of: .search): Text has no .onSubmit(of: .search) on itself or an ancestor")
        }
        let disabled = VStack { TextField("a", text: .constant("")) }.onSubmit { log.entries.append("x") }.disabled(true)
        XCTAssertThrowsError(try disabled.inspect().vStack().textField(0).callOnSubmit()) {
            XCTAssertEqual(
                "\($0)",
                "vStack().textField(0).callOnSubmit(): TextField is disabled by .disabled(true) on its ancestor vStack()")
        }
        XCTAssertEqual(log.entries, [])
    }

    func testSubmitLabel() throws {
        let stack = try SignIn(log: Log()).inspect().vStack()
        XCTAssertEqual(try stack.textField(0).submitLabel(), .go)
        XCTAssertEqual(try TextField("a", text: .constant("")).inspect().textField().submitLabel(), .return)
        let labels: [SubmitLabel] = [.done, .go, .send, .join, .route, .search, .return, .next, .continue]
        XCTAssertEqual(
            labels.map(\.description),
            [".done", ".go", ".send", ".join", ".route", ".search", ".return", ".next", ".continue"])
        let inner = VStack { TextField("a", text: .constant("")).submitLabel(.next) }.submitLabel(.done)
        XCTAssertEqual(try inner.inspect().vStack().textField(0).submitLabel(), .next)
    }

    func testTreeDump() throws {
        let sut = TextField("a", text: .constant("")).onSubmit {}.onSubmit(of: .search) {}.submitScope().submitLabel(.send)
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            "textField() input: \"\" .onSubmit .onSubmit(of: .search) .submitScope(true) .submitLabel(.send)\n"
                + "  labelView().text() \"a\"")
    }
}
