@testable import Inspector
import ViewTree
import XCTest

private struct Detail: View {
    let name: String
    @Environment(\.dismiss) private var dismiss
    @State var taps = 0
    var body: some View {
        VStack {
            Text("Detail \(name)")
            Button("Taps \(name): \(taps)") { taps += 1 }
            Button("Back \(name)") { dismiss() }
            NavigationLink("Deeper from \(name)") { Detail(name: "\(name)+") }
        }
    }
}

/// A navigation view made in a body.
private struct Home: View {
    var body: some View {
        NavigationView {
            VStack {
                Text("Home")
                NavigationLink("Open A") { Detail(name: "A") }
                NavigationLink("Value", value: 1)
            }
            .navigationTitle("Start")
        }
        .navigationViewStyle(.stack)
    }
}

final class NavigationViewTests: XCTestCase {
    func testUnwrapsItsContent() throws {
        let sut = try Home().inspect()
        let view = try sut.navigationView()
        XCTAssertEqual(try view.vStack().text(0).string(), "Home")
        XCTAssertEqual(try view.vStack().navigationTitle(), "Start")
        XCTAssertEqual(try view.vStack().text(0).pathToRoot, "view(Home.self).navigationView().vStack().text(0)")
        XCTAssertEqual(try HStack { NavigationView { Text("a") } }.inspect().hStack().navigationView(0).text().string(), "a")
    }

    func testSearchFindsItsContent() throws {
        XCTAssertEqual(try Home().inspect().find(text: "Home").pathToRoot, "view(Home.self).navigationView().vStack().text(0)")
        XCTAssertEqual(
            try Home().inspect().find(ViewType.NavigationView.self).pathToRoot, "view(Home.self).navigationView()")
    }

    func testALinkPushesItsDestination() throws {
        let sut = try Home().inspect()
        XCTAssertTrue(try sut.find(text: "Detail A").pathToRoot.contains("navigationLink"), "not pushed yet: found in the link")
        try sut.find(navigationLink: "Open A").activate()
        let view = try sut.navigationView()
        XCTAssertEqual(try view.pushedViews().count, 1)
        XCTAssertEqual(try view.pushedView(0).view(Detail.self).actualView().name, "A")
        XCTAssertEqual(
            try sut.find(text: "Detail A").pathToRoot,
            "view(Home.self).navigationView().pushedViews().view(Detail.self, 0).vStack().text(0)")
        XCTAssertTrue(try sut.find(navigationLink: "Open A").isActive())
    }

    func testNestedPushesAndPops() throws {
        let sut = try Home().inspect()
        try sut.find(navigationLink: "Open A").activate()
        try sut.find(navigationLink: "Deeper from A").activate()
        let view = try sut.navigationView()
        XCTAssertEqual(try view.pushedViews().count, 2)
        try view.pop()
        XCTAssertEqual(try view.pushedViews().count, 1)
        try sut.find(navigationLink: "Deeper from A").activate()
        try view.popToRoot()
        XCTAssertEqual(try view.pushedViews().count, 0)
    }

    func testDeactivatePopsTheLinksPush() throws {
        let sut = try Home().inspect()
        try sut.find(navigationLink: "Open A").activate()
        try sut.find(navigationLink: "Open A").deactivate()
        XCTAssertEqual(try sut.navigationView().pushedViews().count, 0)
    }

    func testDismissInAPushedViewPopsIt() throws {
        let sut = try Home().inspect()
        try sut.find(navigationLink: "Open A").activate()
        try sut.find(navigationLink: "Deeper from A").activate()
        try sut.find(button: "Back A+").tap()
        XCTAssertEqual(try sut.navigationView().pushedViews().count, 1)
        try sut.find(button: "Back A").tap()
        XCTAssertEqual(try sut.navigationView().pushedViews().count, 0)
    }

