import Foundation
import Inspector
import ViewTree
import XCTest

// Custom transitions: the Transition protocol, TransitionPhase, AnyTransition(_:), and
// transitionBody(phase:) rendering a body for a phase.

private struct Twirl: Transition, Hashable {
    var turns: Double = 1
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .rotationEffect(.degrees(phase.value * 90 * turns))
    }
}

private struct Fade: Transition {
    static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Not `Hashable`: compared field by field.
private struct Slide: Transition {
    var offset: Double
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(x: phase.isIdentity ? 0 : offset)
    }
}

private struct Card: View {
    var body: some View {
        VStack {
            Text("Twirled").transition(Twirl())
            Text("Combined").transition(AnyTransition(Fade()).combined(with: .slide))
            Text("Built in").transition(.opacity)
        }
    }
}

final class CustomTransitionTests: XCTestCase {
    func testPhases() {
        XCTAssertTrue(TransitionPhase.identity.isIdentity)
        XCTAssertFalse(TransitionPhase.willAppear.isIdentity)
        XCTAssertEqual([TransitionPhase.willAppear, .identity, .didDisappear].map(\.value), [-1, 0, 1])
        XCTAssertTrue(Twirl.properties.hasMotion)
        XCTAssertFalse(Fade.properties.hasMotion)
    }

    func testTransitionsThatAreNotHashableCompareTheirFields() {
        XCTAssertEqual(AnyTransition(Slide(offset: 10)), AnyTransition(Slide(offset: 10)))
        XCTAssertNotEqual(AnyTransition(Slide(offset: 10)), AnyTransition(Slide(offset: 20)))
        XCTAssertNotEqual(AnyTransition(Slide(offset: 10)), AnyTransition(Fade()))
    }

    func testTheTransitionIsReadAsAnAnyTransition() throws {
        let text = try Card().inspect().vStack().text(0)
        XCTAssertEqual(try text.transition(), AnyTransition(Twirl()))
        XCTAssertNotEqual(try text.transition(), AnyTransition(Twirl(turns: 2)))
        XCTAssertEqual(try text.transition().description, "AnyTransition(Twirl(turns: 1.0))")
    }

    func testTheBodyIsRenderedForEachPhase() throws {
        let text = try Card().inspect().vStack().text(0)
        XCTAssertEqual(try text.transitionBody(phase: .willAppear).opacity(), 0)
        XCTAssertEqual(try text.transitionBody(phase: .willAppear).rotation().angle, .degrees(-90))
        XCTAssertEqual(try text.transitionBody(phase: .identity).opacity(), 1)
        XCTAssertEqual(try text.transitionBody(phase: .didDisappear).rotation().angle, .degrees(90))
    }

    func testTheBodysContentStandsForTheView() throws {
        let body = try Card().inspect().vStack().text(0).transitionBody(phase: .identity)
        XCTAssertEqual(try body.placeholderContentView().text().string(), "Twirled")
        XCTAssertEqual(try body.find(text: "Twirled").string(), "Twirled")
    }

    func testACombinedCustomTransitionIsFound() throws {
        let text = try Card().inspect().vStack().text(1)
        XCTAssertEqual(try text.transitionBody(phase: .didDisappear).opacity(), 0)
        XCTAssertEqual(try text.transition().description, "AnyTransition(Fade()).combined(with: .slide)")
    }

    func testABuiltInTransitionHasNoBody() throws {
        let text = try Card().inspect().vStack().text(2)
        XCTAssertThrowsError(try text.transitionBody(phase: .identity)) { error in
            XCTAssertTrue("\(error)".contains(".opacity is made of built-in transitions"), "\(error)")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().transitionBody(phase: .identity)) { error in
            XCTAssertTrue("\(error)".contains("Text has no transition"), "\(error)")
        }
    }
}
