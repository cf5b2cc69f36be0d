import Inspector
import ViewTree
import XCTest

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
        WindowGroup(for: Int.self) { $bookID in
            BookView(bookID: $bookID)
        }
        WindowGroup("Shelves", id: "shelves", for: String.self) { $shelf in
            Text(shelf ?? "All shelves")
        }
    }
}

final class WindowGroupValueTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        ViewHosting.removeSceneStorage()
    }

    func testContentReadsThePresentedValue() throws {
        let app = try ReaderApp().inspect()
        XCTAssertEqual(try app.windowGroup().content(presenting: 3).find(BookView.self).actualView().bookID, 3)
        XCTAssertEqual(try app.windowGroup().content(presenting: 3).find(text: "Book 3").string(), "Book 3")
        XCTAssertEqual(try app.windowGroup().content().find(ViewType.Text.self).string(), "No book")
        XCTAssertEqual(try app.scene(id: "shelves").content(presenting: "Poetry").text().string(), "Poetry")
        XCTAssertEqual(app.scenes().map(\.description), ["WindowGroup(for: Int.self)", "WindowGroup(for: String.self, id: \"shelves\")"])
    }

    func testHostedWindowWritesThroughItsBinding() throws {
        let hosted = ViewHosting.host(app: ReaderApp(), presenting: 7)
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "Book 7")
        try hosted.inspect().find(button: "Next").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "Book 8")
    }

    func testHostingTheFirstWindowGivesItNoValue() throws {
        let hosted = ViewHosting.host(app: ReaderApp())
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "No book")
        let shelves = ViewHosting.host(app: ReaderApp(), id: "shelves", presenting: "Novels")
        XCTAssertEqual(try shelves.inspect().text().string(), "Novels")
    }

    func testAValueOfAnotherTypeIsAMismatch() throws {
        XCTAssertThrowsError(try ReaderApp().inspect().windowGroup().content(presenting: "seven")) { error in
            XCTAssertEqual(
                "\(error)",
                "ReaderApp().inspect().windowGroup(0).content(presenting: seven): expected WindowGroup(for: String.self),"
                    + " found WindowGroup(for: Int.self)")
        }
        let hosted = ViewHosting.host(app: ReaderApp(), presenting: 2.5)
        XCTAssertEqual(
            hosted.diagnostics,
            ["ReaderApp declares no WindowGroup(for: Double.self) to host (its scenes: WindowGroup, WindowGroup); nothing was hosted"])
    }
}
