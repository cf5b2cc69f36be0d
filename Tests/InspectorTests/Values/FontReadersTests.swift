import Foundation
import Inspector
import ViewTree
import XCTest

/// ViewInspector's `Font` readers: `size()`, `name()`, `weight()`, `design()`, `style()`,
/// `isFixedSize()`, for every way a font is built here.
final class FontReadersTests: XCTestCase {
    func testSystemFontOfASize() throws {
        let font = Font.system(size: 17, weight: .semibold, design: .rounded)
        XCTAssertEqual(try font.size(), 17)
        XCTAssertEqual(try font.weight(), .semibold)
        XCTAssertEqual(try font.design(), .rounded)
        XCTAssertFalse(font.isFixedSize(), "as ViewInspector: only .custom(_:fixedSize:) is fixed")
        let plain = Font.system(size: 12)
        XCTAssertEqual(try plain.weight(), .regular, "no weight: is regular")
        XCTAssertEqual(try plain.design(), .default, "no design: is the default")
    }

    func testTextStyles() throws {
        XCTAssertEqual(try Font.headline.style(), .headline)
        XCTAssertEqual(try Font.caption2.style(), .caption2)
        XCTAssertEqual(try Font.body.weight(), .regular)
        XCTAssertEqual(try Font.body.design(), .default)
        XCTAssertFalse(Font.body.isFixedSize())
        let styled = Font.system(.title, design: .serif, weight: .black)
        XCTAssertEqual(try styled.style(), .title)
        XCTAssertEqual(try styled.design(), .serif)
        XCTAssertEqual(try styled.weight(), .black)
    }

    func testCustomFonts() throws {
        let scaling = Font.custom("Avenir", size: 14)
        XCTAssertEqual(try scaling.name(), "Avenir")
        XCTAssertEqual(try scaling.size(), 14)
        XCTAssertEqual(try scaling.style(), .body, "custom(_:size:) scales with the body style")
        XCTAssertFalse(scaling.isFixedSize())

        let relative = Font.custom("Avenir", size: 20, relativeTo: .largeTitle)
        XCTAssertEqual(try relative.style(), .largeTitle)
        XCTAssertEqual(try relative.size(), 20)
        XCTAssertFalse(relative.isFixedSize())

        let fixed = Font.custom("Menlo", fixedSize: 11)
        XCTAssertEqual(try fixed.name(), "Menlo")
        XCTAssertEqual(try fixed.size(), 11)
        XCTAssertTrue(fixed.isFixedSize())
    }

    func testModifiedFontsAreReadThroughTheirModifiers() throws {
        let font = Font.system(size: 12, weight: .light).italic().smallCaps()
        XCTAssertEqual(try font.size(), 12)
        XCTAssertEqual(try font.weight(), .light)
        XCTAssertEqual(try Font.body.bold().weight(), .bold)
        XCTAssertEqual(try Font.body.bold().style(), .body)
        XCTAssertEqual(try Font.system(size: 9, weight: .light).bold().weight(), .bold, "the modifier wins")
        XCTAssertEqual(try Font.title.weight(.heavy).italic().weight(), .heavy)
        XCTAssertEqual(try Font.title.bold().weight(.thin).weight(), .thin, "the outermost modifier wins")
        XCTAssertEqual(try Font.title.weight(.thin).bold().weight(), .bold)
        XCTAssertEqual(try Font.body.monospaced().design(), .monospaced)
        XCTAssertEqual(try Font.body.monospacedDigit().design(), .default)
        XCTAssertEqual(try Font.custom("Avenir", size: 14).bold().weight(), .bold)
        XCTAssertEqual(try Font.custom("Avenir", size: 14).italic().name(), "Avenir")
        XCTAssertTrue(Font.custom("Menlo", fixedSize: 11).bold().isFixedSize())
    }

    func testAFontReadFromATextsAttributes() throws {
        let text = try Text("Hi").font(.custom("Avenir", size: 14).bold()).inspect().text()
        XCTAssertEqual(try text.attributes().font().name(), "Avenir")
        XCTAssertEqual(try text.attributes().font().weight(), .bold)
    }
}
