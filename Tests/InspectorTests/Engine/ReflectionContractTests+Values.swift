import Foundation
@testable import Inspector
import ViewTree
import XCTest

/// The contract for values Inspector reads by reflection: a `Font`'s provider, a `Color`'s
/// storage, a `SharePreview`'s parts (see `ReflectionContractTests`).
extension ReflectionContractTests {
    func testFontStorage() throws {
        pin(Font.body, ["provider"], readBy: "Font size(), name(), weight(), design(), style(), isFixedSize()")
        let reader = "FontReading.facts(of:)"
        XCTAssertEqual(Reflection.enumCase(of: provider(Font.body))?.name, "textStyle", reader)
        XCTAssertEqual(Reflection.enumCase(of: provider(.system(size: 1)))?.name, "system", reader)
        XCTAssertEqual(Reflection.enumCase(of: provider(.custom("a", size: 1)))?.name, "custom", reader)
        let modified = try XCTUnwrap(Reflection.enumCase(of: provider(Font.body.bold())))
        XCTAssertEqual(modified.name, "modified", reader)
        let elements = Reflection.tupleElements(of: try XCTUnwrap(modified.payload))
        XCTAssertEqual(elements.count, 2, "a modified font's base provider and modifier: \(reader)")
        XCTAssertEqual(Reflection.enumCase(of: elements[1])?.name, "bold", reader)
        for (font, name) in [(Font.body.weight(.thin), "weight"), (Font.body.monospaced(), "monospaced")] {
            let payload = try XCTUnwrap(Reflection.enumCase(of: provider(font))?.payload)
            XCTAssertEqual(Reflection.enumCase(of: Reflection.tupleElements(of: payload)[1])?.name, name, reader)
        }
    }

    func testColorStorage() throws {
        pin(Color.red, ["storage"], readBy: "Color rgba(), name()")
        let reader = "ColorReading.components(of:), name()"
        XCTAssertEqual(Reflection.enumCase(of: storage(.red))?.name, "system", reader)
        XCTAssertEqual(Reflection.enumCase(of: storage(Color("a")))?.name, "asset", reader)
        XCTAssertEqual(Reflection.enumCase(of: storage(Color(red: 1, green: 0, blue: 0)))?.name, "rgb", reader)
        XCTAssertEqual(Reflection.enumCase(of: storage(Color.red.opacity(0.5)))?.name, "opacity", reader)
        let hsb = try XCTUnwrap(Reflection.enumCase(of: storage(Color(hue: 0.5, saturation: 1, brightness: 1))))
        XCTAssertEqual(hsb.name, "hsb", reader)
        XCTAssertEqual(
            Reflection.tupleElements(of: try XCTUnwrap(hsb.payload)).compactMap { $0 as? Double }, [0.5, 1, 1, 1],
            "hue, saturation, brightness and opacity as Doubles: \(reader)")
    }

    func testSharePreviewStorage() throws {
        pin(SharePreview("a", image: 1, icon: 2), ["title", "image", "icon"], readBy: "SharePreview title(), image(), icon()")
    }

    private func provider(_ font: Font) -> Any {
        Mirror(reflecting: font).children.first.map(\.value) ?? font
    }

    private func storage(_ color: Color) -> Any {
        Mirror(reflecting: color).children.first.map(\.value) ?? color
    }
}
