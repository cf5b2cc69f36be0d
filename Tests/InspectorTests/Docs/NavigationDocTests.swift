import Inspector
import ViewTree
import XCTest

// Every example of Docs/Navigation.md, as written there.

private struct Settings: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Notifications") { NotificationSettings() }
            }
            .navigationTitle("Settings")
        }
    }
}

private struct NotificationSettings: View {
    var body: some View {
        Text("Notify me")
    }
}

private struct Book: Hashable {
    let title: String
}

private struct BookDetail: View {
    let book: Book
    var body: some View {
        Text(book.title)
    }
}

private struct Library: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Dune", value: Book(title: "Dune"))
                NavigationLink("Emma", value: Book(title: "Emma"))
            }
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book)
            }
        }
    }
}

private struct Router: View {
    @State var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Deep link") { path = [1, 2] }
                NavigationLink("Open 7", value: 7)
            }
            .navigationDestination(for: Int.self) { number in
                Text("Screen \(number)")
            }
        }
    }
}

private struct Counter: View {
    @State var taps = 0
    var body: some View {
        Button("Taps: \(taps)") { taps += 1 }
    }
}

private struct Home: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Count", value: 1)
                .navigationDestination(for: Int.self) { _ in Counter() }
        }
    }
}

private struct Presenter: View {
    @State var showsDetail = false
    var body: some View {
        NavigationStack {
            Button("Show") { showsDetail = true }
                .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
        }
    }
}

private struct Mail: View {
    var body: some View {
        NavigationSplitView {
            Text("Inbox")
        } content: {
            Text("Lunch on Friday?")
        } detail: {
            NavigationStack {
                NavigationLink("Reply") { Text("Reply form") }
            }
        }
    }
}

private struct Author: Hashable {
    let name: String
}

final class NavigationDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testPushWithALink() throws {
        let sut = try Settings().inspect()
        try sut.find(navigationLink: "Notifications").activate()
        let stack = try sut.navigationStack()
        XCTAssertEqual(try stack.find(text: "Notify me").pathToRoot,
                       "view(Settings.self).navigationStack().pushedViews().view(NotificationSettings.self, 0).text()")
        XCTAssertNoThrow(try stack.pushedView(0).view(NotificationSettings.self))
        XCTAssertEqual(try stack.vStack().navigationTitle(), "Settings")
    }

    func testPushAValue() throws {
        let sut = try Library().inspect()
        try sut.find(navigationLink: "Emma").activate()
        let stack = try sut.navigationStack()
        XCTAssertEqual(try stack.path(), [Book(title: "Emma")])
        XCTAssertEqual(try stack.pushedView(0).view(BookDetail.self).actualView().book.title, "Emma")
    }

    func testAPathYouOwn() throws {
        let sut = Router()
        try sut.inspect().find(button: "Deep link").tap()
        XCTAssertEqual(sut.path, [1, 2])
        XCTAssertEqual(try sut.inspect().navigationStack().pushedView(1).text().string(), "Screen 2")
    }

    func testTheTypedPathMessage() throws {
        let path = Binding<[Book]>(wrappedValue: [])
        let sut = NavigationStack(path: path) { NavigationLink("Ada", value: Author(name: "Ada")) }
        XCTAssertThrowsError(try sut.inspect().navigationStack().navigationLink().activate()) { error in
            XCTAssertEqual(
                "\(error)",
                "navigationStack().navigationLink().activate(): NavigationLink's value Author(name: \"Ada\") of type"
                    + " Author cannot join the stack's path, a Binding<Array<Book>>")
        }
    }

    func testPop() throws {
        let sut = Router()
        try sut.inspect().find(button: "Deep link").tap()
        try sut.inspect().navigationStack().pop()
        XCTAssertEqual(sut.path, [1])
        try sut.inspect().navigationStack().popToRoot()
        XCTAssertEqual(sut.path, [])
        XCTAssertThrowsError(try sut.inspect().navigationStack().pop()) { error in
            XCTAssertEqual(
                "\(error)", "view(Router.self).navigationStack().pop(): NavigationStack has 0 views above its root: it cannot pop 1")
        }
    }

    func testHostedPushedViewsLive() throws {
        let hosted = ViewHosting.host(view: Home())
        try hosted.inspect().find(navigationLink: "Count").activate()
        try hosted.inspect().find(button: "Taps: 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Taps: 1"))
        try hosted.inspect().navigationStack().pop()
        XCTAssertEqual(try hosted.inspect().navigationStack().pushedViews().count, 0)
        hosted.expel()
    }

    func testPresentedDestinations() throws {
        let sut = Presenter()
        try sut.inspect().find(button: "Show").tap()
        let destination = try sut.inspect().navigationStack().button().navigationDestination()
        XCTAssertTrue(try destination.isPresented())
        XCTAssertEqual(try destination.text().string(), "Detail")
        try sut.inspect().navigationStack().pop()
        XCTAssertFalse(sut.showsDetail)
    }

    func testSplitViews() throws {
        let sut = try Mail().inspect()
        let split = try sut.navigationSplitView()
        XCTAssertEqual(try split.sidebarView().text().string(), "Inbox")
        XCTAssertEqual(try split.contentView().text().string(), "Lunch on Friday?")
        XCTAssertEqual(try split.text().pathToRoot, "view(Mail.self).navigationSplitView().text()")
        try sut.find(navigationLink: "Reply").activate()
        XCTAssertEqual(try sut.find(text: "Reply form").pathToRoot,
                       "view(Mail.self).navigationSplitView().detailView().navigationStack().pushedViews().text(0)")
    }

    func testALinkOutsideAStack() throws {
        XCTAssertThrowsError(try VStack { NavigationLink("Go") { Text("d") } }.inspect().vStack().navigationLink(0).activate()) {
            XCTAssertEqual(
                "\($0)",
                "vStack().navigationLink(0).activate(): NavigationLink is not inside a NavigationStack: there is"
                    + " no stack to push its destination onto")
        }
    }
}
