import Inspector
import ViewTree
import XCTest

private struct Item: Identifiable {
    let id: Int
}

private struct Cell: View {
    let item: Item
    @State var likes = 0
    var body: some View {
        Button("\(item.id): \(likes)") { likes += 1 }
    }
}

private struct Feed: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: .sectionHeaders) {
                ForEach((1...3).map(Item.init)) { Cell(item: $0) }
            }
        }
    }
}

final class ScrollViewAndLazyStackTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    // MARK: - ScrollView

    func testScrollViewDefaults() throws {
        let scrollView = try ScrollView { Text("a") }.inspect().scrollView()
        XCTAssertEqual(try scrollView.axes(), .vertical)
        XCTAssertTrue(try scrollView.showsIndicators())
        XCTAssertEqual(try scrollView.text().string(), "a")
        XCTAssertEqual(try scrollView.text().pathToRoot, "scrollView().text()")
    }

    func testScrollViewAxesAndIndicators() throws {
        let scrollView = try ScrollView([.horizontal, .vertical], showsIndicators: false) {
            Text("a")
            Text("b")
        }.inspect().scrollView()
        XCTAssertEqual(try scrollView.axes(), [.horizontal, .vertical])
        XCTAssertFalse(try scrollView.showsIndicators())
        XCTAssertEqual(try scrollView.text(1).pathToRoot, "scrollView().text(1)")
        XCTAssertEqual(try ScrollView(.horizontal) { Text("a") }.inspect().scrollView().axes(), .horizontal)
    }

    func testScrollViewErrors() throws {
        XCTAssertThrowsError(try ScrollView { Text("a"); Text("b") }.inspect().scrollView().text()) { error in
            XCTAssertEqual("\(error)", "scrollView().text(): ScrollView has 2 views, not one; pick one with an index: text(0)")
        }
        XCTAssertThrowsError(try Text("a").inspect().scrollView()) { error in
            XCTAssertEqual("\(error)", "scrollView(): expected ScrollView, found Text")
        }
    }

    // MARK: - Lazy stacks

    func testLazyVStack() throws {
        let stack = try Feed().inspect().scrollView().lazyVStack()
        XCTAssertEqual(try stack.alignment(), .leading)
        XCTAssertEqual(try stack.spacing(), 4)
        XCTAssertEqual(try stack.pinnedViews(), .sectionHeaders)
        XCTAssertEqual(try stack.forEach(0).count, 3, "every row is created: nothing is lazy")
        XCTAssertEqual(
            try stack.forEach(0).view(Cell.self, 2).button().pathToRoot,
            "view(Feed.self).scrollView().lazyVStack().forEach(0).view(Cell.self, 2).button()")
    }

    func testLazyHStack() throws {
        let stack = try LazyHStack(alignment: .bottom, pinnedViews: [.sectionHeaders, .sectionFooters]) {
            Text("a")
            Text("b")
        }.inspect().lazyHStack()
        XCTAssertEqual(try stack.alignment(), .bottom)
        XCTAssertNil(try stack.spacing())
        XCTAssertEqual(try stack.pinnedViews(), [.sectionHeaders, .sectionFooters])
        XCTAssertEqual(try stack.text(1).string(), "b")
        XCTAssertEqual(try stack.text(1).pathToRoot, "lazyHStack().text(1)")
        XCTAssertEqual(try LazyVStack { Text("a") }.inspect().lazyVStack().pinnedViews(), [])
    }

    func testTreeDump() throws {
        let sut = ScrollView(.horizontal) {
            LazyVGrid(columns: [GridItem(.fixed(40))]) { Text("a") }
        }
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            scrollView() axes: .horizontal
              lazyVGrid() columns: [.fixed(40)]
                text(0) "a"
            """)
    }

    func testSearchReachesLazyContent() throws {
        XCTAssertEqual(
            try Feed().inspect().find(button: "2: 0").pathToRoot,
            "view(Feed.self).scrollView().lazyVStack().forEach(0).view(Cell.self, 1).button()")
        XCTAssertEqual(try Feed().inspect().findAll(Cell.self).count, 3)
    }

    func testRowsKeepTheirStateWhenHosted() throws {
        let hosted = ViewHosting.host(view: Feed())
        try hosted.inspect().find(button: "2: 0").tap()
        try hosted.inspect().find(button: "2: 1").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "2: 2"))
        XCTAssertNoThrow(try hosted.inspect().find(button: "1: 0"))
    }
}
