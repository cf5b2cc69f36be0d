import Foundation
import Inspector
import ViewTree
import XCTest

// The example of Docs/Appearance.md's "Symbol effects, phase animators, visual effects and
// scroll transitions", as written there.

private struct Inbox: View {
    @State var unread = 3
    var body: some View {
        VStack {
            Image(systemName: "bell").symbolEffect(.bounce.up, value: unread)
            Text("New").phaseAnimator([false, true]) { text, highlighted in
                text.opacity(highlighted ? 1 : 0.5)
            }
            Text("Title").visualEffect { content, proxy in content.offset(y: proxy.size.height / 10) }
            Text("Row").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
        }
    }
}

final class AppearanceEffectsDocTests: XCTestCase {
    func testSymbolEffectsPhaseAnimatorsVisualEffectsAndScrollTransitions() throws {
        let stack = try Inbox().inspect().vStack()
        XCTAssertEqual(try stack.image(0).symbolEffect().effect.description, ".bounce.up")
        XCTAssertEqual(try stack.image(0).symbolEffect().value as? Int, 3)
        let animator = try stack.phaseAnimator(1)
        XCTAssertEqual(try animator.phases(Bool.self), [false, true])
        XCTAssertEqual(try animator.placeholderContentView().opacity(), 0.5)
        XCTAssertEqual(try animator.contentView(phase: true).opacity(), 1)
        XCTAssertEqual(try stack.text(2).visualEffect(size: CGSize(width: 100, height: 40)).offset(), CGSize(width: 0, height: 4))
        XCTAssertEqual(try stack.text(3).scrollTransition(phase: .topLeading).opacity(), 0.3)
    }
}
