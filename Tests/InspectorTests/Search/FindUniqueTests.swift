import Foundation
import Inspector
import ViewTree
import XCTest

private struct Cell: View {
    let title: String
    var body: some View {
        HStack {
            Text(title)
            Button("Edit") {}
        }
    }
}

private struct Inbox: View {
    var body: some View {
        VStack {
            ForEach(["Lunch", "Dinner"], id: \.self) { Cell(title: $0) }
            Button("Compose") {}
                .id("compose")
                .tag(1)
                .accessibilityIdentifier("inbox.compose")
                .accessibilityLabel("New message")
            Link("Help", destination: URL(string: "https://example.com/help")!)
            NavigationLink("Settings") { Text("Settings screen") }
        }
    }
}

/// Everything of `Inbox`, twice.
private struct TwoInboxes: View {
    var body: some View {
        VStack {
            Inbox()
            Inbox()
        }
    }
}

private let help = URL(string: "https://example.com/help")!

/// What a failed search from `Inbox` shows after its hint.
private let inboxDump = [
    "Searched views (as Inspector sees them):",
    "view(Inbox.self)",
    "  vStack()",
    "    forEach(0)",
    "      view(Cell.self, 0)",
    "        hStack()",
    #"          text(0) "Lunch""#,
    "          button(1)",
    #"            labelView().text() "Edit""#,
    "      view(Cell.self, 1)",
    "        hStack()",
    #"          text(0) "Dinner""#,
    "          button(1)",
    #"            labelView().text() "Edit""#,
    #"    button(1) .id("compose") .tag(1) .accessibilityIdentifier("inbox.compose") .accessibilityLabel("New message")"#,
    #"      labelView().text() "Compose""#,
    #"    link(2) url: "https://example.com/help""#,
    #"      labelView().text() "Help""#,
    "    navigationLink(3) value: nil",
    #"      text() "Settings screen""#,
    #"      labelView().text() "Settings""#,
].joined(separator: "\n")

final class FindUniqueTests: XCTestCase {
    private let one = { try Inbox().inspect() }
    private let two = { try TwoInboxes().inspect() }

