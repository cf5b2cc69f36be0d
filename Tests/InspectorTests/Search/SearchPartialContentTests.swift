@testable import Inspector
import ViewTree
import XCTest

// Content that runs no code (a stack's views) keeps only the nodes a search made, and reads its
// other views again when something comes back to it. These tests pin that the nodes kept keep
// their places and identities, and that state changes make the content be computed anew.

private struct Switcher: View {
    @State private var expanded = false
    var body: some View {
        VStack {
            Button("Toggle") { expanded.toggle() }
            Image(systemName: "star")
            if expanded {
                Text("Shown")
            }
            Spacer()
        }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        HStack {
            Image(systemName: "star")
            Text("Count \(count)")
            Button("Add") { count += 1 }
            Spacer()
        }
    }
}

/// Content a search left partly without nodes: read again, or computed anew after a state change.
final class SearchPartialContentTests: XCTestCase {
    func testContentASearchLeftPartlyWithoutNodesIsComputedAnewAfterAStateChange() throws {
        let sut = try Switcher().inspect()
        XCTAssertThrowsError(try sut.find(text: "Shown")) { error in
            XCTAssertTrue("\(error)".contains("(searched 6 views below)"), "\(error)")
        }
        let imageBefore = try sut.vStack().image(1)
        try sut.find(button: "Toggle").tap()
        let shown = try sut.find(text: "Shown")
        XCTAssertEqual(shown.pathToRoot, "view(Switcher.self).vStack().text(2)")
        XCTAssertTrue(try shown.node() === sut.vStack().text(2).node())
        XCTAssertEqual(try sut.vStack().image(1).pathToRoot, imageBefore.pathToRoot)
        XCTAssertEqual(try sut.vStack().count, 4)
        XCTAssertEqual(try sut.findAll(ViewType.Text.self).map { try $0.string() }, ["Toggle", "Shown"])
        try sut.find(button: "Toggle").tap()
        XCTAssertThrowsError(try sut.find(text: "Shown"))
        XCTAssertEqual(sut.findAll(ViewType.Spacer.self).map(\.pathToRoot), ["view(Switcher.self).vStack().spacer(3)"])
    }

    func testAChainIntoAStackASearchLeftPartlyWithoutNodesMakesTheRest() throws {
        let sut = try HStack {
            Text("a")
            Image("b")
            Text("c")
        }.inspect()
        let stack = try sut.hStack().node()
        XCTAssertEqual(try sut.findAll(ViewType.Text.self).map { try $0.string() }, ["a", "c"])
        guard case let .partial(kept)? = stack.cachedContent else {
            return XCTFail("expected the texts' nodes, found \(String(describing: stack.cachedContent))")
        }
        XCTAssertEqual(kept.map(\.contentIndex), [2, 0])
        XCTAssertEqual(try sut.hStack().image(1).pathToRoot, "hStack().image(1)")
        guard case let .nodes(all)? = stack.cachedContent else {
            return XCTFail("expected every node, found \(String(describing: stack.cachedContent))")
        }
        XCTAssertEqual(all.map(\.contentIndex), [0, 1, 2])
        XCTAssertTrue(all[2] === kept[0])
        XCTAssertTrue(all[0] === kept[1])
    }

    func testTheNodesAStackKeptAreRetiredWhenStateChanges() throws {
        let sut = try Switcher().inspect()
        let stack = try sut.vStack().node()
        let button = try sut.find(button: "Toggle")
        let buttonNode = try button.node()
        guard case .partialOne? = stack.cachedContent else {
            return XCTFail("expected the button's node, found \(String(describing: stack.cachedContent))")
        }
        try button.tap()
        // The next search computes the content anew: the node kept before leaves the tree.
        XCTAssertEqual(try sut.find(text: "Shown").pathToRoot, "view(Switcher.self).vStack().text(2)")
        XCTAssertTrue(buttonNode.isRetired)
        XCTAssertFalse(try sut.find(button: "Toggle").node() === buttonNode)
        XCTAssertFalse(try sut.find(button: "Toggle").node().isRetired)
    }

    func testAHostedStackReadAgainKeepsEachViewsPlaceAndIdentity() throws {
        let hosted = ViewHosting.host(view: Counter())
        defer { hosted.expel() }
        let sut = try hosted.inspect()
        let text = try sut.find(text: "Count 0")
        XCTAssertEqual(text.pathToRoot, "view(Counter.self).hStack().text(1)")
        // The image was dropped by the search and is read again, with the steps it had.
        let image = try sut.hStack().image(0)
        // A node reads its tree without holding it: the fresh handle must outlive the read.
        let fresh = try hosted.inspect()
        try withExtendedLifetime(fresh) {
            XCTAssertEqual(try image.node().identity, try fresh.hStack().image(0).node().identity)
        }
        XCTAssertTrue(try text.node() === sut.hStack().text(1).node())
        try sut.find(button: "Add").tap()
        XCTAssertEqual(try sut.hStack().text(1).string(), "Count 1")
        XCTAssertEqual(try sut.find(text: "Count 1").pathToRoot, "view(Counter.self).hStack().text(1)")
        XCTAssertEqual(try hosted.inspect().find(text: "Count 1").pathToRoot, "view(Counter.self).hStack().text(1)")
    }
}
