import Foundation
import Inspector
import ViewTree
import XCTest

/// ViewInspector's `Color` readers: `rgba()` and `name()`.
final class ColorReadersTests: XCTestCase {
    private func rgba(_ color: Color) throws -> [Float] {
        let value = try color.inspect().color().rgba()
        return [value.red, value.green, value.blue, value.alpha]
    }

    func testComponentsAsGiven() throws {
        XCTAssertEqual(try rgba(Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.9)), [0.1, 0.2, 0.3, 0.9])
        XCTAssertEqual(try rgba(Color(.sRGBLinear, red: 0.1, green: 0.2, blue: 0.3)), [0.1, 0.2, 0.3, 1])
        XCTAssertEqual(try rgba(Color(.displayP3, red: 1, green: 0.5, blue: 0, opacity: 0.5)), [1, 0.5, 0, 0.5])
        XCTAssertEqual(try rgba(Color(white: 0.25)), [0.25, 0.25, 0.25, 1])
        XCTAssertEqual(try rgba(Color(red: 1, green: 0, blue: 0).opacity(0.5)), [1, 0, 0, 0.5])
    }

    func testSystemColorsHaveTheirLightModeComponents() throws {
        XCTAssertEqual(try rgba(.red), [1, Float(59.0 / 255), Float(48.0 / 255), 1])
        XCTAssertEqual(try rgba(.blue), [0, Float(122.0 / 255), 1, 1])
        XCTAssertEqual(try rgba(.black), [0, 0, 0, 1])
        XCTAssertEqual(try rgba(.white), [1, 1, 1, 1])
        XCTAssertEqual(try rgba(.clear), [0, 0, 0, 0])
        XCTAssertEqual(try rgba(.primary), [0, 0, 0, 1])
        XCTAssertEqual(try rgba(Color.green.opacity(0.5)), [Float(52.0 / 255), Float(199.0 / 255), Float(89.0 / 255), 0.5])
        for color in [Color.gray, .orange, .yellow, .pink, .purple, .mint, .teal, .cyan, .indigo, .brown, .secondary] {
            XCTAssertNoThrow(try rgba(color), "\(color)")
        }
    }

    func testName() throws {
        XCTAssertEqual(try Color("brand").inspect().color().name(), "brand")
        XCTAssertEqual(try Color("brand", bundle: .main).opacity(0.3).inspect().color().name(), "brand")
        let color = try HStack { Text("a"); Color("accent") }.inspect().hStack().color(1)
        XCTAssertEqual(try color.name(), "accent")
    }

    func testComponentsOfColorsThatHaveNone() {
        XCTAssertThrowsError(try Color("brand").inspect().color().rgba()) { error in
            XCTAssertEqual(
                "\(error)",
                "color().rgba(): Color's rgba cannot be read: Color(\"brand\") is an asset color,"
                    + " whose components are in the app's asset catalog; read name()")
            XCTAssertEqual(error as? InspectionError, .notSupported("RGBA values are not available"), "ViewInspector's case")
        }
        XCTAssertThrowsError(try Color.accentColor.inspect().color().rgba()) { error in
            XCTAssertEqual(
                "\(error)",
                "color().rgba(): Color's rgba cannot be read: accentColor is the app's accent color"
                    + " (its AccentColor asset), whose components are not known here")
        }
    }

    func testNameOfColorsThatHaveNone() {
        XCTAssertThrowsError(try Color.red.inspect().color().name()) { error in
            XCTAssertEqual(
                "\(error)", "color().name(): Color's name cannot be read: red is not an asset color; only Color(\"name\") has a name")
            XCTAssertEqual(error as? InspectionError, .notSupported("Color name is not available"), "ViewInspector's case")
        }
        XCTAssertThrowsError(try Color(red: 1, green: 0, blue: 0).inspect().color().name()) { error in
            XCTAssertEqual(
                "\(error)",
                "color().name(): Color's name cannot be read: Color(red: 1.0, green: 0.0, blue: 0.0, opacity: 1.0)"
                    + " is not an asset color; only Color(\"name\") has a name")
        }
    }
}
