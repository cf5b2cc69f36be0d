import Foundation
import Inspector
import ViewTree
import XCTest

// The examples of Docs/Scenes.md's "Opening and closing windows", "Menu bar extras" and
// "Immersive spaces and external events", as written there.

private final class StatusModel: @unchecked Sendable {
    private let lock = NSLock()
    private var state = (shown: true, refreshes: 0)

    var shown: Bool {
        get { lock.withLock { state.shown } }
        set { lock.withLock { state.shown = newValue } }
    }

    var refreshes: Int { lock.withLock { state.refreshes } }
    func refresh() { lock.withLock { state.refreshes += 1 } }
}

private let status = StatusModel()

private struct OpeningShelfView: View {
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        Button("Open Viewer") { openWindow(id: "viewer") }
        Button("Open Book") { openWindow(value: 7) }
        Button("Open Missing") { openWindow(id: "missing") }
    }
}

private struct ViewerView: View {
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some View {
        Button("Close") { dismissWindow() }
    }
}

private struct ShelfApp: App {
    var body: some Scene {
        WindowGroup { OpeningShelfView() }
        WindowGroup(id: "viewer") { ViewerView() }
        WindowGroup(for: Int.self) { $book in Text("Book \(book ?? 0)") }
    }
}

private struct StatusApp: App {
    var body: some Scene {
        MenuBarExtra(
            "Status", systemImage: "bolt", isInserted: Binding(get: { status.shown }, set: { status.shown = $0 })
        ) {
            Button("Refresh") { status.refresh() }
        }
        .menuBarExtraStyle(.window)
    }
}

private struct LinkViewerView: View {
    @State private var book = "none"
    var body: some View {
        Text("Viewer: \(book)")
            .onOpenURL { book = $0.lastPathComponent }
    }
}

private struct LinkedApp: App {
    var body: some Scene {
        WindowGroup { Text("Main") }
        WindowGroup(id: "viewer") { LinkViewerView() }.handlesExternalEvents(matching: ["viewer"])
    }
}

final class SceneActionsDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        ViewHosting.removeSceneStorage()
    }

    func testOpeningAndClosingWindows() throws {
        let hosted = ViewHosting.host(app: ShelfApp())
        try hosted.inspect().find(button: "Open Viewer").tap()
        let viewer = try XCTUnwrap(hosted.window(id: "viewer"))
        try viewer.inspect().find(button: "Close").tap()        // dismissWindow()
        XCTAssertNil(hosted.window(id: "viewer"))
        try hosted.inspect().find(button: "Open Book").tap()
        XCTAssertEqual(try hosted.window(presenting: 7)?.inspect().text().string(), "Book 7")
        XCTAssertEqual(hosted.windows.count, 2)
    }

    func testAMissingWindowIsReported() throws {
        let hosted = ViewHosting.host(app: ShelfApp())
        try hosted.inspect().find(button: "Open Missing").tap()
        XCTAssertEqual(
            hosted.diagnostics,
            [#"openWindow(id: "missing"): ShelfApp declares no WindowGroup or Window with that id (its ids: "viewer"); nothing was opened"#])
    }

    func testMenuBarExtras() throws {
        let before = status.refreshes
        let extra = try StatusApp().inspect().menuBarExtra()
        XCTAssertEqual(try extra.title(), "Status")
        XCTAssertTrue(try extra.menuBarExtraStyle() is WindowMenuBarExtraStyle)
        try extra.content().find(button: "Refresh").tap()
        try extra.setInserted(false)    // MenuBarExtra("Status", systemImage: "bolt", isInserted: $shown)
        XCTAssertEqual(status.refreshes, before + 1)
        XCTAssertFalse(status.shown)
        status.shown = true
    }

    func testAMenuBarUtilityIsHostedShowingItsExtra() throws {
        let before = status.refreshes
        let hosted = ViewHosting.host(app: StatusApp())
        try hosted.inspect().find(button: "Refresh").tap()
        XCTAssertEqual(status.refreshes, before + 1)
    }

    func testAURLGoesToTheWindowWhoseSceneMatchesIt() throws {
        let hosted = ViewHosting.host(app: LinkedApp())
        let viewer = try hosted.openURL(URL(string: "reader://viewer/7")!)
        XCTAssertEqual(try viewer.inspect().text().string(), "Viewer: 7")
    }
}