    func testAValueLinkInsideANavigationViewThrows() throws {
        let sut = try Home().inspect()
        XCTAssertThrowsError(try sut.find(navigationLink: "Value").activate()) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Home.self).navigationView().vStack().navigationLink(2).activate(): NavigationLink was made with"
                    + " value: inside a NavigationView, which pushes destinations only; a NavigationStack pushes values")
        }
        XCTAssertEqual(try sut.navigationView().pushedViews().count, 0)
    }

    func testPoppingMoreThanPushedThrows() throws {
        let sut = try Home().inspect()
        XCTAssertThrowsError(try sut.navigationView().pop()) { error in
            XCTAssertEqual(
                "\(error)", "view(Home.self).navigationView().pop(): NavigationView has 0 views above its root: it cannot pop 1")
        }
    }

    func testPushedViewOutOfRangeThrows() throws {
        let sut = try Home().inspect()
        try sut.find(navigationLink: "Open A").activate()
        XCTAssertThrowsError(try sut.navigationView().pushedView(1)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Home.self).navigationView().pushedViews()[1]: index 1 is out of range: NavigationView has 1 pushed view (valid indices: 0...0)")
        }
    }

    func testUnwrappingSomethingElseThrows() throws {
        XCTAssertThrowsError(try Text("a").inspect().navigationView()) { error in
            XCTAssertEqual("\(error)", "navigationView(): expected NavigationView, found Text")
        }
    }

    func testStyles() throws {
        XCTAssertTrue(try Home().inspect().navigationView().navigationViewStyle() is StackNavigationViewStyle)
        XCTAssertThrowsError(try NavigationView { Text("a") }.inspect().navigationViewStyle(), "none set")
        let columns = NavigationView { Text("a") }.navigationViewStyle(.columns)
        XCTAssertTrue(try columns.inspect().navigationView().text().navigationViewStyle() is DoubleColumnNavigationViewStyle)
        XCTAssertTrue(try NavigationView { Text("a") }.navigationViewStyle(.automatic).inspect().navigationViewStyle()
            is DefaultNavigationViewStyle)
        XCTAssertEqual(
            try columns.inspect().treeDump(), """
            navigationView() .navigationViewStyle(.columns)
              text() "a"
              pushedViews()
            """)
    }

    func testAKeptValueKeepsItsPushesAcrossInspections() throws {
        let sut = NavigationView { NavigationLink("Go") { Text("There") } }
        try sut.inspect().find(navigationLink: "Go").activate()
        XCTAssertEqual(try sut.inspect().navigationView().pushedView(0).text().string(), "There")
    }

    func testEveryPathIsAChain() throws {
        let kept = NavigationView {
            VStack {
                NavigationLink("Go") { Detail(name: "B") }
                Text("root")
            }
        }
        try kept.inspect().find(navigationLink: "Go").activate()
        try assertEveryPathIsAChain(of: kept, types: ["Detail": ViewToken<Detail>()])
    }

    // MARK: - Hosted

    func testHostedInspectionAndRuntimeAgreeOnPushedIdentities() throws {
        let hosted = ViewHosting.host(view: Home())
        defer { hosted.expel() }
        try hosted.inspect().find(navigationLink: "Open A").activate()
        try hosted.inspect().find(navigationLink: "Deeper from A").activate()
        // The destinations links only preview are not rendered: the pushed views are.
        let inspected = try hosted.inspect().findAll(where: { (try? $0.node().viewKind) == .custom })
            .filter { !$0.pathToRoot.contains(".navigationLink(") }
        XCTAssertEqual(inspected.count, 3)
        XCTAssertEqual(Set(try inspected.map { try $0.node().identity }), Set(hosted.graph.renderedViewIdentities))
    }

    func testHostedPushesKeepTheirStateAndPop() throws {
        let hosted = ViewHosting.host(view: Home())
        defer { hosted.expel() }
        try hosted.inspect().find(navigationLink: "Open A").activate()
        try hosted.inspect().find(button: "Taps A: 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Taps A: 1"))
        try hosted.inspect().find(navigationLink: "Deeper from A").activate()
        XCTAssertEqual(try hosted.inspect().navigationView().pushedViews().count, 2)
        try hosted.inspect().find(button: "Back A+").tap()
        XCTAssertEqual(try hosted.inspect().navigationView().pushedViews().count, 1)
        XCTAssertNoThrow(try hosted.inspect().find(button: "Taps A: 1"))
        try hosted.inspect().navigationView().pop()
        XCTAssertEqual(try hosted.inspect().navigationView().pushedViews().count, 0)
    }
}
