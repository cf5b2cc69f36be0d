import Inspector
import ViewTree
import XCTest

/// A pushed view with a "Back" button calling `@Environment(\.dismiss)`, and a sheet of its own.
private struct Detail: View {
    let name: String
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State var showsSheet = false
    var body: some View {
        VStack {
            Text("\(name) presented: \(isPresented)")
            Button("Back \(name)") { dismiss() }
            NavigationLink("Deeper from \(name)") { Detail(name: "\(name)+") }
            Button("Sheet \(name)") { showsSheet = true }
        }
        .sheet(isPresented: $showsSheet) { SheetContent() }
    }
}

private struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close sheet") { dismiss() }
    }
}

/// The stack's root: a dismiss there does nothing.
private struct RootScreen: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        VStack {
            Text("root presented: \(isPresented)")
            Button("Back root") { dismiss() }
            NavigationLink("Open A") { Detail(name: "A") }
            NavigationLink("Value 7", value: 7)
        }
        .navigationDestination(for: Int.self) { number in Detail(name: "#\(number)") }
    }
}

private struct Home: View {
    var body: some View {
        NavigationStack { RootScreen() }
    }
}

private struct Router: View {
    @State var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) { RootScreen() }
    }
}

private struct Presenter: View {
    @State var showsDetail = false
    var body: some View {
        NavigationStack {
            Button("Show") { showsDetail = true }
                .navigationDestination(isPresented: $showsDetail) { Detail(name: "presented") }
        }
    }
}

private struct ItemPresenter: View {
    @State var item: Int?
    var body: some View {
        NavigationStack {
            Button("Show item") { item = 3 }
                .navigationDestination(item: $item) { number in Detail(name: "item \(number)") }
        }
    }
}

final class NavigationDismissTests: XCTestCase {
    // MARK: - Unhosted

    func testDismissPopsADestinationALinkPushed() throws {
        let sut = try Home().inspect()
        try sut.find(navigationLink: "Open A").activate()
        let stack = try sut.navigationStack()
        XCTAssertEqual(try stack.pushedViews().count, 1)
        try stack.find(button: "Back A").tap()
        XCTAssertEqual(try stack.pushedViews().count, 0)
        XCTAssertFalse(try sut.find(navigationLink: "Open A").isActive())
    }

    func testDismissPopsAValueAndItsPathShrinks() throws {
        let sut = try Home().inspect()
        try sut.find(navigationLink: "Value 7").activate()
        let stack = try sut.navigationStack()
        XCTAssertEqual(try stack.path(), [7])
        try stack.find(button: "Back #7").tap()
        XCTAssertEqual(try stack.path(), [])
        XCTAssertEqual(try stack.pushedViews().count, 0)
    }

    func testDismissInABoundPathUpdatesTheBinding() throws {
        let sut = Router()
        try sut.inspect().find(navigationLink: "Value 7").activate()
        try sut.inspect().navigationStack().push(8)
        XCTAssertEqual(sut.path, [7, 8])
        try sut.inspect().find(button: "Back #8").tap()
        XCTAssertEqual(sut.path, [7])
        try sut.inspect().find(button: "Back #7").tap()
        XCTAssertEqual(sut.path, [])
    }

    func testNestedPushesPopOneLevel() throws {
        let sut = try Home().inspect()
        try sut.find(navigationLink: "Open A").activate()
        try sut.find(navigationLink: "Deeper from A").activate()
        let stack = try sut.navigationStack()
        XCTAssertEqual(try stack.pushedViews().count, 2)
        try stack.find(button: "Back A+").tap()
        XCTAssertEqual(try stack.pushedViews().count, 1)
        XCTAssertNoThrow(try stack.pushedView(0).view(Detail.self))
        XCTAssertEqual(try stack.pushedView(0).view(Detail.self).actualView().name, "A")
    }

    func testDismissBelowTheTopPopsEverythingAboveToo() throws {
        let sut = try Home().inspect()
        try sut.find(navigationLink: "Open A").activate()
        try sut.find(navigationLink: "Deeper from A").activate()
        let stack = try sut.navigationStack()
        try stack.pushedView(0).find(button: "Back A").tap()
        XCTAssertEqual(try stack.pushedViews().count, 0)
    }

    func testDismissInTheRootDoesNothing() throws {
        let sut = try Home().inspect()
        try sut.find(navigationLink: "Open A").activate()
        try sut.find(button: "Back root").tap()
        XCTAssertEqual(try sut.navigationStack().pushedViews().count, 1)
        XCTAssertNoThrow(try sut.find(text: "root presented: false"))
    }

    func testAPushedViewIsPresented() throws {
        let sut = try Home().inspect()
        try sut.find(navigationLink: "Open A").activate()
        XCTAssertNoThrow(try sut.find(text: "A presented: true"))
    }

