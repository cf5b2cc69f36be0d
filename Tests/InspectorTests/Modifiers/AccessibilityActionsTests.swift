import Inspector
import ViewTree
import XCTest

private struct Message: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text("From Ada")
                .accessibilityAction { log.append("flag") } label: { Label("Flag", systemImage: "flag") }
                .accessibilityActions {
                    Button("Reply") { log.append("reply") }
                    Text("hidden").accessibilityAction(named: "Archive") { log.append("archive") }
                    Color.clear.accessibilityAction(.escape) { log.append("escape") }
                }
                .accessibilityInputLabels(["Message", "Mail from Ada"])
            Text(log.joined(separator: ", "))
        }
    }
}

final class AccessibilityActionsTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testLabeledActionsAndActionsOfAContentHosted() throws {
        let hosted = ViewHosting.host(view: Message())
        try hosted.inspect().vStack().text(0).callAccessibilityAction("Flag")
        try hosted.inspect().vStack().text(0).callAccessibilityAction("Reply")
        try hosted.inspect().vStack().text(0).callAccessibilityAction(Text("Archive"))
        try hosted.inspect().vStack().text(0).callAccessibilityAction(.escape)
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "flag, reply, archive, escape")
    }

    func testMissingActionsListTheOnesThereAre() throws {
        XCTAssertThrowsError(try Message().inspect().vStack().text(0).callAccessibilityAction("Delete")) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Message.self).vStack().text(0).callAccessibilityAction(\"Delete\"): Text has no"
                    + " accessibilityAction(named: \"Delete\"); its accessibility actions:"
                    + " .accessibilityAction(action:label:), .accessibilityActions")
        }
    }

    func testATextLabelNamesTheAction() throws {
        let pinned = Binding(wrappedValue: false)
        let sut = Text("Note").accessibilityAction { pinned.wrappedValue = true } label: { Text("Pin") }
        try sut.inspect().text().callAccessibilityAction("Pin")
        XCTAssertTrue(pinned.wrappedValue)
        XCTAssertThrowsError(try sut.inspect().text().callAccessibilityAction(.escape)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().callAccessibilityAction(.escape): Text has no accessibilityAction(.escape); its accessibility"
                    + " actions: .accessibilityAction(label: \"Pin\")")
        }
    }

    func testInputLabels() throws {
        let text = try Message().inspect().vStack().text(0)
        XCTAssertEqual(try text.accessibilityInputLabels().map { try $0.string() }, ["Message", "Mail from Ada"])
        let deprecated = Text("a").accessibility(inputLabels: [Text("Alpha")])
        XCTAssertEqual(try deprecated.inspect().text().accessibilityInputLabels().map { try $0.string() }, ["Alpha"])
        XCTAssertThrowsError(try Text("a").inspect().text().accessibilityInputLabels()) { error in
            XCTAssertEqual("\(error)", "text().accessibilityInputLabels(): Text has no accessibilityInputLabels; it has no modifiers")
        }
        let dump = try Message().inspect().treeDump()
        XCTAssertTrue(dump.contains(".accessibilityInputLabels([\"Message\", \"Mail from Ada\"])"), dump)
    }
}
