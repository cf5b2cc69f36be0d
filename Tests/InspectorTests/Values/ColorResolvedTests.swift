import Foundation
import Inspector
import ViewTree
import XCTest

// Color.Resolved: sRGB components, linear components, Color(_:) and resolve(in:).

final class ColorResolvedTests: XCTestCase {
    func testComponentsAndLinearComponents() {
        var resolved = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.8)
        XCTAssertEqual(resolved.red, 1)
        XCTAssertEqual(resolved.green, 0.5)
        XCTAssertEqual(resolved.opacity, 0.8)
        XCTAssertEqual(resolved.linearRed, 1, accuracy: 1e-6)
        XCTAssertEqual(resolved.linearGreen, 0.21404, accuracy: 1e-4)
        XCTAssertEqual(resolved.linearBlue, 0)
        resolved.linearGreen = 0.21404
        XCTAssertEqual(resolved.green, 0.5, accuracy: 1e-4)
        XCTAssertEqual(Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.8).description, "#FF8000CC")
    }

    func testLinearAndDisplayP3ComponentsAreConvertedToSRGB() {
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.21404, green: 1, blue: 0)
        XCTAssertEqual(linear.red, 0.5, accuracy: 1e-4)
        let p3Red = Color.Resolved(colorSpace: .displayP3, red: 1, green: 0, blue: 0)
        XCTAssertGreaterThan(p3Red.red, 1, "Display P3's red is beyond sRGB: extended")
        XCTAssertLessThan(p3Red.green, 0)
    }

    func testAColorOfAResolvedColorReadsItsComponents() throws {
        let color = Color(Color.Resolved(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
        let rgba = try color.inspect().color().rgba()
        XCTAssertEqual(rgba.red, 0.2, accuracy: 1e-6)
        XCTAssertEqual(rgba.green, 0.4, accuracy: 1e-6)
        XCTAssertEqual(rgba.blue, 0.6, accuracy: 1e-6)
        XCTAssertEqual(rgba.alpha, 0.5, accuracy: 1e-6)
    }

    func testResolveMatchesRGBAForSystemAndComponentColors() throws {
        let environment = EnvironmentValues()
        for color in [Color.red, .blue, .secondary, Color(red: 0.1, green: 0.2, blue: 0.3).opacity(0.5)] {
            let resolved = color.resolve(in: environment)
            let rgba = try color.inspect().color().rgba()
            XCTAssertEqual(resolved.red, rgba.red, accuracy: 1e-6, "\(color)")
            XCTAssertEqual(resolved.green, rgba.green, accuracy: 1e-6, "\(color)")
            XCTAssertEqual(resolved.blue, rgba.blue, accuracy: 1e-6, "\(color)")
            XCTAssertEqual(resolved.opacity, rgba.alpha, accuracy: 1e-6, "\(color)")
        }
    }

    func testSystemColorsResolveInTheEnvironmentsColorScheme() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        XCTAssertEqual(Color.blue.resolve(in: dark), Color.Resolved(red: 10 / 255, green: 132 / 255, blue: 1))
        XCTAssertEqual(Color.primary.resolve(in: dark), Color.Resolved(red: 1, green: 1, blue: 1))
        XCTAssertEqual(Color.red.opacity(0.5).resolve(in: dark).green, 69 / 255 as Float, accuracy: 1e-6)
        XCTAssertEqual(Color.accentColor.resolve(in: dark), Color.blue.resolve(in: dark))
        XCTAssertEqual(Color.gray.resolve(in: dark), Color.gray.resolve(in: EnvironmentValues()))
        XCTAssertEqual(Color(red: 0.2, green: 0.4, blue: 0.6).resolve(in: dark).blue, 0.6, accuracy: 1e-6)
    }

    func testTheAccentAndAssetColorsResolveWithoutACatalog() {
        let environment = EnvironmentValues()
        XCTAssertEqual(Color.accentColor.resolve(in: environment), Color.blue.resolve(in: environment))
        XCTAssertEqual(Color("brand").resolve(in: environment).opacity, 0)
    }

    func testAHueResolvesToItsSRGBComponents() {
        let resolved = Color(hue: 0, saturation: 1, brightness: 1).resolve(in: EnvironmentValues())
        XCTAssertEqual([resolved.red, resolved.green, resolved.blue], [1, 0, 0])
    }
}
