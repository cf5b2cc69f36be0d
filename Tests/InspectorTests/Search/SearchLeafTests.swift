@testable import Inspector
import ViewTree
import XCTest

// Searches by kind (`find(text:)`, `findAll(ViewType.Text.self)`) count the leaves they cannot
// match without making their nodes. These tests pin what that must not change: the node a
// leaf gets, its path, the matches and their order, how many views a failed search reports,
// and that a leaf with something hanging from it is still searched into.

private struct Shelf: View {
    let showsDetails: Bool
    var body: some View {
        HStack {
            Image(systemName: "star")
            Text("Title")
            if showsDetails {
                Text("Details")
            }
            Spacer()
            Circle().fill(Color.yellow).frame(width: 8, height: 8)
        }
    }
}

private struct Caption: ViewModifier {
    func body(content: Content) -> some View {
        VStack {
            content
            Text("in a modifier body")
        }
    }
}

private struct Decorated: View {
    var body: some View {
        VStack {
            Image("photo").overlay(Text("in an overlay"))
            Spacer().background { Text("in a background") }
            Circle().modifier(Caption())
            Image("plain")
            Color.red.overlay(alignment: .center) { Circle().overlay(Text("in an overlay of an overlay")) }
        }
    }
}

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

private struct Badged: View {
    var body: some View {
        HStack {
            Text("Title")
            Image("photo").overlay(Image("badge"))
        }
        .background { Circle() }
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

final class SearchLeafTests: XCTestCase {
    func testALeafASearchPassedGetsOneNodeWhicheverWayItIsReached() throws {
        let sut = try Shelf(showsDetails: false).inspect()
        let title = try sut.find(text: "Title")
        XCTAssertEqual(title.pathToRoot, "view(Shelf.self).hStack().text(1)")
        // The search passed the image, the absent `if`, the spacer and the circle.
        let image = try sut.hStack().image(0)
        XCTAssertEqual(image.pathToRoot, "view(Shelf.self).hStack().image(0)")
        XCTAssertTrue(try image.node() === sut.find(ViewType.Image.self).node())
        XCTAssertTrue(try image.node() === sut.findAll(ViewType.Image.self)[0].node())
        XCTAssertTrue(try title.node() === sut.hStack().text(1).node())
        XCTAssertEqual(try sut.hStack().shape(4).pathToRoot, "view(Shelf.self).hStack().shape(4)")
        XCTAssertTrue(try sut.find(ViewType.Shape.self).node() === sut.hStack().shape(4).node())
        XCTAssertEqual(try sut.hStack().spacer(3).pathToRoot, "view(Shelf.self).hStack().spacer(3)")
        XCTAssertEqual(try sut.hStack().count, 5)
    }

    func testASearchByKindMakesNoNodeForTheLeavesItPasses() throws {
        let sut = try Shelf(showsDetails: false).inspect()
        let title = try sut.find(text: "Title")
        // The custom view, its stack and the text; not the image, the absent `if`, the spacer
        // or the circle.
        XCTAssertEqual(try title.node().tree.nodes.count, 3)
        // A search by condition must make every node, to show it to the condition; an `if`
        // that shows nothing is still not shown to it.
        XCTAssertEqual(sut.findAll(where: { _ in true }).count, 6)
        XCTAssertEqual(try title.node().tree.nodes.count, 6)
        // A chain makes the rest.
        XCTAssertEqual(try sut.hStack().count, 5)
        XCTAssertEqual(try title.node().tree.nodes.count, 7)
    }

    func testAChainBeforeASearchGivesTheSearchTheSameNodes() throws {
        let sut = try Shelf(showsDetails: true).inspect()
        let image = try sut.hStack().image(0)
        let details = try sut.hStack().text(2)
        XCTAssertTrue(try details.node() === sut.find(text: "Details").node())
        XCTAssertTrue(try image.node() === sut.find(ViewType.Image.self).node())
        XCTAssertEqual(sut.findAll(ViewType.Text.self).map(\.pathToRoot), [
            "view(Shelf.self).hStack().text(1)", "view(Shelf.self).hStack().text(2)",
        ])
    }

    func testEverySearchFormFindsTheSameViewsInTheSameOrder() throws {
        let sut = try Decorated().inspect()
        let texts = [
            "in an overlay", "in a background", "in a modifier body", "in an overlay of an overlay",
        ]
        XCTAssertEqual(try sut.findAll(ViewType.Text.self).map { try $0.string() }, texts)
        let byCondition = sut.findAll(where: { (try? $0.text()) != nil })
        XCTAssertEqual(byCondition.map(\.pathToRoot), sut.findAll(ViewType.Text.self).map(\.pathToRoot))
        XCTAssertEqual(sut.findAll(ViewType.Image.self).map(\.pathToRoot), [
            "view(Decorated.self).vStack().image(0)", "view(Decorated.self).vStack().image(3)",
        ])
        XCTAssertEqual(sut.findAll(ViewType.Shape.self).count, 2)
    }

    func testALeafWithAnOverlayABackgroundOrACustomModifierIsSearchedInto() throws {
        let sut = try Decorated().inspect()
        XCTAssertEqual(
            try sut.find(text: "in an overlay").pathToRoot, "view(Decorated.self).vStack().image(0).overlay().text()")
        XCTAssertEqual(
            try sut.find(text: "in a background").pathToRoot, "view(Decorated.self).vStack().spacer(1).background().text()")
        XCTAssertEqual(
            try sut.find(text: "in a modifier body").pathToRoot,
            "view(Decorated.self).vStack().shape(2).modifier(Caption.self).vStack().text(1)")
        XCTAssertEqual(
            try sut.find(text: "in an overlay of an overlay").pathToRoot,
            "view(Decorated.self).vStack().color(4).overlay().shape().overlay().text()")
    }

    func testAFailedSearchCountsThePassedLeavesAsTheConditionFormDoes() throws {
        let sut = try Decorated().inspect()
        let every = sut.findAll(where: { _ in true }).count
        XCTAssertEqual(every, 19)
        XCTAssertThrowsError(try Decorated().inspect().find(text: "missing")) { error in
            XCTAssertEqual(
                "\(error)".components(separatedBy: "\n")[0],
                #"view(Decorated.self).find(text: "missing"): found no text "missing" (searched 19 views below)"#)
        }
        XCTAssertThrowsError(try Decorated().inspect().find(ViewType.Slider.self)) { error in
            XCTAssertEqual(
                "\(error)".components(separatedBy: "\n")[0],
                "view(Decorated.self).find(ViewType.Slider.self): found no Slider (searched 19 views below)")
        }
        XCTAssertThrowsError(try Decorated().inspect().find(where: { _ in false })) { error in
            XCTAssertEqual(
                "\(error)".components(separatedBy: "\n")[0],
                "view(Decorated.self).find(where: …): found no view matching the condition (searched 19 views below)")
        }
        // An `if` that shows nothing is not counted, whether or not its node was made.
        let shelf = try Shelf(showsDetails: false).inspect()
        XCTAssertEqual(shelf.findAll(where: { _ in true }).count, 6)
        XCTAssertThrowsError(try shelf.find(text: "missing")) { error in
            XCTAssertTrue("\(error)".contains("(searched 6 views below)"), "\(error)")
        }
        XCTAssertThrowsError(try Shelf(showsDetails: false).inspect().find(text: "missing")) { error in
            XCTAssertTrue("\(error)".contains("(searched 6 views below)"), "\(error)")
        }
    }

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

    func testASearchForATextMakesNoNodeForTheTextsItPasses() throws {
        let sut = try Shelf(showsDetails: true).inspect()
        let details = try sut.find(text: "Details")
        // The custom view, its stack and the text found; not the text "Title" it passed.
        XCTAssertEqual(try details.node().tree.nodes.count, 3)
        // A failed search counts the texts it passed (its message, once read, shows the tree).
        XCTAssertThrowsError(try sut.find(text: "missing")) { error in
            XCTAssertTrue("\(error)".contains("(searched 7 views below)"), "\(error)")
        }
        // The texts passed get their nodes when something asks for them, in their places.
        XCTAssertEqual(try sut.findUnique(text: "Title").pathToRoot, "view(Shelf.self).hStack().text(1)")
        XCTAssertTrue(try details.node() === sut.hStack().text(2).node())
        XCTAssertEqual(try sut.find(ViewType.HStack.self, containing: "Title").pathToRoot, "view(Shelf.self).hStack()")
        XCTAssertEqual(sut.findAll(ViewType.Text.self).map(\.pathToRoot), [
            "view(Shelf.self).hStack().text(1)", "view(Shelf.self).hStack().text(2)",
        ])
    }

    func testASearchByKindMakesNoNodeForALayerOfLeavesItPasses() throws {
        let sut = try Badged().inspect()
        let title = try sut.find(text: "Title")
        // The custom view, its stack and the text; not the image with its overlay, nor the
        // background, nor the views they carry.
        XCTAssertEqual(try title.node().tree.nodes.count, 3)
        XCTAssertEqual(sut.findAll(ViewType.Slider.self).count, 0)
        XCTAssertEqual(try title.node().tree.nodes.count, 3)
        // A failed search counts them (its message, once read, shows the tree).
        XCTAssertThrowsError(try sut.find(ViewType.Slider.self)) { error in
            XCTAssertTrue("\(error)".contains("(searched 8 views below)"), "\(error)")
        }
        XCTAssertEqual(sut.findAll(where: { _ in true }).count, 8)
        // The layers and their views get their nodes when something asks for them, in their places.
        let badge = try sut.hStack().image(1).overlay().image()
        XCTAssertEqual(badge.pathToRoot, "view(Badged.self).hStack().image(1).overlay().image()")
        XCTAssertTrue(try badge.node() === sut.findAll(ViewType.Image.self)[1].node())
        XCTAssertEqual(
            try sut.find(ViewType.Shape.self).pathToRoot, "view(Badged.self).hStack().background().shape()")
        XCTAssertEqual(
            try sut.find(ViewType.Overlay.self).pathToRoot, "view(Badged.self).hStack().image(1).overlay()")
    }

    func testAStackKeepsOnlyTheNodesASearchMadeAndReadsItsOtherViewsAgainOnce() throws {
        let sut = try Shelf(showsDetails: true).inspect()
        let stack = try sut.hStack().node()
        let title = try sut.find(text: "Title")
        // Only the text's node is kept: the stack's other views run no code and are dropped.
        guard case let .partialOne(kept)? = stack.cachedContent else {
            return XCTFail("expected one kept node, found \(String(describing: stack.cachedContent))")
        }
        XCTAssertTrue(try kept === title.node())
        XCTAssertTrue(try title.parent().node() === stack)
        // A second search reads the views again, finds the node kept in its place, and from then
        // on keeps every view (last first), so that later searches need not read them again.
        let details = try sut.find(text: "Details")
        guard case let .slots(slots)? = stack.cachedContent else {
            return XCTFail("expected every view kept, found \(String(describing: stack.cachedContent))")
        }
        let slotNodes = slots.map { slot -> InspectionNode? in
            if case let .node(node) = slot { return node }
            return nil
        }
        XCTAssertEqual(slotNodes.map { $0.map { $0 === (try? details.node()) } }, [nil, nil, true, false, nil])
        XCTAssertEqual(slotNodes.map { $0?.contentIndex }, [nil, nil, 2, 1, nil])
        XCTAssertEqual(sut.findAll(ViewType.Text.self).map(\.pathToRoot), [
            "view(Shelf.self).hStack().text(1)", "view(Shelf.self).hStack().text(2)",
        ])
        XCTAssertEqual(try title.node().tree.nodes.count, 4)
        // A chain makes the other nodes; the ones made keep their places.
        XCTAssertTrue(try sut.hStack().text(1).node() === title.node())
        XCTAssertTrue(try sut.hStack().text(2).node() === details.node())
        XCTAssertEqual(try sut.hStack().image(0).pathToRoot, "view(Shelf.self).hStack().image(0)")
        XCTAssertEqual(try sut.hStack().shape(4).pathToRoot, "view(Shelf.self).hStack().shape(4)")
        XCTAssertEqual(try title.node().tree.nodes.count, 7)
        guard case let .nodes(all)? = stack.cachedContent else {
            return XCTFail("expected every node, found \(String(describing: stack.cachedContent))")
        }
        XCTAssertEqual(all.map(\.contentIndex), [0, 1, 2, 3, 4])
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

    func testASearchByIdOrByTagStillFindsALeaf() throws {
        let sut = try VStack {
            Text("a")
            Image("tagged").tag(7)
            Spacer().id("gap")
        }.inspect()
        XCTAssertEqual(try sut.find(text: "a").pathToRoot, "vStack().text(0)")
        XCTAssertEqual(try sut.find(viewWithTag: 7).pathToRoot, "vStack().image(1)")
        XCTAssertEqual(try sut.find(viewWithId: "gap").pathToRoot, "vStack().spacer(2)")
    }
}
