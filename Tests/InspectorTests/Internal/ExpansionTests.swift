import Foundation
@testable import Inspector
import ViewTree
import XCTest

private struct First: ViewModifier {
    func body(content: Content) -> some View { content }
}

private struct Second: ViewModifier {
    func body(content: Content) -> some View { content }
}

private struct Third: ViewModifier {
    func body(content: Content) -> some View { content }
}

/// The shortcuts the search path takes keep what flattening and text reading give.
final class ExpansionTests: XCTestCase {
    func testCombinedModifiersBecomeTheirPartsInTheOrderApplied() throws {
        let combined = Text("a").modifier(First().concat(Second()).concat(Third())).padding()
        let views = Expansion.expand(combined, recordingSteps: false)
        XCTAssertEqual(views.count, 1)
        let names = views[0].modifiers.map { TypeName.display(type(of: $0)) }
        XCTAssertEqual(names.count, 4)
        XCTAssertEqual(Array(names.prefix(3)), ["First", "Second", "Third"])
        XCTAssertTrue(views[0].value is Text)
    }

    func testACombinedModifierInsideACombinedModifier() throws {
        let combined = Text("a").modifier(First().concat(Second().concat(Third())))
        let views = Expansion.expand(combined, recordingSteps: false)
        XCTAssertEqual(views.first?.modifiers.map { TypeName.display(type(of: $0)) }, ["First", "Second", "Third"])
    }

    func testTheFastTextReadingAgreesWithTheGeneralOne() throws {
        let texts: [Text] = [Text("a"), Text("a").bold() + Text("b") + Text("c").italic(), Text(""), Text(verbatim: "é")]
        for text in texts {
            let fast = TextStrings.string(of: text)
            XCTAssertNotNil(fast)
            let segments = try TextReading.segments(of: text).map(\.string).joined()
            XCTAssertEqual(fast, segments)
        }
        XCTAssertNil(TextStrings.string(of: Image(systemName: "star")))
        XCTAssertEqual(try TextReading.string(of: Text("x") + Text("y")), "xy")
    }
}
