import Inspector
import ViewTree
import XCTest

/// A rating a screen reader adjusts and resets: state its accessibility actions change.
private struct Rating: View {
    let title: String
    @State private var stars = 3
    var body: some View {
        Text("\(title): \(stars) stars")
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: stars += 1
                case .decrement: stars -= 1
                }
            }
            .accessibilityAction(named: "Reset") { stars = 0 }
            .accessibilityScrollAction { edge in stars = edge == .top ? 5 : 1 }
    }
}

/// `accessibilityAction(_:_:)`, `accessibilityAction(named:_:)`, `accessibilityAdjustableAction(_:)`,
/// `accessibilityScrollAction(_:)` → `callAccessibilityAction(_:)`,
/// `callAccessibilityAdjustableAction(_:)`, `callAccessibilityScrollAction(_:)`.
final class AccessibilityActionTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testEveryKindOfActionRunsItsHandler() throws {
        var performed: [String] = []
        let sut = Text("Message")
            .accessibilityAction { performed.append("default") }
            .accessibilityAction(.escape) { performed.append("escape") }
            .accessibilityAction(.magicTap) { performed.append("magicTap") }
            .accessibilityAction(.delete) { performed.append("delete") }
            .accessibilityAction(.showMenu) { performed.append("showMenu") }
        let text = try sut.inspect().text()
        try text.callAccessibilityAction(.showMenu)
        try text.callAccessibilityAction(.default)
        try text.callAccessibilityAction(.delete)
        try text.callAccessibilityAction(.escape)
        try text.callAccessibilityAction(.magicTap)
        XCTAssertEqual(performed, ["showMenu", "default", "delete", "escape", "magicTap"])
    }

    func testNamedActionsAreFoundByTheirName() throws {
        var performed: [String] = []
        let name = "Forward"
        let sut = Text("Message")
            .accessibilityAction(named: "Archive") { performed.append("archive") }
            .accessibilityAction(named: Text("Flag")) { performed.append("flag") }
            .accessibilityAction(named: name) { performed.append("forward") }
        let text = try sut.inspect().text()
        try text.callAccessibilityAction("Archive")
        try text.callAccessibilityAction(Text("Flag"))
        try text.callAccessibilityAction(AccessibilityActionKind(named: Text("Forward")))
        try text.callAccessibilityAction(name[...])
        XCTAssertEqual(performed, ["archive", "flag", "forward", "forward"])
    }

    func testAdjustableAndScrollActionsReceiveTheirArgument() throws {
        var directions: [AccessibilityAdjustmentDirection] = []
        var edges: [Edge] = []
        let sut = Color.red
            .accessibilityAdjustableAction { directions.append($0) }
            .accessibilityScrollAction { edges.append($0) }
        let color = try sut.inspect().color()
        try color.callAccessibilityAdjustableAction()
        try color.callAccessibilityAdjustableAction(.decrement)
        try color.callAccessibilityScrollAction(.top)
        try color.callAccessibilityScrollAction(.trailing)
        XCTAssertEqual(directions, [.increment, .decrement], "increment when no direction is given, as ViewInspector")
        XCTAssertEqual(edges, [.top, .trailing])
    }

    func testTheInnermostActionOfAKindRuns() throws {
        var performed: [String] = []
        let sut = Image("photo")
            .accessibilityAction { performed.append("inner") }
            .accessibilityAdjustableAction { _ in performed.append("inner adjust") }
            .accessibilityAction { performed.append("outer") }
            .accessibilityAdjustableAction { _ in performed.append("outer adjust") }
        let image = try sut.inspect().image()
        try image.callAccessibilityAction(.default)
        try image.callAccessibilityAdjustableAction(.increment)
        XCTAssertEqual(performed, ["inner", "inner adjust"])
    }

    func testAMissingActionIsNamedWithTheActionsTheViewHas() throws {
        let sut = Image("photo")
            .accessibilityAction {}
            .accessibilityAction(named: "Archive") {}
            .accessibilityScrollAction { _ in }
            .padding()
        let image = try sut.inspect().image()
        let actions = "its accessibility actions: .accessibilityAction(.default), .accessibilityAction(named: \"Archive\"),"
            + " .accessibilityScrollAction"
        XCTAssertThrowsError(try image.callAccessibilityAction("Delete")) { error in
            XCTAssertEqual(
                "\(error)",
                "image().callAccessibilityAction(\"Delete\"): Image has no accessibilityAction(named: \"Delete\"); \(actions)")
        }
        XCTAssertThrowsError(try image.callAccessibilityAction(Text("archive"))) { error in
            XCTAssertEqual(
                "\(error)",
                "image().callAccessibilityAction(Text(\"archive\")): Image has no accessibilityAction(named: \"archive\"); \(actions)")
        }
        XCTAssertThrowsError(try image.callAccessibilityAction(.escape)) { error in
            XCTAssertEqual("\(error)", "image().callAccessibilityAction(.escape): Image has no accessibilityAction(.escape); \(actions)")
        }
        XCTAssertThrowsError(try image.callAccessibilityAdjustableAction(.decrement)) { error in
            XCTAssertEqual(
                "\(error)",
                "image().callAccessibilityAdjustableAction(.decrement): Image has no accessibilityAdjustableAction; \(actions)")
        }
    }

    func testAViewWithoutActionsListsItsModifiers() throws {
        XCTAssertThrowsError(try Text("a").accessibilityLabel("b").inspect().text().callAccessibilityScrollAction(.bottom)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().callAccessibilityScrollAction(.bottom): Text has no accessibilityScrollAction; its modifiers: .accessibilityLabel")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().callAccessibilityAction(.default)) { error in
            XCTAssertEqual(
                "\(error)", "text().callAccessibilityAction(.default): Text has no accessibilityAction(.default); it has no modifiers")
            XCTAssertEqual(
                (error as? InspectionError)?.reason,
                .modifierNotFound(view: "Text", modifier: "accessibilityAction(.default)", detail: "it has no modifiers"))
        }
    }

    func testAScreenReaderCannotPerformTheActionsOfAHiddenView() throws {
        var performed = 0
        let sut = VStack {
            Image("bg").accessibilityAction { performed += 1 }.accessibilityHidden(true)
            HStack { Text("a").accessibilityAction(named: "Copy") { performed += 1 } }.accessibilityElement(children: .ignore)
            Text("b").accessibilityAction { performed += 1 }.hidden()
            // Read as part of the element around it: its actions are that element's.
            HStack { Text("c").accessibilityAction(named: "Copy") { performed += 1 } }.accessibilityElement(children: .combine)
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertThrowsError(try vStack.image(0).callAccessibilityAction(.default)) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().image(0).callAccessibilityAction(.default): Image is hidden from accessibility, so a screen reader"
                    + " cannot perform its actions: it is hidden by .accessibilityHidden(true) on vStack().image(0)")
        }
        XCTAssertThrowsError(try vStack.hStack(1).text(0).callAccessibilityAction("Copy")) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().hStack(1).text(0).callAccessibilityAction(\"Copy\"): Text is hidden from accessibility, so a screen"
                    + " reader cannot perform its actions: it is hidden by .accessibilityElement(children: .ignore) on vStack().hStack(1)")
        }
        XCTAssertThrowsError(try vStack.text(2).callAccessibilityAction(.default)) { error in
            XCTAssertEqual((error as? InspectionError)?.reason.explanation.hasSuffix("it is hidden by .hidden() on vStack().text(2)"), true)
        }
        XCTAssertEqual(performed, 0)
        try vStack.hStack(3).text(0).callAccessibilityAction("Copy")
        XCTAssertEqual(performed, 1)
    }

    func testHostedActionsChangeStateSeenByTheNextInspection() throws {
        let hosted = ViewHosting.host(view: VStack { Rating(title: "Food"); Rating(title: "Service") })
        try hosted.inspect().find(text: "Service: 3 stars").callAccessibilityAdjustableAction(.increment)
        XCTAssertEqual(try hosted.inspect().vStack().view(Rating.self, 1).text().string(), "Service: 4 stars")
        XCTAssertEqual(try hosted.inspect().vStack().view(Rating.self, 0).text().string(), "Food: 3 stars", "each place keeps its state")
        try hosted.inspect().vStack().view(Rating.self, 0).text().callAccessibilityAction("Reset")
        XCTAssertEqual(try hosted.inspect().vStack().view(Rating.self, 0).text().string(), "Food: 0 stars")
        try hosted.inspect().vStack().view(Rating.self, 1).text().callAccessibilityScrollAction(.top)
        XCTAssertEqual(try hosted.inspect().vStack().view(Rating.self, 1).text().string(), "Service: 5 stars")
        try hosted.inspect().vStack().view(Rating.self, 1).text().callAccessibilityAdjustableAction(.decrement)
        XCTAssertEqual(try hosted.inspect().vStack().view(Rating.self, 1).text().string(), "Service: 4 stars")
    }

    func testUnhostedActionsChangeTheViewsOwnState() throws {
        let sut = Rating(title: "Food")
        try sut.inspect().text().callAccessibilityAdjustableAction(.decrement)
        XCTAssertEqual(try sut.inspect().text().string(), "Food: 2 stars")
    }

    func testTheTreeDumpNamesEachActionWithoutItsHandler() throws {
        let sut = VStack {
            Text("Message").accessibilityAction {}.accessibilityAction(.escape) {}.accessibilityAction(named: "Archive") {}
            Color.red.accessibilityAdjustableAction { _ in }.accessibilityScrollAction { _ in }
        }
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            vStack()
              text(0) "Message" .accessibilityAction(.default) .accessibilityAction(.escape) .accessibilityAction(named: "Archive")
              color(1) red .accessibilityAdjustableAction .accessibilityScrollAction
            """)
        XCTAssertThrowsError(try sut.inspect().vStack().color(1).accessibilityLabel()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().color(1).accessibilityLabel(): Color has no accessibilityLabel;"
                    + " its modifiers: .accessibilityAdjustableAction, .accessibilityScrollAction")
        }
    }

    func testActionsOfAViewFoundBySearch() throws {
        var stars = 3
        let sut = HStack {
            Text("★★★")
                .accessibilityLabel("Rating")
                .accessibilityValue("\(stars) stars")
                .accessibilityAdjustableAction { stars += $0 == .increment ? 1 : -1 }
        }
        try sut.inspect().find(viewWithAccessibilityLabel: "Rating").callAccessibilityAdjustableAction(.decrement)
        try sut.inspect().find(role: .staticText, name: "Rating").callAccessibilityAdjustableAction(.decrement)
        XCTAssertEqual(stars, 1)
    }
}
