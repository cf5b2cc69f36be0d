import Foundation
import Inspector
import ViewTree
import XCTest

private struct Tint: Hashable {
    var level: Int
}

/// `Picker`'s `image:` forms (an `ImageResource` of the app's assets), and `Image(_:)` of a
/// resource.
final class PickerImageResourceTests: XCTestCase {
    private let palette = ImageResource(name: "palette", bundle: .main)

    private func icon<L, S, C>(_ picker: Picker<L, S, C>) throws -> String {
        try picker.inspect().picker().labelView().label().icon().image().actualImage().name()
    }

    private func title<L, S, C>(_ picker: Picker<L, S, C>) throws -> String {
        try picker.inspect().picker().labelView().label().title().text().string()
    }

    func testImageOfAResource() throws {
        let image = try Image(palette).inspect().image().actualImage()
        XCTAssertEqual(try image.name(), "palette")
        XCTAssertFalse(try image.isSystemImage())
        XCTAssertEqual(palette, ImageResource(name: "palette", bundle: .main))
    }

    func testTitleAndImageForms() throws {
        let level = Binding(wrappedValue: 1)
        let options = { ForEach(1...3, id: \.self) { Text("Level \($0)") } }
        let key = Picker("Tint", image: palette, selection: level, content: options)
        XCTAssertEqual(try title(key), "Tint")
        XCTAssertEqual(try icon(key), "palette")
        try key.inspect().picker().select(value: 3)
        XCTAssertEqual(level.wrappedValue, 3)
        let name = "Shade"
        let string = Picker(name, image: palette, selection: level, content: options)
        XCTAssertEqual(try title(string), "Shade")
        XCTAssertEqual(try icon(string), "palette")
        let valued = Picker("Tint", image: palette, selection: level, content: options) { Text("L\(level.wrappedValue)") }
        XCTAssertEqual(try icon(valued), "palette")
        XCTAssertEqual(try valued.inspect().picker().currentValueLabelView().text().string(), "L3")
        let valuedString = Picker(name, image: palette, selection: level, content: options) { Text("S") }
        XCTAssertEqual(try title(valuedString), "Shade")
        XCTAssertEqual(try valuedString.inspect().picker().currentValueLabelView().text().string(), "S")
    }

    func testSourcesForms() throws {
        let tints = Binding(wrappedValue: [Tint(level: 2), Tint(level: 2)])
        let options = { ForEach(1...3, id: \.self) { Text("Level \($0)") } }
        let key = Picker("Tint", image: palette, sources: tints, selection: \.level, content: options)
        XCTAssertEqual(try icon(key), "palette")
        XCTAssertEqual(try key.inspect().picker().selectedValue(Int.self), 2)
        let name = "Shade"
        let string = Picker(name, image: palette, sources: tints, selection: \.level, content: options)
        XCTAssertEqual(try title(string), "Shade")
        try string.inspect().picker().select(value: 1)
        XCTAssertEqual(tints.wrappedValue.map(\.level), [1, 1])
        let valued = Picker("Tint", image: palette, sources: tints, selection: \.level, content: options) { Text("V") }
        XCTAssertEqual(try icon(valued), "palette")
        XCTAssertEqual(try valued.inspect().picker().currentValueLabelView().text().string(), "V")
        let valuedString = Picker(name, image: palette, sources: tints, selection: \.level, content: options) {
            Text("W")
        }
        XCTAssertEqual(try title(valuedString), "Shade")
        XCTAssertEqual(try valuedString.inspect().picker().currentValueLabelView().text().string(), "W")
    }
}
