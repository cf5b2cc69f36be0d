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

private struct Badged: View {
    var body: some View {
        HStack {
            Text("Title")
            Image("photo").overlay(Image("badge"))
        }
        .background { Circle() }
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
