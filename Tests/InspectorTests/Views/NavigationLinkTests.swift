import Inspector
import ViewTree
import XCTest

private struct Detail: View {
    let id: Int
    @State var opened = false
    var body: some View {
        Text("Detail \(id)")
    }
}

final class NavigationLinkTests: XCTestCase {
    func testEveryInitializerForm() throws {
        let title: String = "String title"
        let links: [(any View, String)] = [
            (NavigationLink(destination: { Detail(id: 1) }, label: { Text("Builder") }), "Builder"),
            (NavigationLink(destination: Detail(id: 2)) { Text("Value destination") }, "Value destination"),
            (NavigationLink("Key") { Detail(id: 3) }, "Key"),
            (NavigationLink(title) { Detail(id: 4) }, "String title"),
            (NavigationLink("Key value", destination: Detail(id: 5)), "Key value"),
            (NavigationLink(title, destination: Detail(id: 6)), "String title"),
        ]
        for (index, (link, label)) in links.enumerated() {
            let inspected = try AnyView(link).inspect().anyView().navigationLink()
            XCTAssertEqual(try inspected.labelView().text().string(), label)
            XCTAssertEqual(try inspected.destination().view(Detail.self).actualView().id, index + 1)
            XCTAssertNil(try inspected.value())
        }
        let valueLinks: [(any View, String)] = [
            (NavigationLink(value: 7) { Text("Label") }, "Label"),
            (NavigationLink("Key", value: 7), "Key"),
            (NavigationLink(title, value: 7), "String title"),
        ]
        for (link, label) in valueLinks {
            let inspected = try AnyView(link).inspect().anyView().navigationLink()
            XCTAssertEqual(try inspected.labelView().text().string(), label)
            XCTAssertEqual(try inspected.value(), 7)
            XCTAssertEqual(try inspected.value(Int.self), 7)
        }
        XCTAssertNil(try NavigationLink("Nothing", value: Int?.none).inspect().navigationLink().value())
    }

    func testLabelAndDestinationPaths() throws {
        let sut = VStack {
            NavigationLink(destination: { Detail(id: 1) }, label: {
                Image(systemName: "star")
                Text("Favorite")
            })
        }
        let link = try sut.inspect().vStack().navigationLink(0)
        XCTAssertEqual(try link.labelView().text(1).pathToRoot, "vStack().navigationLink(0).labelView().text(1)")
        XCTAssertEqual(try link.destination().pathToRoot, "vStack().navigationLink(0).destination()")
        XCTAssertEqual(try link.destination().view(Detail.self).text().string(), "Detail 1")
    }

    func testSearchFindsTheLabelAndTheDestinationInTheLinkBeforeItIsActivated() throws {
        let sut = NavigationStack {
            NavigationLink("Open") { Text("Behind the link") }
        }
        XCTAssertEqual(try sut.inspect().find(text: "Open").pathToRoot, "navigationStack().navigationLink().labelView().text()")
        XCTAssertEqual(try sut.inspect().find(text: "Behind the link").pathToRoot, "navigationStack().navigationLink().text()")
        XCTAssertEqual(try sut.inspect().find(navigationLink: "Open").pathToRoot, "navigationStack().navigationLink()")
    }

    func testFindNavigationLinkSuggestsTheTitlesThere() throws {
        let sut = NavigationStack {
            VStack {
                NavigationLink("Settings") { Text("s") }
                NavigationLink("Profile", value: 1)
            }
        }
        XCTAssertThrowsError(try sut.inspect().find(navigationLink: "Setings")) { error in
            XCTAssertTrue(
                "\(error)".hasPrefix("navigationStack().find(navigationLink: \"Setings\"): found no navigation link \"Setings\""),
                "\(error)")
            XCTAssertTrue("\(error)".contains("Did you mean \"Settings\"?"), "\(error)")
        }
    }

    func testADestinationLinkHasNoValueAndAValueLinkNoDestination() throws {
        XCTAssertThrowsError(try NavigationLink("Go", value: 3).inspect().navigationLink().destination()) { error in
            XCTAssertEqual(
                "\(error)",
                "navigationLink().destination(): NavigationLink's destination cannot be read: it was made with value: 3;"
                    + " the stack's navigationDestination(for:) shows the value once the link is activated")
        }
        XCTAssertThrowsError(try NavigationLink("Go", value: "x").inspect().navigationLink().value(Int.self)) { error in
            XCTAssertEqual(
                "\(error)", "navigationLink().value(Int.self): expected a value of type Int, found \"x\" of type String")
        }
        XCTAssertThrowsError(try NavigationLink("Go") { Text("d") }.inspect().navigationLink().value(Int.self)) { error in
            XCTAssertEqual("\(error)", "navigationLink().value(Int.self): expected a value of type Int, found no value")
        }
    }

