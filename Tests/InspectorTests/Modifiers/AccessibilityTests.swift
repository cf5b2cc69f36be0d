import Inspector
import ViewTree
import XCTest

final class AccessibilityTests: XCTestCase {
    func testLabelIdentifierHintValue() throws {
        let sut = Image("gear")
            .accessibilityLabel("Settings")
            .accessibilityIdentifier("settings.button")
            .accessibilityHint(Text("Opens the settings"))
            .accessibilityValue("On")
        let image = try sut.inspect().image()
        XCTAssertEqual(try image.accessibilityLabel().string(), "Settings")
        XCTAssertEqual(try image.accessibilityLabel().pathToRoot, "image().accessibilityLabel()")
        XCTAssertEqual(try image.accessibilityIdentifier(), "settings.button")
        XCTAssertEqual(try image.accessibilityHint().string(), "Opens the settings")
        XCTAssertEqual(try image.accessibilityValue().string(), "On")
    }

    func testLabelFromAString() throws {
        let name = "Profile"
        XCTAssertEqual(try Image("p").accessibilityLabel(name).inspect().image().accessibilityLabel().string(), "Profile")
    }

    func testMissingAccessibilityProperties() throws {
        let image = try Image("gear").accessibilityIdentifier("id").inspect().image()
        XCTAssertThrowsError(try image.accessibilityLabel()) { error in
            XCTAssertEqual(
                "\(error)", "image().accessibilityLabel(): Image has no accessibilityLabel; its modifiers: .accessibilityIdentifier")
        }
        XCTAssertThrowsError(try Image("gear").inspect().image().accessibilityIdentifier()) { error in
            XCTAssertEqual("\(error)", "image().accessibilityIdentifier(): Image has no accessibilityIdentifier; it has no modifiers")
        }
    }

    func testLabelWithAText() throws {
        let sut = Image(systemName: "gear").accessibilityLabel(Text("Settings"))
        XCTAssertEqual(try sut.inspect().image().accessibilityLabel().string(), "Settings")
        XCTAssertEqual(try sut.inspect().image().accessibleName(), "Settings")
    }

    func testAddedAndRemovedTraits() throws {
        let sut = VStack {
            Text("Inbox").accessibilityAddTraits(.isHeader)
            Button("Save") {}.accessibilityAddTraits([.isSelected, .isLink]).accessibilityRemoveTraits(.isButton)
            Image("logo").accessibilityRemoveTraits(.isImage)
            HStack { Text("a") }
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.text(0).accessibilityTraits(), [.isStaticText, .isHeader])
        XCTAssertEqual(try vStack.button(1).accessibilityTraits(), [.isSelected, .isLink])
        XCTAssertEqual(try vStack.image(2).accessibilityTraits(), [])
        XCTAssertEqual(try vStack.hStack(3).accessibilityTraits(), [])
    }

    func testTraitsOfEveryModifierAddUp() throws {
        let sut = Text("a").accessibilityAddTraits(.isButton).accessibilityAddTraits(.isSelected)
            .accessibilityRemoveTraits(.isStaticText)
        XCTAssertEqual(try sut.inspect().text().accessibilityTraits(), [.isButton, .isSelected])
    }

    func testEveryTraitHasItsSwiftUIName() throws {
        let all: AccessibilityTraits = [
            .isButton, .isHeader, .isSelected, .isLink, .isSearchField, .isImage, .playsSound, .isKeyboardKey,
            .isStaticText, .isSummaryElement, .updatesFrequently, .startsMediaSession, .allowsDirectInteraction,
            .causesPageTurn, .isModal, .isToggle, .isTabBar,
        ]
        let sut = EmptyView().accessibilityAddTraits(all)
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            "emptyView() .accessibilityAddTraits([.isButton, .isHeader, .isSelected, .isLink, .isSearchField, .isImage,"
                + " .playsSound, .isKeyboardKey, .isStaticText, .isSummaryElement, .updatesFrequently,"
                + " .startsMediaSession, .allowsDirectInteraction, .causesPageTurn, .isModal, .isToggle, .isTabBar])")
    }

    func testHiddenAndSortPriority() throws {
        let sut = VStack {
            Image("bg").accessibilityHidden(true)
            Text("Title").accessibilitySortPriority(2)
            Text("Shown").accessibilityHidden(false).accessibilityHidden(true)
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.image(0).accessibilityHidden(), true)
        XCTAssertEqual(try vStack.text(1).accessibilitySortPriority(), 2)
        // The innermost modifier is the one that applies, as for labels.
        XCTAssertEqual(try vStack.text(2).accessibilityHidden(), false)
        XCTAssertThrowsError(try vStack.text(1).accessibilityHidden()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().text(1).accessibilityHidden(): Text has no accessibilityHidden; its modifiers: .accessibilitySortPriority")
        }
        XCTAssertThrowsError(try vStack.image(0).accessibilitySortPriority()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().image(0).accessibilitySortPriority(): Image has no accessibilitySortPriority; its modifiers: .accessibilityHidden")
        }
    }

    func testChildBehavior() throws {
        let sut = VStack {
            HStack { Text("a") }.accessibilityElement()
            HStack { Text("b") }.accessibilityElement(children: .contain)
            HStack { Text("c") }.accessibilityElement(children: .combine)
            HStack { Text("d") }
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.hStack(0).accessibilityChildBehavior(), .ignore)
        XCTAssertEqual(try vStack.hStack(1).accessibilityChildBehavior(), .contain)
        XCTAssertEqual(try vStack.hStack(2).accessibilityChildBehavior(), .combine)
        XCTAssertThrowsError(try vStack.hStack(3).accessibilityChildBehavior()) { error in
            XCTAssertEqual(
                "\(error)", "vStack().hStack(3).accessibilityChildBehavior(): HStack has no accessibilityElement; it has no modifiers")
        }
    }

    func testTreeDumpShowsTheModifiers() throws {
        let sut = VStack {
            Text("Inbox").accessibilityAddTraits(.isHeader).accessibilitySortPriority(1)
            Image("logo").accessibilityRemoveTraits(.isImage).accessibilityHidden(true)
            HStack { Text("a") }.accessibilityElement(children: .combine)
            HStack { Text("b") }.accessibilityElement()
        }
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            vStack()
              text(0) "Inbox" .accessibilityAddTraits(.isHeader) .accessibilitySortPriority(1.0)
              image(1) "logo" .accessibilityRemoveTraits(.isImage) .accessibilityHidden(true)
              hStack(2) .accessibilityElement(children: .combine)
                text(0) "a"
              hStack(3) .accessibilityElement(children: .ignore)
                text(0) "b"
            """)
    }

    func testHintAndValueFromStrings() throws {
        let hint = "Opens the settings"
        let value = "On"
        let image = try Image("gear").accessibilityHint(hint).accessibilityValue(value[...]).inspect().image()
        XCTAssertEqual(try image.accessibilityHint().string(), hint)
        XCTAssertEqual(try image.accessibilityValue().string(), value)
    }
}
