import Inspector
import ViewTree
import XCTest

private struct Feed: View {
    @State var taps = 0
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                ForEach(0..<20) { Text("Row \($0)").id($0) }
            }
            Button("Bottom \(taps)") {
                taps += 1
                proxy.scrollTo(19, anchor: .bottom)
            }
            Button("Top") { proxy.scrollTo(0) }
        }
    }
}

final class ScrollViewReaderTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testContentIsBuiltWithAProxy() throws {
        let sut = ScrollViewReader { _ in Text("Inside") }
        let reader = try sut.inspect().scrollViewReader()
        XCTAssertEqual(try reader.text().string(), "Inside")
        XCTAssertEqual(try reader.text().pathToRoot, "scrollViewReader().text()")
        XCTAssertNil(try reader.lastScrollTarget(), "no scroll before the first scrollTo")
        XCTAssertNil(try reader.lastScrollAnchor())
    }

    func testScrollToRecordsTheTargetAndAnchor() throws {
        let sut = ScrollViewReader { proxy in
            Button("Down") { proxy.scrollTo("last", anchor: .bottom) }
            Button("Up") { proxy.scrollTo(0) }
        }
        let reader = try sut.inspect().scrollViewReader()
        try reader.button(0).tap()
        XCTAssertEqual(try reader.lastScrollTarget(), AnyHashable("last"))
        XCTAssertEqual(try reader.lastScrollAnchor(), .bottom)
        try reader.button(1).tap()
        XCTAssertEqual(try reader.lastScrollTarget(), AnyHashable(0))
        XCTAssertNil(try reader.lastScrollAnchor(), "scrollTo(_:) without an anchor")
        XCTAssertEqual(try sut.inspect().scrollViewReader().lastScrollTarget(), AnyHashable(0), "the state lives in the reader value, as a @State")
    }

    func testSearchGoesThroughTheContent() throws {
        let button = try Feed().inspect().find(button: "Top")
        XCTAssertEqual(button.pathToRoot, "view(Feed.self).scrollViewReader().button(2)")
        XCTAssertEqual(
            try Feed().inspect().find(text: "Row 19").pathToRoot,
            "view(Feed.self).scrollViewReader().scrollView(0).forEach().text(19)")
        let reader = try Feed().inspect().find(ViewType.ScrollViewReader.self)
        XCTAssertEqual(reader.pathToRoot, "view(Feed.self).scrollViewReader()")
        try reader.find(button: "Top").tap()
        XCTAssertEqual(try reader.lastScrollTarget(), AnyHashable(0))
    }

    func testPathToRootRoundTrip() throws {
        let sut = Feed()
        let path = try sut.inspect().find(text: "Row 3").pathToRoot
        XCTAssertEqual(try sut.inspect().view(Feed.self).scrollViewReader().scrollView(0).forEach().text(3).string(), "Row 3")
        XCTAssertEqual(path, "view(Feed.self).scrollViewReader().scrollView(0).forEach().text(3)")
    }

    func testTheLastScrollSurvivesReRendersWhenHosted() throws {
        let hosted = ViewHosting.host(view: Feed())
        try hosted.inspect().find(button: "Bottom 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Bottom 1"), "the view's body ran again")
        let reader = try hosted.inspect().find(ViewType.ScrollViewReader.self)
        XCTAssertEqual(try reader.lastScrollTarget(), AnyHashable(19))
        XCTAssertEqual(try reader.lastScrollAnchor(), .bottom)
        try hosted.inspect().find(button: "Top").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.ScrollViewReader.self).lastScrollTarget(), AnyHashable(0))
    }

    func testErrors() throws {
        XCTAssertThrowsError(try ScrollViewReader { _ in Text("a"); Text("b") }.inspect().scrollViewReader().text()) { error in
            XCTAssertEqual("\(error)", "scrollViewReader().text(): ScrollViewReader has 2 views, not one; pick one with an index: text(0)")
        }
        XCTAssertThrowsError(try Text("a").inspect().scrollViewReader()) { error in
            XCTAssertEqual("\(error)", "scrollViewReader(): expected ScrollViewReader, found Text")
        }
        XCTAssertThrowsError(try Text("a").inspect().find(ViewType.ScrollViewReader.self)) { error in
            XCTAssertEqual(
                "\(error)",
                """
                text().find(ViewType.ScrollViewReader.self): found no ScrollViewReader (searched 1 view below)
                There is no ScrollViewReader in the searched views.
                Searched views (as Inspector sees them):
                text() "a"
                """)
        }
    }
}