    private func message(_ body: () throws -> Any) -> String {
        do {
            _ = try body()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// The message of a search that found several: the two `Inbox`es' views at `path`.
    private func twice(_ call: String, _ query: String, at path: String, first: String) -> String {
        """
        view(TwoInboxes.self).\(call): found 2 matches for \(query), expected exactly one:
          view(TwoInboxes.self).vStack().view(Inbox.self, 0)\(path)
          view(TwoInboxes.self).vStack().view(Inbox.self, 1)\(path)
        If any of them will do, \(first) returns the first; to mean one of them, search from a view around it, or narrow the query.
        """
    }

    /// The message of a search from `Inbox` that found nothing.
    private func none(_ call: String, _ query: String, hint: String) -> String {
        "view(Inbox.self).\(call): found no \(query) (searched 20 views below)\n\(hint)\n" + inboxDump
    }

    // MARK: - By text

    func testText() throws {
        XCTAssertEqual(try one().findUnique(text: "Lunch").pathToRoot, "view(Inbox.self).vStack().forEach(0).view(Cell.self, 0).hStack().text(0)")
        XCTAssertEqual(
            message { try two().findUnique(text: "Lunch") },
            twice(#"findUnique(text: "Lunch")"#, #"text "Lunch""#, at: ".vStack().forEach(0).view(Cell.self, 0).hStack().text(0)", first: #"find(text: "Lunch")"#))
        XCTAssertEqual(
            message { try one().findUnique(text: "Lunk") },
            none(#"findUnique(text: "Lunk")"#, #"text "Lunk""#, hint: #"Did you mean "Lunch"?"#))
    }

    func testTextMatch() throws {
        XCTAssertEqual(try one().findUnique(text: .substring("unc")).string(), "Lunch")
        XCTAssertEqual(
            message { try one().findUnique(text: .regex(/^(Lunch|Dinner)$/)) },
            """
            view(Inbox.self).findUnique(text: .regex(…)): found 2 matches for text matching a regex, expected exactly one:
              view(Inbox.self).vStack().forEach(0).view(Cell.self, 0).hStack().text(0)
              view(Inbox.self).vStack().forEach(0).view(Cell.self, 1).hStack().text(0)
            If any of them will do, find(text: .regex(…)) returns the first; to mean one of them, search from a view around it, or narrow the query.
            """)
        XCTAssertEqual(
            message { try one().findUnique(text: .substring("Lnch", options: .caseInsensitive)) },
            none(
                #"findUnique(text: .substring("Lnch", options: .caseInsensitive))"#, #"text containing "Lnch" (ignoring case)"#,
                hint: #"Did you mean "Lunch"?"#))
    }

    func testButton() throws {
        XCTAssertEqual(try one().findUnique(button: "Compose").pathToRoot, "view(Inbox.self).vStack().button(1)")
        XCTAssertEqual(
            message { try one().findUnique(button: "Edit") },
            """
            view(Inbox.self).findUnique(button: "Edit"): found 2 matches for button "Edit", expected exactly one:
              view(Inbox.self).vStack().forEach(0).view(Cell.self, 0).hStack().button(1)
              view(Inbox.self).vStack().forEach(0).view(Cell.self, 1).hStack().button(1)
            If any of them will do, find(button: "Edit") returns the first; to mean one of them, search from a view around it, or narrow the query.
            """)
        XCTAssertEqual(
            message { try one().findUnique(button: "Composer") },
            none(#"findUnique(button: "Composer")"#, #"button "Composer""#, hint: #"Did you mean "Compose"?"#))
    }

    func testButtonMatch() throws {
        XCTAssertEqual(try one().findUnique(button: .exact("COMPOSE", options: .caseInsensitive)).pathToRoot, "view(Inbox.self).vStack().button(1)")
        XCTAssertEqual(
            message { try two().findUnique(button: .substring("Comp")) },
            twice(#"findUnique(button: .substring("Comp"))"#, #"button containing "Comp""#, at: ".vStack().button(1)", first: #"find(button: .substring("Comp"))"#))
        XCTAssertEqual(
            message { try one().findUnique(button: .regex(/^Delete/)) },
            none(
                "findUnique(button: .regex(…))", "button matching a regex",
                hint: #"The button titles there: "Compose", "Edit"."#))
    }

    // MARK: - By identity

    func testViewWithId() throws {
        XCTAssertEqual(try one().findUnique(viewWithId: "compose").pathToRoot, "view(Inbox.self).vStack().button(1)")
        XCTAssertEqual(
            message { try two().findUnique(viewWithId: "compose") },
            twice(#"findUnique(viewWithId: "compose")"#, #"view with id "compose""#, at: ".vStack().button(1)", first: #"find(viewWithId: "compose")"#))
        XCTAssertEqual(
            message { try one().findUnique(viewWithId: "compse") },
            none(#"findUnique(viewWithId: "compse")"#, #"view with id "compse""#, hint: #"The ids there: "compose"."#))
    }

    func testViewWithTag() throws {
        XCTAssertEqual(try one().findUnique(viewWithTag: 1).pathToRoot, "view(Inbox.self).vStack().button(1)")
        XCTAssertEqual(
            message { try two().findUnique(viewWithTag: 1) },
            twice("findUnique(viewWithTag: 1)", "view with tag 1", at: ".vStack().button(1)", first: "find(viewWithTag: 1)"))
        XCTAssertEqual(
            message { try one().findUnique(viewWithTag: "1") },
            none(
                #"findUnique(viewWithTag: "1")"#, #"view with tag "1""#,
                hint: #"There is tag 1 of type Int, but the search looked for "1" of type String."#))
    }

    func testViewWithAccessibilityLabel() throws {
        XCTAssertEqual(try one().findUnique(viewWithAccessibilityLabel: "New message").pathToRoot, "view(Inbox.self).vStack().button(1)")
        XCTAssertEqual(try one().findUnique(viewWithAccessibilityLabel: .substring("message")).pathToRoot, "view(Inbox.self).vStack().button(1)")
        XCTAssertEqual(
            message { try two().findUnique(viewWithAccessibilityLabel: "New message") },
            twice(
                #"findUnique(viewWithAccessibilityLabel: "New message")"#, #"view with accessibility label "New message""#,
                at: ".vStack().button(1)", first: #"find(viewWithAccessibilityLabel: "New message")"#))
        XCTAssertEqual(
            message { try one().findUnique(viewWithAccessibilityLabel: .exact("new  message", options: .whitespaceNormalized)) },
            none(
                #"findUnique(viewWithAccessibilityLabel: .exact("new  message", options: .whitespaceNormalized))"#,
                #"view with accessibility label "new  message" (ignoring extra whitespace)"#,
                hint: #"Did you mean "New message"?"#))
    }

    func testViewWithAccessibilityIdentifier() throws {
        XCTAssertEqual(try one().findUnique(viewWithAccessibilityIdentifier: "inbox.compose").pathToRoot, "view(Inbox.self).vStack().button(1)")
        XCTAssertEqual(
            message { try two().findUnique(viewWithAccessibilityIdentifier: "inbox.compose") },
            twice(
                #"findUnique(viewWithAccessibilityIdentifier: "inbox.compose")"#, #"view with accessibility identifier "inbox.compose""#,
                at: ".vStack().button(1)", first: #"find(viewWithAccessibilityIdentifier: "inbox.compose")"#))
        XCTAssertEqual(
            message { try one().findUnique(viewWithAccessibilityIdentifier: "inbox.new") },
            none(
                #"findUnique(viewWithAccessibilityIdentifier: "inbox.new")"#, #"view with accessibility identifier "inbox.new""#,
                hint: #"The accessibility identifiers there: "inbox.compose"."#))
    }

    func testLink() throws {
        XCTAssertEqual(try one().findUnique(link: help).pathToRoot, "view(Inbox.self).vStack().link(2)")
        XCTAssertEqual(try one().findUnique(link: "Help").pathToRoot, "view(Inbox.self).vStack().link(2)")
        XCTAssertEqual(try one().findUnique(link: .exact("help", options: .caseInsensitive)).pathToRoot, "view(Inbox.self).vStack().link(2)")
        XCTAssertEqual(
            message { try two().findUnique(link: help) },
            twice(
                #"findUnique(link: "https://example.com/help")"#, #"link to "https://example.com/help""#, at: ".vStack().link(2)",
                first: #"find(link: "https://example.com/help")"#))
        XCTAssertEqual(
            message { try two().findUnique(link: "Help") },
            twice(#"findUnique(link: "Help")"#, #"link "Help""#, at: ".vStack().link(2)", first: #"find(link: "Help")"#))
        XCTAssertEqual(
            message { try one().findUnique(link: URL(string: "https://example.com/hepl")!) },
            none(
                #"findUnique(link: "https://example.com/hepl")"#, #"link to "https://example.com/hepl""#,
                hint: #"Did you mean "https://example.com/help"?"#))
        XCTAssertEqual(
            message { try one().findUnique(link: .substring("FAQ")) },
            none(#"findUnique(link: .substring("FAQ"))"#, #"link containing "FAQ""#, hint: #"The link titles there: "Help"."#))
    }

    func testNavigationLink() throws {
        XCTAssertEqual(try one().findUnique(navigationLink: "Settings").pathToRoot, "view(Inbox.self).vStack().navigationLink(3)")
        XCTAssertEqual(try one().findUnique(navigationLink: .substring("Sett")).pathToRoot, "view(Inbox.self).vStack().navigationLink(3)")
        XCTAssertEqual(
            message { try two().findUnique(navigationLink: "Settings") },
            twice(
                #"findUnique(navigationLink: "Settings")"#, #"navigation link "Settings""#, at: ".vStack().navigationLink(3)",
                first: #"find(navigationLink: "Settings")"#))
        XCTAssertEqual(
            message { try one().findUnique(navigationLink: "Setings") },
            none(#"findUnique(navigationLink: "Setings")"#, #"navigation link "Setings""#, hint: #"Did you mean "Settings"?"#))
    }

    // MARK: - Around a text

    func testYourViewContaining() throws {
        XCTAssertEqual(try one().findUnique(Cell.self, containing: "Dinner").actualView().title, "Dinner")
        XCTAssertEqual(try one().findUnique(Cell.self, containing: .regex(/^Din/)).actualView().title, "Dinner")
        XCTAssertEqual(
            message { try one().findUnique(Cell.self, containing: "Edit") },
            """
            view(Inbox.self).findUnique(Cell.self, containing: "Edit"): found 2 matches for Cell containing text "Edit", expected exactly one:
              view(Inbox.self).vStack().forEach(0).view(Cell.self, 0)
              view(Inbox.self).vStack().forEach(0).view(Cell.self, 1)
            If any of them will do, find(Cell.self, containing: "Edit") returns the first; to mean one of them, search from a view around it, or narrow the query.
            """)
        XCTAssertEqual(
            message { try one().findUnique(Cell.self, containing: "Compose") },
            none(
                #"findUnique(Cell.self, containing: "Compose")"#, #"Cell containing text "Compose""#,
                hint: #"Text "Compose" is at view(Inbox.self).vStack().button(1).labelView().text(), but not inside a Cell."#))
    }

    func testKindContaining() throws {
        XCTAssertEqual(
            try one().findUnique(ViewType.HStack.self, containing: "Lunch").pathToRoot,
            "view(Inbox.self).vStack().forEach(0).view(Cell.self, 0).hStack()")
        // Two texts in the same stack stand for one stack.
        XCTAssertEqual(
            try Cell(title: "Lunch").inspect().findUnique(ViewType.HStack.self, containing: .regex(/^(Lunch|Edit)$/)).pathToRoot,
            "view(Cell.self).hStack()")
        XCTAssertEqual(
            message { try two().findUnique(ViewType.HStack.self, containing: .substring("unch")) },
            twice(
                #"findUnique(ViewType.HStack.self, containing: .substring("unch"))"#, #"HStack containing text containing "unch""#,
                at: ".vStack().forEach(0).view(Cell.self, 0).hStack()", first: #"find(ViewType.HStack.self, containing: .substring("unch"))"#))
        XCTAssertEqual(
            message { try one().findUnique(ViewType.HStack.self, containing: "Supper") },
            none(
                #"findUnique(ViewType.HStack.self, containing: "Supper")"#, #"HStack containing text "Supper""#,
                hint: #"The texts there: "Compose", "Help", "Settings screen", "Settings", "Lunch", "Dinner", "Edit"."#))
    }

    // MARK: - By kind and condition

    func testKind() throws {
        XCTAssertEqual(try one().findUnique(ViewType.Link.self).pathToRoot, "view(Inbox.self).vStack().link(2)")
        XCTAssertEqual(try one().findUnique(ViewType.Button.self, where: { try $0.labelView().text().string() == "Edit" && $0.pathToRoot.contains("Cell.self, 1") }).pathToRoot,
            "view(Inbox.self).vStack().forEach(0).view(Cell.self, 1).hStack().button(1)")
        XCTAssertEqual(
            message { try one().findUnique(ViewType.HStack.self) },
            """
            view(Inbox.self).findUnique(ViewType.HStack.self): found 2 matches for HStack, expected exactly one:
              view(Inbox.self).vStack().forEach(0).view(Cell.self, 0).hStack()
              view(Inbox.self).vStack().forEach(0).view(Cell.self, 1).hStack()
            If any of them will do, find(ViewType.HStack.self) returns the first; to mean one of them, search from a view around it, or narrow the query.
            """)
        XCTAssertEqual(
            message { try one().findUnique(ViewType.Toggle.self) },
            none("findUnique(ViewType.Toggle.self)", "Toggle", hint: "There is no Toggle in the searched views."))
    }

    func testKindWithAConditionIsWrittenWithIt() throws {
        XCTAssertEqual(
            message { try one().findUnique(ViewType.Button.self, where: { try $0.labelView().text().string() == "Edit" }) },
            """
            view(Inbox.self).findUnique(ViewType.Button.self, where: …): found 2 matches for Button, expected exactly one:
              view(Inbox.self).vStack().forEach(0).view(Cell.self, 0).hStack().button(1)
              view(Inbox.self).vStack().forEach(0).view(Cell.self, 1).hStack().button(1)
            If any of them will do, find(ViewType.Button.self, where: …) returns the first; to mean one of them, search from a view around it, or narrow the query.
            """)
        XCTAssertEqual(
            message { try two().findUnique(Inbox.self, where: { _ in true }) },
            """
            view(TwoInboxes.self).findUnique(Inbox.self, where: …): found 2 matches for Inbox, expected exactly one:
              view(TwoInboxes.self).vStack().view(Inbox.self, 0)
              view(TwoInboxes.self).vStack().view(Inbox.self, 1)
            If any of them will do, find(Inbox.self, where: …) returns the first; to mean one of them, search from a view around it, or narrow the query.
            """)
        XCTAssertEqual(
            message { try one().findUnique(ViewType.Button.self, where: { _ in false }).pathToRoot }.split(separator: "\n").first,
            "view(Inbox.self).findUnique(ViewType.Button.self, where: …): found no Button (searched 20 views below)")
        XCTAssertEqual(
            message { try one().find(ViewType.Button.self, skipFound: 9, where: { _ in true }).pathToRoot }.split(separator: "\n").first,
            "view(Inbox.self).find(ViewType.Button.self, skipFound: 9, where: …): found 3 matches for Button, but skipFound: 9 skips past the last one (the last is skipFound: 2)")
    }

    func testYourView() throws {
        XCTAssertEqual(try two().findUnique(Inbox.self, where: { $0.pathToRoot.hasSuffix("1)") }).pathToRoot, "view(TwoInboxes.self).vStack().view(Inbox.self, 1)")
        XCTAssertEqual(
            message { try two().findUnique(Inbox.self) },
            """
            view(TwoInboxes.self).findUnique(Inbox.self): found 2 matches for Inbox, expected exactly one:
              view(TwoInboxes.self).vStack().view(Inbox.self, 0)
              view(TwoInboxes.self).vStack().view(Inbox.self, 1)
            If any of them will do, find(Inbox.self) returns the first; to mean one of them, search from a view around it, or narrow the query.
            """)
        XCTAssertEqual(
            message { try one().findUnique(TwoInboxes.self) },
            none("findUnique(TwoInboxes.self)", "TwoInboxes", hint: "There is no TwoInboxes in the searched views."))
    }

    func testCondition() throws {
        XCTAssertEqual(
            try one().findUnique(where: { try $0.accessibilityIdentifier() == "inbox.compose" }).pathToRoot,
            "view(Inbox.self).vStack().button(1)")
        XCTAssertEqual(
            message { try two().findUnique(where: { try $0.accessibilityIdentifier() == "inbox.compose" }) },
            twice("findUnique(where: …)", "view matching the condition", at: ".vStack().button(1)", first: "find(where: …)"))
        XCTAssertEqual(
            message { try one().findUnique(where: { _ in false }) },
            "view(Inbox.self).findUnique(where: …): found no view matching the condition (searched 20 views below)\n" + inboxDump)
    }

    func testParentRelation() throws {
        let lunch = { try self.two().find(text: "Lunch") }
        XCTAssertEqual(try lunch().findUnique(Cell.self, relation: .parent).pathToRoot, "view(TwoInboxes.self).vStack().view(Inbox.self, 0).vStack().forEach(0).view(Cell.self, 0)")
        XCTAssertEqual(
            try lunch().findUnique(relation: .parent, where: { (try? $0.view(TwoInboxes.self)) != nil }).pathToRoot, "view(TwoInboxes.self)")
        XCTAssertEqual(
            message { try lunch().findUnique(ViewType.VStack.self, relation: .parent) },
            """
            view(TwoInboxes.self).vStack().view(Inbox.self, 0).vStack().forEach(0).view(Cell.self, 0).hStack().text(0).findUnique(ViewType.VStack.self, relation: .parent): found 2 matches for VStack, expected exactly one:
              view(TwoInboxes.self).vStack().view(Inbox.self, 0).vStack()
              view(TwoInboxes.self).vStack()
            If any of them will do, find(ViewType.VStack.self, relation: .parent) returns the first; to mean one of them, search from a view around it, or narrow the query.
            """)
        XCTAssertEqual(
            message { try lunch().findUnique(ViewType.List.self, relation: .parent) },
            "view(TwoInboxes.self).vStack().view(Inbox.self, 0).vStack().forEach(0).view(Cell.self, 0).hStack().text(0)"
                + ".findUnique(ViewType.List.self, relation: .parent): found no List (searched 7 views among the ancestors)")
    }
}
