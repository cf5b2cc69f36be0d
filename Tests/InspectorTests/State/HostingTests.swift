@testable import Inspector
import ViewTree
import XCTest

private struct Toggle: View {
    @State var flag = false
    var body: some View {
        Button(action: { flag.toggle() }, label: { Text(flag ? "True" : "False") })
    }
}

private struct Pair: View {
    var body: some View {
        VStack {
            Toggle()
            Toggle()
        }
    }
}

private struct Row: View, Identifiable {
    let id: Int
    @State var taps = 0
    var body: some View {
        Button("\(id): \(taps)") { taps += 1 }
    }
}

private struct Rows: View {
    @State var order = [1, 2, 3]
    var body: some View {
        VStack {
            ForEach(order, id: \.self) { Row(id: $0) }
            Button("Reverse") { order.reverse() }
        }
    }
}

private struct Switcher: View {
    @State var showFirst = true
    var body: some View {
        VStack {
            if showFirst {
                Toggle()
            } else {
                Text("second")
            }
            Button("Switch") { showFirst.toggle() }
        }
    }
}

final class HostingTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testStateSurvivesReRenders() throws {
        let hosted = ViewHosting.host(view: Toggle())
        XCTAssertEqual(try hosted.inspect().button().labelView().text().string(), "False")
        try hosted.inspect().button().tap()
        XCTAssertEqual(try hosted.inspect().button().labelView().text().string(), "True")
        try hosted.inspect().button().tap()
        XCTAssertEqual(try hosted.inspect().button().labelView().text().string(), "False")
    }

    func testTwoInstancesOfAViewKeepSeparateState() throws {
        let hosted = ViewHosting.host(view: Pair())
        try hosted.inspect().vStack().view(Toggle.self, 1).button().tap()
        let vStack = try hosted.inspect().vStack()
        XCTAssertEqual(try vStack.view(Toggle.self, 0).button().labelView().text().string(), "False")
        XCTAssertEqual(try vStack.view(Toggle.self, 1).button().labelView().text().string(), "True")
        XCTAssertFalse(try vStack.view(Toggle.self, 0).actualView().flag)
        XCTAssertTrue(try vStack.view(Toggle.self, 1).actualView().flag)
    }

    func testForEachRowStateFollowsItsIDWhenRowsAreReordered() throws {
        let hosted = ViewHosting.host(view: Rows())
        try hosted.inspect().find(button: "1: 0").tap()
        try hosted.inspect().find(button: "1: 1").tap()
        try hosted.inspect().find(button: "3: 0").tap()
        try hosted.inspect().find(button: "Reverse").tap()
        let titles = try hosted.inspect().findAll(ViewType.Button.self).map { try $0.labelView().text().string() }
        XCTAssertEqual(titles, ["3: 1", "2: 0", "1: 2", "Reverse"])
    }

    func testStateIsDroppedWhenAnIfBranchSwitches() throws {
        let hosted = ViewHosting.host(view: Switcher())
        try hosted.inspect().find(Toggle.self).button().tap()
        XCTAssertTrue(try hosted.inspect().find(Toggle.self).actualView().flag)
        try hosted.inspect().find(button: "Switch").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "second"))
        try hosted.inspect().find(button: "Switch").tap()
        XCTAssertFalse(try hosted.inspect().find(Toggle.self).actualView().flag)
    }

    func testInspectorAndRuntimeAgreeOnIdentities() throws {
        for view in [AnyView(Rows()), AnyView(Switcher()), AnyView(Pair())] {
            let hosted = ViewHosting.host(view: view)
            let inspected = try hosted.inspect().findAll(where: { (try? $0.node().viewKind) == .custom })
            let identities = Set(try inspected.map { try $0.node().identity })
            XCTAssertEqual(identities, Set(hosted.graph.renderedViewIdentities))
            hosted.expel()
        }
    }
}
