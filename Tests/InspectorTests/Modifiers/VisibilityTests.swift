import Inspector
import ViewTree
import XCTest

final class VisibilityTests: XCTestCase {
    func testHidden() throws {
        XCTAssertTrue(try Text("a").hidden().inspect().text().isHidden())
        XCTAssertFalse(try Text("a").inspect().text().isHidden())
        XCTAssertTrue(try HStack { Text("a") }.hidden().inspect().hStack().text(0).isHidden())
    }

    func testDisabled() throws {
        XCTAssertTrue(try Text("a").disabled(true).inspect().text().isDisabled())
        XCTAssertFalse(try Text("a").disabled(false).inspect().text().isDisabled())
        XCTAssertFalse(try Text("a").inspect().text().isDisabled())
        XCTAssertTrue(try VStack { Text("a") }.disabled(true).inspect().vStack().text(0).isDisabled())
    }

    func testResponsive() throws {
        XCTAssertTrue(try Text("a").inspect().text().isResponsive())
        XCTAssertFalse(try Text("a").hidden().inspect().text().isResponsive())
        XCTAssertFalse(try Text("a").disabled(true).inspect().text().isResponsive())
    }

    func testOverlayOutsideADisabledModifierIsEnabled() throws {
        let sut = Text("a").disabled(true).overlay(Button("b") {})
        XCTAssertFalse(try sut.inspect().text().overlay().button().isDisabled())
        let inside = Text("a").overlay(Button("b") {}).disabled(true)
        XCTAssertTrue(try inside.inspect().text().overlay().button().isDisabled())
    }
}

/// `isHidden()`, `isDisabled()` and `isResponsive()` do not throw, as ViewInspector's do not.
final class VisibilityNonThrowingTests: XCTestCase {
    func testAFailedHandleIsNeitherHiddenNorDisabledNorResponsive() throws {
        let missing = try HStack { Text("a") }.inspect().hStack()[5]
        XCTAssertFalse(missing.isHidden())
        XCTAssertFalse(missing.isDisabled())
        XCTAssertFalse(missing.isResponsive())
        let text = try Text("a").disabled(true).inspect().text()
        XCTAssertTrue(text.isDisabled())
        XCTAssertFalse(text.isResponsive())
    }
}
