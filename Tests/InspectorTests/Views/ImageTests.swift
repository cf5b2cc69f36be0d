import Inspector
import ViewTree
import XCTest

final class ImageTests: XCTestCase {
    func testActualImageAndItsName() throws {
        let image = try Image("logo").resizable().inspect().image().actualImage()
        XCTAssertEqual(try image.name(), "logo")
        XCTAssertFalse(try image.isSystemImage())
        XCTAssertTrue(try image.isResizable())
        XCTAssertEqual(image, Image("logo").resizable())
    }

    func testSystemImage() throws {
        let image = try HStack { Image(systemName: "star") }.inspect().hStack().image(0).actualImage()
        XCTAssertEqual(try image.name(), "star")
        XCTAssertTrue(try image.isSystemImage())
    }

    func testImageWhereTextIs() throws {
        XCTAssertThrowsError(try Text("x").inspect().image()) { error in
            XCTAssertEqual("\(error)", "image(): expected Image, found Text")
        }
    }
}
