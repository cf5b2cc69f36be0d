import Inspector
import ViewTree
import XCTest

final class PaddingTests: XCTestCase {
    func testEveryPaddingForm() throws {
        XCTAssertEqual(try Text("a").padding(5).inspect().text().padding(), EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        XCTAssertEqual(try Text("a").padding(.top, 15).inspect().text().padding(.top), 15)
        XCTAssertEqual(try Text("a").padding([.top, .bottom], 4).inspect().text().padding(.vertical), 4)
        XCTAssertEqual(try Text("a").padding(.horizontal, 3).inspect().text().padding(.leading), 3)
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(try Text("a").padding(insets).inspect().text().padding(), insets)
        XCTAssertEqual(try Text("a").padding(insets).inspect().text().padding(.trailing), 4)
    }

    func testPaddingsAddUpPerEdge() throws {
        let text = try Text("a").padding(.top, 5).padding(.top, 10).padding(.leading, 2).inspect().text()
        XCTAssertEqual(try text.padding(.top), 15)
        XCTAssertEqual(try text.padding(), EdgeInsets(top: 15, leading: 2, bottom: 0, trailing: 0))
    }

    func testHasPadding() throws {
        let text = try Text("a").padding(.top, 15).inspect().text()
        XCTAssertTrue(try text.hasPadding(.top))
        XCTAssertFalse(try text.hasPadding(.bottom))
        XCTAssertFalse(try text.hasPadding())
        XCTAssertTrue(try Text("a").padding().inspect().text().hasPadding())
        XCTAssertFalse(try Text("a").inspect().text().hasPadding())
    }

    func testMissingPaddingNamesTheModifiersThere() throws {
        XCTAssertThrowsError(try Text("a").opacity(0.5).inspect().text().padding()) { error in
            XCTAssertEqual("\(error)", "text().padding(): Text has no padding; its modifiers: .opacity")
        }
        XCTAssertThrowsError(try Text("a").padding(.top, 15).inspect().text().padding(.bottom)) { error in
            XCTAssertEqual("\(error)", "text().padding(.bottom): Text has no padding on .bottom; it is padded on .top")
        }
    }

    func testDifferentEdgesAndDefaultLengthThrow() throws {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertThrowsError(try Text("a").padding(insets).inspect().text().padding(.all)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().padding(.all): the padding differs between the edges (.top 1.0, .leading 2.0, .bottom 3.0, .trailing 4.0);"
                    + " read one edge at a time")
        }
        XCTAssertThrowsError(try Text("a").padding().inspect().text().padding()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().padding(): Text's padding cannot be read: it is the system default length (.padding without a"
                    + " length), which has no fixed value; check it with hasPadding(_:)")
        }
    }
}
