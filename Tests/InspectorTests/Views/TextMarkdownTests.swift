import Foundation
import Inspector
import ViewTree
import XCTest

/// Markdown in a `Text`'s literal key, as SwiftUI reads it; not in `verbatim:` or a `String`.
final class TextMarkdownTests: XCTestCase {
    func testALiteralShowsThePlainTextWithTheStyles() throws {
        let text = try Text("**Bold** and _italic_ [link](https://x.y)").inspect().text()
        XCTAssertEqual(try text.string(), "Bold and italic link")
        let attributes = try text.attributes()
        XCTAssertTrue(try attributes[0..<4].isBold())
        XCTAssertFalse(try attributes[0..<4].isItalic())
        XCTAssertTrue(try attributes[9..<15].isItalic())
        XCTAssertEqual(try attributes[16..<20].link(), URL(string: "https://x.y"))
        XCTAssertThrowsError(try attributes.isBold()) { error in
            XCTAssertTrue("\(error)".hasPrefix("text().attributes().isBold(): "), "\(error)")
        }
    }

    func testStrikethroughCodeNestingAndEscapes() throws {
        let text = try Text("~~old~~ `code` **a _b_** \\*not\\*").inspect().text()
        XCTAssertEqual(try text.string(), "old code a b *not*")
        XCTAssertTrue(try text.attributes()[0..<3].isStrikethrough())
        XCTAssertTrue(try text.attributes()[11..<12].isBold())
        XCTAssertTrue(try text.attributes()[11..<12].isItalic())
        let intents = try text.attributedString().runs.compactMap(\.inlinePresentationIntent)
        XCTAssertEqual(intents, [.strikethrough, .code, .stronglyEmphasized, [.stronglyEmphasized, .emphasized]])
    }

    func testVerbatimAndStringValuesAreNotRead() throws {
        XCTAssertEqual(try Text(verbatim: "**Bold**").inspect().text().string(), "**Bold**")
        let title = "**Bold**"
        XCTAssertEqual(try Text(title).inspect().text().string(), "**Bold**")
        XCTAssertEqual(try Text(LocalizedStringKey(title)).inspect().text().string(), "Bold")
        XCTAssertEqual(try Text("Value: \(title)").inspect().text().string(), "Value: **Bold**")
    }

    func testTextWithoutMarkdownStaysPlain() throws {
        XCTAssertEqual(try Text("snake_case_name * 2 = 4 * x [no link]").inspect().text().string(),
                       "snake_case_name * 2 = 4 * x [no link]")
        XCTAssertFalse(try Text("a_b").inspect().text().attributes().isItalic())
    }

    func testButtonsAndLabelsTitledWithMarkdown() throws {
        let button = try Button("**Save**") {}.inspect().button()
        XCTAssertEqual(try button.labelView().text().string(), "Save")
        XCTAssertTrue(try button.labelView().text().attributes().isBold())
    }
}

/// Markdown around interpolated values: the key's own text is read, the values are not.
final class TextMarkdownInterpolationTests: XCTestCase {
    func testTheLiteralTextIsReadAroundTheValues() throws {
        let name = "Ada"
        let text = try Text("**\(name)** joined _today_").inspect().text()
        XCTAssertEqual(try text.string(), "Ada joined today")
        XCTAssertTrue(try text.attributes()[0..<3].isBold())
        XCTAssertTrue(try text.attributes()[11..<16].isItalic())
    }

    func testValuesShowTheirCharactersAsTheyAre() throws {
        let stars = "*not bold*"
        let text = try Text("**Note:** \(stars) \(3)").inspect().text()
        XCTAssertEqual(try text.string(), "Note: *not bold* 3")
        XCTAssertFalse(try text.attributes()[6..<16].isItalic())
        XCTAssertEqual(try Text("Value: \(stars)").inspect().text().string(), "Value: *not bold*")
    }
}
