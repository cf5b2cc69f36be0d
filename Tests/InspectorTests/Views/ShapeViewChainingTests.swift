import Foundation
import Inspector
import XCTest

/// A drawn shape filled or stroked again (iOS 17's `ShapeView`): the new drawing in front,
/// the one before as its background.
final class ShapeViewChainingTests: XCTestCase {
    func testAStrokedCircleFilledBehindItsStroke() throws {
        let shape = try Circle().stroke(Color.red, lineWidth: 4).fill(Color.yellow).inspect().shape()
        XCTAssertEqual(try shape.fillShapeStyle(Color.self), .yellow)
        XCTAssertEqual(try shape.actualShape(Circle.self), Circle())
        XCTAssertThrowsError(try shape.strokeStyle(), "the fill is of the circle, not of its outline")
        let stroke = try shape.background().shape()
        XCTAssertEqual(try stroke.fillShapeStyle(Color.self), .red)
        XCTAssertEqual(try stroke.strokeStyle().lineWidth, 4)
    }

    func testAFilledShapeStroked() throws {
        let shape = try RoundedRectangle(cornerRadius: 4).fill(Color.blue).stroke(Color.black, lineWidth: 2).inspect().shape()
        XCTAssertEqual(try shape.strokeStyle().lineWidth, 2)
        XCTAssertEqual(try shape.actualShape(RoundedRectangle.self).cornerSize, CGSize(width: 4, height: 4))
        XCTAssertEqual(try shape.background().shape().fillShapeStyle(Color.self), .blue)
    }

    func testAStrokeStrokedAgainOutlinesTheShape() throws {
        let shape = try Circle().stroke(Color.red, lineWidth: 6).stroke(Color.white, lineWidth: 2).inspect().shape()
        XCTAssertEqual(try shape.strokeStyle().lineWidth, 2)
        XCTAssertEqual(try shape.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)), Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertEqual(try shape.background().shape().strokeStyle().lineWidth, 6)
    }
}
