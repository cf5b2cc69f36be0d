import Inspector
import ViewTree
import XCTest

private struct TabsView: View {
    @SceneStorage("selectedTab") private var selectedTab = "books"
    @SceneStorage("visits") private var visits = 0

    var body: some View {
        VStack {
            Text("Tab: \(selectedTab), visits: \(visits)")
            Button("Authors") { selectedTab = "authors" }
            Button("Visit") { visits += 1 }
        }
    }
}

/// Reads one of `TabsView`'s keys: a write there re-renders it.
private struct TabMirror: View {
    @SceneStorage("selectedTab") private var selectedTab = "books"

    var body: some View {
        Text("Mirror: \(selectedTab)")
    }
}

private struct StorageApp: App {
    var body: some Scene {
        WindowGroup {
            VStack {
                TabsView()
                TabMirror()
            }
        }
        Window("Second", id: "second") {
            TabsView()
        }
    }
}

final class SceneStorageTests: XCTestCase {
    override func setUp() {
        ViewHosting.removeSceneStorage()
    }

    override func tearDown() {
        ViewHosting.expel()
        ViewHosting.removeSceneStorage()
    }

    private func label(_ hosted: HostedView) throws -> String {
        try hosted.inspect().find(TabsView.self).find(ViewType.Text.self).string()
    }

    func testValuesPersistWhenTheSameSceneIsHostedAgain() throws {
        let hosted = ViewHosting.host(app: StorageApp())
        XCTAssertEqual(try label(hosted), "Tab: books, visits: 0")
        try hosted.inspect().find(button: "Authors").tap()
        try hosted.inspect().find(button: "Visit").tap()
        XCTAssertEqual(try label(hosted), "Tab: authors, visits: 1")
        XCTAssertEqual(try hosted.inspect().find(text: "Mirror: authors").string(), "Mirror: authors")
        hosted.expel()

        let again = ViewHosting.host(app: StorageApp())
        XCTAssertEqual(try label(again), "Tab: authors, visits: 1")
    }

    func testEachSceneHasItsOwnValues() throws {
        let first = ViewHosting.host(app: StorageApp())
        try first.inspect().find(button: "Visit").tap()
        let second = ViewHosting.host(app: StorageApp(), id: "second")
        XCTAssertEqual(try label(second), "Tab: books, visits: 0")
        try second.inspect().find(button: "Visit").tap()
        try second.inspect().find(button: "Visit").tap()
        XCTAssertEqual(try label(first), "Tab: books, visits: 1")
        XCTAssertEqual(try label(second), "Tab: books, visits: 2")
    }

    func testRemovingSceneStorageStartsAfresh() throws {
        let hosted = ViewHosting.host(app: StorageApp())
        try hosted.inspect().find(button: "Authors").tap()
        hosted.expel()
        ViewHosting.removeSceneStorage()
        XCTAssertEqual(try label(ViewHosting.host(app: StorageApp())), "Tab: books, visits: 0")
    }

    func testHostedViewsKeepValuesWithTheirHierarchy() throws {
        let hosted = ViewHosting.host(view: TabsView())
        try hosted.inspect().find(button: "Visit").tap()
        XCTAssertEqual(try label(hosted), "Tab: books, visits: 1")
        hosted.expel()
        XCTAssertEqual(try label(ViewHosting.host(view: TabsView())), "Tab: books, visits: 0")
    }

    func testUnhostedViewsKeepTheirOwnValue() throws {
        let view = TabsView()
        try view.inspect().find(button: "Authors").tap()
        XCTAssertEqual(try view.inspect().find(ViewType.Text.self).string(), "Tab: authors, visits: 0")
    }
}
