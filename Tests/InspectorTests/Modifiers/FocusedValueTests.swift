import Inspector
import ViewTree
import XCTest

extension FocusedValues {
    /// A focused value for the kind samples and these tests.
    @Entry var sampleFocusedCount: Int?
    @Entry var focusedNoteTitle: String?
}

private enum NoteField: Hashable {
    case first, second
}

private struct Notes: View {
    @FocusState var focused: NoteField?
    @State var first = "Groceries"
    @State var second = "Ideas"
    var body: some View {
        VStack {
            TextField("First", text: $first)
                .focused($focused, equals: .first)
                .focusedValue(\.focusedNoteTitle, first)
            TextField("Second", text: $second)
                .focused($focused, equals: .second)
                .focusedValue(\.focusedNoteTitle, second)
            NoteToolbar()
        }
        .focusedSceneValue(\.sampleFocusedCount, 2)
    }
}

private struct NoteToolbar: View {
    @FocusedValue(\.focusedNoteTitle) var title
    @FocusedValue(\.sampleFocusedCount) var count
    var body: some View {
        Text("\(title ?? "nothing focused") of \(count.map(String.init) ?? "none")")
    }
}

final class FocusedValueTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTheFocusedViewsValueReachesReadersHosted() throws {
        let hosted = ViewHosting.host(view: Notes())
        XCTAssertEqual(try hosted.inspect().find(NoteToolbar.self).text().string(), "nothing focused of 2")
        try hosted.inspect().vStack().textField(1).focus()
        XCTAssertEqual(try hosted.inspect().find(NoteToolbar.self).text().string(), "Ideas of 2")
        try hosted.inspect().vStack().textField(1).setInput("Plans")
        XCTAssertEqual(try hosted.inspect().find(NoteToolbar.self).text().string(), "Plans of 2")
        try hosted.inspect().vStack().textField(0).focus()
        XCTAssertEqual(try hosted.inspect().find(NoteToolbar.self).text().string(), "Groceries of 2")
        try hosted.inspect().vStack().textField(0).unfocus()
        XCTAssertEqual(try hosted.inspect().find(NoteToolbar.self).text().string(), "nothing focused of 2")
    }

    func testNotHostedNothingIsFocused() throws {
        XCTAssertEqual(try NoteToolbar().inspect().text().string(), "nothing focused of none")
    }

    func testPublishedValuesAreRead() throws {
        let stack = try Notes().inspect().vStack()
        XCTAssertEqual(try stack.textField(0).focusedValue(\.focusedNoteTitle), "Groceries")
        XCTAssertEqual(try stack.focusedSceneValue(\.sampleFocusedCount), 2)
        XCTAssertThrowsError(try stack.focusedValue(\.sampleFocusedCount)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Notes.self).vStack().focusedValue(_:): VStack has no .focusedValue(_:_:) of a Int at that key path;"
                    + " its modifiers: .focusedValue")
        }
        var values = FocusedValues()
        XCTAssertNil(values.focusedNoteTitle)
        values.focusedNoteTitle = "a"
        XCTAssertEqual(values.focusedNoteTitle, "a")
    }
}

extension FocusedValues {
    @Entry var focusedNoteText: Binding<String>?
}

/// Rows publish bindings, which cannot be compared: moving the focus still hands readers the
/// focused row's binding.
private struct BoundNotes: View {
    @FocusState var focused: NoteField?
    @State var first = "Groceries"
    @State var second = "Ideas"
    var body: some View {
        VStack {
            TextField("First", text: $first)
                .focused($focused, equals: .first)
                .focusedValue(\.focusedNoteText, $first)
            TextField("Second", text: $second)
                .focused($focused, equals: .second)
                .focusedValue(\.focusedNoteText, $second)
            ShoutButton()
        }
    }
}

private struct ShoutButton: View {
    @FocusedValue(\.focusedNoteText) var text
    var body: some View {
        Button("Shout \(text?.wrappedValue ?? "-")") { text?.wrappedValue += "!" }
    }
}

final class FocusedBindingValueTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testMovingTheFocusHandsReadersTheFocusedRowsBinding() throws {
        let hosted = ViewHosting.host(view: BoundNotes())
        try hosted.inspect().vStack().textField(0).focus()
        try hosted.inspect().find(button: "Shout Groceries").tap()
        try hosted.inspect().vStack().textField(1).focus()
        try hosted.inspect().find(button: "Shout Ideas").tap()
        XCTAssertEqual(try hosted.inspect().vStack().textField(0).input(), "Groceries!")
        XCTAssertEqual(try hosted.inspect().vStack().textField(1).input(), "Ideas!")
    }
}
