import Inspector
import ViewTree
import XCTest

private let log = SceneTestLog()

private struct LibraryView: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack {
            Button("Open Viewer") { openWindow(id: "viewer") }
            Button("Open Book") { openWindow(value: 7) }
            Button("Open Shelf") { openWindow(id: "shelf", value: "Poetry") }
            Button("Open Activity") { openWindow(id: "activity") }
            Button("Open Missing") { openWindow(id: "missing") }
            Button("Close Viewers") { dismissWindow(id: "viewer") }
            Button("Close Book") { dismissWindow(value: 7) }
        }
    }
}

private struct ViewerView: View {
    @Environment(\.dismissWindow) private var dismissWindow
    @State private var pages = 0

    var body: some View {
        VStack {
            Text("Viewer \(pages)")
            Button("Turn") { pages += 1 }
            Button("Close") { dismissWindow() }
        }
        .onDisappear { log.record("viewer disappeared") }
    }
}

private struct OpeningApp: App {
    var body: some Scene {
        WindowGroup { LibraryView() }
        WindowGroup(id: "viewer") { ViewerView() }
        WindowGroup(for: Int.self) { $book in Text("Book \(book ?? 0)") }
        WindowGroup(id: "shelf", for: String.self) { $shelf in Text("Shelf \(shelf ?? "")") }
        Window("Activity", id: "activity") { Text("Activity") }
    }
}

final class OpenWindowTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        ViewHosting.removeSceneStorage()
        _ = log.take()
    }

    func testOpeningByIdHostsTheScenesWindow() throws {
        let hosted = ViewHosting.host(app: OpeningApp())
        XCTAssertEqual(hosted.windows.count, 1)
        XCTAssertNil(hosted.window(id: "viewer"))
        try hosted.inspect().find(button: "Open Viewer").tap()
        let viewer = try XCTUnwrap(hosted.window(id: "viewer"))
        try viewer.inspect().find(button: "Turn").tap()
        XCTAssertEqual(try viewer.inspect().find(ViewType.Text.self).string(), "Viewer 1")
        XCTAssertEqual(hosted.windows.count, 2)
        // A WindowGroup opens a new window each time; a Window is one window.
        try hosted.inspect().find(button: "Open Viewer").tap()
        try hosted.inspect().find(button: "Open Activity").tap()
        try hosted.inspect().find(button: "Open Activity").tap()
        XCTAssertEqual(hosted.windows.count, 4)
        XCTAssertEqual(try hosted.window(id: "activity")?.inspect().text().string(), "Activity")
    }

    func testOpeningByValueHostsTheWindowGroupPresentingIt() throws {
        let hosted = ViewHosting.host(app: OpeningApp())
        try hosted.inspect().find(button: "Open Book").tap()
        try hosted.inspect().find(button: "Open Book").tap()
        try hosted.inspect().find(button: "Open Shelf").tap()
        XCTAssertEqual(hosted.windows.count, 3)
        XCTAssertEqual(try hosted.window(presenting: 7)?.inspect().text().string(), "Book 7")
        XCTAssertEqual(try hosted.window(id: "shelf", presenting: "Poetry")?.inspect().text().string(), "Shelf Poetry")
        XCTAssertNil(hosted.window(presenting: 8))
    }

    func testDismissingClosesTheWindows() throws {
        let hosted = ViewHosting.host(app: OpeningApp())
        try hosted.inspect().find(button: "Open Viewer").tap()
        try hosted.inspect().find(button: "Open Viewer").tap()
        try hosted.inspect().find(button: "Open Book").tap()
        XCTAssertEqual(hosted.windows.count, 4)
        // Their onAppear actions run (as any hosted view's, at the next update).
        for window in hosted.windows { _ = try window.inspect() }
        try XCTUnwrap(hosted.window(id: "viewer")).inspect().find(button: "Close").tap()
        XCTAssertEqual(log.take(), ["viewer disappeared"])
        XCTAssertEqual(hosted.windows.count, 3)
        try hosted.inspect().find(button: "Close Viewers").tap()
        XCTAssertEqual(log.take(), ["viewer disappeared"])
        XCTAssertNil(hosted.window(id: "viewer"))
        try hosted.inspect().find(button: "Close Book").tap()
        XCTAssertNil(hosted.window(presenting: 7))
        XCTAssertEqual(hosted.windows.count, 1)
    }

    func testAWindowTheAppDoesNotDeclareIsReported() throws {
        let hosted = ViewHosting.host(app: OpeningApp())
        try hosted.inspect().find(button: "Open Missing").tap()
        XCTAssertEqual(hosted.windows.count, 1)
        XCTAssertEqual(
            hosted.diagnostics,
            [#"openWindow(id: "missing"): OpeningApp declares no WindowGroup or Window with that id (its ids: "viewer", "shelf", "activity"); nothing was opened"#])
    }

    func testOutsideAnAppNothingOpensAndTheCallIsReported() throws {
        let hosted = ViewHosting.host(view: LibraryView())
        try hosted.inspect().find(button: "Open Viewer").tap()
        XCTAssertEqual(hosted.windows.count, 1)
        XCTAssertNil(hosted.window(id: "viewer"))
        XCTAssertEqual(
            hosted.diagnostics,
            [#"openWindow(id: "viewer"): the view is hosted with host(view:), not in an app; no window opened (host the app with ViewHosting.host(app:))"#])
        // Not hosted, the call goes to standard error and opens nothing.
        XCTAssertNoThrow(try LibraryView().inspect().find(button: "Open Viewer").tap())
    }

    func testWindowGroupWithADefaultValue() throws {
        let app = try DefaultsApp().inspect()
        XCTAssertEqual(try app.windowGroup().content().text().string(), "Page 1")
        XCTAssertEqual(try app.windowGroup().content(presenting: 4).text().string(), "Page 4")
        let hosted = ViewHosting.host(app: DefaultsApp())
        XCTAssertEqual(try hosted.inspect().text().string(), "Page 1")
    }
}

private struct DefaultsApp: App {
    var body: some Scene {
        WindowGroup(for: Int.self) { $page in
            Text("Page \(page)")
        } defaultValue: {
            1
        }
    }
}
