import Inspector
import ViewTree
import XCTest

private final class Log {
    var entries: [String] = []
}

private struct Sorter: View {
    @State var order = "none"
    var body: some View {
        VStack {
            Text("Order: \(order)")
            Menu("Sort") {
                Button("By name") { order = "name" }
                Button("By date") { order = "date" }
                Menu("More") {
                    Button("By size") { order = "size" }
                }
            }
        }
    }
}

private struct SharedMenu: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("Shared: \(count)")
            Menu("Share") { Button("Copy") {} } primaryAction: { count += 1 }
        }
    }
}

final class MenuTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTitleFormItemsAreTappable() throws {
        let log = Log()
        let sut = Menu("Sort") {
            Button("By name") { log.entries.append("name") }
            Button("By date") { log.entries.append("date") }
        }
        let menu = try sut.inspect().menu()
        XCTAssertEqual(try menu.labelView().text().string(), "Sort")
        XCTAssertEqual(menu.count, 2)
        try menu.button(1).tap()
        try sut.inspect().find(button: "By name").tap()
        XCTAssertEqual(log.entries, ["date", "name"])
        XCTAssertEqual(try menu.button(1).pathToRoot, "menu().button(1)")
        XCTAssertEqual(try menu.labelView().text().pathToRoot, "menu().labelView().text()")
    }

    func testTitledWithAnImageTheLabelIsALabel() throws {
        let log = Log()
        let sut = Menu("Share", systemImage: "square.and.arrow.up") {
            Button("Copy") { log.entries.append("copy") }
        }
        let label = try sut.inspect().menu().labelView().label()
        XCTAssertEqual(try label.title().text().string(), "Share")
        XCTAssertEqual(try label.icon().image().actualImage().name(), "square.and.arrow.up")
        try sut.inspect().find(button: "Copy").tap()
        XCTAssertEqual(log.entries, ["copy"])
        let title = "More"
        XCTAssertEqual(
            try Menu(title, image: "dots") { Button("A") {} }.inspect().find(text: "More").pathToRoot,
            "menu().labelView().label().title().text()")
        XCTAssertEqual(
            try Menu("Key", image: "dots") { Button("A") {} }.inspect().menu().labelView().label().icon().image()
                .actualImage().name(), "dots")
        let string = "String"
        XCTAssertEqual(
            try Menu(string, systemImage: "s") { Button("A") {} }.inspect().menu().labelView().label().title().text()
                .string(), "String")
    }

    func testLabelBuilder() throws {
        let menu = try Menu { Button("Duplicate") {} } label: { Image(systemName: "ellipsis") }.inspect().menu()
        XCTAssertEqual(try menu.labelView().image().actualImage().name(), "ellipsis")
        XCTAssertEqual(try menu.button(0).labelView().text().string(), "Duplicate")
    }

    func testPrimaryAction() throws {
        let log = Log()
        let sut = Menu("Share") {
            Button("Copy link") { log.entries.append("copy") }
        } primaryAction: {
            log.entries.append("share")
        }
        try sut.inspect().menu().callPrimaryAction()
        try sut.inspect().menu().button(0).tap()
        try sut.inspect().menu().tap()
        XCTAssertEqual(log.entries, ["share", "copy", "share"])
        let built = Menu { Text("a") } label: { Text("b") } primaryAction: { log.entries.append("built") }
        try built.inspect().menu().callPrimaryAction()
        let title = "Verbatim"
        try Menu(title) { Text("a") } primaryAction: { log.entries.append("verbatim") }.inspect().menu().callPrimaryAction()
        XCTAssertEqual(log.entries, ["share", "copy", "share", "built", "verbatim"])
    }

    func testNestedMenusAreSearchedAndHostedItemsWriteState() throws {
        XCTAssertEqual(try Sorter().inspect().find(button: "By size").pathToRoot, "view(Sorter.self).vStack().menu(1).menu(2).button(0)")
        let hosted = ViewHosting.host(view: Sorter())
        try hosted.inspect().find(button: "By size").tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Order: size")
        try hosted.inspect().vStack().menu(1).button(1).tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Order: date")
    }

    // MARK: - Errors

    func testCallPrimaryActionWithoutOneNamesTheMenu() throws {
        XCTAssertThrowsError(try Menu("Sort") { Button("a") {} }.inspect().menu().callPrimaryAction()) { error in
            XCTAssertEqual(
                "\(error)",
                "menu().callPrimaryAction(): Menu \"Sort\"'s primary action cannot be read: it was made without primaryAction:,"
                    + " so a tap only opens it; tap its items: menu().button(0).tap()")
        }
        XCTAssertThrowsError(try Menu("Sort") { Button("a") {} }.inspect().menu().tap()) { error in
            XCTAssertEqual(
                "\(error)",
                "menu().tap(): Menu \"Sort\"'s primary action cannot be read: it was made without primaryAction:,"
                    + " so a tap only opens it; tap its items: menu().button(0).tap()")
        }
        let iconOnly = Menu { Button("a") {} } label: { Image(systemName: "ellipsis") }
        XCTAssertThrowsError(try iconOnly.inspect().menu().callPrimaryAction()) { error in
            XCTAssertEqual(
                "\(error)",
                "menu().callPrimaryAction(): Menu's primary action cannot be read: it was made without primaryAction:,"
                    + " so a tap only opens it; tap its items: menu().button(0).tap()")
        }
    }

    func testADisabledMenuDisablesItsItems() throws {
        let log = Log()
        let sut = Menu("Sort") { Button("By name") { log.entries.append("name") } } primaryAction: { log.entries.append("p") }
            .disabled(true)
        XCTAssertThrowsError(try sut.inspect().menu().button(0).tap()) { error in
            XCTAssertEqual("\(error)", "menu().button(0).tap(): Button is disabled by .disabled(true) on its ancestor menu()")
        }
        XCTAssertThrowsError(try sut.inspect().menu().tap()) { error in
            XCTAssertEqual("\(error)", "menu().tap(): Menu is disabled by .disabled(true) on itself")
        }
        XCTAssertThrowsError(try sut.inspect().menu().callPrimaryAction()) { error in
            XCTAssertEqual("\(error)", "menu().callPrimaryAction(): Menu is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(log.entries, [])
    }

    func testAHiddenMenuRefusesItsPrimaryActionAndItsItems() throws {
        let log = Log()
        let sut = VStack {
            Menu("Sort") { Button("By name") { log.entries.append("name") } } primaryAction: { log.entries.append("p") }
        }
        .hidden()
        XCTAssertThrowsError(try sut.inspect().vStack().menu(0).callPrimaryAction()) { error in
            XCTAssertEqual(
                "\(error)", "vStack().menu(0).callPrimaryAction(): Menu is hidden by .hidden() on its ancestor vStack()")
        }
        XCTAssertThrowsError(try sut.inspect().find(button: "By name").tap()) { error in
            XCTAssertEqual(
                "\(error)", "vStack().menu(0).button(0).tap(): Button is hidden by .hidden() on its ancestor vStack()")
        }
        XCTAssertEqual(log.entries, [])
    }

    func testHostedPrimaryActionWritesState() throws {
        let hosted = ViewHosting.host(view: SharedMenu())
        try hosted.inspect().find(ViewType.Menu.self).callPrimaryAction()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Shared: 1")
    }
}
