import Inspector
import XCTest

/// `Color(hue:saturation:brightness:opacity:)` and `Color(white:opacity:)`: `rgba()` converts
/// them to red, green and blue.
final class ColorHueTests: XCTestCase {
    private func rgba(_ color: Color) throws -> [Float] {
        let value = try color.inspect().color().rgba()
        return [value.red, value.green, value.blue, value.alpha]
    }

    private func assertClose(_ actual: [Float], _ expected: [Float], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a, e, accuracy: 0.0001, "\(actual) is not \(expected)", file: file, line: line)
        }
    }

    func testHuesAroundTheCircle() throws {
        assertClose(try rgba(Color(hue: 0, saturation: 1, brightness: 1)), [1, 0, 0, 1])
        assertClose(try rgba(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)), [0, 1, 0, 1])
        assertClose(try rgba(Color(hue: 2.0 / 3, saturation: 1, brightness: 1)), [0, 0, 1, 1])
        assertClose(try rgba(Color(hue: 1, saturation: 1, brightness: 1)), [1, 0, 0, 1])
        assertClose(try rgba(Color(hue: 0.5, saturation: 0.5, brightness: 0.8, opacity: 0.5)), [0.4, 0.8, 0.8, 0.5])
        assertClose(try rgba(Color(hue: 0.1, saturation: 0.6, brightness: 1)), [1, 0.76, 0.4, 1])
    }

    func testNoSaturationIsAGray() throws {
        assertClose(try rgba(Color(hue: 0.7, saturation: 0, brightness: 0.25)), [0.25, 0.25, 0.25, 1])
    }

    func testOpacityMultipliesAndTheColorIsDescribedAsWritten() throws {
        let color = Color(hue: 0.5, saturation: 1, brightness: 1).opacity(0.5)
        assertClose(try rgba(color), [0, 1, 1, 0.5])
        XCTAssertEqual(color.description, "Color(hue: 0.5, saturation: 1.0, brightness: 1.0, opacity: 1.0).opacity(0.5)")
        XCTAssertEqual(Color(hue: 0.5, saturation: 1, brightness: 1), Color(hue: 0.5, saturation: 1, brightness: 1))
    }

    func testWhiteLevels() throws {
        assertClose(try rgba(Color(white: 0.3, opacity: 0.9)), [0.3, 0.3, 0.3, 0.9])
        assertClose(try rgba(Color(.sRGBLinear, white: 1)), [1, 1, 1, 1])
    }
}
