import Inspector
import ViewTree
import XCTest

private struct Sidebar: View {
    var body: some View {
        VStack {
            Text("Inbox")
            Text("Sent")
        }
    }
}

private struct MailSplit: View {
    @State var visibility = NavigationSplitViewVisibility.all
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            Sidebar()
        } content: {
            Text("Messages")
        } detail: {
            NavigationStack {
                NavigationLink("Reply") { Text("Reply form") }
            }
        }
    }
}

final class NavigationSplitViewTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTwoColumns() throws {
        let sut = NavigationSplitView {
            Sidebar()
        } detail: {
            Text("Detail")
        }
        let split = try sut.inspect().navigationSplitView()
        XCTAssertEqual(try split.columnCount(), 2)
        XCTAssertEqual(try split.sidebarView().view(Sidebar.self).vStack().text(1).string(), "Sent")
        XCTAssertEqual(try split.detailView().text().string(), "Detail")
        XCTAssertEqual(try split.sidebar().view(Sidebar.self).vStack().text(0).string(), "Inbox")
        XCTAssertEqual(try split.detail().text().pathToRoot, "navigationSplitView().detailView().text()")
        XCTAssertEqual(try split.columnVisibility(), .automatic)
        XCTAssertThrowsError(try split.contentView()) { error in
            XCTAssertEqual(
                "\(error)",
                "navigationSplitView().contentView(): NavigationSplitView's content column cannot be read: it has two"
                    + " columns (made with sidebar: and detail:): use sidebarView() or detailView()")
        }
    }

    func testThreeColumnsAndSearchThroughThem() throws {
        let sut = MailSplit()
        let split = try sut.inspect().navigationSplitView()
        XCTAssertEqual(try split.columnCount(), 3)
        XCTAssertEqual(try split.contentView().text().string(), "Messages")
        XCTAssertEqual(try sut.inspect().find(text: "Sent").pathToRoot,
                       "view(MailSplit.self).navigationSplitView().sidebarView().view(Sidebar.self).vStack().text(1)")
        XCTAssertEqual(try sut.inspect().find(text: "Messages").pathToRoot,
                       "view(MailSplit.self).navigationSplitView().text()")
        // As ViewInspector has it, the split view is a container of its content column.
        XCTAssertEqual(try split.text().string(), "Messages")
        let handle = try sut.inspect()
        try handle.find(navigationLink: "Reply").activate()
        XCTAssertEqual(try handle.find(text: "Reply form").pathToRoot,
                       "view(MailSplit.self).navigationSplitView().detailView().navigationStack().pushedViews().text(0)")
    }

    func testEveryInitializerForm() throws {
        let visibility = Binding<NavigationSplitViewVisibility>(wrappedValue: .detailOnly)
        let forms: [(any View, Int)] = [
            (NavigationSplitView { Text("s") } detail: { Text("d") }, 2),
            (NavigationSplitView(columnVisibility: visibility) { Text("s") } detail: { Text("d") }, 2),
            (NavigationSplitView { Text("s") } content: { Text("c") } detail: { Text("d") }, 3),
            (NavigationSplitView(columnVisibility: visibility) { Text("s") } content: { Text("c") } detail: { Text("d") }, 3),
        ]
        for (view, columns) in forms {
            let split = try AnyView(view).inspect().anyView().navigationSplitView()
            XCTAssertEqual(try split.columnCount(), columns)
            XCTAssertEqual(try split.sidebarView().text().string(), "s")
            XCTAssertEqual(try split.detailView().text().string(), "d")
        }
    }

    func testColumnVisibilityWritesThroughTheBinding() throws {
        let sut = MailSplit()
        try sut.inspect().navigationSplitView().setColumnVisibility(.detailOnly)
        XCTAssertEqual(sut.visibility, .detailOnly)
        XCTAssertEqual(try sut.inspect().navigationSplitView().columnVisibility(), .detailOnly)
        let hosted = ViewHosting.host(view: MailSplit())
        try hosted.inspect().navigationSplitView().setColumnVisibility(.doubleColumn)
        XCTAssertEqual(try hosted.inspect().navigationSplitView().columnVisibility(), .doubleColumn)
        XCTAssertEqual(NavigationSplitViewVisibility.doubleColumn.description, ".doubleColumn")
        let fixed = NavigationSplitView { Text("s") } detail: { Text("d") }
        XCTAssertThrowsError(try fixed.inspect().navigationSplitView().setColumnVisibility(.all)) { error in
            XCTAssertEqual(
                "\(error)",
                "navigationSplitView().setColumnVisibility(.all): NavigationSplitView's column visibility cannot be read:"
                    + " it was made without a columnVisibility: binding")
        }
    }

    func testHostedColumnsKeepState() throws {
        struct Tapper: View {
            @State var taps = 0
            var body: some View { Button("taps \(taps)") { taps += 1 } }
        }
        let hosted = ViewHosting.host(view: NavigationSplitView { Tapper() } detail: { Tapper() })
        try hosted.inspect().navigationSplitView().detailView().view(Tapper.self).button().tap()
        XCTAssertEqual(try hosted.inspect().navigationSplitView().detailView().view(Tapper.self).actualView().taps, 1)
        XCTAssertEqual(try hosted.inspect().navigationSplitView().sidebarView().view(Tapper.self).actualView().taps, 0)
    }
}

/// The content column is the split view's content: hosted state in it is the state the next
/// inspection reads.
final class NavigationSplitViewContentStateTests: XCTestCase {
    private struct Tally: View {
        @State var count = 0
        var body: some View { Button("Count \(count)") { count += 1 } }
    }

    private struct Split: View {
        var body: some View {
            NavigationSplitView { Text("Sidebar") } content: { Tally() } detail: { Text("Detail") }
        }
    }

    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testStateInTheContentColumn() throws {
        let hosted = ViewHosting.host(view: Split())
        try hosted.inspect().navigationSplitView().view(Tally.self).button().tap()
        XCTAssertEqual(try hosted.inspect().navigationSplitView().view(Tally.self).button().labelView().text().string(), "Count 1")
        XCTAssertEqual(try hosted.inspect().find(button: "Count 1").pathToRoot, "view(Split.self).navigationSplitView().view(Tally.self).button()")
    }
}
