import Foundation
import Inspector
import ViewTree
import XCTest

// Font.leading(_:) and its reader.

final class FontLeadingTests: XCTestCase {
    func testTheLeadingIsRead() throws {
        XCTAssertEqual(try Font.body.leading(.tight).leading(), .tight)
        XCTAssertEqual(try Font.system(size: 12).leading(.loose).bold().leading(), .loose)
        XCTAssertEqual(try Font.body.leading(), .standard)
    }

    func testTheOutermostLeadingWins() throws {
        XCTAssertEqual(try Font.body.leading(.tight).leading(.loose).leading(), .loose)
    }

    func testALeadingKeepsTheOtherReadersAndPrints() throws {
        let font = Font.custom("Avenir", size: 14).leading(.tight)
        XCTAssertEqual(try font.size(), 14)
        XCTAssertEqual(try font.name(), "Avenir")
        XCTAssertEqual(font.description, ".custom(\"Avenir\", size: 14.0, relativeTo: .body).leading(.tight)")
        XCTAssertNotEqual(font, .custom("Avenir", size: 14))
    }

    func testATextsFontKeepsItsLeading() throws {
        let text = try Text("a").font(.headline.leading(.loose)).inspect().text()
        XCTAssertEqual(try text.attributes().font().leading(), .loose)
    }
}
