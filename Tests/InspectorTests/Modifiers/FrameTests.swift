import Foundation
import Inspector
import ViewTree
import XCTest

final class FrameTests: XCTestCase {
    func testFixedFrame() throws {
        let sut = Text("a").frame(width: 10, height: 20, alignment: .leading)
        let frame: (width: CGFloat, height: CGFloat, alignment: Alignment) = try sut.inspect().text().fixedFrame()
        XCTAssertEqual(frame.width, 10)
        XCTAssertEqual(frame.height, 20)
        XCTAssertEqual(frame.alignment, .leading)
        XCTAssertEqual(try sut.inspect().text().fixedWidth(), 10)
        XCTAssertEqual(try sut.inspect().text().fixedHeight(), 20)
        XCTAssertEqual(try sut.inspect().text().fixedAlignment(), .leading)
    }

    func testAFixedFrameSettingOneDimension() throws {
        let tall = try Text("a").frame(height: 5).inspect().text()
        XCTAssertEqual(try tall.fixedHeight(), 5)
        XCTAssertEqual(try tall.fixedAlignment(), .center)
        XCTAssertThrowsError(try tall.fixedWidth()) { error in
            XCTAssertEqual("\(error)", "text().fixedWidth(): Text's frame width cannot be read: its .frame(height: 5.0) sets no width")
        }
        // As in ViewInspector, the whole fixed frame needs both dimensions.
        XCTAssertThrowsError(try tall.fixedFrame()) { error in
            XCTAssertEqual("\(error)", "text().fixedFrame(): Text's frame width cannot be read: its .frame(height: 5.0) sets no width")
        }
        let wide = try Text("a").frame(width: 8).inspect().text()
        XCTAssertEqual(try wide.fixedWidth(), 8)
        XCTAssertThrowsError(try wide.fixedHeight()) { error in
            XCTAssertEqual("\(error)", "text().fixedHeight(): Text's frame height cannot be read: its .frame(width: 8.0) sets no height")
        }
    }

    func testFlexFrame() throws {
        let frame: (
            minWidth: CGFloat, idealWidth: CGFloat, maxWidth: CGFloat,
            minHeight: CGFloat, idealHeight: CGFloat, maxHeight: CGFloat, alignment: Alignment
        ) = try Text("a").frame(minWidth: 1, maxWidth: .infinity, minHeight: 2, idealHeight: 3, alignment: .top)
            .inspect().text().flexFrame()
        XCTAssertEqual(frame.minWidth, 1)
        XCTAssertTrue(frame.idealWidth.isNaN, "a value the frame does not set is nan, as in ViewInspector")
        XCTAssertEqual(frame.maxWidth, .infinity)
        XCTAssertEqual(frame.minHeight, 2)
        XCTAssertEqual(frame.idealHeight, 3)
        XCTAssertTrue(frame.maxHeight.isNaN)
        XCTAssertEqual(frame.alignment, .top)
    }

    func testMissingFrame() throws {
        XCTAssertThrowsError(try Text("a").frame(minWidth: 1).inspect().text().fixedFrame()) { error in
            XCTAssertEqual("\(error)", "text().fixedFrame(): Text has no frame(width:height:); its modifiers: .frame")
        }
        XCTAssertThrowsError(try Text("a").padding().inspect().text().fixedWidth()) { error in
            XCTAssertEqual("\(error)", "text().fixedWidth(): Text has no frame(width:height:); its modifiers: .padding")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().fixedHeight()) { error in
            XCTAssertEqual("\(error)", "text().fixedHeight(): Text has no frame(width:height:); it has no modifiers")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().fixedAlignment()) { error in
            XCTAssertEqual("\(error)", "text().fixedAlignment(): Text has no frame(width:height:); it has no modifiers")
        }
        XCTAssertThrowsError(try Text("a").frame(width: 3).inspect().text().flexFrame()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().flexFrame(): Text has no frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:);"
                    + " its modifiers: .frame")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().flexFrame()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().flexFrame(): Text has no frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:);"
                    + " it has no modifiers")
        }
    }
}
