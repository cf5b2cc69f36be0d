import Inspector
import ViewTree
import XCTest

final class FrameTests: XCTestCase {
    func testFixedFrame() throws {
        let frame = try Text("a").frame(width: 10, height: 20, alignment: .leading).inspect().text().fixedFrame()
        XCTAssertEqual(frame.width, 10)
        XCTAssertEqual(frame.height, 20)
        XCTAssertEqual(frame.alignment, .leading)
        XCTAssertNil(try Text("a").frame(height: 5).inspect().text().fixedFrame().width)
    }

    func testFlexFrame() throws {
        let frame = try Text("a").frame(minWidth: 1, maxWidth: 100, minHeight: 2, idealHeight: 3, alignment: .top)
            .inspect().text().flexFrame()
        XCTAssertEqual(frame.minWidth, 1)
        XCTAssertNil(frame.idealWidth)
        XCTAssertEqual(frame.maxWidth, 100)
        XCTAssertEqual(frame.minHeight, 2)
        XCTAssertEqual(frame.idealHeight, 3)
        XCTAssertNil(frame.maxHeight)
        XCTAssertEqual(frame.alignment, .top)
    }

    func testMissingFrame() throws {
        XCTAssertThrowsError(try Text("a").frame(minWidth: 1).inspect().text().fixedFrame()) { error in
            XCTAssertEqual("\(error)", "text().fixedFrame(): Text has no frame(width:height:); its modifiers: .frame")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().flexFrame()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().flexFrame(): Text has no frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:);"
                    + " it has no modifiers")
        }
    }
}
