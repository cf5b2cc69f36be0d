@testable import Inspector
import ViewTree
import XCTest

// A body a search evaluated — a custom view's in a stack read again, a custom modifier's that
// flattens to a view the search passed — is kept and not evaluated again until state changes.

private final class Tally {
    var bodies = 0
}

private struct Tallied: View {
    let tally: Tally
    var body: some View {
        tally.bodies += 1
        return Text("inside")
    }
}

private struct TalliedCard: ViewModifier {
    let tally: Tally
    func body(content: Content) -> some View {
        tally.bodies += 1
        return content.padding(4).background { Circle() }
    }
}

private struct TalliedFrame: ViewModifier {
    let tally: Tally
    func body(content: Content) -> some View {
        tally.bodies += 1
        return VStack {
            content
            Text("caption")
        }
    }
}

private struct Padded: ViewModifier {
    let tally: Tally
    let amount: Double
    func body(content: Content) -> some View {
        tally.bodies += 1
        return content.padding(amount)
    }
}

private struct Dimmer: View {
    let tally: Tally
    @State private var level = 1.0
    var body: some View {
        VStack {
            Button("Dim") { level = 2 }
            Text("a").modifier(Padded(tally: tally, amount: level))
        }
    }
}

/// Bodies a search evaluated: kept, flattened again when needed, evaluated again after a state change.
final class SearchEvaluatedBodyTests: XCTestCase {
    func testACustomViewInAStackReadAgainKeepsItsBodyEvaluatedOnce() throws {
        let tally = Tally()
        let sut = try HStack {
            Text("a")
            Tallied(tally: tally)
            Image("b")
        }.inspect()
        XCTAssertEqual(try sut.find(text: "inside").pathToRoot, "hStack().view(Tallied.self, 1).text()")
        XCTAssertEqual(tally.bodies, 1)
        XCTAssertEqual(try sut.hStack().view(Tallied.self, 1).text().string(), "inside")
        XCTAssertEqual(sut.findAll(ViewType.Text.self).count, 2)
        XCTAssertEqual(try sut.find(text: "inside").pathToRoot, "hStack().view(Tallied.self, 1).text()")
        XCTAssertEqual(tally.bodies, 1)
    }

    func testAModifierBodyASearchPassesIsKeptAsEvaluatedAndFlattenedAgainWhenNeeded() throws {
        let tally = Tally()
        let sut = try HStack {
            Text("a").modifier(TalliedCard(tally: tally))
            Text("b")
        }.inspect()
        XCTAssertEqual(sut.findAll(ViewType.Image.self).count, 0)
        XCTAssertEqual(tally.bodies, 1)
        let card = try sut.hStack().text(0).modifier(TalliedCard.self)
        // The body flattened to its content placeholder, which the search passed: the node
        // keeps the body itself.
        guard case .modifierBody? = try card.node().cachedContent else {
            return XCTFail("expected the body kept, found \(String(describing: try card.node().cachedContent))")
        }
        // Searched again, it is flattened again, not evaluated again; then its view is kept.
        XCTAssertEqual(try sut.find(text: "b").pathToRoot, "hStack().text(1)")
        XCTAssertThrowsError(try sut.find(text: "missing"))
        XCTAssertEqual(tally.bodies, 1)
        guard case .slots? = try card.node().cachedContent else {
            return XCTFail("expected the view kept, found \(String(describing: try card.node().cachedContent))")
        }
        XCTAssertEqual(try card.viewModifierContent().padding().leading, 4)
        XCTAssertEqual(
            try card.viewModifierContent().background().shape().pathToRoot,
            "hStack().text(0).modifier(TalliedCard.self).viewModifierContent().background().shape()")
        XCTAssertEqual(tally.bodies, 1)
    }

    func testAChainIntoAModifierBodyASearchPassedFlattensItAgain() throws {
        let tally = Tally()
        let sut = try Text("a").modifier(TalliedCard(tally: tally)).inspect()
        XCTAssertEqual(sut.findAll(ViewType.Image.self).count, 0)
        XCTAssertEqual(tally.bodies, 1)
        let content = try sut.text().modifier(TalliedCard.self).viewModifierContent()
        XCTAssertEqual(try content.padding().leading, 4)
        XCTAssertEqual(tally.bodies, 1)
        guard case .nodes? = try sut.text().modifier(TalliedCard.self).node().cachedContent else {
            return XCTFail("expected the body's node")
        }
    }

    func testAHostedModifierBodyKeptAsEvaluatedKeepsItsIdentityAndFollowsState() throws {
        let tally = Tally()
        let hosted = ViewHosting.host(view: Dimmer(tally: tally))
        defer { hosted.expel() }
        let evaluatedToRender = tally.bodies
        let sut = try hosted.inspect()
        XCTAssertEqual(sut.findAll(ViewType.Image.self).count, 0)
        XCTAssertEqual(tally.bodies, evaluatedToRender + 1)
        let padded = try sut.vStack().text(1).modifier(Padded.self)
        guard case .modifierBody? = try padded.node().cachedContent else {
            return XCTFail("expected the body kept, found \(String(describing: try padded.node().cachedContent))")
        }
        // Flattened again, with the identity a fresh inspection gives the view.
        let content = try padded.viewModifierContent()
        XCTAssertEqual(try content.padding().leading, 1)
        XCTAssertEqual(tally.bodies, evaluatedToRender + 1)
        let fresh = try hosted.inspect()
        try withExtendedLifetime(fresh) {
            XCTAssertEqual(
                try content.node().identity, try fresh.vStack().text(1).modifier(Padded.self).viewModifierContent().node().identity)
        }
        // A state change makes the next search evaluate the body again, once (the runtime
        // evaluates it too, to render).
        try sut.find(button: "Dim").tap()
        let afterTap = tally.bodies
        XCTAssertEqual(sut.findAll(ViewType.Image.self).count, 0)
        XCTAssertEqual(tally.bodies, afterTap + 1)
        XCTAssertEqual(try sut.vStack().text(1).modifier(Padded.self).viewModifierContent().padding().leading, 2)
        XCTAssertEqual(tally.bodies, afterTap + 1)
    }

    func testAModifierBodyWithANodeIsNotKeptAsEvaluated() throws {
        let tally = Tally()
        let sut = try Image("photo").modifier(TalliedFrame(tally: tally)).inspect()
        XCTAssertEqual(try sut.find(text: "caption").pathToRoot, "image().modifier(TalliedFrame.self).vStack().text(1)")
        guard case .single? = try sut.image().modifier(TalliedFrame.self).node().cachedContent else {
            return XCTFail("expected the stack's node")
        }
        XCTAssertEqual(tally.bodies, 1)
    }
}
