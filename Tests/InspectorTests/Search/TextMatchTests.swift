import Foundation
import Inspector
import ViewTree
import XCTest

private struct Row: View {
    let title: String
    var body: some View {
        HStack {
            Image(systemName: "star")
            Text(title)
        }
    }
}

private struct Menu: View {
    var body: some View {
        VStack {
            Text("Crème brûlée")
            Text("  Total:\n  3 items ")
            ForEach(["Save draft", "Publish"], id: \.self) { Row(title: $0) }
            Button("Delete 3 items") {}
            Link("Terms of use", destination: URL(string: "https://example.com/terms")!)
            NavigationLink("Account settings") { Text("Account") }
            Image(systemName: "plus").accessibilityLabel("Add a dish")
        }
    }
}

private let menuDump = [
    "Searched views (as Inspector sees them):",
    "view(Menu.self)",
    "  vStack()",
    #"    text(0) "Crème brûlée""#,
    #"    text(1) "  Total:\n  3 items ""#,
    "    forEach(2)",
    "      view(Row.self, 0)",
    "        hStack()",
    #"          image(0) systemName: "star""#,
    #"          text(1) "Save draft""#,
    "      view(Row.self, 1)",
    "        hStack()",
    #"          image(0) systemName: "star""#,
    #"          text(1) "Publish""#,
    "    button(3)",
    #"      labelView().text() "Delete 3 items""#,
    #"    link(4) url: "https://example.com/terms""#,
    #"      labelView().text() "Terms of use""#,
    "    navigationLink(5) value: nil",
    #"      text() "Account""#,
    #"      labelView().text() "Account settings""#,
    #"    image(6) systemName: "plus" .accessibilityLabel("Add a dish")"#,
].joined(separator: "\n")

final class TextMatchTests: XCTestCase {
    private let sut = { try Menu().inspect() }

