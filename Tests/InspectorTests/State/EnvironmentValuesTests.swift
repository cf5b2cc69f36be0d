import ViewTree
import XCTest

// `EnvironmentValues` is a value type: its values live in one shared object, copied on write.

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

private struct DepthKey: EnvironmentKey {
    static let defaultValue: Int? = 1
}

private extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }

    var depth: Int? {
        get { self[DepthKey.self] }
        set { self[DepthKey.self] = newValue }
    }
}

final class EnvironmentValuesTests: XCTestCase {
    func testKeysNotSetReadTheirDefaults() {
        let environment = EnvironmentValues()
        XCTAssertEqual(environment.accent, "blue")
        XCTAssertEqual(environment.depth, 1)
        XCTAssertEqual(environment.description, "EnvironmentValues()")
    }

    func testAValueSetIsReadBackEvenWhenItIsNil() {
        var environment = EnvironmentValues()
        environment.accent = "red"
        environment.depth = nil
        XCTAssertEqual(environment.accent, "red")
        XCTAssertNil(environment.depth)
        XCTAssertEqual(environment.description, "EnvironmentValues(AccentKey = red, DepthKey = nil)")
    }

    func testChangingACopyLeavesTheOriginalAsItWas() {
        var original = EnvironmentValues()
        original.accent = "red"
        var copy = original
        copy.accent = "green"
        copy.depth = 3
        XCTAssertEqual(original.accent, "red")
        XCTAssertEqual(original.depth, 1)
        XCTAssertEqual(copy.accent, "green")
        XCTAssertEqual(copy.depth, 3)

        // And the other way round: the original changes after the copy was made.
        let before = original
        original.accent = "yellow"
        XCTAssertEqual(before.accent, "red")
        XCTAssertEqual(original.accent, "yellow")
    }

    func testAnEmptyEnvironmentCopiedThenSetStaysIndependent() {
        let empty = EnvironmentValues()
        var set = empty
        set.accent = "red"
        XCTAssertEqual(empty.accent, "blue")
        XCTAssertEqual(set.accent, "red")
    }
}
