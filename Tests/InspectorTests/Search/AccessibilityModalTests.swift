import Inspector
import ViewTree
import XCTest

/// A view with the `.isModal` trait keeps a screen reader inside it.
final class AccessibilityModalTests: XCTestCase {
    private struct Screen: View {
        var showsAlert = true
        var body: some View {
            ZStack {
                VStack {
                    Text("Inbox").accessibilityAddTraits(.isHeader)
                    Button("Compose") {}
                }
                if showsAlert {
                    VStack {
                        Text("Delete the draft?")
                        Button("Delete") {}
                        Button("Cancel") {}
                    }
                    .accessibilityAddTraits(.isModal)
                }
            }
        }
    }

    func testOnlyWhatIsInsideTheModalViewIsFound() throws {
        let sut = try Screen().inspect()
        XCTAssertEqual(try sut.findAll(role: .button).map { try $0.accessibleName() }, ["Delete", "Cancel"])
        XCTAssertEqual(sut.findAll(role: .header).count, 0)
        XCTAssertTrue(try sut.zStack().vStack(0).button(1).isAccessibilityHidden())
        XCTAssertFalse(try sut.zStack().vStack(1).button(1).isAccessibilityHidden())
        // Without the modal view, everything is there again.
        XCTAssertEqual(try Screen(showsAlert: false).inspect().findAll(role: .button).map { try $0.accessibleName() }, ["Compose"])
    }

    func testTheErrorNamesTheModalView() throws {
        let sut = try Screen().inspect()
        XCTAssertThrowsError(try sut.find(role: .button, name: "Compose")) { error in
            XCTAssertEqual(Array("\(error)".components(separatedBy: "\n").prefix(5)), [
                #"view(Screen.self).find(role: .button, name: "Compose"): found no element with role .button named "Compose" (searched 12 views below)"#,
                #"view(Screen.self).zStack().vStack(0).button(1) has role .button and name "Compose", but the modal view at view(Screen.self).zStack().vStack(1) hides it (.accessibilityAddTraits(.isModal): a screen reader reaches only what is inside)."#,
                "The elements with role .button there:",
                #"  "Delete" at view(Screen.self).zStack().vStack(1).button(1)"#,
                #"  "Cancel" at view(Screen.self).zStack().vStack(1).button(2)"#,
            ])
        }
    }

    func testSearchingFromAViewOutsideTheModalViewFindsNothing() throws {
        let outside = try Screen().inspect().zStack().vStack(0)
        XCTAssertEqual(outside.findAll(role: .button).count, 0)
        XCTAssertThrowsError(try outside.findUnique(role: .button, name: "Compose"))
    }

    func testAModalViewRestrictsItsLevelOnly() throws {
        let sut = VStack {
            Button("Back") {}
            VStack {
                Button("Sort") {}
                Button("Filter") {}.accessibilityAddTraits(.isModal)
            }
            .accessibilityElement(children: .contain)
        }
        // The `.contain` view is the modal button's level: what is outside it is still read.
        XCTAssertEqual(try sut.inspect().findAll(role: .button).map { try $0.accessibleName() }, ["Back", "Filter"])
    }

    func testHiddenModalViewsAndRemovedTraitsDoNotCount() throws {
        let sut = VStack {
            Button("Save") {}
            Text("Saving…").accessibilityAddTraits(.isModal).accessibilityHidden(true)
            Text("Saved").accessibilityAddTraits(.isModal).accessibilityRemoveTraits(.isModal)
        }
        XCTAssertEqual(try sut.inspect().findAll(role: .button).map { try $0.accessibleName() }, ["Save"])
    }

    func testSeveralModalViewsAtOneLevelAreAllRead() throws {
        let sut = VStack {
            Button("Behind") {}
            Button("One") {}.accessibilityAddTraits(.isModal)
            Button("Two") {}.accessibilityAddTraits(.isModal)
        }
        XCTAssertEqual(try sut.inspect().findAll(role: .button).map { try $0.accessibleName() }, ["One", "Two"])
    }

    func testAnOverlayAppliedOutsideTheModalTraitIsOutsideTheModalView() throws {
        let sut = VStack {
            Text("Sheet").overlay(Button("Inside") {}).accessibilityAddTraits(.isModal).overlay(Button("Outside") {})
        }
        XCTAssertEqual(try sut.inspect().findAll(role: .button).map { try $0.accessibleName() }, ["Inside"])
    }

    func testTheAuditSkipsWhatTheModalViewHides() throws {
        let sut = VStack {
            Button { } label: { Image(systemName: "gear") }
            VStack { Button("OK") {} }.accessibilityAddTraits(.isModal)
        }
        XCTAssertEqual(try sut.inspect().accessibilityAudit(), [])
    }
}
