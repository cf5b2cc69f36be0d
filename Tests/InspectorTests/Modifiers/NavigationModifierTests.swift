import Inspector
import ViewTree
import XCTest

private final class Log: @unchecked Sendable {
    var events: [String] = []
}

private struct Detail: View {
    let name: String
    let log: Log
    var body: some View {
        Text("Detail \(name)")
            .onAppear { log.events.append("appear \(name)") }
            .onDisappear { log.events.append("disappear \(name)") }
    }
}

private struct Presenter: View {
    @State var showsDetail = false
    let log: Log
    var body: some View {
        NavigationStack {
            Button("Show") { showsDetail = true }
                .navigationDestination(isPresented: $showsDetail) { Detail(name: "presented", log: log) }
        }
    }
}

private struct ItemPresenter: View {
    @State var selected: Int?
    let log: Log
    var body: some View {
        NavigationStack {
            Button("Pick 3") { selected = 3 }
                .navigationDestination(item: $selected) { Detail(name: "item \($0)", log: log) }
        }
    }
}

private struct TwoPresenters: View {
    let log: Log
    var body: some View {
        let presenter = Presenter(log: log)
        VStack {
            presenter
            presenter
        }
    }
}

final class NavigationModifierTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testAPresentedDestinationIsReachedFromTheViewThatDeclaresIt() throws {
        let sut = Presenter(log: Log())
        let button = try sut.inspect().navigationStack().button()
        XCTAssertFalse(try button.navigationDestination().isPresented())
        XCTAssertThrowsError(try sut.inspect().find(text: "Detail presented"))
        try button.tap()
        XCTAssertTrue(try sut.inspect().navigationStack().button().navigationDestination().isPresented())
        XCTAssertEqual(
            try sut.inspect().find(text: "Detail presented").pathToRoot,
            "view(Presenter.self).navigationStack().button().navigationDestination().view(Detail.self).text()")
        XCTAssertEqual(
            try sut.inspect().navigationStack().button().navigationDestination().view(Detail.self).text().string(),
            "Detail presented")
    }

    func testSetIsPresentedWritesTheBinding() throws {
        let sut = Presenter(log: Log())
        try sut.inspect().navigationStack().button().navigationDestination().set(isPresented: true)
        XCTAssertTrue(sut.showsDetail)
        try sut.inspect().navigationStack().button().navigationDestination().set(isPresented: false)
        XCTAssertFalse(sut.showsDetail)
    }

    func testHostedSetIsPresentedIsSeenByTheNextInspection() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Presenter(log: log))
        try hosted.inspect().navigationStack().button().navigationDestination().set(isPresented: true)
        XCTAssertTrue(try hosted.inspect().navigationStack().button().navigationDestination().isPresented())
        XCTAssertEqual(try hosted.inspect().find(text: "Detail presented").string(), "Detail presented")
        try hosted.inspect().navigationStack().button().navigationDestination().set(isPresented: false)
        XCTAssertFalse(try hosted.inspect().navigationStack().button().navigationDestination().isPresented())
        XCTAssertThrowsError(try hosted.inspect().find(text: "Detail presented"))
        XCTAssertEqual(log.events, ["appear presented", "disappear presented"])
    }

    func testHostedSetIsPresentedWritesThePlaceItIsCalledOn() throws {
        // One Presenter value placed twice: each place keeps its own state, and both
        // set(isPresented: true) and set(isPresented: false) write the place inspected.
        let hosted = ViewHosting.host(view: TwoPresenters(log: Log()))
        let first = { try hosted.inspect().vStack().view(Presenter.self, 0).navigationStack().button().navigationDestination() }
        let second = { try hosted.inspect().vStack().view(Presenter.self, 1).navigationStack().button().navigationDestination() }
        // Each handle is taken before the other place is inspected, so the write cannot rely on
        // its place being the one the runtime attached last.
        var firstDestination = try first()
        _ = try second().isPresented()
        try firstDestination.set(isPresented: true)
        XCTAssertTrue(try first().isPresented())
        XCTAssertFalse(try second().isPresented())
        let secondDestination = try second()
        _ = try first().isPresented()
        try secondDestination.set(isPresented: true)
        XCTAssertTrue(try second().isPresented())
        firstDestination = try first()
        _ = try second().isPresented()
        try firstDestination.set(isPresented: false)
        XCTAssertFalse(try first().isPresented())
        XCTAssertTrue(try second().isPresented())
    }

    func testPopAndPopToRootDismissPresentedDestinations() throws {
        let sut = Presenter(log: Log())
        try sut.inspect().find(button: "Show").tap()
        try sut.inspect().navigationStack().pop()
        XCTAssertFalse(sut.showsDetail)
        try sut.inspect().find(button: "Show").tap()
        try sut.inspect().navigationStack().popToRoot()
        XCTAssertFalse(sut.showsDetail)
    }

    func testHostedPresentedDestinationAppearsAndDisappears() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Presenter(log: log))
        try hosted.inspect().find(button: "Show").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Detail presented"))
        try hosted.inspect().navigationStack().pop()
        XCTAssertThrowsError(try hosted.inspect().find(text: "Detail presented"))
        XCTAssertEqual(log.events, ["appear presented", "disappear presented"])
    }

    func testAnItemDestination() throws {
        let log = Log()
        let sut = ItemPresenter(log: log)
        try sut.inspect().find(button: "Pick 3").tap()
        let destination = try sut.inspect().navigationStack().button().navigationDestination()
        XCTAssertTrue(try destination.isPresented())
        XCTAssertEqual(try destination.view(Detail.self).text().string(), "Detail item 3")
        XCTAssertThrowsError(try destination.set(isPresented: true)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(ItemPresenter.self).navigationStack().button().navigationDestination().set(isPresented: true):"
                    + " navigationDestination(item:)'s item cannot be read: presenting it needs an item: set its binding to one")
        }
        try destination.set(isPresented: false)
        XCTAssertNil(sut.selected)
        let hosted = ViewHosting.host(view: ItemPresenter(log: log))
        try hosted.inspect().find(button: "Pick 3").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Detail item 3"))
        try hosted.inspect().navigationStack().popToRoot()
        XCTAssertThrowsError(try hosted.inspect().find(text: "Detail item 3"))
        XCTAssertEqual(log.events, ["appear item 3", "disappear item 3"])
    }

    func testAViewWithoutADestinationSaysSo() throws {
        XCTAssertThrowsError(try Text("a").padding().inspect().text().navigationDestination()) { error in
            XCTAssertEqual(
                "\(error)", "text().navigationDestination(): Text has no navigationDestination; its modifiers: .padding")
        }
    }

    func testNavigationTitleForms() throws {
        let title = Binding<String>(wrappedValue: "Editable")
        let string: String = "String"
        XCTAssertEqual(try Text("a").navigationTitle("Key").inspect().text().navigationTitle(), "Key")
        XCTAssertEqual(try Text("a").navigationTitle(string).inspect().text().navigationTitle(), "String")
        XCTAssertEqual(try Text("a").navigationTitle(Text("Text")).inspect().text().navigationTitle(), "Text")
        let editable = Text("a").navigationTitle(title)
        XCTAssertEqual(try editable.inspect().text().navigationTitle(), "Editable")
        title.wrappedValue = "Edited"
        XCTAssertEqual(try editable.inspect().text().navigationTitle(), "Edited")
        XCTAssertThrowsError(try Text("a").inspect().text().navigationTitle()) { error in
            XCTAssertEqual("\(error)", "text().navigationTitle(): Text has no .navigationTitle; it has no modifiers")
        }
        XCTAssertEqual(
            try NavigationStack { Text("a").navigationTitle("Inbox") }.inspect().treeDump(),
            """
            navigationStack()
              text() "a" .navigationTitle("Inbox")
              pushedViews()
            """)
    }

    func testTreeDumpOfDestinations() throws {
        let sut = NavigationStack {
            Text("root")
                .navigationDestination(for: String.self) { Text($0) }
                .navigationDestination(isPresented: .constant(true)) { Text("shown") }
        }
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            navigationStack()
              text() "root" .navigationDestination(for: String.self) .navigationDestination(presented)
                navigationDestination()
                  text() "shown" .presentedContent
              pushedViews()
            """)
    }
}
