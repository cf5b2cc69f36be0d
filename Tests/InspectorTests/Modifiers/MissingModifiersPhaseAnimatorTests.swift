import Foundation
import Inspector
import ViewTree
import XCTest

/// `PhaseAnimator` and `phaseAnimator(_:content:animation:)`: the content is built for the
/// first phase; Inspector reads the phases and builds the content for any of them.
final class MissingModifiersPhaseAnimatorTests: XCTestCase {
    private struct Badge: View {
        @State private var taps = 0

        var body: some View {
            Button("Taps \(taps)") { taps += 1 }
                .phaseAnimator([1.0, 1.5, 2.0], trigger: taps) { button, scale in
                    button.scaleEffect(scale)
                } animation: { scale in
                    scale == 2.0 ? nil : .easeIn
                }
        }
    }

    func testTheModifierBuildsTheContentForTheFirstPhase() throws {
        let sut = Text("New").phaseAnimator([false, true]) { text, highlighted in
            text.opacity(highlighted ? 1 : 0.5)
        }
        let animator = try sut.inspect().phaseAnimator()
        XCTAssertEqual(try animator.phases(Bool.self), [false, true])
        XCTAssertEqual(try animator.phases().count, 2)
        XCTAssertEqual(try animator.placeholderContentView().opacity(), 0.5)
        XCTAssertEqual(try animator.contentView(phase: true).opacity(), 1)
        XCTAssertEqual(try animator.contentView(phase: true).placeholderContentView().text().string(), "New")
        XCTAssertEqual(try sut.inspect().find(text: "New").pathToRoot, "phaseAnimator().placeholderContentView().text()")
        XCTAssertEqual(try animator.animation(phase: true), .default)
    }

    func testTheViewTakesItsPhasesAndAnimations() throws {
        let sut = PhaseAnimator([1, 2, 3], trigger: "go") { phase in
            Text("phase \(phase)")
        } animation: { phase in
            phase == 3 ? .linear : nil
        }
        let animator = try sut.inspect().phaseAnimator()
        XCTAssertEqual(try animator.text().string(), "phase 1")
        XCTAssertEqual(try animator.contentView(phase: 3).text().string(), "phase 3")
        XCTAssertEqual(try animator.animation(phase: 3), .linear)
        XCTAssertNil(try animator.animation(phase: 2))
        XCTAssertThrowsError(try animator.contentView(phase: "3")) { error in
            XCTAssertEqual("\(error)", "phaseAnimator().contentView(phase: \"3\"): expected a phase of type Int, found String")
        }
        XCTAssertThrowsError(try animator.phases(String.self)) { error in
            XCTAssertEqual("\(error)", "phaseAnimator().phases(String.self): expected String, found Int")
        }
        XCTAssertThrowsError(try Text("a").inspect().phaseAnimator()) { error in
            XCTAssertEqual("\(error)", "phaseAnimator(): expected PhaseAnimator, found Text")
        }
    }

    func testWithoutPhasesThereIsNoContent() throws {
        let sut = PhaseAnimator([Int]()) { Text("\($0)") }
        XCTAssertThrowsError(try sut.inspect().phaseAnimator().text())
        XCTAssertEqual(try sut.inspect().phaseAnimator().phases(Int.self), [])
    }

    func testHostedContentKeepsItsState() throws {
        let hosted = ViewHosting.host(view: Badge())
        defer { ViewHosting.expel() }
        try hosted.inspect().find(button: "Taps 0").tap()
        let animator = try hosted.inspect().find(ViewType.PhaseAnimator.self)
        XCTAssertEqual(try animator.placeholderContentView().scaleEffect(), CGSize(width: 1, height: 1))
        XCTAssertEqual(try animator.contentView(phase: 2.0).scaleEffect(), CGSize(width: 2, height: 2))
        XCTAssertEqual(try animator.contentView(phase: 2.0).find(ViewType.Button.self).labelView().text().string(), "Taps 1")
        XCTAssertNil(try animator.animation(phase: 2.0))
        XCTAssertEqual(try animator.animation(phase: 1.5), .easeIn)
    }
}
