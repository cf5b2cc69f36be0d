import Foundation
import Inspector
import XCTest

/// `shape().path(in:)`, as ViewInspector reads a shape's outline.
final class ShapePathTests: XCTestCase {
    private let rect = CGRect(x: 0, y: 0, width: 20, height: 10)

    func testAShapesPathInARect() throws {
        XCTAssertEqual(try Rectangle().inspect().shape().path(in: rect), Rectangle().path(in: rect))
        XCTAssertEqual(try Circle().fill(Color.red).inspect().shape().path(in: rect), Circle().path(in: rect))
        XCTAssertNotEqual(try Circle().inspect().shape().path(in: rect), Rectangle().path(in: rect))
    }

    func testAnInsetShapeDrawsItsInsetOutline() throws {
        let inset = Rectangle().inset(by: 2)
        XCTAssertEqual(try inset.inspect().shape().path(in: rect), inset.path(in: rect))
        XCTAssertNotEqual(try inset.inspect().shape().path(in: rect), Rectangle().path(in: rect))
    }
}

/// `popover().contentView()`, deprecated in ViewInspector and here.
final class PopoverContentViewTests: XCTestCase {
    @available(*, deprecated)
    func testContentViewIsThePopoversViews() throws {
        let sut = Text("a").popover(isPresented: .constant(true)) { Text("Tip") }
        XCTAssertEqual(try sut.inspect().text().popover().contentView().text().string(), "Tip")
    }
}

/// `image().labelView()`: an `Image(_:bundle:label:)`'s label, as ViewInspector reads it.
final class ImageLabelViewTests: XCTestCase {
    func testALabelledImagesLabel() throws {
        let image = try Image("flag", label: Text("Flag")).inspect().image()
        XCTAssertEqual(try image.labelView().string(), "Flag")
        XCTAssertEqual(try image.labelView().pathToRoot, "image().labelView()")
    }

    func testAnImageWithoutALabelSaysSo() throws {
        XCTAssertThrowsError(try Image("flag").inspect().image().labelView()) { error in
            XCTAssertEqual(
                "\(error)",
                "image().labelView(): Image's label cannot be read: it was made without a label (Image(_:bundle:label:) gives one)")
        }
        XCTAssertThrowsError(try VStack { Image("flag", label: Text("Flag")) }.inspect().find(text: "Flag"))
    }
}
