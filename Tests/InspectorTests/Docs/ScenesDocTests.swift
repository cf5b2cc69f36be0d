import Foundation
import Inspector
import ViewTree
import XCTest

// Every example of Docs/Scenes.md, as written there.

/// The app's model, shared as apps made with `init()` share theirs.
private final class Library: @unchecked Sendable {
    static let shared = Library()
    private let lock = NSLock()
    // Guarded by `lock`.
    private var counts = (books: 0, shelves: 0)

    var books: Int { lock.withLock { counts.books } }
    var shelves: Int { lock.withLock { counts.shelves } }
    func add() { lock.withLock { counts.books += 1 } }
    func addShelf() { lock.withLock { counts.shelves += 1 } }
}

private struct LibraryView: View {
    var body: some View {
        Text("Books")
    }
}

private struct LibrarySettings: View {
    var body: some View {
        Toggle("Show badges", isOn: .constant(true))
    }
}

private struct LibraryApp: App {
    var body: some Scene {
        WindowGroup("Library") {
            LibraryView()
        }
        .commands {
            CommandMenu("Books") {
                Button("Add Book") { Library.shared.add() }
            }
            CommandGroup(replacing: .newItem) {
                Button("New Shelf") { Library.shared.addShelf() }
            }
        }
        .defaultSize(width: 800, height: 600)
        Settings {
            LibrarySettings()
        }
    }
}

private final class Notes: @unchecked Sendable {
    static let shared = Notes()
    /// The store of the app that watches the phase itself (its own, so that each test counts
    /// from zero).
    static let watched = Notes()
    private let lock = NSLock()
    // Guarded by `lock`.
    private var count = 0

    var saves: Int { lock.withLock { count } }
    func save() { lock.withLock { count += 1 } }
}

private struct NotesView: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text("Notes")
            .onChange(of: scenePhase) { _, phase in
                if phase == .background { Notes.shared.save() }
            }
    }
}

private struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NotesView() }
    }
}

private struct BookView: View {
    @Binding var bookID: Int?

    var body: some View {
        VStack {
            Text(bookID.map { "Book \($0)" } ?? "No book")
            Button("Next") { bookID = (bookID ?? 0) + 1 }
        }
    }
}

private struct ReaderApp: App {
    var body: some Scene {
        WindowGroup(for: Int.self) { $bookID in BookView(bookID: $bookID) }
    }
}

private struct TabsView: View {
    @SceneStorage("selectedTab") private var selectedTab = "books"

    var body: some View {
        VStack {
            Text("Tab: \(selectedTab)")
            Button("Authors") { selectedTab = "authors" }
        }
    }
}

private struct StorageApp: App {
    var body: some Scene {
        WindowGroup { TabsView() }
    }
}

private struct TextDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""

    init(text: String = "") {
        self.text = text
    }

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct WriterView: View {
    @Binding var document: TextDocument

    var body: some View {
        VStack {
            Text(document.text)
            Button("Shout") { document.text = document.text.uppercased() }
        }
    }
}

private struct WriterApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextDocument()) { file in
            WriterView(document: file.$document)
        }
    }
}

final class ScenesDocTests: XCTestCase {
    override func setUp() {
        ViewHosting.removeSceneStorage()
    }

    override func tearDown() {
        ViewHosting.expel()
        ViewHosting.removeSceneStorage()
    }

    func testInspectingScenesAndCommands() throws {
        let app = try LibraryApp().inspect()
        XCTAssertEqual(app.scenes().map(\.kind), ["WindowGroup", "Settings"])
        XCTAssertEqual(try app.windowGroup().title(), "Library")
        XCTAssertEqual(try app.windowGroup().defaultSize(), CGSize(width: 800, height: 600))
        XCTAssertNoThrow(try app.windowGroup().content().find(text: "Books"))

        try app.commandMenu("Books").content().find(button: "Add Book").tap()
        try app.commandGroup(.replacing(.newItem)).content().button().tap()
        XCTAssertEqual(Library.shared.books, 1)
        XCTAssertEqual(Library.shared.shelves, 1)

        XCTAssertThrowsError(try app.commandMenu("Shelves")) { error in
            XCTAssertEqual(
                "\(error)",
                "LibraryApp().inspect().commandMenu(\"Shelves\"): CommandMenu(\"Shelves\") is not among the commands;"
                    + " they are: CommandMenu(\"Books\"), CommandGroup(replacing: .newItem)")
        }
    }

    func testHostingTheFirstWindow() throws {
        let hosted = ViewHosting.host(app: NotesApp())
        XCTAssertEqual(hosted.scenePhase, .active)
        hosted.setScenePhase(.background)
        XCTAssertEqual(Notes.shared.saves, 1)
    }

    func testWindowsThatPresentAValue() throws {
        let app = try ReaderApp().inspect()
        XCTAssertNoThrow(try app.windowGroup().content(presenting: 3).find(text: "Book 3"))

        let hosted = ViewHosting.host(app: ReaderApp(), presenting: 7)
        try hosted.inspect().find(button: "Next").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Book 8"))
    }

    func testSceneStorage() throws {
        let hosted = ViewHosting.host(app: StorageApp())
        try hosted.inspect().find(button: "Authors").tap()
        hosted.expel()
        let again = ViewHosting.host(app: StorageApp())
        XCTAssertNoThrow(try again.inspect().find(text: "Tab: authors"))
    }

    func testDocuments() throws {
        let file = FileWrapper(regularFileWithContents: Data("Call me Ishmael.".utf8))
        let document = try TextDocument(configuration: .init(contentType: .plainText, file: file))
        let editor = try WriterApp().inspect().documentGroup().content(document: document)
        try editor.find(button: "Shout").tap()
        XCTAssertEqual(try editor.find(WriterView.self).actualView().document.text, "CALL ME ISHMAEL.")
        XCTAssertNoThrow(try WriterApp().inspect().documentGroup().content().find(button: "Shout"))
    }
}

private struct WatchingApp: App {
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup { Text("Notes") }
            .onChange(of: scenePhase) { _, phase in
                if phase == .background { Notes.watched.save() }
            }
    }
}

final class ScenesDocAppPhaseTests: XCTestCase {
    func testAnAppThatWatchesThePhaseItself() {
        let hosted = ViewHosting.host(app: WatchingApp())
        defer { hosted.expel() }
        hosted.setScenePhase(.background)
        XCTAssertEqual(Notes.watched.saves, 1)
    }
}
