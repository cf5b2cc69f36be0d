import Inspector
import ViewTree
import XCTest

final class ColorEffectTests: XCTestCase {
    func testColorEffects() throws {
        let image = try Image("a").grayscale(0.5).saturation(2).contrast(0.8).hueRotation(.degrees(30))
            .colorMultiply(.blue).colorInvert().inspect().image()
        XCTAssertEqual(try image.grayscale(), 0.5)
        XCTAssertEqual(try image.saturation(), 2)
        XCTAssertEqual(try image.contrast(), 0.8)
        XCTAssertEqual(try image.hueRotation(), .degrees(30))
        XCTAssertEqual(try image.colorMultiply(), .blue)
        XCTAssertNoThrow(try image.colorInvert())
    }

    func testMissingColorEffects() throws {
        let image = try Image("a").padding(1).inspect().image()
        let calls: [(String, () throws -> Void)] = [
            ("grayscale", { _ = try image.grayscale() }), ("saturation", { _ = try image.saturation() }),
            ("contrast", { _ = try image.contrast() }), ("hueRotation", { _ = try image.hueRotation() }),
            ("colorMultiply", { _ = try image.colorMultiply() }), ("colorInvert", { try image.colorInvert() }),
        ]
        for (modifier, read) in calls {
            XCTAssertThrowsError(try read()) { error in
                XCTAssertEqual("\(error)", "image().\(modifier)(): Image has no \(modifier); its modifiers: .padding")
            }
        }
    }

    func testTreeDumpShowsTheValues() throws {
        let sut = Image("a").grayscale(1).saturation(0.5).contrast(2).hueRotation(.degrees(90)).colorMultiply(.red)
            .colorInvert()
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            "image() \"a\" .grayscale(1.0) .saturation(0.5) .contrast(2.0) .hueRotation(.degrees(90.0))"
                + " .colorMultiply(red) .colorInvert()")
    }
}
