import Inspector
import ViewTree
import XCTest

private struct BadgeCountKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    fileprivate var badgeCount: Int {
        get { self[BadgeCountKey.self] }
        set { self[BadgeCountKey.self] = newValue }
    }
}

/// `customModifier(keyPath:)`: a value `.environment(keyPath, …)` wrote on a view or an ancestor.
final class CustomEnvironmentValueTests: XCTestCase {
    func testReadsTheValueWrittenOnTheViewOrAnAncestor() throws {
        XCTAssertEqual(try Text("a").environment(\.badgeCount, 3).inspect().text().customModifier(keyPath: \.badgeCount), 3)
        let sut = VStack { Text("a").environment(\.badgeCount, 5) }.environment(\.badgeCount, 4)
        XCTAssertEqual(try sut.inspect().vStack().customModifier(keyPath: \.badgeCount), 4)
        XCTAssertEqual(try sut.inspect().vStack().text(0).customModifier(keyPath: \.badgeCount), 5, "the nearest wins")
        XCTAssertEqual(try VStack { Text("a") }.environment(\.badgeCount, 4).inspect().vStack().text(0).customModifier(keyPath: \.badgeCount), 4)
    }

    func testSwiftUIsKeysToo() throws {
        // `Text.font(_:)` is the text's own modifier; a container's `.font(_:)` writes the environment.
        XCTAssertEqual(try VStack { Text("a") }.font(.title).inspect().vStack().text(0).customModifier(keyPath: \.font), .title)
        XCTAssertEqual(try Text("a").environment(\.colorScheme, .dark).inspect().text().customModifier(keyPath: \.colorScheme), .dark)
    }

    func testTheDefaultIsNotAWrittenValue() throws {
        XCTAssertThrowsError(try Text("a").padding().inspect().text().customModifier(keyPath: \.badgeCount)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().customModifier(keyPath:): Text has no environment value of type Int;"
                    + " neither it nor an ancestor writes one at this key path with .environment(_:_:)")
        }
        // Another key written does not count.
        XCTAssertThrowsError(try Text("a").environment(\.colorScheme, .dark).inspect().text().customModifier(keyPath: \.badgeCount))
        // A value written below the view does not reach it.
        XCTAssertThrowsError(try VStack { Text("a").environment(\.badgeCount, 1) }.inspect().vStack().customModifier(keyPath: \.badgeCount))
    }
}
