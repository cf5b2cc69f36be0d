import Foundation
import Inspector
import ViewTree
import XCTest

/// What the `Font` readers say of a property the font does not have.
final class FontReaderErrorsTests: XCTestCase {
    func testSizeOfATextStyle() {
        XCTAssertThrowsError(try Font.body.size()) { error in
            XCTAssertEqual(
                "\(error)", ".body.size(): Font's size cannot be read: it is the text style .body, sized by Dynamic Type; read style()")
            XCTAssertEqual(error as? InspectionError, .attributeNotFound(label: "size", type: "Font"), "ViewInspector's case")
        }
        XCTAssertThrowsError(try Font.headline.bold().size()) { error in
            XCTAssertEqual(
                "\(error)",
                ".headline.bold().size(): Font's size cannot be read: it is the text style .headline, sized by Dynamic Type;"
                    + " read style()")
        }
    }

    func testNameOfASystemFont() {
        XCTAssertThrowsError(try Font.system(size: 12).name()) { error in
            XCTAssertEqual(
                "\(error)",
                ".system(size: 12.0).name(): Font's name cannot be read: it is a system font;"
                    + " only a custom font (.custom(_:size:)) has one")
        }
    }

    func testWeightAndDesignOfACustomFont() {
        XCTAssertThrowsError(try Font.custom("Avenir", size: 14).weight()) { error in
            XCTAssertEqual(
                "\(error)",
                ".custom(\"Avenir\", size: 14.0, relativeTo: .body).weight(): Font's weight cannot be read:"
                    + " it is the custom font \"Avenir\", whose weight is its face's; read name()")
        }
        XCTAssertThrowsError(try Font.custom("Avenir", fixedSize: 14).design()) { error in
            XCTAssertEqual(
                "\(error)",
                ".custom(\"Avenir\", fixedSize: 14.0).design(): Font's design cannot be read:"
                    + " it is the custom font \"Avenir\", whose design is its face's; read name()")
        }
    }

    func testStyleOfFontsOfAFixedSize() {
        XCTAssertThrowsError(try Font.system(size: 12, weight: .bold).style()) { error in
            XCTAssertEqual(
                "\(error)",
                ".system(size: 12.0, weight: .bold).style(): Font's style cannot be read:"
                    + " it is a system font of a size (.system(size:)), not a text style")
        }
        XCTAssertThrowsError(try Font.custom("Menlo", fixedSize: 11).italic().style()) { error in
            XCTAssertEqual(
                "\(error)",
                ".custom(\"Menlo\", fixedSize: 11.0).italic().style(): Font's style cannot be read:"
                    + " it is a custom font of a fixed size (fixedSize:), which scales with none")
        }
    }
}
