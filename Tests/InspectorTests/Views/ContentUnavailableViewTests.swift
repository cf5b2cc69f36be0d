import Inspector
import ViewTree
import XCTest

private final class Counter {
    var taps = 0
}

private struct Inbox: View {
    let counter: Counter
    var body: some View {
        ContentUnavailableView {
            Label("No Mail", systemImage: "tray")
        } description: {
            Text("New mail appears here.")
        } actions: {
            Button("Refresh") { counter.taps += 1 }
            Button("Compose") {}
        }
    }
}

final class ContentUnavailableViewTests: XCTestCase {
    func testTitleForms() throws {
        let system = try ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Nothing yet."))
            .inspect().contentUnavailableView()
        XCTAssertEqual(try system.labelView().label().title().text().string(), "No Mail")
        XCTAssertEqual(try system.labelView().label().icon().image().actualImage().name(), "tray")
        XCTAssertEqual(try system.descriptionView().text().string(), "Nothing yet.")
        XCTAssertEqual(try system.descriptionView().text().pathToRoot, "contentUnavailableView().descriptionView().text()")
        XCTAssertNoThrow(try system.actionsView().emptyView())
        let image = try ContentUnavailableView("No Photos", image: "empty").inspect().contentUnavailableView()
        XCTAssertEqual(try image.labelView().label().icon().image().actualImage().name(), "empty")
        let title = "No Photos"
        let strings = [
            ContentUnavailableView(title, image: "empty"), ContentUnavailableView(title, systemImage: "photo"),
        ]
        for view in strings {
            XCTAssertEqual(try view.inspect().contentUnavailableView().labelView().label().title().text().string(), title)
        }
    }

    func testATitleFormWithoutADescription() throws {
        let sut = try ContentUnavailableView("No Mail", systemImage: "tray").inspect().contentUnavailableView()
        XCTAssertThrowsError(try sut.descriptionView()) { error in
            XCTAssertEqual(
                "\(error)",
                "contentUnavailableView().descriptionView(): ContentUnavailableView's description cannot be read:"
                    + " it was made with description: nil")
        }
        XCTAssertEqual(sut.findAll(ViewType.Text.self).count, 1)
    }

    func testBuilderForms() throws {
        let counter = Counter()
        let sut = try Inbox(counter: counter).inspect().contentUnavailableView()
        XCTAssertEqual(try sut.labelView().label().title().text().string(), "No Mail")
        XCTAssertEqual(try sut.descriptionView().text().string(), "New mail appears here.")
        try sut.actionsView().button(0).tap()
        XCTAssertEqual(counter.taps, 1)
        XCTAssertEqual(try sut.actionsView().button(1).labelView().text().string(), "Compose")
        let labelOnly = try ContentUnavailableView { Text("Empty") }.inspect().contentUnavailableView()
        XCTAssertEqual(try labelOnly.labelView().text().string(), "Empty")
        XCTAssertNoThrow(try labelOnly.descriptionView().emptyView())
        XCTAssertNoThrow(try labelOnly.actionsView().emptyView())
        let withDescription = try ContentUnavailableView { Text("Empty") } description: { Text("Add one") }
            .inspect().contentUnavailableView()
        XCTAssertEqual(try withDescription.descriptionView().text().string(), "Add one")
        let withActions = try ContentUnavailableView { Text("Empty") } actions: { Button("Add") {} }
            .inspect().contentUnavailableView()
        XCTAssertEqual(try withActions.actionsView().button().labelView().text().string(), "Add")
        XCTAssertNoThrow(try withActions.descriptionView().emptyView())
    }

    func testTheSessionsInspectorForm() throws {
        let sut = ContentUnavailableView {
            Image(systemName: "magnifyingglass.circle")
        } description: {
            Text("Select a suspect to inspect")
        } actions: {
            Text("Fill out details from the interview")
        }
        XCTAssertNoThrow(try sut.inspect().find(text: "Fill out details from the interview"))
        XCTAssertEqual(try sut.inspect().contentUnavailableView().labelView().image().actualImage().name(), "magnifyingglass.circle")
    }

    func testSearch() throws {
        let plain = try ContentUnavailableView.search.inspect().contentUnavailableView()
        XCTAssertEqual(try plain.labelView().label().title().text().string(), "No Results")
        XCTAssertEqual(try plain.labelView().label().icon().image().actualImage().name(), "magnifyingglass")
        XCTAssertEqual(try plain.descriptionView().text().string(), "Check the spelling or try a new search.")
        XCTAssertNoThrow(try plain.actionsView().emptyView())
        let query = try ContentUnavailableView.search(text: "kiwi").inspect()
        XCTAssertEqual(
            try query.find(text: "No Results for “kiwi”").pathToRoot,
            "contentUnavailableView().labelView().view(Label.self).label().title().text()")
    }

    func testActionsRespectDisabled() throws {
        let counter = Counter()
        let sut = Inbox(counter: counter).disabled(true)
        XCTAssertThrowsError(try sut.inspect().find(button: "Refresh").tap()) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Inbox.self).contentUnavailableView().actionsView().button(0).tap(): Button is disabled by"
                    + " .disabled(true) on its ancestor view(Inbox.self)")
        }
        XCTAssertEqual(counter.taps, 0)
    }

    func testUnwrappingAnotherViewThrows() throws {
        XCTAssertThrowsError(try Text("a").inspect().contentUnavailableView()) { error in
            XCTAssertEqual("\(error)", "contentUnavailableView(): expected ContentUnavailableView, found Text")
        }
    }

    func testSearchVisitsLabelDescriptionAndActionsInOrder() throws {
        let sut = try Inbox(counter: Counter()).inspect()
        XCTAssertEqual(
            try sut.findAll(ViewType.Text.self).map { try $0.string() },
            ["No Mail", "New mail appears here.", "Refresh", "Compose"])
        XCTAssertEqual(
            try sut.find(button: "Compose").pathToRoot, "view(Inbox.self).contentUnavailableView().actionsView().button(1)")
    }

    func testEveryPathIsAChain() throws {
        try assertEveryPathIsAChain(of: Inbox(counter: Counter()), types: ["Inbox": ViewToken<Inbox>()])
        try assertEveryPathIsAChain(
            of: ContentUnavailableView.search,
            types: [
                "Label": ViewToken<SearchUnavailableContent.Label>(),
                "Description": ViewToken<SearchUnavailableContent.Description>(),
                "Actions": ViewToken<SearchUnavailableContent.Actions>(),
            ])
    }
}
