import Inspector
import ViewTree
import XCTest

private final class NoteModel: ObservableObject, @unchecked Sendable {
    @Published var title: String
    init(_ title: String) { self.title = title }
}

private final class SceneModel: ObservableObject, @unchecked Sendable {
    @Published var name = "Library"
}

extension FocusedValues {
    @Entry var focusedDraft: Binding<String>?
}

private enum Field: Hashable {
    case first, second
}

private struct Editor: View {
    @FocusState var focused: Field?
    @StateObject var first = NoteModel("Groceries")
    @StateObject var second = NoteModel("Ideas")
    @StateObject var scene = SceneModel()
    @State var draft = "Draft"

    var body: some View {
        VStack {
            Text("first")
                .focusable()
                .focused($focused, equals: .first)
                .focusedObject(first)
                .focusedValue(\.focusedDraft, $draft)
            Text("second")
                .focusable()
                .focused($focused, equals: .second)
                .focusedObject(second)
            Toolbar()
        }
        .focusedSceneObject(scene)
    }
}

private struct Toolbar: View {
    @FocusedObject var note: NoteModel?
    @FocusedObject var scene: SceneModel?
    @FocusedBinding(\.focusedDraft) var draft

    var body: some View {
        VStack {
            Text("\(note?.title ?? "none") in \(scene?.name ?? "no scene"), \(draft ?? "no draft")")
            Button("Rename") { note?.title = "Renamed" }
            Button("Edit draft") { draft = "Edited" }
        }
    }
}

/// Publishes an object it does not observe itself: only `@FocusedObject` readers follow it.
private struct Publisher: View {
    let note: NoteModel
    @FocusState var focused: Bool

    var body: some View {
        VStack {
            Text("note")
                .focused($focused)
                .focusedObject(note)
            Reader()
        }
    }
}

private struct Reader: View {
    @FocusedObject var note: NoteModel?
    var body: some View {
        Text(note?.title ?? "none")
    }
}

final class FocusedObjectTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    func testReadersSeeTheFocusedViewsObjectAndBinding() throws {
        let hosted = ViewHosting.host(view: Editor())
        func toolbar() throws -> String {
            try hosted.inspect().find(Toolbar.self).vStack().text(0).string()
        }
        XCTAssertEqual(try toolbar(), "none in Library, no draft")
        try hosted.inspect().vStack().text(0).focus()
        XCTAssertEqual(try toolbar(), "Groceries in Library, Draft")
        try hosted.inspect().find(button: "Rename").tap()
        XCTAssertEqual(try toolbar(), "Renamed in Library, Draft")
        try hosted.inspect().find(button: "Edit draft").tap()
        XCTAssertEqual(try toolbar(), "Renamed in Library, Edited")
        try hosted.inspect().vStack().text(1).focus()
        XCTAssertEqual(try toolbar(), "Ideas in Library, no draft")
    }

    func testNotHostedNothingIsFocused() throws {
        XCTAssertEqual(try Editor().inspect().find(Toolbar.self).vStack().text(0).string(), "none in no scene, no draft")
    }

    func testWhatAViewPublishesIsRead() throws {
        let sut = try Editor().inspect().vStack()
        XCTAssertEqual(try sut.text(0).focusedObject(NoteModel.self).title, "Groceries")
        XCTAssertEqual(try sut.focusedSceneObject(SceneModel.self).name, "Library")
        XCTAssertThrowsError(try sut.text(1).focusedObject(SceneModel.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Editor.self).vStack().text(1).focusedObject(SceneModel.self): Text has no .focusedObject(_:) of a SceneModel;"
                    + " its modifiers: .focusable, .focused, .focusedValue")
        }
    }

    func testAReaderRendersAgainWhenTheFocusedObjectChanges() throws {
        let note = NoteModel("Draft")
        let hosted = ViewHosting.host(view: Publisher(note: note))
        try hosted.inspect().vStack().text(0).focus()
        XCTAssertEqual(try hosted.inspect().find(Reader.self).text().string(), "Draft")
        MainActor.assumeIsolated { note.title = "Final" }
        XCTAssertEqual(try hosted.inspect().find(Reader.self).text().string(), "Final")
    }
}
