import Inspector
import ViewTree
import XCTest

private enum Field: Hashable {
    case name, email
}

private struct SignUp: View {
    @FocusState var focused: Field?
    @State var name = ""
    @State var email = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($focused, equals: .name)
                .onSubmit { focused = .email }
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
            Text(focused == nil ? "No focus" : "Editing \(focused == .name ? "name" : "email")")
        }
    }
}

private struct Search: View {
    @FocusState var isSearching: Bool
    @FocusState var isFiltering: Bool
    @State var query = ""
    var body: some View {
        VStack {
            TextField("Search", text: $query).focused($isSearching)
            TextField("Filter", text: $query).focused($isFiltering)
            Button("Cancel") { isSearching = false }
            Text(isSearching ? "Searching" : "Idle")
        }
    }
}

final class FocusTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testFocusStateStartsWithoutFocus() throws {
        let sut = SignUp()
        XCTAssertNil(sut.focused)
        XCTAssertFalse(Search().isSearching)
        XCTAssertFalse(try sut.inspect().vStack().textField(0).isFocused())
        XCTAssertEqual(try sut.inspect().vStack().text(2).string(), "No focus")
    }

    func testFocusGivesTheViewTheFocusUnhosted() throws {
        let sut = SignUp()
        try sut.inspect().vStack().textField(1).focus()
        XCTAssertEqual(sut.focused, .email)
        XCTAssertTrue(try sut.inspect().vStack().textField(1).isFocused())
        XCTAssertFalse(try sut.inspect().vStack().textField(0).isFocused())
        XCTAssertEqual(try sut.inspect().vStack().text(2).string(), "Editing email")
    }

    func testWhichFieldIsFocused() throws {
        let sut = SignUp()
        sut.focused = .name
        let focused = try sut.inspect().find(where: { try $0.isFocused() })
        XCTAssertEqual(focused.pathToRoot, "view(SignUp.self).vStack().textField(0)")
        XCTAssertEqual(try focused.textField().labelView().text().string(), "Name")
    }

    func testFocusAndSubmitHosted() throws {
        let hosted = ViewHosting.host(view: SignUp())
        try hosted.inspect().vStack().textField(0).focus()
        XCTAssertEqual(try hosted.inspect().vStack().text(2).string(), "Editing name")
        try hosted.inspect().vStack().textField(0).callOnSubmit()
        XCTAssertEqual(try hosted.inspect().vStack().text(2).string(), "Editing email")
        XCTAssertTrue(try hosted.inspect().vStack().textField(1).isFocused())
        XCTAssertEqual(try hosted.inspect().view(SignUp.self).actualView().focused, .email)
        try hosted.inspect().vStack().textField(1).unfocus()
        XCTAssertEqual(try hosted.inspect().vStack().text(2).string(), "No focus")
    }

    func testBoolFocusStates() throws {
        let hosted = ViewHosting.host(view: Search())
        try hosted.inspect().vStack().textField(0).focus()
        XCTAssertEqual(try hosted.inspect().vStack().text(3).string(), "Searching")
        XCTAssertTrue(try hosted.inspect().vStack().textField(0).isFocused())
        try hosted.inspect().vStack().textField(1).focus()
        XCTAssertFalse(try hosted.inspect().vStack().textField(0).isFocused(), "one view has the focus at a time")
        XCTAssertTrue(try hosted.inspect().vStack().textField(1).isFocused())
        XCTAssertEqual(try hosted.inspect().vStack().text(3).string(), "Idle")
        try hosted.inspect().vStack().textField(0).focus()
        try hosted.inspect().find(button: "Cancel").tap()
        XCTAssertFalse(try hosted.inspect().vStack().textField(0).isFocused())
    }

    func testUnfocusLeavesAnotherFieldsFocusAlone() throws {
        let sut = SignUp()
        sut.focused = .email
        try sut.inspect().vStack().textField(0).unfocus()
        XCTAssertEqual(sut.focused, .email)
        try sut.inspect().vStack().textField(1).unfocus()
        XCTAssertNil(sut.focused)
    }

    func testAFocusStateBindingPassedToAChildView() throws {
        struct Child: View {
            @FocusState.Binding var isFocused: Bool
            @State var text = ""
            var body: some View {
                TextField("Child", text: $text).focused($isFocused)
            }
        }
        struct Parent: View {
            @FocusState var childFocused: Bool
            var body: some View {
                VStack {
                    Child(isFocused: $childFocused)
                    Text(childFocused ? "child focused" : "child idle")
                }
            }
        }
        let hosted = ViewHosting.host(view: Parent())
        try hosted.inspect().find(ViewType.TextField.self).focus()
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "child focused")
    }

    func testErrors() throws {
        let text = Binding<String>(wrappedValue: "")
        XCTAssertThrowsError(try TextField("a", text: text).inspect().textField().isFocused()) {
            XCTAssertEqual("\($0)", "textField().isFocused(): TextField has no .focused; it has no modifiers")
        }
        XCTAssertThrowsError(try TextField("a", text: text).padding().inspect().textField().focus()) {
            XCTAssertEqual("\($0)", "textField().focus(): TextField has no .focused; its modifiers: .padding")
        }
        let sut = SignUp()
        XCTAssertThrowsError(try sut.disabled(true).inspect().find(ViewType.TextField.self).focus()) {
            XCTAssertEqual(
                "\($0)",
                "view(SignUp.self).vStack().textField(0).focus(): TextField is disabled by .disabled(true) on its"
                    + " ancestor view(SignUp.self)")
        }
        XCTAssertNil(sut.focused)
    }

    func testTreeDump() throws {
        let dump = try SignUp().inspect().vStack().textField(0).treeDump()
        XCTAssertEqual(
            dump.components(separatedBy: "\n").first,
            "view(SignUp.self).vStack().textField(0) input: \"\" .focused(_:equals: .name) .onSubmit")
        let search = try Search().inspect().vStack().textField(0).treeDump()
        XCTAssertEqual(
            search.components(separatedBy: "\n").first, "view(Search.self).vStack().textField(0) input: \"\" .focused(_:)")
    }
}
