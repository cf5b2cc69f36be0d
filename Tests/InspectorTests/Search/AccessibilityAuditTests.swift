import Foundation
import Inspector
import ViewTree
import XCTest

/// `accessibilityAudit()` and `assertAccessible()`: each rule, and the failure output.
final class AccessibilityAuditTests: XCTestCase {
    private let url = URL(fileURLWithPath: "/help")

    func testAnAccessibleScreenHasNoIssues() throws {
        let sut = VStack {
            Text("Settings").accessibilityAddTraits(.isHeader)
            Button { } label: { Image(systemName: "trash") }.accessibilityLabel("Delete")
            Link("Help", destination: url)
            Image("logo", label: Text("Company logo"))
            Image(decorative: "divider")
            Image(systemName: "sparkles").accessibilityHidden(true)
            TextField("Email", text: .constant(""))
            TextField("", text: .constant(""), prompt: Text("Name"))
            SecureField("", text: .constant("")).accessibilityLabel("Password")
            Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
            Text("a").accessibilityIdentifier("a")
            Text("b").accessibilityIdentifier("b")
        }
        XCTAssertEqual(try sut.inspect().accessibilityAudit(), [])
        XCTAssertNoThrow(try sut.inspect().assertAccessible())
    }

    func testButtonWithoutName() throws {
        let sut = HStack {
            Button { } label: { Image(systemName: "trash") }
            Image(systemName: "plus").onTapGesture {}.accessibilityAddTraits(.isButton)
            Button { } label: { EmptyView() }
        }
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.description), [
            "[buttonWithoutName] hStack().button(0): Button has no accessible name: add a text to its label or .accessibilityLabel(_:)",
            "[buttonWithoutName] hStack().image(1): Image (role .button) has no accessible name: add a text to its label or .accessibilityLabel(_:)",
            "[buttonWithoutName] hStack().button(2): Button has no accessible name: add a text to its label or .accessibilityLabel(_:)",
        ])
    }

    func testLinkWithoutName() throws {
        let sut = Link(destination: url) { Image(systemName: "questionmark.circle") }
        let issues = try sut.inspect().accessibilityAudit()
        XCTAssertEqual(issues.map(\.rule), [.linkWithoutName])
        XCTAssertEqual(issues.first?.pathToRoot, "link()")
        XCTAssertEqual(issues.first?.message, "Link has no accessible name: add a text to its label or .accessibilityLabel(_:)")
    }

    func testImageWithoutLabel() throws {
        let sut = VStack {
            Image(systemName: "star")
            Image("photo")
            // Inside a labelled control, the image is part of the control.
            Label("Favorites", systemImage: "star")
            // Inside a combined element, too.
            HStack { Image("flag"); Text("Reported") }.accessibilityElement(children: .combine)
        }
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.description), [
            "[imageWithoutLabel] vStack().image(0): Image systemName: \"star\" is neither labelled nor hidden: label it"
                + " (Image(_:label:) or .accessibilityLabel(_:)), or hide it if it is decoration (Image(decorative:) or"
                + " .accessibilityHidden(true))",
            "[imageWithoutLabel] vStack().image(1): Image \"photo\" is neither labelled nor hidden: label it"
                + " (Image(_:label:) or .accessibilityLabel(_:)), or hide it if it is decoration (Image(decorative:) or"
                + " .accessibilityHidden(true))",
        ])
    }

    func testTextFieldWithoutLabel() throws {
        let sut = Form {
            TextField("", text: .constant(""))
            SecureField("", text: .constant(""))
            TextEditor(text: .constant(""))
            TextEditor(text: .constant("")).accessibilityLabel("Notes")
        }
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.description), [
            "[textFieldWithoutLabel] form().textField(0): TextField has no label or prompt: give it a title, a prompt or .accessibilityLabel(_:)",
            "[textFieldWithoutLabel] form().secureField(1): SecureField has no label or prompt: give it a title, a prompt or .accessibilityLabel(_:)",
            "[textFieldWithoutLabel] form().textEditor(2): TextEditor has no label or prompt: give it a title, a prompt or .accessibilityLabel(_:)",
        ])
    }

    func testDuplicateIdentifier() throws {
        let sut = List {
            Text("Milk").accessibilityIdentifier("row")
            Text("Eggs").accessibilityIdentifier("row")
            Text("Bread").accessibilityIdentifier("row")
            Text("Jam").accessibilityIdentifier("jam")
        }
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.description), [
            "[duplicateIdentifier] list().text(1): accessibility identifier \"row\" is also on list().text(0)",
            "[duplicateIdentifier] list().text(2): accessibility identifier \"row\" is also on list().text(0)",
        ])
    }

    func testDuplicateIdentifiersCountHiddenViews() throws {
        // UI tests find views by identifier whether or not a screen reader reads them.
        let sut = VStack {
            Text("a").accessibilityIdentifier("x").accessibilityHidden(true)
            Text("b").accessibilityIdentifier("x")
        }
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.rule), [.duplicateIdentifier])
    }

    func testHiddenControlLabel() throws {
        let sut = VStack {
            Toggle(isOn: .constant(true)) { Text("Wi-Fi").accessibilityHidden(true) }
            Button { } label: { Text("Save").hidden() }
            Slider(value: .constant(0.5)) { Text("Volume").accessibilityHidden(true) }
            // An accessibility label names the control instead.
            Stepper(value: .constant(1)) { Text("Count").accessibilityHidden(true) }.accessibilityLabel("Count")
        }
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.description), [
            "[hiddenControlLabel] vStack().toggle(0): Toggle's label is hidden from accessibility and it has no"
                + " .accessibilityLabel(_:): a screen reader reads it without a name",
            "[hiddenControlLabel] vStack().button(1): Button's label is hidden from accessibility and it has no"
                + " .accessibilityLabel(_:): a screen reader reads it without a name",
            "[hiddenControlLabel] vStack().slider(2): Slider's label is hidden from accessibility and it has no"
                + " .accessibilityLabel(_:): a screen reader reads it without a name",
        ])
    }

    func testHiddenViewsAreNotAudited() throws {
        let sut = VStack {
            Button { } label: { Image(systemName: "trash") }.accessibilityHidden(true)
            HStack { Image("a"); TextField("", text: .constant("")) }.accessibilityElement(children: .ignore)
                .accessibilityLabel("Row")
            Image("b").hidden()
        }
        XCTAssertEqual(try sut.inspect().accessibilityAudit(), [])
    }

    func testIgnoringRules() throws {
        let sut = VStack {
            Image(systemName: "star")
            Text("a").accessibilityIdentifier("x")
            Text("b").accessibilityIdentifier("x")
        }
        XCTAssertEqual(try sut.inspect().accessibilityAudit(ignoring: [.imageWithoutLabel]).map(\.rule), [.duplicateIdentifier])
        XCTAssertNoThrow(try sut.inspect().assertAccessible(ignoring: [.imageWithoutLabel, .duplicateIdentifier]))
    }

    func testAuditFromAView() throws {
        let sut = VStack {
            Image(systemName: "star")
            HStack { Image(systemName: "moon") }
        }
        let issues = try sut.inspect().vStack().hStack(1).accessibilityAudit()
        XCTAssertEqual(issues.map(\.pathToRoot), ["vStack().hStack(1).image(0)"])
    }

    func testAssertAccessibleListsEveryIssue() throws {
        let sut = VStack {
            Button { } label: { Image(systemName: "trash") }
            TextField("", text: .constant(""))
        }
        XCTAssertThrowsError(try sut.inspect().assertAccessible()) { error in
            XCTAssertEqual((error as? InspectionError)?.reason, .accessibilityIssues(count: 2))
            XCTAssertEqual(
                "\(error)",
                """
                vStack().assertAccessible(): found 2 accessibility issues
                [buttonWithoutName] vStack().button(0): Button has no accessible name: add a text to its label or .accessibilityLabel(_:)
                [textFieldWithoutLabel] vStack().textField(1): TextField has no label or prompt: give it a title, a prompt or .accessibilityLabel(_:)
                """)
        }
        XCTAssertThrowsError(try Image("a").inspect().assertAccessible()) { error in
            XCTAssertEqual(
                "\(error)",
                """
                image().assertAccessible(): found 1 accessibility issue
                [imageWithoutLabel] image(): Image "a" is neither labelled nor hidden: label it (Image(_:label:) or \
                .accessibilityLabel(_:)), or hide it if it is decoration (Image(decorative:) or .accessibilityHidden(true))
                """)
        }
    }

    func testAViewThatCannotBeInspectedFailsTheAudit() throws {
        let sut = VStack { Failing() }
        XCTAssertThrowsError(try sut.inspect().accessibilityAudit()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().accessibilityAudit(): Failing reads @EnvironmentObject var model: Model, but no Model was provided"
                    + " with .environmentObject(_:) on it or an ancestor")
        }
        XCTAssertThrowsError(try sut.inspect().assertAccessible()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().assertAccessible(): Failing reads @EnvironmentObject var model: Model, but no Model was provided"
                    + " with .environmentObject(_:) on it or an ancestor")
        }
    }

    func testAdjustableWithoutValue() throws {
        let sut = VStack {
            Text("Rating").accessibilityAdjustableAction { _ in }
            Text("Volume").accessibilityValue("5").accessibilityAdjustableAction { _ in }
            Slider(value: .constant(0.5)) { Text("Speed") }.accessibilityAdjustableAction { _ in }
            HStack { Image(systemName: "star") }.accessibilityElement().accessibilityLabel("Stars")
                .accessibilityAdjustableAction { _ in }
            // Not an element: no role, no label.
            Color.red.accessibilityAdjustableAction { _ in }
            // Hidden views are not audited.
            Text("Pages").accessibilityAdjustableAction { _ in }.accessibilityHidden(true)
        }
        let message = "has .accessibilityAdjustableAction(_:) but no .accessibilityValue(_:):"
            + " a screen reader has no value to read after an adjustment"
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.description), [
            "[adjustableWithoutValue] vStack().text(0): Text \(message)",
            "[adjustableWithoutValue] vStack().hStack(3): HStack \(message)",
        ])
        XCTAssertEqual(try sut.inspect().accessibilityAudit(ignoring: [.adjustableWithoutValue]), [])
    }

    func testRuleIdentifiers() {
        XCTAssertEqual(AccessibilityAuditRule.allCases.map(\.description), [
            "buttonWithoutName", "linkWithoutName", "imageWithoutLabel", "textFieldWithoutLabel", "duplicateIdentifier",
            "hiddenControlLabel", "adjustableWithoutValue",
        ])
    }
}

private final class Model: ObservableObject {}

private struct Failing: View {
    @EnvironmentObject var model: Model
    var body: some View { Text("a") }
}
