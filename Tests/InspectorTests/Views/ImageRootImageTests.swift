import Foundation
import Inspector
import ViewTree
import XCTest

/// ViewInspector's `rootImage()`: an image without its image modifiers.
final class ImageRootImageTests: XCTestCase {
    func testRootImageDropsTheImageModifiers() throws {
        let image = try Image("logo").resizable().renderingMode(.template).antialiased(false)
            .inspect().image().actualImage()
        let root = try image.rootImage()
        XCTAssertEqual(root, Image("logo"))
        XCTAssertFalse(try root.isResizable())
        XCTAssertTrue(try root.isAntialiased())
        XCTAssertEqual(try root.name(), "logo")
    }

    func testRootImageKeepsWhatTheInitializerMade() throws {
        XCTAssertEqual(try Image(systemName: "star").resizable().rootImage(), Image(systemName: "star"))
        XCTAssertEqual(try Image(decorative: "stripes").resizable().rootImage(), Image(decorative: "stripes"))
        let labelled = try Image("chart", label: Text("Sales")).renderingMode(.original).rootImage()
        XCTAssertEqual(labelled, Image("chart", label: Text("Sales")))
        XCTAssertEqual(try labelled.inspect().image().labelView().string(), "Sales")
        XCTAssertEqual(try Image("plain").rootImage(), Image("plain"), "an unmodified image is its own root")
    }
}
