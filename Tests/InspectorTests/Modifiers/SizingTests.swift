import Foundation
import Inspector
import ViewTree
import XCTest

final class SizingTests: XCTestCase {
    func testFixedSize() throws {
        let both = try Text("a").fixedSize().inspect().text().fixedSize()
        XCTAssertTrue(both.horizontal && both.vertical)
        let vertical = try Text("a").fixedSize(horizontal: false, vertical: true).inspect().text().fixedSize()
        XCTAssertFalse(vertical.horizontal)
        XCTAssertTrue(vertical.vertical)
    }

    func testAspectRatioForms() throws {
        let ratio = try Image("a").aspectRatio(1.5, contentMode: .fill).inspect().image()
        XCTAssertEqual(try ratio.aspectRatio(), 1.5)
        XCTAssertEqual(try ratio.aspectRatioContentMode(), .fill)
        XCTAssertFalse(try ratio.isScaledToFill())
        XCTAssertEqual(try Image("a").aspectRatio(CGSize(width: 4, height: 2), contentMode: .fit).inspect().image().aspectRatio(), 2)
        let fit = try Image("a").scaledToFit().inspect().image()
        XCTAssertNil(try fit.aspectRatio())
        XCTAssertTrue(try fit.isScaledToFit())
        XCTAssertFalse(try fit.isScaledToFill())
        let fill = try Image("a").scaledToFill().inspect().image()
        XCTAssertTrue(try fill.isScaledToFill())
        XCTAssertEqual(try Image("a").aspectRatio(contentMode: .fit).inspect().image().aspectRatioContentMode(), .fit)
    }

    func testLayoutPriorityAndZIndex() throws {
        let text = try Text("a").layoutPriority(1).zIndex(2).inspect().text()
        XCTAssertEqual(try text.layoutPriority(), 1)
        XCTAssertEqual(try text.zIndex(), 2)
    }

    func testMissingSizing() throws {
        let text = try Text("a").inspect().text()
        let calls: [(String, String, () throws -> Void)] = [
            ("fixedSize()", "fixedSize", { _ = try text.fixedSize() }),
            ("aspectRatio()", "aspectRatio", { _ = try text.aspectRatio() }),
            ("aspectRatioContentMode()", "aspectRatio", { _ = try text.aspectRatioContentMode() }),
            ("isScaledToFit()", "aspectRatio", { _ = try text.isScaledToFit() }),
            ("isScaledToFill()", "aspectRatio", { _ = try text.isScaledToFill() }),
            ("layoutPriority()", "layoutPriority", { _ = try text.layoutPriority() }),
            ("zIndex()", "zIndex", { _ = try text.zIndex() }),
        ]
        for (call, modifier, read) in calls {
            XCTAssertThrowsError(try read()) { error in
                XCTAssertEqual("\(error)", "text().\(call): Text has no \(modifier); it has no modifiers")
            }
        }
    }

    func testTreeDumpShowsTheValues() throws {
        let sut = Image("a").fixedSize().fixedSize(horizontal: true, vertical: false).aspectRatio(2, contentMode: .fit)
            .scaledToFill().layoutPriority(1).zIndex(3)
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            "image() \"a\" .fixedSize() .fixedSize(horizontal: true, vertical: false) .aspectRatio(2.0, contentMode: .fit)"
                + " .aspectRatio(contentMode: .fill) .layoutPriority(1.0) .zIndex(3.0)")
    }
}
