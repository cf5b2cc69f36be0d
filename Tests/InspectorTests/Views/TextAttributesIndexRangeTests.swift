import Foundation
import Inspector
import ViewTree
import XCTest

/// `attributes()[range]` with a range of `String.Index`es of the text's string, as
/// ViewInspector's subscript takes them.
final class TextAttributesIndexRangeTests: XCTestCase {
    private let sut = Text("Hello ").italic() + Text("world").bold() + Text("!")

    func testRangesOfIndicesNarrowTheReading() throws {
        let text = try sut.inspect().text()
        let string = try text.string()
        let world = try XCTUnwrap(string.range(of: "world"))
        XCTAssertTrue(try text.attributes()[world].isBold())
        XCTAssertFalse(try text.attributes()[world].isItalic())
        XCTAssertTrue(try text.attributes()[..<world.lowerBound].isItalic())
        let bang = try XCTUnwrap(string.firstIndex(of: "!"))
        XCTAssertFalse(try text.attributes()[bang...].isBold())
        XCTAssertTrue(try text.attributes()[world.lowerBound...string.index(before: bang)].isBold())
    }

    func testARangeOverPartsThatDifferNamesThem() throws {
        let text = try sut.inspect().text()
        let string = try text.string()
        XCTAssertThrowsError(try text.attributes()[string.startIndex...].isBold()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().attributes()[characters 0..<12].isBold(): the bold differs between the parts of the text"
                    + " ('Hello ': false, 'world': true, '!': false); read a range of characters, for example attributes()[0..<6]")
        }
    }

    func testIndicesPastTheEndOfTheText() throws {
        let text = try sut.inspect().text()
        let longer = "Hello world and more"
        let past = try XCTUnwrap(longer.range(of: "more"))
        XCTAssertThrowsError(try text.attributes()[past].isBold()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().attributes()[String.Index range].isBold(): the range of string indices ends past the end of"
                    + " the text's string \"Hello world!\": were they made on another string?")
        }
        let string = try text.string()
        XCTAssertThrowsError(try text.attributes()[string.endIndex...].isBold()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().attributes()[characters 12..<12].isBold(): the range 12..<12 is not within the text's 12 characters")
        }
    }
}
