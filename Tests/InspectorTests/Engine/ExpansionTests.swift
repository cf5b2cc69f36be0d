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

    /// An `if` in an `if`, 70 deep, each with its view padded: more branches than a piece
    /// holds, read in two goes, each branch a step, in order.
    func testDeeplyNestedBranchesAreEachAStep() throws {
        let nested = Self.nest(Text("a").bold(), depth: 70)
        let views = Expansion.expand(nested, recordingSteps: true)
        XCTAssertEqual(views.count, 1)
        XCTAssertTrue(views.first?.value is Text)
        XCTAssertEqual(views.first?.modifiers.count, 70)
        let expected = (0..<70).map { ViewIdentity.Step.branch($0 % 2 == 0) }
        XCTAssertEqual(views.first?.steps, expected)
    }

    /// `view` in `depth` branches, the outermost the first one, then the second, alternately,
    /// each with a padding.
    private static func nest(_ view: any View, depth: Int) -> any View {
        guard depth > 0 else { return view }
        func first<C: View>(_ content: C) -> any View {
            let conditional: _ConditionalContent<C, EmptyView> = ViewBuilder.buildEither(first: content)
            return conditional
        }
        func second<C: View>(_ content: C) -> any View {
            let conditional: _ConditionalContent<EmptyView, C> = ViewBuilder.buildEither(second: content)
            return conditional
        }
        func branch<V: View>(_ view: V) -> any View {
            depth % 2 == 1 ? first(view.padding()) : second(view.padding())
        }
        return nest(branch(view), depth: depth - 1)
    }

    func testTheFastTextReadingAgreesWithTheGeneralOne() throws {
        let texts: [Text] = [Text("a"), Text("a").bold() + Text("b") + Text("c").italic(), Text(""), Text(verbatim: "é")]
        for text in texts {
            let fast = TextStrings.string(of: text)
            XCTAssertNotNil(fast)
            let segments = try TextReading.segments(of: text, locale: nil).map(\.string).joined()
            XCTAssertEqual(fast, segments)
        }
        XCTAssertNil(TextStrings.string(of: Image(systemName: "star")))
        XCTAssertEqual(try TextReading.string(of: Text("x") + Text("y")), "xy")
    }
}
