import Inspector
import ViewTree
import XCTest

final class LayerTests: XCTestCase {
    func testOverlayContent() throws {
        let sut = Image("avatar").overlay(alignment: .topTrailing) { Text("3") }
        let overlay = try sut.inspect().image().overlay()
        XCTAssertEqual(try overlay.text().string(), "3")
        XCTAssertEqual(try overlay.alignment(), .topTrailing)
        XCTAssertEqual(try overlay.text().pathToRoot, "image().overlay().text()")
    }

    func testBackgroundContentAndStyle() throws {
        let sut = Text("a")
            .background(Color.yellow)
            .background { RoundedRectangle(cornerRadius: 3).fill(Color.gray) }
        let text = try sut.inspect().text()
        XCTAssertEqual(try text.background().color().value(), .yellow)
        XCTAssertEqual(try text.background(1).shape().fillShapeStyle(Color.self), .gray)
        XCTAssertEqual(try text.background(1).shape().pathToRoot, "text().background(1).shape()")
        XCTAssertThrowsError(try text.background().alignment()) { error in
            XCTAssertEqual("\(error)", "text().background().alignment(): background's alignment cannot be read: a layer made of a shape style (.background(style)) has none")
        }
    }

    func testOverlayWithSeveralViews() throws {
        let overlay = try Text("a").overlay {
            Text("b")
            Text("c")
        }.inspect().text().overlay()
        XCTAssertEqual(overlay.count, 2)
        XCTAssertEqual(try overlay.text(1).string(), "c")
    }

    func testMissingLayers() throws {
        XCTAssertThrowsError(try Text("a").overlay(Text("b")).inspect().text().background()) { error in
            XCTAssertEqual("\(error)", "text().background(): Text has no background; its modifiers: .overlay")
        }
        XCTAssertThrowsError(try Text("a").overlay(Text("b")).inspect().text().overlay(1)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().overlay(1): index 1 is out of range: Text has 1 overlay (valid indices: 0...0)")
        }
    }
}
