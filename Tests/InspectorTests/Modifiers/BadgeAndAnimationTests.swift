import Foundation
import Inspector
import ViewTree
import XCTest

final class BadgeAndAnimationTests: XCTestCase {
    func testBadgeForms() throws {
        XCTAssertEqual(try Text("Inbox").badge(3).inspect().text().badge().string(), "3")
        XCTAssertEqual(try Text("Inbox").badge(Text("new")).inspect().text().badge().string(), "new")
        XCTAssertEqual(try Text("Inbox").badge("key").inspect().text().badge().string(), "key")
        let label: String? = "label"
        XCTAssertEqual(try Text("Inbox").badge(label).inspect().text().badge().string(), "label")
        XCTAssertEqual(try Text("Inbox").badge(Substring("sub")).inspect().text().badge().string(), "sub")
        XCTAssertEqual(try Text("Inbox").badge(2).inspect().text().badge().pathToRoot, "text().badge()")
    }

    func testNoBadge() throws {
        XCTAssertThrowsError(try Text("Inbox").badge(0).inspect().text().badge()) { error in
            XCTAssertEqual("\(error)", "text().badge(): Text's badge cannot be read: it shows none (.badge(0) or .badge(nil))")
        }
        XCTAssertThrowsError(try Text("Inbox").badge(Text?.none).inspect().text().badge()) { error in
            XCTAssertEqual("\(error)", "text().badge(): Text's badge cannot be read: it shows none (.badge(0) or .badge(nil))")
        }
        XCTAssertThrowsError(try Text("Inbox").inspect().text().badge()) { error in
            XCTAssertEqual("\(error)", "text().badge(): Text has no badge; it has no modifiers")
        }
    }

    func testAnimation() throws {
        XCTAssertEqual(
            try Text("a").animation(.easeIn(duration: 0.3), value: 1).inspect().text().animation(), .easeIn(duration: 0.3))
        XCTAssertNil(try Text("a").animation(nil, value: true).inspect().text().animation())
        XCTAssertEqual(try Text("a").animation(.spring, value: "x").inspect().text().animation(), .spring)
        XCTAssertNotEqual(Animation.easeIn, .easeOut)
        XCTAssertThrowsError(try Text("a").inspect().text().animation()) { error in
            XCTAssertEqual("\(error)", "text().animation(): Text has no animation; it has no modifiers")
        }
    }

    @available(*, deprecated)
    func testDeprecatedAnimation() throws {
        XCTAssertEqual(try Text("a").animation(.linear).inspect().text().animation(), .linear)
    }

    func testAnimationsAsWrittenInSource() {
        let cases: [(Animation, String)] = [
            (.default, ".default"), (.easeIn, ".easeIn"), (.easeOut(duration: 1), ".easeOut(duration: 1.0)"),
            (.easeInOut, ".easeInOut"), (.linear(duration: 2), ".linear(duration: 2.0)"),
            (.spring(response: 0.3, dampingFraction: 0.5), ".spring(response: 0.3, dampingFraction: 0.5, blendDuration: 0.0)"),
            (.spring(duration: 0.5, bounce: 0.25), ".spring(response: 0.5, dampingFraction: 0.75, blendDuration: 0.0)"),
            (.interactiveSpring, ".interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)"),
            (.interactiveSpring(response: 1), ".interactiveSpring(response: 1.0, dampingFraction: 0.86, blendDuration: 0.25)"),
            (.spring(), ".spring(response: 0.55, dampingFraction: 0.825, blendDuration: 0.0)"),
            (.interactiveSpring(), ".interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)"),
            (.bouncy, ".bouncy"), (.smooth, ".smooth"), (.snappy, ".snappy"),
            (.easeIn.delay(1).speed(2), ".easeIn.delay(1.0).speed(2.0)"),
            (.linear.repeatCount(3), ".linear.repeatCount(3, autoreverses: true)"),
            (.linear.repeatForever(autoreverses: false), ".linear.repeatForever(autoreverses: false)"),
        ]
        for (animation, written) in cases {
            XCTAssertEqual(animation.description, written)
        }
    }

    func testWithAnimationAndWithTransactionRunTheirBodyAtOnce() throws {
        var count = 0
        let result = withAnimation { count += 1; return count }
        XCTAssertEqual(result, 1)
        withAnimation(.linear(duration: 1)) { count += 1 }
        withTransaction(Transaction(animation: .easeIn)) { count += 1 }
        XCTAssertEqual(count, 3)
        XCTAssertThrowsError(try withAnimation(nil) { throw CancellationError() })
        XCTAssertEqual(Transaction(animation: .easeIn).animation, .easeIn)
        XCTAssertNil(Transaction().animation)
    }

    func testTransition() throws {
        XCTAssertEqual(try Text("a").transition(.slide).inspect().text().transition(), .slide)
        let combined = AnyTransition.move(edge: .bottom).combined(with: .opacity)
        XCTAssertEqual(try Text("a").transition(combined).inspect().text().transition(), combined)
        XCTAssertNotEqual(AnyTransition.move(edge: .top), .move(edge: .bottom))
        XCTAssertThrowsError(try Text("a").inspect().text().transition()) { error in
            XCTAssertEqual("\(error)", "text().transition(): Text has no transition; it has no modifiers")
        }
    }

    func testTransitionsAsWrittenInSource() {
        let cases: [(AnyTransition, String)] = [
            (.identity, ".identity"), (.opacity, ".opacity"), (.slide, ".slide"), (.scale, ".scale"),
            (.scale(scale: 0.5), ".scale(scale: 0.5, anchor: UnitPoint(x: 0.5, y: 0.5))"),
            (.move(edge: .leading), ".move(edge: .leading)"), (.push(from: .trailing), ".push(from: .trailing)"),
            (.offset(x: 1, y: 2), ".offset(x: 1.0, y: 2.0)"), (.offset(CGSize(width: 3, height: 0)), ".offset(x: 3.0, y: 0.0)"),
            (.asymmetric(insertion: .opacity, removal: .slide), ".asymmetric(insertion: .opacity, removal: .slide)"),
            (.opacity.combined(with: .scale), ".opacity.combined(with: .scale)"),
            (.opacity.animation(.easeIn), ".opacity.animation(.easeIn)"), (.slide.animation(nil), ".slide.animation(nil)"),
        ]
        for (transition, written) in cases {
            XCTAssertEqual(transition.description, written)
        }
    }

    func testTreeDumpShowsTheValues() throws {
        let sut = Text("a").badge(2).animation(.easeIn, value: 1).transition(.move(edge: .top))
        XCTAssertEqual(
            try sut.inspect().treeDump(), "text() \"a\" .badge(\"2\") .animation(.easeIn) .transition(.move(edge: .top))")
    }
}
