import Foundation
import Inspector
import Testing
import ViewTree
import XCTest

// Every example of Docs/Queries.md's "Queries by role" and "Accessibility audit", as written
// there.

private struct Checkout: View {
    @State private var saveCard = true
    var body: some View {
        Form {
            Text("Payment").accessibilityAddTraits(.isHeader)
            TextField("Card number", text: .constant(""))
            Toggle("Save card", isOn: $saveCard)
            Button { } label: { Image(systemName: "questionmark.circle") }
                .accessibilityLabel("Help")
            Button("Pay") {}
        }
    }
}

private struct Toolbar: View {
    var body: some View {
        HStack {
            Button { } label: { Image(systemName: "square.and.arrow.up") }
            Button("Done") {}
        }
    }
}

private struct Inbox: View {
    var confirming = true
    var body: some View {
        ZStack {
            Button("Compose") {}
            if confirming {
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

final class QueriesAccessibilityDocTests: XCTestCase {
    // MARK: - Queries by role

    func testQueriesByRole() throws {
        let sut = try Checkout().inspect()
        try sut.find(role: .button, name: "Pay").button().tap()
        let help = try sut.find(role: .button, name: "Help")
        let header = try sut.find(role: .header)
        let buttons = sut.findAll(role: .button)
        XCTAssertEqual(try buttons.map { try $0.accessibleName() }, ["Help", "Pay"])
        XCTAssertEqual(try header.text().string(), "Payment")
        XCTAssertEqual(help.pathToRoot, "view(Checkout.self).form().button(3)")
    }

    func testStrictFormAndMatchingNames() throws {
        let sut = try Checkout().inspect()
        let pay = try sut.findUnique(role: .button, name: "Pay")
        let card = try sut.find(role: .textField, name: .substring("card", options: .caseInsensitive))
        XCTAssertEqual(pay.pathToRoot, "view(Checkout.self).form().button(4)")
        XCTAssertEqual(try card.textField().input(), "")
        XCTAssertThrowsError(try sut.findUnique(role: .button))
    }

    func testRoles() throws {
        let sut = VStack {
            Text("Inbox").accessibilityAddTraits(.isHeader)
            Image(systemName: "plus").onTapGesture {}.accessibilityAddTraits(.isButton)
                .accessibilityRemoveTraits(.isImage).accessibilityLabel("New message")
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.text(0).accessibilityRoles(), [.header, .staticText])
        XCTAssertEqual(try vStack.text(0).accessibilityTraits(), [.isStaticText, .isHeader])
        XCTAssertEqual(try vStack.image(1).accessibilityRole(), .button)
        XCTAssertEqual(try sut.inspect().find(role: .button, name: "New message").pathToRoot, "vStack().image(1)")
    }

    func testSectionHeaders() throws {
        let sut = List {
            Section("Account") { Text("Email") }
            Section { Text("Wi-Fi") } header: { Label("Network", systemImage: "wifi") }
        }
        let headers = try sut.inspect().findAll(role: .header)
        XCTAssertEqual(try headers.map { try $0.accessibleName() }, ["Account", "Network"])
        XCTAssertEqual(headers[0].pathToRoot, "list().section(0).header().text()")
        XCTAssertEqual(try headers[0].accessibilityTraits(), [.isStaticText, .isHeader])
    }

    func testClassicTabs() throws {
        let sut = TabView {
            Text("Inbox").tabItem { Label("Home", systemImage: "house") }.tag(1)
            Text("Preferences").tabItem { Label("Settings", systemImage: "gear") }.tag(2)
        }
        let tabs = try sut.inspect().findAll(role: .tab)
        XCTAssertEqual(try tabs.map { try $0.accessibleName() }, ["Home", "Settings"])
        XCTAssertEqual(try sut.inspect().find(role: .tab, name: "Settings").pathToRoot, "tabView().text(1)")
        XCTAssertEqual(try tabs[0].accessibilityRoles(), [.tab, .staticText])
    }

    func testAccessibleNames() throws {
        let sut = VStack {
            Button { } label: { Label("Delete", systemImage: "trash") }
            Button { } label: { HStack { Image("mail", label: Text("Mail")); Text("3 new") } }
            TextField("", text: .constant(""), prompt: Text("Search"))
            Button { } label: { Image(systemName: "xmark") }
        }
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.button(0).accessibleName(), "Delete")
        XCTAssertEqual(try vStack.button(1).accessibleName(), "Mail, 3 new")
        XCTAssertEqual(try vStack.textField(2).accessibleName(), "Search")
        XCTAssertNil(try vStack.button(3).accessibleName())
    }

    func testHiddenViewsAndElements() throws {
        let sut = VStack {
            Button("Share") {}.accessibilityHidden(true)
            HStack { Image("star", label: Text("Favorite")); Text("Starred") }
                .accessibilityElement(children: .combine)
        }
        let root = try sut.inspect()
        XCTAssertTrue(try root.vStack().button(0).isAccessibilityHidden())
        XCTAssertEqual(root.findAll(role: .button).count, 0)
        XCTAssertEqual(try root.find(role: .image, name: "Favorite, Starred").pathToRoot, "vStack().hStack(1)")
        XCTAssertEqual(try root.vStack().hStack(1).accessibilityChildBehavior(), .combine)
    }

    func testModifierOrder() throws {
        let sut = VStack {
            Image("map").overlay(Button("Zoom") {}).accessibilityHidden(true)
            Image("map").accessibilityHidden(true).overlay(Button("Pan") {})
        }
        let root = try sut.inspect()
        XCTAssertTrue(try root.vStack().image(0).overlay().button().isAccessibilityHidden())
        XCTAssertFalse(try root.vStack().image(1).overlay().button().isAccessibilityHidden())
        XCTAssertEqual(try root.findAll(role: .button).map { try $0.accessibleName() }, ["Pan"])
    }

    func testReadingOrder() throws {
        let sut = VStack {
            Button("Back") {}
            VStack {
                Button("Like") {}
                Button("Share") {}.accessibilitySortPriority(1)
            }
            .accessibilityElement(children: .contain)
            .accessibilitySortPriority(2)
            Button("Buy") {}.accessibilitySortPriority(1)
        }
        let buttons = try sut.inspect().findAll(role: .button)
        XCTAssertEqual(try buttons.map { try $0.accessibleName() }, ["Share", "Like", "Buy", "Back"])
        XCTAssertEqual(try sut.inspect().find(role: .button).accessibleName(), "Share")
    }

    func testModalViews() throws {
        let sut = try Inbox().inspect()
        XCTAssertEqual(try sut.findAll(role: .button).map { try $0.accessibleName() }, ["Delete", "Cancel"])
        XCTAssertTrue(try sut.zStack().button(0).isAccessibilityHidden())
        XCTAssertEqual(try Inbox(confirming: false).inspect().findAll(role: .button).count, 1)
        XCTAssertThrowsError(try sut.find(role: .button, name: "Compose")) { error in
            XCTAssertEqual("\(error)", """
                view(Inbox.self).find(role: .button, name: "Compose"): found no element with role .button named "Compose" (searched 10 views below)
                view(Inbox.self).zStack().button(0) has role .button and name "Compose", but the modal view at view(Inbox.self).zStack().vStack(1) hides it (.accessibilityAddTraits(.isModal): a screen reader reaches only what is inside).
                The elements with role .button there:
                  "Delete" at view(Inbox.self).zStack().vStack(1).button(1)
                  "Cancel" at view(Inbox.self).zStack().vStack(1).button(2)
                Searched views (as Inspector sees them):
                view(Inbox.self)
                  zStack()
                    button(0)
                      labelView().text() "Compose"
                    vStack(1) .accessibilityAddTraits(.isModal)
                      text(0) "Delete the draft?"
                      button(1)
                        labelView().text() "Delete"
                      button(2)
                        labelView().text() "Cancel"
                """)
        }
    }

    func testWhenNothingMatches() throws {
        let sut = try Checkout().inspect()
        XCTAssertThrowsError(try sut.find(role: .button, name: "Pay now")) { error in
            XCTAssertEqual("\(error)", """
                view(Checkout.self).find(role: .button, name: "Pay now"): found no element with role .button named "Pay now" (searched 11 views below)
                The elements with role .button there:
                  "Help" at view(Checkout.self).form().button(3)
                  "Pay" at view(Checkout.self).form().button(4)
                Searched views (as Inspector sees them):
                view(Checkout.self)
                  form()
                    text(0) "Payment" .accessibilityAddTraits(.isHeader)
                    textField(1) input: ""
                      labelView().text() "Card number"
                    toggle(2) isOn: true
                      labelView().text() "Save card"
                    button(3) .accessibilityLabel("Help")
                      labelView().image() systemName: "questionmark.circle"
                    button(4)
                      labelView().text() "Pay"
                """)
        }
    }

    // MARK: - Accessibility audit

    func testAssertAccessible() throws {
        XCTAssertThrowsError(try Toolbar().inspect().assertAccessible()) { error in
            XCTAssertEqual("\(error)", """
                view(Toolbar.self).assertAccessible(): found 1 accessibility issue
                [buttonWithoutName] view(Toolbar.self).hStack().button(0): Button has no accessible name: add a text to its label or .accessibilityLabel(_:)
                """)
        }
        let issues = try Toolbar().inspect().accessibilityAudit()
        XCTAssertEqual(issues.map(\.rule), [.buttonWithoutName])
        XCTAssertEqual(issues.map(\.pathToRoot), ["view(Toolbar.self).hStack().button(0)"])
    }

    func testIgnoring() throws {
        let sut = VStack {
            Text("a").accessibilityIdentifier("x")
            Text("b").accessibilityIdentifier("x")
        }
        XCTAssertThrowsError(try sut.inspect().assertAccessible())
        try sut.inspect().assertAccessible(ignoring: [.duplicateIdentifier])
    }

    func testButtonWithoutName() throws {
        let sut = Button { } label: { Image(systemName: "trash") }
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.rule), [.buttonWithoutName])
        let fixed = Button { } label: { Image(systemName: "trash") }.accessibilityLabel("Delete")
        XCTAssertEqual(try fixed.inspect().accessibilityAudit(), [])
    }

    func testLinkWithoutName() throws {
        let sut = Link(destination: URL(fileURLWithPath: "/help")) { Image(systemName: "questionmark.circle") }
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.rule), [.linkWithoutName])
    }

    func testImageWithoutLabel() throws {
        let sut = VStack {
            Image("chart")
            Image("chart", label: Text("Sales by month"))
            Image(decorative: "divider")
            Label("Favorites", systemImage: "star")
        }
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.description), [
            "[imageWithoutLabel] vStack().image(0): Image \"chart\" is neither labelled nor hidden: label it (Image(_:label:) or .accessibilityLabel(_:)), or hide it if it is decoration (Image(decorative:) or .accessibilityHidden(true))",
        ])
    }

    func testTextFieldWithoutLabel() throws {
        let sut = VStack {
            TextField("", text: .constant(""))
            TextField("", text: .constant(""), prompt: Text("Email"))
        }
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.pathToRoot), ["vStack().textField(0)"])
    }

    func testDuplicateIdentifier() throws {
        let sut = VStack {
            Text("Milk").accessibilityIdentifier("row")
            Text("Eggs").accessibilityIdentifier("row")
        }
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.message), [
            "accessibility identifier \"row\" is also on vStack().text(0)",
        ])
    }

    func testHiddenControlLabel() throws {
        let sut = Toggle(isOn: .constant(true)) { Text("Wi-Fi").accessibilityHidden(true) }
        XCTAssertEqual(try sut.inspect().accessibilityAudit().map(\.description), [
            "[hiddenControlLabel] toggle(): Toggle's label is hidden from accessibility and it has no .accessibilityLabel(_:): a screen reader reads it without a name",
        ])
    }
}

