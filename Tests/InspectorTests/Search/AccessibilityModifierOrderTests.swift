import Inspector
import ViewTree
import XCTest

/// Accessibility modifiers apply to what they wrap: an overlay (a background, a custom
/// modifier's body) applied before a modifier is inside it, one applied after is not.
final class AccessibilityModifierOrderTests: XCTestCase {
    func testAHiddenViewHidesTheOverlaysAppliedBeforeButNotAfter() throws {
        let sut = VStack {
            Image("map").overlay(Button("Zoom") {}).accessibilityHidden(true)
            Image("map").accessibilityHidden(true).overlay(Button("Pan") {})
        }
        let root = try sut.inspect()
        XCTAssertTrue(try root.vStack().image(0).overlay().button().isAccessibilityHidden())
        XCTAssertFalse(try root.vStack().image(1).overlay().button().isAccessibilityHidden())
        XCTAssertTrue(try root.vStack().image(1).isAccessibilityHidden())
        XCTAssertEqual(try root.findAll(role: .button).map { try $0.accessibleName() }, ["Pan"])
        XCTAssertThrowsError(try root.find(role: .button, name: "Zoom")) { error in
            XCTAssertEqual(lines(of: error)[0...2].joined(separator: "\n"), """
                vStack().find(role: .button, name: "Zoom"): found no element with role .button named "Zoom" (searched 9 views below)
                vStack().image(0).overlay().button() has role .button and name "Zoom", but it is hidden by .accessibilityHidden(true) on vStack().image(0).
                The elements with role .button there:
                """)
        }
    }

    func testHiddenAndBackgroundsAndCustomModifiers() throws {
        let sut = VStack {
            Text("a").background(Text("behind")).hidden()
            Text("b").hidden().background(Text("shown behind"))
            Text("c").modifier(Badge()).accessibilityHidden(true)
            Text("d").accessibilityHidden(true).modifier(Badge())
        }
        let root = try sut.inspect()
        XCTAssertEqual(try root.findAll(role: .staticText).map { try $0.accessibleName() }, ["shown behind", "new"])
        XCTAssertEqual(root.findAll(role: .staticText).map(\.pathToRoot), [
            "vStack().text(1).background().text()", "vStack().text(3).modifier(Badge.self).viewModifierContent().overlay().text()",
        ])
    }

    func testAnElementTakesInOnlyTheOverlaysItWraps() throws {
        let sut = VStack {
            HStack { Text("Mail") }.overlay(Text("3")).accessibilityElement(children: .combine)
            HStack { Text("Chat") }.accessibilityElement(children: .combine).overlay(Text("5"))
            HStack { Text("x") }.overlay(Text("shown")).accessibilityElement(children: .ignore).accessibilityLabel("Row")
            HStack { Text("y") }.accessibilityElement(children: .ignore).overlay(Text("also shown"))
        }
        let root = try sut.inspect()
        XCTAssertEqual(try root.vStack().hStack(0).accessibleName(), "Mail, 3")
        XCTAssertEqual(try root.vStack().hStack(1).accessibleName(), "Chat")
        XCTAssertEqual(try root.findAll(role: .staticText).map { try $0.accessibleName() }, ["Mail, 3", "Chat", "5", "also shown"])
        XCTAssertTrue(try root.vStack().hStack(2).overlay().text().isAccessibilityHidden())
        XCTAssertTrue(try root.vStack().hStack(2).isAccessibilityElement())
    }

    func testAKindThatNamesItselfAndCombinesItsOverlays() throws {
        let sut = VStack {
            Image("mail", label: Text("Mail")).overlay(Text("3 new")).accessibilityElement(children: .combine)
            Button("Save") {}.overlay(Image(systemName: "star")).accessibilityElement(children: .combine)
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.image(0).accessibleName(), "Mail, 3 new")
        XCTAssertEqual(try vStack.image(0).accessibilityRoles(), [.image, .staticText])
        // The button's own label is not read twice, nor gives it another role.
        XCTAssertEqual(try vStack.button(1).accessibleName(), "Save")
        XCTAssertEqual(try vStack.button(1).accessibilityRoles(), [.button, .image])
    }
}

private struct Badge: ViewModifier {
    func body(content: Content) -> some View {
        content.overlay(Text("new"))
    }
}

private func lines(of error: Error) -> [String] {
    "\(error)".components(separatedBy: "\n")
}
