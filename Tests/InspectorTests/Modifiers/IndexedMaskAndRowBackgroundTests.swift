import Inspector
import ViewTree
import XCTest

/// `mask(_:)` and `listRowBackground(_:)` pick among several of their modifiers on one view by
/// index, as ViewInspector's do; with no index they read the first.
final class IndexedMaskAndRowBackgroundTests: XCTestCase {
    func testMasksByIndexInTheOrderApplied() throws {
        let sut = Image("photo")
            .mask(alignment: .top) { Circle() }
            .mask(alignment: .bottom) { Text("cut") }
        let image = try sut.inspect().image()
        XCTAssertEqual(try image.mask().alignment(), .top)
        XCTAssertEqual(try image.mask(0).alignment(), .top)
        XCTAssertNoThrow(try image.mask(0).shape())
        XCTAssertEqual(try image.mask(1).alignment(), .bottom)
        XCTAssertEqual(try image.mask(1).text().string(), "cut")
        XCTAssertEqual(try image.mask(1).text().pathToRoot, "image().mask(1).text()")
        XCTAssertEqual(try sut.inspect().find(text: "cut").pathToRoot, "image().mask(1).text()")
    }

    func testAMaskIndexOutOfRange() throws {
        let image = try Image("photo").mask { Circle() }.inspect().image()
        XCTAssertThrowsError(try image.mask(1)) { error in
            XCTAssertEqual(
                "\(error)", "image().mask(1): index 1 is out of range: Image has 1 mask (valid indices: 0...0)")
        }
    }

    func testRowBackgroundsByIndex() throws {
        let sut = List {
            Text("Row")
                .listRowBackground(Color.yellow)
                .listRowBackground(Text("behind"))
        }
        let row = try sut.inspect().list().text(0)
        XCTAssertEqual(try row.listRowBackground().color().value(), .yellow)
        XCTAssertEqual(try row.listRowBackground(0).color().value(), .yellow)
        XCTAssertEqual(try row.listRowBackground(1).text().string(), "behind")
        XCTAssertEqual(try sut.inspect().find(text: "behind").pathToRoot, "list().text(0).listRowBackground(1).text()")
    }

    func testARowBackgroundIndexOutOfRange() throws {
        let row = try List { Text("Row").listRowBackground(Color.yellow) }.inspect().list().text(0)
        XCTAssertThrowsError(try row.listRowBackground(2)) { error in
            XCTAssertEqual(
                "\(error)",
                "list().text(0).listRowBackground(2): index 2 is out of range: Text has 1 listRowBackground"
                    + " (valid indices: 0...0)")
        }
    }
}