@Suite("Docs: Accessibility audit in Swift Testing")
@MainActor
struct QueriesAccessibilityExpectDocTests {
    nonisolated static let comment = """
        view(Toolbar.self).assertAccessible(): found 1 accessibility issue
        [buttonWithoutName] view(Toolbar.self).hStack().button(0): Button has no accessible name: add a text to its label or .accessibilityLabel(_:)
        """

    /// The example as written, inside `withKnownIssue`: the toolbar has an issue.
    @Test func theToolbarIsAccessible() throws {
        let capture = FailureCapture(forwards: true)
        let line = #line + 3  // the line of the expectAccessible call below
        try withKnownIssue {
            try FailureReporting.$capture.withValue(capture) { () throws -> Void in
                expectAccessible(try Toolbar().inspect())
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [Self.comment] && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "QueriesAccessibilityDocTests.swift"
        }
        let report = try #require(capture.reports.first)
        #expect(capture.reports.count == 1)
        #expect(report.attachment?.preferredName == "treeDump.txt")
        #expect(
            report.attachment?.attachableValue == """
                view(Toolbar.self)
                  hStack()
                    button(0)
                      labelView().image() systemName: "square.and.arrow.up"
                    button(1)
                      labelView().text() "Done"
                """)
        #expect(report.xctestMessage == Self.comment + "\nThe inspected view (as Inspector sees it):\n" + report.attachment!.attachableValue)
    }

    @Test func itReturnsWhetherTheViewPassedAndTakesIgnoring() throws {
        let capture = FailureCapture(forwards: false)
        let passed = try FailureReporting.$capture.withValue(capture) {
            (try expectAccessible(Toolbar().inspect()), try expectAccessible(Toolbar().inspect(), ignoring: [.buttonWithoutName]))
        }
        #expect(passed == (false, true))
        #expect(capture.reports.map(\.message) == [Self.comment])
        let hosted = ViewHosting.host(view: Toolbar())
        defer { hosted.expel() }
        let again = FailureCapture(forwards: false)
        FailureReporting.$capture.withValue(again) {
            #expect(!expectAccessible(hosted))
        }
        #expect(again.reports.map(\.message) == [Self.comment])
        #expect(again.reports.first?.attachment != nil)
    }
}
