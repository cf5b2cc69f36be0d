import Inspector
import ViewTree
import XCTest

/// The safe-area edges a shape-style background or overlay extends into, and the regions a
/// safe-area inset insets, as ViewInspector's `ignoresSafeAreaEdges()` and `regions()` read them.
final class LayerSafeAreaTests: XCTestCase {
    func testAStyleBackgroundsEdges() throws {
        let text = try Text("a")
            .background(Color.red, ignoresSafeAreaEdges: .top)
            .background(Color.blue)
            .inspect().text()
        XCTAssertEqual(try text.background().ignoresSafeAreaEdges(), .top)
        XCTAssertEqual(try text.background(1).ignoresSafeAreaEdges(), .all)
        XCTAssertEqual(try text.background().color().value(), .red)
    }

    func testAStyleOverlaysEdges() throws {
        let text = try Text("a").overlay(Color.red, ignoresSafeAreaEdges: [.leading, .trailing]).inspect().text()
        XCTAssertEqual(try text.overlay().ignoresSafeAreaEdges(), [.leading, .trailing])
        XCTAssertEqual(try Text("a").overlay(Color.red).inspect().text().overlay().ignoresSafeAreaEdges(), .all)
    }

    func testTheEnvironmentsBackgroundStyle() throws {
        let text = try Text("a").background(ignoresSafeAreaEdges: .bottom).inspect().text()
        XCTAssertEqual(try text.background().ignoresSafeAreaEdges(), .bottom)
        XCTAssertEqual(try Text("a").background().inspect().text().background().ignoresSafeAreaEdges(), .all)
        XCTAssertThrowsError(try text.background().text()) { error in
            XCTAssertEqual("\(error)", "text().background().text(): background has no content view")
        }
    }

    func testALayerOfViewsHasNoEdges() throws {
        let text = try Text("a").background { Color.red }.overlay(Text("b")).inspect().text()
        XCTAssertThrowsError(try text.background().ignoresSafeAreaEdges()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().background().ignoresSafeAreaEdges(): background's ignoresSafeAreaEdges cannot be read: a layer"
                    + " made of views (.background(alignment:content:)) has none: only"
                    + " .background(_:ignoresSafeAreaEdges:) with a shape style takes them")
        }
        XCTAssertThrowsError(try text.overlay().ignoresSafeAreaEdges()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().overlay().ignoresSafeAreaEdges(): overlay's ignoresSafeAreaEdges cannot be read: a layer"
                    + " made of views (.overlay(alignment:content:)) has none: only"
                    + " .overlay(_:ignoresSafeAreaEdges:) with a shape style takes them")
        }
    }

    func testASafeAreaInsetInsetsTheContainerRegion() throws {
        let sut = List { Text("row") }
            .safeAreaInset(edge: .bottom) { Text("bar") }
            .safeAreaInset(edge: .leading) { Text("side") }
        let list = try sut.inspect().list()
        XCTAssertEqual(try list.safeAreaInset().regions(), .container)
        XCTAssertEqual(try list.safeAreaInset(1).regions(), .container)
    }
}
