import Foundation
import Inspector
import ViewTree
import XCTest

final class TextTests: XCTestCase {
    func testStringOfEveryInitializer() throws {
        let title = "Variable"
        let count = 3
        XCTAssertEqual(try Text("Literal").inspect().text().string(), "Literal")
        XCTAssertEqual(try Text(title).inspect().text().string(), "Variable")
        XCTAssertEqual(try Text(verbatim: "100% \\(raw)").inspect().text().string(), "100% \\(raw)")
        XCTAssertEqual(try Text("Count: \(count)").inspect().text().string(), "Count: 3")
        XCTAssertEqual(try Text("Pi: \(3.14159, specifier: "%.2f")").inspect().text().string(), "Pi: 3.14")
        XCTAssertEqual(try Text("Nested \(Text("text"))").inspect().text().string(), "Nested text")
        XCTAssertEqual(try Text(title[...]).inspect().text().string(), "Variable")
    }

    func testConcatenatedTextJoinsItsParts() throws {
        let sut = Text("Hello").bold() + Text(", ") + Text("world").italic()
        XCTAssertEqual(try sut.inspect().text().string(), "Hello, world")
    }

    func testAttributesOfTheTextItself() throws {
        let sut = Text("Styled")
            .font(.headline)
            .fontWeight(.semibold)
            .bold()
            .italic()
            .foregroundColor(.red)
            .underline(true, color: .blue)
            .strikethrough()
            .kerning(1.5)
            .tracking(2)
            .baselineOffset(-1)
        let attributes = try sut.inspect().text().attributes()
        XCTAssertEqual(try attributes.font(), .headline)
        XCTAssertEqual(try attributes.fontWeight(), .semibold)
        XCTAssertTrue(try attributes.isBold())
        XCTAssertTrue(try attributes.isItalic())
        XCTAssertEqual(try attributes.foregroundColor(), .red)
        XCTAssertTrue(try attributes.isUnderline())
        XCTAssertTrue(try attributes.isStrikethrough())
        XCTAssertEqual(try attributes.kerning(), 1.5)
        XCTAssertEqual(try attributes.tracking(), 2)
        XCTAssertEqual(try attributes.baselineOffset(), -1)
    }

    func testLaterTextModifierWins() throws {
        let attributes = try Text("a").bold().bold(false).font(.body).font(.title).inspect().text().attributes()
        XCTAssertFalse(try attributes.isBold())
        XCTAssertEqual(try attributes.font(), .title)
    }

    func testFontAndColorFallBackToTheEnvironment() throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("inherits")
                    Text("own").font(.caption).foregroundColor(.green)
                }
                .font(.largeTitle)
                .foregroundColor(.blue)
            }
        }
        let vStack = try Screen().inspect().vStack()
        XCTAssertEqual(try vStack.text(0).attributes().font(), .largeTitle)
        XCTAssertEqual(try vStack.text(0).attributes().foregroundColor(), .blue)
        XCTAssertEqual(try vStack.text(1).attributes().font(), .caption)
        XCTAssertEqual(try vStack.text(1).attributes().foregroundColor(), .green)
    }

    func testUnsetAttributesDefaultOrThrow() throws {
        let attributes = try Text("plain").inspect().text().attributes()
        XCTAssertFalse(try attributes.isBold())
        XCTAssertFalse(try attributes.isItalic())
        XCTAssertFalse(try attributes.isUnderline())
        XCTAssertThrowsError(try attributes.font()) { error in
            XCTAssertEqual("\(error)", "text().attributes().font(): Text has no font")
        }
        XCTAssertThrowsError(try attributes.kerning()) { error in
            XCTAssertEqual("\(error)", "text().attributes().kerning(): Text has no kerning")
        }
    }

    func testAttributesThatDifferBetweenPartsThrowUntilNarrowed() throws {
        let sut = Text("Bold").bold() + Text(" plain")
        let attributes = try sut.inspect().text().attributes()
        XCTAssertThrowsError(try attributes.isBold()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().attributes().isBold(): the bold differs between the parts of the text"
                    + " ('Bold': true, ' plain': false); read a range of characters, for example attributes()[0..<4]")
        }
        XCTAssertTrue(try attributes[0..<4].isBold())
        XCTAssertFalse(try attributes[5..<8].isBold())
    }

    func testTextInsideAStackIsNotASingleChild() throws {
        XCTAssertThrowsError(try VStack { Text("a"); Text("b") }.inspect().vStack().text(2)) { error in
            XCTAssertEqual(
                "\(error)", "vStack().text(2): index 2 is out of range: VStack has 2 child views (valid indices: 0...1)")
        }
    }
}
