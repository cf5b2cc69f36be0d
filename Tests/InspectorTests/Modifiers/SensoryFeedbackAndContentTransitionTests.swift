import Inspector
import ViewTree
import XCTest

private struct Counter: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("\(count)")
                .contentTransition(.numericText(countsDown: true))
                .sensoryFeedback(.increase, trigger: count) { old, new in new > old }
            Button("Add") { count += 1 }
                .sensoryFeedback(trigger: count) { old, new in new % 10 == 0 ? .impact(weight: .heavy, intensity: 0.5) : nil }
        }
        .contentTransition(.opacity)
    }
}

final class SensoryFeedbackAndContentTransitionTests: XCTestCase {
    func testSensoryFeedbackIsReadAndResolved() throws {
        let stack = try Counter().inspect().vStack()
        XCTAssertEqual(try stack.text(0).sensoryFeedback(), .increase)
        XCTAssertEqual(try stack.text(0).sensoryFeedback(from: 1, to: 2), .increase)
        XCTAssertNil(try stack.text(0).sensoryFeedback(from: 2, to: 1), "the condition is false")
        XCTAssertNil(try stack.text(0).sensoryFeedback(from: 2, to: 2), "the trigger did not change")
        XCTAssertEqual(try stack.button(1).sensoryFeedback(from: 9, to: 10), .impact(weight: .heavy, intensity: 0.5))
        XCTAssertNil(try stack.button(1).sensoryFeedback(from: 3, to: 4))
        XCTAssertEqual(SensoryFeedback.impact(flexibility: .soft).description, ".impact(flexibility: .soft, intensity: 1.0)")
        XCTAssertEqual(
            try Text("a").sensoryFeedback(.success, trigger: true).inspect().text().sensoryFeedback(from: false, to: true), .success)
    }

    func testSensoryFeedbackErrors() throws {
        let stack = try Counter().inspect().vStack()
        XCTAssertThrowsError(try stack.button(1).sensoryFeedback()) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Counter.self).vStack().button(1).sensoryFeedback(): Button's sensory feedback cannot be read:"
                    + " a closure chooses it; use sensoryFeedback(from:to:)")
        }
        XCTAssertThrowsError(try stack.text(0).sensoryFeedback(from: "a", to: "b")) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Counter.self).vStack().text(0).sensoryFeedback(from:to:): from: a is a String; the trigger is a Int")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().sensoryFeedback()) { error in
            XCTAssertEqual("\(error)", "text().sensoryFeedback(): Text has no .sensoryFeedback; it has no modifiers")
        }
        XCTAssertEqual(
            try stack.text(0).treeDump().components(separatedBy: "\n").first,
            "view(Counter.self).vStack().text(0) \"0\" .contentTransition(.numericText(countsDown: true)) .sensoryFeedback(.increase, trigger: 0)")
    }

    func testContentTransitionIsInherited() throws {
        let stack = try Counter().inspect().vStack()
        XCTAssertEqual(try stack.text(0).contentTransition(), .numericText(countsDown: true))
        XCTAssertEqual(try stack.button(1).contentTransition(), .opacity)
        XCTAssertEqual(ContentTransition.numericText(value: 3).description, ".numericText(value: 3.0)")
        XCTAssertNotEqual(ContentTransition.identity, .interpolate)
        XCTAssertThrowsError(try Text("a").inspect().text().contentTransition()) { error in
            XCTAssertEqual("\(error)", "text().contentTransition(): Text has no .contentTransition; it has no modifiers")
        }
    }
}
