import Inspector
import ViewTree
import XCTest

final class AccessibilityTests: XCTestCase {
    func testLabelIdentifierHintValue() throws {
        let sut = Image("gear")
            .accessibilityLabel("Settings")
            .accessibilityIdentifier("settings.button")
            .accessibilityHint(Text("Opens the settings"))
            .accessibilityValue("On")
        let image = try sut.inspect().image()
        XCTAssertEqual(try image.accessibilityLabel().string(), "Settings")
        XCTAssertEqual(try image.accessibilityLabel().pathToRoot, "image().accessibilityLabel()")
        XCTAssertEqual(try image.accessibilityIdentifier(), "settings.button")
        XCTAssertEqual(try image.accessibilityHint().string(), "Opens the settings")
        XCTAssertEqual(try image.accessibilityValue().string(), "On")
    }

    func testLabelFromAString() throws {
        let name = "Profile"
        XCTAssertEqual(try Image("p").accessibilityLabel(name).inspect().image().accessibilityLabel().string(), "Profile")
    }

    func testMissingAccessibilityProperties() throws {
        let image = try Image("gear").accessibilityIdentifier("id").inspect().image()
        XCTAssertThrowsError(try image.accessibilityLabel()) { error in
            XCTAssertEqual(
                "\(error)", "image().accessibilityLabel(): Image has no accessibilityLabel; its modifiers: .accessibilityIdentifier")
        }
        XCTAssertThrowsError(try Image("gear").inspect().image().accessibilityIdentifier()) { error in
            XCTAssertEqual("\(error)", "image().accessibilityIdentifier(): Image has no accessibilityIdentifier; it has no modifiers")
        }
    }
}
