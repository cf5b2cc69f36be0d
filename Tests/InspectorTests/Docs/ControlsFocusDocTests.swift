import Inspector
import ViewTree
import XCTest

// The examples of Docs/Controls.md's "Focused values" and "Keyboard shortcuts", as written there.

extension FocusedValues {
    @Entry var noteTitle: String?
}

private struct Notes: View {
    @FocusState var focused: Int?
    @State var titles = ["Groceries", "Ideas"]
    var body: some View {
        VStack {
            ForEach(0..<2) { index in
                TextField("Title", text: $titles[index])
                    .focused($focused, equals: index)
                    .focusedValue(\.noteTitle, titles[index])
            }
            NoteToolbar()
        }
    }
}

private struct NoteToolbar: View {
    @FocusedValue(\.noteTitle) var title
    var body: some View { Text(title ?? "No note") }
}

private struct SaveBar: View {
    @State var saved = 0
    var body: some View {
        HStack {
            Button("Save") { saved += 1 }.keyboardShortcut("s")
            Button("Done") {}.keyboardShortcut(.defaultAction)
            Text("Saved \(saved)")
        }
    }
}

final class ControlsFocusDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testFocusedValues() throws {
        let hosted = ViewHosting.host(view: Notes())
        XCTAssertEqual(try hosted.inspect().find(NoteToolbar.self).text().string(), "No note")
        try hosted.inspect().find(ViewType.TextField.self, skipFound: 1).focus()
        XCTAssertEqual(try hosted.inspect().find(NoteToolbar.self).text().string(), "Ideas")
        XCTAssertEqual(try Notes().inspect().find(ViewType.TextField.self).focusedValue(\.noteTitle), "Groceries")
    }

    func testKeyboardShortcuts() throws {
        let hosted = ViewHosting.host(view: SaveBar())
        XCTAssertEqual(try hosted.inspect().hStack().button(0).keyboardShortcut(), KeyboardShortcut("s", modifiers: .command))
        try hosted.inspect().pressKeyboardShortcut("s", modifiers: .command)
        XCTAssertEqual(try hosted.inspect().hStack().text(2).string(), "Saved 1")
    }
}
