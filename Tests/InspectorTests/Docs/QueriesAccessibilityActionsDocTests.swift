import Inspector
import ViewTree
import XCTest

// The examples of Docs/Queries.md's "Accessibility actions" and of the audit rule
// `adjustableWithoutValue`, as written there.

private struct Rating: View {
    @State private var stars = 3
    var body: some View {
        HStack {
            ForEach(0..<5) { index in
                Image(systemName: index < stars ? "star.fill" : "star")
            }
        }
        .accessibilityElement()
        .accessibilityLabel("Rating")
        .accessibilityValue("\(stars) stars")
        .accessibilityAdjustableAction { direction in
            stars += direction == .increment ? 1 : -1
        }
        .accessibilityAction(named: "Clear") { stars = 0 }
    }
}

final class QueriesAccessibilityActionsDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testAccessibilityActions() throws {
        let hosted = ViewHosting.host(view: Rating())
        try hosted.inspect().find(viewWithAccessibilityLabel: "Rating").callAccessibilityAdjustableAction(.increment)
        XCTAssertEqual(try hosted.inspect().find(viewWithAccessibilityLabel: "Rating").accessibilityValue().string(), "4 stars")
        try hosted.inspect().find(viewWithAccessibilityLabel: "Rating").callAccessibilityAction("Clear")
        XCTAssertEqual(try hosted.inspect().find(viewWithAccessibilityLabel: "Rating").accessibilityValue().string(), "0 stars")
    }

    func testAccessibilityActionErrors() throws {
        let sut = Text("Draft").accessibilityAction(named: "Send") {}.accessibilityHidden(true)
        XCTAssertThrowsError(try sut.inspect().text().callAccessibilityAction("Archive")) { error in
            XCTAssertEqual("\(error)", """
                text().callAccessibilityAction("Archive"): Text has no accessibilityAction(named: "Archive"); its accessibility actions: .accessibilityAction(named: "Send")
                """)
        }
        XCTAssertThrowsError(try sut.inspect().text().callAccessibilityAction("Send")) { error in
            XCTAssertEqual("\(error)", """
                text().callAccessibilityAction("Send"): Text is hidden from accessibility, so a screen reader cannot perform its actions: it is hidden by .accessibilityHidden(true) on text()
                """)
        }
    }

    func testAdjustableWithoutValue() throws {
        let sut = Text("Rating").accessibilityAdjustableAction { _ in }
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.description), [
            "[adjustableWithoutValue] text(): Text has .accessibilityAdjustableAction(_:) but no .accessibilityValue(_:): a screen reader has no value to read after an adjustment",
        ])
        let fixed = Text("Rating").accessibilityValue("3 stars").accessibilityAdjustableAction { _ in }
        XCTAssertEqual(try fixed.inspect().accessibilityAudit(), [])
    }
}