    func testActivatingOutsideAStackThrows() throws {
        let sut = VStack { NavigationLink("Go") { Text("d") } }
        XCTAssertThrowsError(try sut.inspect().vStack().navigationLink(0).activate()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().navigationLink(0).activate(): NavigationLink is not inside a NavigationStack:"
                    + " there is no stack to push its destination onto")
        }
    }

    func testActivatingALinkWithANilValueThrows() throws {
        let sut = NavigationStack { NavigationLink("Go", value: Int?.none) }
        XCTAssertThrowsError(try sut.inspect().navigationStack().navigationLink().activate()) { error in
            XCTAssertEqual(
                "\(error)", "navigationStack().navigationLink().activate(): NavigationLink has a nil value: activating it does nothing")
        }
    }

    func testActivatingADisabledOrHiddenLinkThrowsAndPushesNothing() throws {
        let disabled = NavigationStack {
            VStack {
                NavigationLink("Go") { Text("d") }
            }
            .disabled(true)
        }
        XCTAssertThrowsError(try disabled.inspect().find(navigationLink: "Go").activate()) { error in
            XCTAssertEqual(
                "\(error)",
                "navigationStack().vStack().navigationLink(0).activate(): NavigationLink is disabled by .disabled(true)"
                    + " on its ancestor navigationStack().vStack()")
        }
        XCTAssertEqual(try disabled.inspect().navigationStack().pushedViews().count, 0)
        XCTAssertTrue(try disabled.inspect().find(navigationLink: "Go").isDisabled())
        let hidden = NavigationStack {
            NavigationLink("Go", value: 1).hidden()
        }
        XCTAssertThrowsError(try hidden.inspect().navigationStack().navigationLink().activate()) { error in
            XCTAssertEqual(
                "\(error)", "navigationStack().navigationLink().activate(): NavigationLink is hidden by .hidden() on itself")
        }
    }

    func testTheDestinationIsAPreviewNotThePushedView() throws {
        let sut = NavigationStack { NavigationLink("Go") { Detail(id: 1) } }
        let handle = try sut.inspect()
        let link = try handle.navigationStack().navigationLink()
        try link.activate()
        let preview = try link.destination().view(Detail.self)
        let pushed = try handle.navigationStack().pushedView(0).view(Detail.self)
        XCTAssertEqual(preview.pathToRoot, "navigationStack().navigationLink().destination()")
        XCTAssertEqual(pushed.pathToRoot, "navigationStack().pushedViews().view(Detail.self, 0)")
        XCTAssertEqual(handle.findAll(Detail.self).count, 1, "search finds the pushed view only")
    }

    func testTreeDumpShowsAValueLinksValue() throws {
        XCTAssertEqual(
            try NavigationLink("Go", value: "next").inspect().treeDump(),
            """
            navigationLink() value: "next"
              labelView().text() "Go"
            """)
    }

    func testIsActiveAndDeactivate() throws {
        let sut = NavigationStack {
            VStack {
                NavigationLink("About") { Text("About") }
                NavigationLink("Seven", value: 7)
            }
            .navigationDestination(for: Int.self) { Text("Number \($0)") }
        }
        let handle = try sut.inspect()
        let about = try handle.find(navigationLink: "About")
        let seven = try handle.find(navigationLink: "Seven")
        XCTAssertFalse(try about.isActive())
        XCTAssertFalse(try seven.isActive())
        try about.activate()
        try seven.activate()
        XCTAssertTrue(try about.isActive())
        XCTAssertTrue(try seven.isActive())
        try about.deactivate()
        XCTAssertFalse(try about.isActive(), "popped with everything above it")
        XCTAssertFalse(try seven.isActive())
        XCTAssertEqual(try handle.navigationStack().pushedViews().count, 0)
        XCTAssertNoThrow(try seven.deactivate(), "deactivating an inactive link does nothing")
        try seven.activate()
        try seven.deactivate()
        XCTAssertEqual(try handle.navigationStack().path(), [])
        XCTAssertFalse(try VStack { NavigationLink("Go", value: 1) }.inspect().vStack().navigationLink(0).isActive())
    }
}