    private func message(_ body: () throws -> Any) -> String {
        do {
            _ = try body()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// The message of a search from `Menu` that found nothing.
    private func none(_ call: String, _ query: String, hint: String) -> String {
        "view(Menu.self).\(call): found no \(query) (searched 21 views below)\n\(hint)\n" + menuDump
    }

    // MARK: - Matching strings

    func testExactIsEqualityAndAStringLiteralIsExact() {
        let literal: TextMatch = "Save"
        for match in [literal, .exact("Save"), TextMatch(.exact("Save"))] {
            XCTAssertTrue(match.matches("Save"))
            XCTAssertFalse(match.matches("save"))
            XCTAssertFalse(match.matches("Save "))
            XCTAssertFalse(match.matches("Save draft"))
        }
    }

    func testAnInterpolatedStringIsExact() {
        let count = 3
        let match: TextMatch = "\(count) items"
        XCTAssertTrue(match.matches("3 items"))
        XCTAssertFalse(match.matches("Total: 3 items"))
        XCTAssertEqual(match.description, #""3 items""#)
    }

    func testSubstring() {
        XCTAssertTrue(TextMatch.substring("ave").matches("Save draft"))
        XCTAssertTrue(TextMatch.substring("Save draft").matches("Save draft"))
        XCTAssertFalse(TextMatch.substring("AVE").matches("Save draft"))
        XCTAssertFalse(TextMatch.substring("Save drafts").matches("Save draft"))
        XCTAssertTrue(TextMatch.substring("").matches(""))
        XCTAssertTrue(TextMatch.substring("").matches("anything"))
    }

    func testCaseInsensitiveFoldsCaseFully() {
        XCTAssertTrue(TextMatch.exact("SAVE", options: .caseInsensitive).matches("save"))
        XCTAssertTrue(TextMatch.exact("STRASSE", options: .caseInsensitive).matches("Straße"))
        XCTAssertTrue(TextMatch.substring("DRAFT", options: .caseInsensitive).matches("Save draft"))
        XCTAssertFalse(TextMatch.exact("creme", options: .caseInsensitive).matches("Crème"))
    }

    func testDiacriticInsensitive() {
        XCTAssertTrue(TextMatch.exact("Creme brulee", options: .diacriticInsensitive).matches("Crème brûlée"))
        XCTAssertTrue(TextMatch.exact("Crème brûlée", options: .diacriticInsensitive).matches("Creme brulee"))
        XCTAssertFalse(TextMatch.exact("creme brulee", options: .diacriticInsensitive).matches("Crème brûlée"))
        XCTAssertTrue(TextMatch.exact("creme brulee", options: [.caseInsensitive, .diacriticInsensitive]).matches("Crème Brûlée"))
        XCTAssertTrue(TextMatch.substring("naive", options: .diacriticInsensitive).matches("A naïve idea"))
    }

    func testWhitespaceNormalized() {
        let match = TextMatch.exact("Total: 3 items", options: .whitespaceNormalized)
        XCTAssertTrue(match.matches("  Total:\n  3 items "))
        XCTAssertTrue(match.matches("Total:\t3 items"))
        XCTAssertFalse(match.matches("Total:3 items"))
        XCTAssertFalse(TextMatch.exact("Total: 3 items").matches("Total:  3 items"))
        XCTAssertTrue(TextMatch.exact(" Total:  3  items\n", options: .whitespaceNormalized).matches("Total: 3 items"))
        XCTAssertTrue(TextMatch.substring("3 items", options: .whitespaceNormalized).matches("Total:\n3\n\nitems"))
        XCTAssertEqual(match.normalized(" a \n\t b  "), "a b")
    }

    func testRegexMatchesAnywhereUnlessAnchored() {
        XCTAssertTrue(TextMatch.regex(/\d+ items/).matches("Total: 3 items"))
        XCTAssertFalse(TextMatch.regex(/^\d+ items$/).matches("Total: 3 items"))
        XCTAssertTrue(TextMatch.regex(/^\d+ items$/).matches("3 items"))
        XCTAssertTrue(TextMatch.regex(/(?<count>\d+) items/).matches("12 items"))
        XCTAssertFalse(TextMatch.regex(/ITEMS/).matches("3 items"))
    }

    func testRegexWithOptions() {
        XCTAssertTrue(TextMatch.regex(/ITEMS/, options: .caseInsensitive).matches("3 items"))
        XCTAssertTrue(TextMatch.regex(/STRASSE/, options: .caseInsensitive).matches("STRASSE"))
        XCTAssertTrue(TextMatch.regex(/^Creme brulee$/, options: .diacriticInsensitive).matches("Crème brûlée"))
        XCTAssertFalse(TextMatch.regex(/^Creme brulee$/).matches("Crème brûlée"))
        XCTAssertTrue(TextMatch.regex(/^Total: 3 items$/, options: .whitespaceNormalized).matches("  Total:\n  3 items "))
    }

    func testDescriptionsAreWrittenAsInSwift() {
        XCTAssertEqual(TextMatch.exact("Save").description, #""Save""#)
        XCTAssertEqual(TextMatch.exact("say \"hi\"").description, #""say \"hi\"""#)
        XCTAssertEqual(TextMatch.exact("save", options: .caseInsensitive).description, #".exact("save", options: .caseInsensitive)"#)
        XCTAssertEqual(TextMatch.substring("Save").description, #".substring("Save")"#)
        XCTAssertEqual(
            TextMatch.substring("a", options: [.caseInsensitive, .diacriticInsensitive, .whitespaceNormalized]).description,
            #".substring("a", options: [.caseInsensitive, .diacriticInsensitive, .whitespaceNormalized])"#)
        XCTAssertEqual(TextMatch.regex(/a/).description, ".regex(…)")
        XCTAssertEqual(TextMatch.regex(/a/, options: .diacriticInsensitive).description, ".regex(…, options: .diacriticInsensitive)")
        XCTAssertEqual(TextMatch.Options([.whitespaceNormalized, .caseInsensitive]).description, "[.caseInsensitive, .whitespaceNormalized]")
        XCTAssertEqual(TextMatch.substring("Save").pattern, "Save")
        XCTAssertNil(TextMatch.regex(/a/).pattern)
    }

    // MARK: - find with a TextMatch

    func testFindText() throws {
        XCTAssertEqual(try sut().find(text: "Publish").pathToRoot, "view(Menu.self).vStack().forEach(2).view(Row.self, 1).hStack().text(1)")
        XCTAssertEqual(try sut().find(text: .substring("draft")).string(), "Save draft")
        XCTAssertEqual(try sut().find(text: .exact("CRÈME BRÛLÉE", options: .caseInsensitive)).string(), "Crème brûlée")
        XCTAssertEqual(try sut().find(text: .exact("creme brulee", options: [.caseInsensitive, .diacriticInsensitive])).string(), "Crème brûlée")
        XCTAssertEqual(try sut().find(text: .exact("Total: 3 items", options: .whitespaceNormalized)).pathToRoot, "view(Menu.self).vStack().text(1)")
        XCTAssertEqual(try sut().find(text: .regex(/^Pub/)).string(), "Publish")
        let title = "Publish"
        XCTAssertEqual(try sut().find(text: title).string(), "Publish")
        let count = 3
        XCTAssertEqual(try sut().find(text: "  Total:\n  \(count) items ").pathToRoot, "view(Menu.self).vStack().text(1)")
        XCTAssertEqual(try sut().findUnique(button: "Delete \(count) items").pathToRoot, "view(Menu.self).vStack().button(3)")
    }

    func testFindButtonLinkAndNavigationLink() throws {
        XCTAssertEqual(try sut().find(button: .regex(/^Delete \d+ items?$/)).pathToRoot, "view(Menu.self).vStack().button(3)")
        XCTAssertEqual(try sut().find(button: .substring("delete", options: .caseInsensitive)).pathToRoot, "view(Menu.self).vStack().button(3)")
        XCTAssertEqual(try sut().find(link: .substring("Terms")).pathToRoot, "view(Menu.self).vStack().link(4)")
        XCTAssertEqual(try sut().find(link: "Terms of use").pathToRoot, "view(Menu.self).vStack().link(4)")
        XCTAssertEqual(try sut().find(navigationLink: .exact("account settings", options: .caseInsensitive)).pathToRoot, "view(Menu.self).vStack().navigationLink(5)")
        XCTAssertEqual(try sut().find(viewWithAccessibilityLabel: .substring("dish")).pathToRoot, "view(Menu.self).vStack().image(6)")
    }

    func testFindContaining() throws {
        XCTAssertEqual(try sut().find(Row.self, containing: .substring("pub", options: .caseInsensitive)).actualView().title, "Publish")
        XCTAssertEqual(
            try sut().find(ViewType.HStack.self, containing: .regex(/draft$/)).pathToRoot,
            "view(Menu.self).vStack().forEach(2).view(Row.self, 0).hStack()")
        XCTAssertEqual(try sut().find(ViewType.VStack.self, containing: .substring("brûl")).pathToRoot, "view(Menu.self).vStack()")
    }

    // MARK: - Near misses

    func testASubstringThatIsNearlyThereSuggestsTheStringsContainingSomethingClose() {
        XCTAssertEqual(
            message { try sut().find(text: .substring("Savee")) },
            none(#"find(text: .substring("Savee"))"#, #"text containing "Savee""#, hint: #"Did you mean "Save draft"?"#))
        XCTAssertEqual(
            message { try sut().find(button: .substring("Delte")) },
            none(#"find(button: .substring("Delte"))"#, #"button containing "Delte""#, hint: #"Did you mean "Delete 3 items"?"#))
    }

    func testAnExactMatchWithOptionsComparesAfterItsNormalisation() {
        XCTAssertEqual(
            message { try sut().find(text: .exact("creme brulee", options: .caseInsensitive)) },
            none(
                #"find(text: .exact("creme brulee", options: .caseInsensitive))"#, #"text "creme brulee" (ignoring case)"#,
                hint: #"Did you mean "Crème brûlée"?"#))
        XCTAssertEqual(
            message { try sut().find(text: .exact("Total: 4 items", options: .whitespaceNormalized)) },
            none(
                #"find(text: .exact("Total: 4 items", options: .whitespaceNormalized))"#,
                #"text "Total: 4 items" (ignoring extra whitespace)"#, hint: #"Did you mean "  Total:\n  3 items "?"#))
    }

    func testANearMissIgnoringDiacriticsAloneComparesWithoutThem() {
        // Without the diacritics the case still differs: the hint points at the text.
        XCTAssertEqual(
            message { try sut().find(text: .exact("creme brulee", options: .diacriticInsensitive)) },
            none(
                #"find(text: .exact("creme brulee", options: .diacriticInsensitive))"#, #"text "creme brulee" (ignoring diacritics)"#,
                hint: #"Did you mean "Crème brûlée"?"#))
        XCTAssertEqual(
            message { try sut().find(text: .substring("Brulle", options: .diacriticInsensitive)) },
            none(
                #"find(text: .substring("Brulle", options: .diacriticInsensitive))"#,
                #"text containing "Brulle" (ignoring diacritics)"#, hint: #"Did you mean "Crème brûlée"?"#))
    }

    func testARegexListsTheTextsThere() {
        XCTAssertEqual(
            message { try sut().find(text: .regex(/^\d+$/, options: [.caseInsensitive, .diacriticInsensitive])) },
            none(
                "find(text: .regex(…, options: [.caseInsensitive, .diacriticInsensitive]))",
                "text matching a regex (ignoring case, diacritics)",
                hint: #"The texts there: "Crème brûlée", "  Total:\n  3 items ", "Delete 3 items", "Terms of use", "Account", "Account settings", "Save draft", "Publish"."#))
    }

    func testNothingCloseListsWhatIsThere() {
        XCTAssertEqual(
            message { try sut().find(link: .substring("Privacy")) },
            none(#"find(link: .substring("Privacy"))"#, #"link containing "Privacy""#, hint: #"The link titles there: "Terms of use"."#))
        XCTAssertEqual(
            message { try sut().find(navigationLink: .exact("Profile", options: .caseInsensitive)) },
            none(
                #"find(navigationLink: .exact("Profile", options: .caseInsensitive))"#, #"navigation link "Profile" (ignoring case)"#,
                hint: #"The navigation link titles there: "Account settings"."#))
        XCTAssertEqual(
            message { try sut().find(viewWithAccessibilityLabel: .substring("Remove")) },
            none(
                #"find(viewWithAccessibilityLabel: .substring("Remove"))"#, #"view with accessibility label containing "Remove""#,
                hint: #"The accessibility labels there: "Add a dish"."#))
    }

    func testContainingSaysWhereTheTextIsWhenNoViewOfTheKindIsAroundIt() {
        XCTAssertEqual(
            message { try sut().find(ViewType.HStack.self, containing: .substring("Crème")) },
            none(
                #"find(ViewType.HStack.self, containing: .substring("Crème"))"#, #"HStack containing text containing "Crème""#,
                hint: #"Text "Crème brûlée" is at view(Menu.self).vStack().text(0), but not inside a HStack."#))
        XCTAssertEqual(
            message { try sut().find(Row.self, containing: .substring("Pubish")) },
            none(#"find(Row.self, containing: .substring("Pubish"))"#, #"Row containing text containing "Pubish""#, hint: #"Did you mean "Publish"?"#))
    }
}
