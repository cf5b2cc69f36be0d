import Inspector
import ViewTree
import XCTest

private struct Card: View {
    var body: some View {
        AnyView(HStack { Text("abc").overlay(Text("badge")) })
    }
}

final class ParentTests: XCTestCase {
    func testParentUpToTheRoot() throws {
        let text = try Card().inspect().find(text: "abc")
        XCTAssertNoThrow(try text.parent().hStack())
        XCTAssertNoThrow(try text.parent().parent().anyView())
        let root = try text.parent().parent().parent()
        XCTAssertEqual(try root.view(Card.self).pathToRoot, "view(Card.self)")
        XCTAssertThrowsError(try root.parent()) { error in
            XCTAssertEqual(
                "\(error)", "view(Card.self).parent(): view(Card.self) is where the inspection started; it has no parent")
        }
    }

    func testParentOfAPrimitiveRootThrows() throws {
        XCTAssertThrowsError(try Text("a").inspect().parent()) { error in
            XCTAssertEqual("\(error)", "text().parent(): text() is where the inspection started; it has no parent")
        }
    }

    func testParentOfAnOverlayIsTheOverlay() throws {
        let badge = try Card().inspect().find(text: "badge")
        let overlay = try badge.parent()
        XCTAssertEqual(overlay.pathToRoot, "view(Card.self).anyView().hStack().text(0).overlay()")
        XCTAssertEqual(try overlay.parent().text().string(), "abc")
    }

    func testParentUnwrappedAsTheWrongKind() throws {
        let text = try Card().inspect().find(text: "abc")
        XCTAssertThrowsError(try text.parent().vStack()) { error in
            XCTAssertEqual("\(error)", "view(Card.self).anyView().vStack(): expected VStack, found HStack")
        }
    }
}