    func testDismissInASheetOfAPushedViewClosesTheSheetOnly() throws {
        let sut = try Home().inspect()
        try sut.find(navigationLink: "Open A").activate()
        try sut.find(button: "Sheet A").tap()
        let stack = try sut.navigationStack()
        let detail = try stack.pushedView(0).view(Detail.self)
        XCTAssertTrue(try detail.vStack().sheet().isPresented())
        try stack.find(button: "Close sheet").tap()
        XCTAssertFalse(try stack.pushedView(0).view(Detail.self).actualView().showsSheet)
        XCTAssertThrowsError(try stack.find(button: "Close sheet"))
        XCTAssertEqual(try stack.pushedViews().count, 1)
    }

    func testDismissInAPresentedDestinationSetsItsBindingToFalse() throws {
        let sut = Presenter()
        try sut.inspect().find(button: "Show").tap()
        XCTAssertNoThrow(try sut.inspect().find(text: "presented presented: true"))
        try sut.inspect().find(button: "Back presented").tap()
        XCTAssertFalse(sut.showsDetail)
    }

    func testDismissInAnItemDestinationSetsItsBindingToNil() throws {
        let sut = ItemPresenter()
        try sut.inspect().find(button: "Show item").tap()
        try sut.inspect().find(button: "Back item 3").tap()
        XCTAssertNil(sut.item)
    }

    func testDismissInTheRootOfAStackInASheetDismissesTheSheet() throws {
        let shown = Binding<Bool>(wrappedValue: true)
        let sut = Text("Behind").sheet(isPresented: shown) { Home() }
        try sut.inspect().find(navigationLink: "Open A").activate()
        try sut.inspect().find(button: "Back root").tap()
        XCTAssertFalse(shown.wrappedValue)
    }

    // MARK: - Hosted

    func testHostedDismissPopsALinkPush() throws {
        let hosted = ViewHosting.host(view: Home())
        defer { hosted.expel() }
        try hosted.inspect().find(navigationLink: "Open A").activate()
        try hosted.inspect().find(navigationLink: "Deeper from A").activate()
        XCTAssertEqual(try hosted.inspect().navigationStack().pushedViews().count, 2)
        try hosted.inspect().find(button: "Back A+").tap()
        XCTAssertEqual(try hosted.inspect().navigationStack().pushedViews().count, 1)
        try hosted.inspect().find(button: "Back A").tap()
        XCTAssertEqual(try hosted.inspect().navigationStack().pushedViews().count, 0)
    }

    func testHostedDismissShrinksABoundPath() throws {
        let hosted = ViewHosting.host(view: Router())
        defer { hosted.expel() }
        try hosted.inspect().find(navigationLink: "Value 7").activate()
        XCTAssertEqual(try hosted.inspect().navigationStack().path(), [7])
        try hosted.inspect().find(button: "Back #7").tap()
        XCTAssertEqual(try hosted.inspect().navigationStack().path(), [])
        XCTAssertEqual(try hosted.inspect().view(Router.self).actualView().path, [])
    }

    func testHostedDismissInTheRootDoesNothing() throws {
        let hosted = ViewHosting.host(view: Home())
        defer { hosted.expel() }
        try hosted.inspect().find(navigationLink: "Value 7").activate()
        try hosted.inspect().find(button: "Back root").tap()
        XCTAssertEqual(try hosted.inspect().navigationStack().path(), [7])
    }

    func testHostedDismissInASheetOfAPushedViewClosesTheSheetOnly() throws {
        let hosted = ViewHosting.host(view: Home())
        defer { hosted.expel() }
        try hosted.inspect().find(navigationLink: "Open A").activate()
        try hosted.inspect().find(button: "Sheet A").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Close sheet"))
        try hosted.inspect().find(button: "Close sheet").tap()
        XCTAssertThrowsError(try hosted.inspect().find(button: "Close sheet"))
        XCTAssertEqual(try hosted.inspect().navigationStack().pushedViews().count, 1)
        XCTAssertNoThrow(try hosted.inspect().find(text: "A presented: true"))
    }

    func testHostedDismissInAnItemDestination() throws {
        let hosted = ViewHosting.host(view: ItemPresenter())
        defer { hosted.expel() }
        try hosted.inspect().find(button: "Show item").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "item 3 presented: true"))
        try hosted.inspect().find(button: "Back item 3").tap()
        XCTAssertNil(try hosted.inspect().view(ItemPresenter.self).actualView().item)
        XCTAssertThrowsError(try hosted.inspect().find(button: "Back item 3"))
    }

    func testHostedDismissInAPresentedDestination() throws {
        let hosted = ViewHosting.host(view: Presenter())
        defer { hosted.expel() }
        try hosted.inspect().find(button: "Show").tap()
        try hosted.inspect().find(button: "Back presented").tap()
        XCTAssertFalse(try hosted.inspect().navigationStack().button().navigationDestination().isPresented())
    }
}
