import Inspector
import ViewTree
import XCTest

private struct Mail: View {
    @State var top = NavigationSplitViewColumn.detail
    var body: some View {
        VStack {
            Text("Top: \(top)")
            NavigationSplitView(preferredCompactColumn: $top) {
                Text("Mailboxes")
            } content: {
                Text("Messages")
            } detail: {
                Text("Message")
            }
        }
    }
}

/// `NavigationSplitView(preferredCompactColumn:…)`: the column on top when the view collapses.
final class NavigationSplitViewCompactColumnTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testReadsAndWritesThePreferredCompactColumn() throws {
        let hosted = ViewHosting.host(view: Mail())
        XCTAssertEqual(try hosted.inspect().vStack().navigationSplitView(1).preferredCompactColumn(), .detail)
        try hosted.inspect().vStack().navigationSplitView(1).setPreferredCompactColumn(.sidebar)
        XCTAssertEqual(try hosted.inspect().vStack().navigationSplitView(1).preferredCompactColumn(), .sidebar)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Top: .sidebar")
        try hosted.inspect().vStack().navigationSplitView(1).setPreferredCompactColumn(.content)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Top: .content")
    }

    func testEveryInitializerForm() throws {
        let top = Binding(wrappedValue: NavigationSplitViewColumn.sidebar)
        let visibility = Binding(wrappedValue: NavigationSplitViewVisibility.all)
        let forms: [(any View, Int, NavigationSplitViewVisibility)] = [
            (NavigationSplitView(preferredCompactColumn: top) { Text("s") } detail: { Text("d") }, 2, .automatic),
            (
                NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: top) { Text("s") } detail: {
                    Text("d")
                }, 2, .all
            ),
            (
                NavigationSplitView(preferredCompactColumn: top) { Text("s") } content: { Text("c") } detail: {
                    Text("d")
                }, 3, .automatic
            ),
            (
                NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: top) { Text("s") } content: {
                    Text("c")
                } detail: { Text("d") }, 3, .all
            ),
        ]
        for (view, columns, shown) in forms {
            let split = try AnyView(view).inspect().anyView().navigationSplitView()
            XCTAssertEqual(try split.columnCount(), columns)
            XCTAssertEqual(try split.preferredCompactColumn(), .sidebar)
            XCTAssertEqual(try split.columnVisibility(), shown)
            XCTAssertEqual(try split.detailView().text().string(), "d")
        }
        try AnyView(forms[1].0).inspect().anyView().navigationSplitView().setPreferredCompactColumn(.detail)
        XCTAssertEqual(top.wrappedValue, .detail)
        XCTAssertEqual(NavigationSplitViewColumn.content.description, ".content")
    }

    func testRefusesWithoutABindingAndAContentColumnOfTwo() throws {
        let top = Binding(wrappedValue: NavigationSplitViewColumn.sidebar)
        let two = NavigationSplitView(preferredCompactColumn: top) { Text("s") } detail: { Text("d") }
        XCTAssertThrowsError(try two.inspect().navigationSplitView().setPreferredCompactColumn(.content)) { error in
            XCTAssertEqual(
                "\(error)",
                "navigationSplitView().setPreferredCompactColumn(.content): .content is no column of a two-column"
                    + " NavigationSplitView (sidebar: and detail:)")
        }
        XCTAssertEqual(top.wrappedValue, .sidebar)
        let plain = NavigationSplitView { Text("s") } detail: { Text("d") }
        XCTAssertThrowsError(try plain.inspect().navigationSplitView().preferredCompactColumn()) { error in
            XCTAssertEqual(
                "\(error)",
                "navigationSplitView().preferredCompactColumn(): NavigationSplitView's preferred compact column cannot"
                    + " be read: it was made without a preferredCompactColumn: binding")
        }
    }
}
