import Inspector
import ViewTree
import XCTest

private struct Counter: View {
    let title: String
    @State var count = 0
    var body: some View {
        Button("\(title): \(count)") { count += 1 }
    }
}

private struct Settings: View {
    var body: some View {
        Form {
            Section {
                Counter(title: "Row")
            } header: {
                Counter(title: "Header")
            } footer: {
                Counter(title: "Footer")
            }
        }
    }
}

final class FormAndSectionTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    // MARK: - Form

    func testFormContentIsIndexed() throws {
        let form = try Form {
            Section("Account") { Text("Ada") }
            Text("Version 1")
        }.inspect().form()
        XCTAssertEqual(form.count, 2)
        XCTAssertEqual(try form.section(0).text(0).string(), "Ada")
        XCTAssertEqual(try form.text(1).pathToRoot, "form().text(1)")
        XCTAssertThrowsError(try Text("a").inspect().form()) { error in
            XCTAssertEqual("\(error)", "form(): expected Form, found Text")
        }
    }

    // MARK: - Section initializers

    func testTitleForm() throws {
        let section = try Section("Identity") { Text("Name") }.inspect().section()
        XCTAssertEqual(try section.header().text().string(), "Identity")
        XCTAssertEqual(try section.header().text().pathToRoot, "section().header().text()")
        XCTAssertEqual(try section.text(0).string(), "Name")
        XCTAssertEqual(try Section(verbatimTitle: "Plain").inspect().section().header().text().string(), "Plain")
    }

    func testHeaderAndFooterBuilders() throws {
        let sut = Section {
            Text("Notifications")
            Text("Sounds")
        } header: {
            Text("Alerts")
        } footer: {
            Text("You can change this later.")
        }
        let section = try sut.inspect().section()
        XCTAssertEqual(section.count, 2)
        XCTAssertEqual(try section.text(1).string(), "Sounds")
        XCTAssertEqual(try section.header().text().string(), "Alerts")
        XCTAssertEqual(try section.footer().text().string(), "You can change this later.")
        XCTAssertEqual(try section.footer().text().pathToRoot, "section().footer().text()")
    }

    func testHeaderOnlyAndFooterOnlyBuilders() throws {
        let headed = try Section { Text("a") } header: { Text("H") }.inspect().section()
        XCTAssertEqual(try headed.header().text().string(), "H")
        let footed = try Section { Text("a") } footer: { Text("F") }.inspect().section()
        XCTAssertEqual(try footed.footer().text().string(), "F")
    }

    func testOlderViewArgumentForms() throws {
        XCTAssertEqual(try Section(header: Text("H")) { Text("a") }.inspect().section().header().text().string(), "H")
        XCTAssertEqual(try Section(footer: Text("F")) { Text("a") }.inspect().section().footer().text().string(), "F")
        let both = try Section(header: Text("H"), footer: Text("F")) { Text("a") }.inspect().section()
        XCTAssertEqual(try both.header().text().string(), "H")
        XCTAssertEqual(try both.footer().text().string(), "F")
    }

    func testHeaderOfSeveralViews() throws {
        let sut = Section { Text("a") } header: {
            Image(systemName: "bell")
            Text("Alerts")
        }
        let header = try sut.inspect().section().header()
        XCTAssertEqual(header.count, 2)
        XCTAssertEqual(try header.text(1).pathToRoot, "section().header().text(1)")
    }

    // MARK: - Errors

    func testAMissingHeaderOrFooterIsReported() throws {
        let sut = Section { Text("a") }
        XCTAssertThrowsError(try sut.inspect().section().header()) { error in
            XCTAssertEqual("\(error)", "section().header(): Section's header cannot be read: it was built without one")
        }
        XCTAssertThrowsError(try Section("T") { Text("a") }.inspect().section().footer()) { error in
            XCTAssertEqual("\(error)", "section().footer(): Section's footer cannot be read: it was built without one")
        }
    }

    // MARK: - Search

    func testSearchEntersContentHeadersAndFooters() throws {
        let sut = try Settings().inspect()
        XCTAssertEqual(
            try sut.find(button: "Header: 0").pathToRoot, "view(Settings.self).form().section(0).header().view(Counter.self).button()")
        XCTAssertEqual(
            try sut.find(text: "Footer: 0").pathToRoot,
            "view(Settings.self).form().section(0).footer().view(Counter.self).button().labelView().text()")
        XCTAssertEqual(sut.findAll(Counter.self).count, 3)
        XCTAssertEqual(
            try sut.findAll(ViewType.Button.self).map { try $0.labelView().text().string() }, ["Row: 0", "Header: 0", "Footer: 0"],
            "content first, then the header, then the footer")
    }

    func testPathsRoundTrip() throws {
        let sut = Settings()
        let found = try sut.inspect().find(button: "Footer: 0")
        let chained = try sut.inspect().view(Settings.self).form().section(0).footer().view(Counter.self).button()
        XCTAssertEqual(chained.pathToRoot, found.pathToRoot)
        XCTAssertEqual(try chained.labelView().text().string(), "Footer: 0")
        let row = try sut.inspect().view(Settings.self).form().section(0).view(Counter.self, 0).button()
        XCTAssertEqual(row.pathToRoot, try sut.inspect().find(button: "Row: 0").pathToRoot)
    }

    // MARK: - Hosted

    func testHeaderFooterAndRowsKeepTheirStateWhenHosted() throws {
        let hosted = ViewHosting.host(view: Settings())
        try hosted.inspect().find(button: "Header: 0").tap()
        try hosted.inspect().find(button: "Footer: 0").tap()
        try hosted.inspect().find(button: "Footer: 1").tap()
        try hosted.inspect().find(button: "Row: 0").tap()
        XCTAssertEqual(
            try hosted.inspect().findAll(ViewType.Button.self).map { try $0.labelView().text().string() },
            ["Row: 1", "Header: 1", "Footer: 2"])
    }
}

private extension Section where Parent == Text, Content == EmptyView, Footer == EmptyView {
    init(verbatimTitle: String) {
        self.init(verbatimTitle) {}
    }
}
