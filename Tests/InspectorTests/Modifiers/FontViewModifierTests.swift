import Foundation
import Inspector
import XCTest

/// `bold()`, `italic()`, `fontWeight(_:)`, `fontDesign(_:)` and `fontWidth(_:)` as view
/// modifiers: inherited by the texts inside, read by their `attributes()` and folded into the
/// font of their `attributedString()`.
final class FontViewModifierTests: XCTestCase {
    func testBoldAndItalicAreInheritedTheInnermostWinning() throws {
        let sut = VStack {
            Text("a")
            Text("b").bold(false)
            Label("c", systemImage: "d").italic(false)
        }.bold().italic()
        let stack = try sut.inspect().vStack()
        XCTAssertTrue(try stack.text(0).attributes().isBold())
        XCTAssertTrue(try stack.text(0).attributes().isItalic())
        XCTAssertFalse(try stack.text(1).attributes().isBold())
        XCTAssertFalse(try stack.find(text: "c").attributes().isItalic())
        XCTAssertTrue(try stack.find(text: "c").attributes().isBold())
        XCTAssertFalse(try Text("e").inspect().text().attributes().isBold())
    }

    func testTheWeightIsInheritedUnlessTheTextSetsItsOwn() throws {
        let sut = VStack {
            Text("a")
            Text("b").fontWeight(.light)
        }.fontWeight(.semibold)
        XCTAssertEqual(try sut.inspect().vStack().text(0).attributes().fontWeight(), .semibold)
        XCTAssertEqual(try sut.inspect().vStack().text(1).attributes().fontWeight(), .light)
        XCTAssertThrowsError(try VStack { Text("a") }.fontWeight(nil).inspect().find(text: "a").attributes().fontWeight()) { error in
            XCTAssertEqual(
                "\(error)", "vStack().text(0).attributes().fontWeight(): Text has no font weight")
        }
    }

    func testTheAttributedStringsFontHasTheModifiersApplied() throws {
        let sut = VStack { Text("a") }.font(.title).fontDesign(.rounded).fontWidth(.condensed).bold()
        let font = try sut.inspect().find(text: "a").attributedString().runs.first?.font
        XCTAssertEqual(font, Font.system(.title, design: .rounded).width(.condensed).bold())
        XCTAssertEqual(try font.map { try $0.design() }, .rounded)
        XCTAssertEqual(try font.map { try $0.weight() }, .bold)
    }

    func testWithoutAFontTheyApplyToBody() throws {
        let sut = VStack { Text("a") }.fontDesign(.serif).italic()
        XCTAssertEqual(
            try sut.inspect().find(text: "a").attributedString().runs.first?.font, Font.system(.body, design: .serif).italic())
    }

    func testADesignLeavesCustomFontsAndFontsWithADesignAlone() throws {
        let sut = VStack {
            Text("a").font(.custom("Avenir", size: 12))
            Text("b").font(.system(size: 10, design: .monospaced))
        }.fontDesign(.serif)
        let stack = try sut.inspect().vStack()
        XCTAssertEqual(try stack.text(0).attributedString().runs.first?.font, .custom("Avenir", size: 12))
        XCTAssertEqual(try stack.text(1).attributedString().runs.first?.font, .system(size: 10, design: .monospaced))
    }

    func testTheTextsOwnModifiersWinOverTheInheritedOnes() throws {
        let sut = VStack { Text("a").fontWeight(.heavy) }.fontWeight(.thin)
        let font = try XCTUnwrap(try sut.inspect().find(text: "a").attributedString().runs.first?.font)
        XCTAssertEqual(font, Font.body.weight(.heavy))
        XCTAssertEqual(try font.weight(), .heavy)
    }

    func testATextsOwnDesignAndWidthStayATextAndConcatenate() throws {
        let sut = Text("a").fontDesign(.rounded) + Text("b").fontWidth(.expanded)
        let runs = try sut.inspect().text().attributedString().runs.map(\.font)
        XCTAssertEqual(runs, [Font.system(.body, design: .rounded), Font.body.width(.expanded)])
        let inherited = VStack { Text("c").fontDesign(.monospaced).bold(false) }.fontDesign(.serif).bold()
        XCTAssertEqual(try inherited.inspect().find(text: "c").attributedString().runs.first?.font, .system(.body, design: .monospaced))
    }

    func testTheDumpNamesTheModifiers() throws {
        let dump = try Image(systemName: "a").bold().fontWidth(.expanded).inspect().treeDump()
        XCTAssertTrue(dump.contains(".bold(true)"), dump)
        XCTAssertTrue(dump.contains(".fontWidth(.expanded)"), dump)
    }

    func testWidthsAreDescribedAsWritten() {
        XCTAssertEqual(Font.body.width(.compressed).description, ".body.width(.compressed)")
        XCTAssertEqual(Font.Width(0.1).description, "Font.Width(0.1)")
        XCTAssertEqual(Font.Width.standard.value, 0)
    }
}
