import Foundation
import Inspector
import ViewTree
import XCTest

/// Images inside texts, attributed strings, `attributedString()` and `find(textWhere:)`.
final class TextImagesAndAttributedTests: XCTestCase {
    func testInterpolatedImages() throws {
        let text = try Text("Tap \(Image(systemName: "plus")) to add \(Image("photo"))").inspect().text()
        XCTAssertEqual(try text.string(), "Tap Image('plus') to add Image('photo')")
        XCTAssertEqual(try text.images(), [Image(systemName: "plus"), Image("photo")])
        XCTAssertEqual(try text.images().first?.inspect().image().actualImage().name(), "plus")
    }

    func testImagesOfTextsMadeFromImagesAndConcatenations() throws {
        let sut = Text(Image(systemName: "star")) + Text(" Favorites ") + Text("\(Image(systemName: "chevron.right"))")
        let text = try sut.inspect().text()
        XCTAssertEqual(try text.string(), "Image('star') Favorites Image('chevron.right')")
        XCTAssertEqual(try text.images(), [Image(systemName: "star"), Image(systemName: "chevron.right")])
        XCTAssertEqual(try Text("Plain").inspect().text().images(), [])
        XCTAssertEqual(try Text("Nested \(Text("\(Image("a"))"))").inspect().text().images(), [Image("a")])
    }

    func testAttributedStringKeepsItsAttributes() throws {
        var greeting = AttributedString("Hello world")
        greeting.font = .headline
        greeting.link = URL(string: "https://example.com")
        let world = try XCTUnwrap(greeting.range(of: "world"))
        greeting[world].foregroundColor = .blue
        greeting[world].underlineStyle = Text.LineStyle(color: .red)
        let text = try Text(greeting).inspect().text()
        XCTAssertEqual(try text.string(), "Hello world")
        XCTAssertEqual(try text.attributedString(), greeting)
        let attributes = try text.attributes()
        XCTAssertEqual(try attributes.font(), .headline)
        XCTAssertEqual(try attributes[6..<11].foregroundColor(), .blue)
        XCTAssertTrue(try attributes[6..<11].isUnderline())
        XCTAssertEqual(try attributes[6..<11].underlineColor(), .red)
        XCTAssertFalse(try attributes[0..<5].isUnderline())
        XCTAssertThrowsError(try attributes.foregroundColor()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().attributes().foregroundColor(): the foreground color differs between the parts of the text"
                    + " ('Hello ': none, 'world': blue); read a range of characters, for example attributes()[0..<6]")
        }
    }

    func testAttributedStringAttributesWinOverTheTextsModifiers() throws {
        var sale = AttributedString("Sale now")
        sale[try XCTUnwrap(sale.range(of: "Sale"))].foregroundColor = .red
        let text = try Text(sale).foregroundColor(.gray).inspect().text()
        XCTAssertEqual(try text.attributes()[0..<4].foregroundColor(), .red)
        XCTAssertEqual(try text.attributes()[5..<8].foregroundColor(), .gray)
        let attributed = try text.attributedString()
        XCTAssertEqual(attributed.runs.map(\.foregroundColor), [.red, .gray])
    }

    func testAttributedStringOfATextsModifiers() throws {
        let sut = Text("Sale").bold().foregroundColor(.red).underline() + Text(" ends").font(.caption).kerning(2)
        let attributed = try sut.inspect().text().attributedString()
        XCTAssertEqual(String(attributed.characters), "Sale ends")
        let runs = Array(attributed.runs)
        XCTAssertEqual(runs.count, 2)
        XCTAssertEqual(runs[0].font, Font.body.bold())
        XCTAssertEqual(runs[0].foregroundColor, .red)
        XCTAssertEqual(runs[0].underlineStyle, .single)
        XCTAssertNil(runs[0].kern)
        XCTAssertEqual(runs[1].font, .caption)
        XCTAssertEqual(runs[1].kern, 2)
        XCTAssertNil(runs[1].foregroundColor)
    }

    func testBoldAppliesToTheEnvironmentsFont() throws {
        let sut = VStack { Text("Title").italic() }.font(.title)
        let attributed = try sut.inspect().vStack().text(0).attributedString()
        XCTAssertEqual(attributed.runs.first?.font, Font.title.italic())
        XCTAssertEqual(try Text("Plain").inspect().text().attributedString(), AttributedString("Plain"))
    }

    func testAttributedInterpolationAndFormatStylesWithAttributedOutput() throws {
        var name = AttributedString("Ada")
        name.font = .headline
        let text = try Text("Hello, \(name)!").inspect().text()
        XCTAssertEqual(try text.string(), "Hello, Ada!")
        XCTAssertEqual(try text.attributes()[7..<10].font(), .headline)
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let formatted = try Text(date, format: .dateTime.year().month().day().attributed).inspect().text()
        XCTAssertEqual(try formatted.string(), "Nov 14, 2023")
        XCTAssertEqual(try formatted.string(locale: Locale(identifier: "de_DE")), "14. Nov. 2023")
        let interpolated = try Text("On \(date, format: .dateTime.year().month().day().attributed)").inspect().text()
        XCTAssertEqual(try interpolated.string(), "On Nov 14, 2023")
    }

    func testFindTextWhere() throws {
        let sut = VStack {
            Text("Total: \(12.5, format: .currency(code: "USD"))")
            Text("Total: \(99, format: .number)").bold()
        }
        let found = try sut.inspect().find(textWhere: { string, attributes in
            try attributes.isBold() && string.hasPrefix("Total")
        })
        XCTAssertEqual(found.pathToRoot, "vStack().text(1)")
        XCTAssertEqual(
            try sut.inspect().find(textWhere: { string, _ in string.contains("12,50") }, locale: Locale(identifier: "de_DE"))
                .pathToRoot,
            "vStack().text(0)")
        let condition: (String, ViewType.Text.Attributes) throws -> Bool = { string, _ in string == "Total" }
        XCTAssertThrowsError(try sut.inspect().find(textWhere: condition)) { error in
            XCTAssertEqual(
                "\(error)".components(separatedBy: "\n").prefix(2).joined(separator: "\n"),
                "vStack().find(textWhere: …): found no text matching the condition (searched 3 views below)\n"
                    + "The texts there: \"Total: $12.50\", \"Total: 99\".")
        }
    }

    func testTreeDumpShowsRenderedStrings() throws {
        let sut = VStack {
            Text("Total: \(12.5, format: .currency(code: "USD"))")
            Text("Tap \(Image(systemName: "plus"))").bold()
        }
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            vStack()
              text(0) "Total: $12.50"
              text(1) "Tap Image('plus')" .bold()
            """)
    }
}
