import Inspector
import ViewTree
import XCTest

private struct Notes: View {
    @State var notes = ""
    var body: some View {
        VStack {
            TextEditor(text: $notes)
            Text("\(notes.count) characters")
        }
    }
}

final class TextEditorTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testInputAndSetInput() throws {
        var stored = "first line"
        let sut = TextEditor(text: Binding(get: { stored }, set: { stored = $0 }))
        XCTAssertEqual(try sut.inspect().textEditor().input(), "first line")
        try sut.inspect().textEditor().setInput("one\ntwo")
        XCTAssertEqual(stored, "one\ntwo")
        XCTAssertEqual(try sut.inspect().textEditor().input(), "one\ntwo")
    }

    func testSetInputChangesTheOwnersStateUnhostedAndHosted() throws {
        let sut = Notes()
        try sut.inspect().vStack().textEditor(0).setInput("Hello")
        XCTAssertEqual(try sut.inspect().vStack().text(1).string(), "5 characters")

        let hosted = ViewHosting.host(view: Notes())
        try hosted.inspect().find(ViewType.TextEditor.self).setInput("Hi")
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "2 characters")
    }

    func testSearchAndPathToRoot() throws {
        let sut = try Notes().inspect()
        let editor = try sut.find(ViewType.TextEditor.self)
        XCTAssertEqual(editor.pathToRoot, "view(Notes.self).vStack().textEditor(0)")
        XCTAssertEqual(try sut.view(Notes.self).vStack().textEditor(0).pathToRoot, editor.pathToRoot)
        XCTAssertEqual(try editor.parent().vStack().text(1).string(), "0 characters")
    }

    func testErrors() throws {
        let text = Binding<String>(wrappedValue: "kept")
        XCTAssertThrowsError(try TextEditor(text: text).disabled(true).inspect().textEditor().setInput("x")) {
            XCTAssertEqual("\($0)", "textEditor().setInput(\"x\"): TextEditor is disabled by .disabled(true) on itself")
        }
        XCTAssertThrowsError(try TextEditor(text: text).hidden().inspect().textEditor().setInput("x")) {
            XCTAssertEqual("\($0)", "textEditor().setInput(\"x\"): TextEditor is hidden by .hidden() on itself")
        }
        XCTAssertEqual(text.wrappedValue, "kept")
        XCTAssertThrowsError(try TextField("a", text: text).inspect().textEditor()) {
            XCTAssertEqual("\($0)", "textEditor(): expected TextEditor, found TextField")
        }
    }

    func testTreeDumpShowsTheInput() throws {
        XCTAssertEqual(
            try TextEditor(text: .constant("a\nb")).inspect().treeDump(), "textEditor() input: \"a\\nb\"")
    }
}
