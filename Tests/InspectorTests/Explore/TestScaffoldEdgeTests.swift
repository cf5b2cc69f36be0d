import Foundation
import Inspector
import ViewTree
import XCTest

// `testScaffold()` at the edges: strings that need escaping, a screen with nothing to find, a
// view that is not hosted, queries that fall back to text and button title, a handle below
// the root, a failed handle.

final class TestScaffoldEdgeTests: XCTestCase {
    func testEscapesStringsAsSwiftLiterals() throws {
        let scaffold = try ScaffoldQuotes().inspect().testScaffold()
        XCTAssertEqual(scaffold, #"""
            // Starter test for ScaffoldQuotes as it is on screen now (made by testScaffold()).
            // `view` stands for your screen as your test makes it: let view = ScaffoldQuotes(…)
            let sut = try view.inspect()
            XCTAssertEqual(try sut.findUnique(role: .staticText, name: "She said \"hi\"").text().string(), "She said \"hi\"")
            XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Line one\nLine two").text().string(), "Line one\nLine two")
            XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Café 日本語 👍🏽").text().string(), "Café 日本語 👍🏽")
            XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Tab\there\u{200B}").text().string(), "Tab\there\u{200B}")
            XCTAssertEqual(try sut.findUnique(role: .textField, name: "Path").textField().input(), "C:\\Temp\\notes.txt")
            """#)
    }

    /// The escaped scaffold, pasted: the literals are the strings on screen.
    func testPastedEscapedScaffoldPasses() throws {
        let view = ScaffoldQuotes()
        // Starter test for ScaffoldQuotes as it is on screen now (made by testScaffold()).
        // `view` stands for your screen as your test makes it: let view = ScaffoldQuotes(…)
        let sut = try view.inspect()
        XCTAssertEqual(try sut.findUnique(role: .staticText, name: "She said \"hi\"").text().string(), "She said \"hi\"")
        XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Line one\nLine two").text().string(), "Line one\nLine two")
        XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Café 日本語 👍🏽").text().string(), "Café 日本語 👍🏽")
        XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Tab\there\u{200B}").text().string(), "Tab\there\u{200B}")
        XCTAssertEqual(try sut.findUnique(role: .textField, name: "Path").textField().input(), "C:\\Temp\\notes.txt")
    }

    func testAScreenWithNothingToFind() throws {
        XCTAssertEqual(try ScaffoldBlank().inspect().testScaffold(), """
            // Starter test for ScaffoldBlank as it is on screen now (made by testScaffold()).
            // `view` stands for your screen as your test makes it: let view = ScaffoldBlank(…)
            let sut = try view.inspect()
            // Nothing to find: no control and no text is on screen.
            """)
    }

    /// Hosted and not, the same lines follow the line that makes `sut`.
    func testHostedAndUnhostedDifferOnlyInTheirFirstLines() throws {
        let hosted = try ViewHosting.host(view: ScaffoldPrices()).inspect().testScaffold()
        let unhosted = try ScaffoldPrices().inspect().testScaffold()
        XCTAssertEqual(hosted.split(separator: "\n").dropFirst(3), unhosted.split(separator: "\n").dropFirst(3))
        XCTAssertTrue(hosted.contains("let sut = try hosted.inspect()"), hosted)
        XCTAssertTrue(unhosted.contains("let sut = try view.inspect()"), unhosted)
        XCTAssertEqual(try Text("Hi").inspect().testScaffold(), """
            // Starter test for YourScreen as it is on screen now (made by testScaffold()).
            // `view` stands for your screen as your test makes it: let view = YourScreen(…)
            let sut = try view.inspect()
            XCTAssertEqual(try sut.findUnique(role: .staticText, name: "Hi").text().string(), "Hi")
            """)
    }

    /// Elements that share an accessibility label are found by their text or title.
    func testFallsBackToTextAndButtonQueries() throws {
        let scaffold = try ScaffoldPrices().inspect().testScaffold()
        XCTAssertEqual(scaffold.split(separator: "\n").dropFirst(3).joined(separator: "\n"), """
            XCTAssertEqual(try sut.findUnique(text: "6").string(), "6")
            XCTAssertEqual(try sut.findUnique(text: "12").string(), "12")
            XCTAssertFalse(try sut.findUnique(button: "Buy").isDisabled())
            XCTAssertFalse(try sut.findUnique(button: "Buy now").isDisabled())
            """)
        let view = ScaffoldPrices()
        let sut = try view.inspect()
        XCTAssertEqual(try sut.findUnique(text: "6").string(), "6")
        XCTAssertEqual(try sut.findUnique(text: "12").string(), "12")
        XCTAssertFalse(try sut.findUnique(button: "Buy").isDisabled())
        XCTAssertFalse(try sut.findUnique(button: "Buy now").isDisabled())
    }

    /// On a handle below the root, the elements under it are listed, found from the root.
    func testAHandleBelowTheRootListsWhatIsUnderIt() throws {
        let hosted = ViewHosting.host(view: ScaffoldRow())
        let scaffold = try hosted.inspect().find(ViewType.HStack.self).testScaffold()
        XCTAssertEqual(scaffold.split(separator: "\n").dropFirst(3).joined(separator: "\n"), """
            XCTAssertFalse(try sut.findUnique(role: .button, name: "Like").isDisabled())
            XCTAssertEqual(try sut.findUnique(role: .staticText, name: "3 likes").text().string(), "3 likes")
            XCTAssertFalse(try sut.findUnique(role: .toggle, name: "Follow").toggle().isOn())
            """)
    }

    func testAFailedHandleSaysSoInComments() throws {
        let scaffold = try ScaffoldRow().inspect().vStack()[7].testScaffold()
        let lines = scaffold.split(separator: "\n")
        XCTAssertEqual(lines.first, "// testScaffold(): there is no view here to write a test for.")
        XCTAssertGreaterThan(lines.count, 1)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("//") }, scaffold)
        XCTAssertTrue(scaffold.contains("[7]"), scaffold)
    }

    /// A selection with no Swift literal is said in a comment; the picker is still found.
    func testAValueWithNoLiteralIsAComment() throws {
        let scaffold = try ScaffoldTipPicker().inspect().testScaffold()
        XCTAssertEqual(scaffold.split(separator: "\n").dropFirst(3).joined(separator: "\n"), """
            // The picker's selection, percent(15), is a ScaffoldTip: read it with selectedValue(ScaffoldTip.self).
            XCTAssertFalse(try sut.findUnique(role: .picker, name: "Tip").isDisabled())
            """)
        XCTAssertEqual(try ScaffoldTipPicker().inspect().findUnique(role: .picker, name: "Tip").picker().selectedValue(ScaffoldTip.self), .percent(15))
    }

    /// Names the same to `==` (a precomposed and a decomposed "é") are the same name to a
    /// role query: both texts are found by their paths.
    func testNamesEqualAsStringsAreTheSameName() throws {
        let scaffold = try VStack { Text("Caf\u{E9}"); Text("Cafe\u{301}") }.inspect().testScaffold()
        XCTAssertEqual(scaffold.split(separator: "\n").dropFirst(3).map(String.init), [
            "// 2 elements with role .staticText are named \"Caf\u{E9}\" here: this one is found by its path.",
            "XCTAssertEqual(try sut.vStack().text(0).string(), \"Caf\u{E9}\")",
            "// 2 elements with role .staticText are named \"Cafe\u{301}\" here: this one is found by its path.",
            "XCTAssertEqual(try sut.vStack().text(1).string(), \"Cafe\u{301}\")",
        ])
        XCTAssertThrowsError(try VStack { Text("Caf\u{E9}"); Text("Cafe\u{301}") }.inspect().findUnique(role: .staticText, name: "Caf\u{E9}"))
    }
}
