import Foundation
import Inspector
import XCTest

/// The shape modifiers (`offset`, `rotation`, `scale`, `transform`, `size`, `trim`,
/// `inset(by:)`): shapes that `fill` and `stroke` can follow, read with ViewInspector's
/// `offset()`, `rotation()`, `scale()`, `transform()`, `size()`, `trim()` and `inset()`.
final class ShapeModifierTests: XCTestCase {
    private let rect = CGRect(x: 0, y: 0, width: 10, height: 10)

    private func assertClose(_ actual: CGRect, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        for (a, e) in [(actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width), (actual.height, expected.height)] {
            XCTAssertEqual(a, e, accuracy: 0.0001, "\(actual) is not \(expected)", file: file, line: line)
        }
    }

    func testAnOffsetShapeIsFilled() throws {
        let shape = try Circle().offset(x: 2, y: 3).fill(Color.red).inspect().shape()
        XCTAssertEqual(try shape.offset(), CGSize(width: 2, height: 3))
        XCTAssertEqual(try shape.fillShapeStyle(Color.self), .red)
        XCTAssertEqual(try shape.actualShape(Circle.self), Circle())
        XCTAssertEqual(try shape.path(in: rect), Circle().path(in: rect).offsetBy(dx: 2, dy: 3))
    }

    func testWithoutTheShapeModifierOffsetReadsTheViewModifier() throws {
        XCTAssertEqual(try Circle().fill(Color.red).offset(x: 4).inspect().shape().offset(), CGSize(width: 4, height: 0))
        XCTAssertThrowsError(try Circle().inspect().shape().offset())
    }

    func testARotatedShape() throws {
        let shape = try Rectangle().rotation(.degrees(90), anchor: .topLeading).inspect().shape()
        XCTAssertEqual(try shape.rotation().angle, .degrees(90))
        XCTAssertEqual(try shape.rotation().anchor, .topLeading)
        assertClose(try shape.path(in: rect).boundingRect, CGRect(x: -10, y: 0, width: 10, height: 10))
        XCTAssertEqual(try Circle().rotationEffect(.degrees(5)).inspect().shape().rotation().angle, .degrees(5))
    }

    func testAScaledShape() throws {
        let shape = try Rectangle().scale(x: 2, y: 3, anchor: .topLeading).stroke(Color.blue, lineWidth: 1).inspect().shape()
        let scale = try shape.scale()
        XCTAssertEqual([scale.x, scale.y], [2, 3])
        XCTAssertEqual(scale.anchor, .topLeading)
        assertClose(try shape.path(in: rect).boundingRect, CGRect(x: 0, y: 0, width: 20, height: 30))
        XCTAssertEqual(try Circle().scale(0.5).inspect().shape().scale().anchor, .center)
    }

    func testATransformedAndASizedShape() throws {
        let moved = CGAffineTransform(translationX: 5, y: 0)
        XCTAssertEqual(try Rectangle().transform(moved).inspect().shape().transform(), moved)
        let sized = try Circle().size(width: 4, height: 4).inspect().shape()
        XCTAssertEqual(try sized.size(), CGSize(width: 4, height: 4))
        XCTAssertEqual(try sized.path(in: CGRect(x: 0, y: 0, width: 50, height: 50)), Circle().path(in: CGRect(x: 0, y: 0, width: 4, height: 4)))
    }

    func testATrimmedShapeStrokedAndTurned() throws {
        let shape = try Circle().trim(from: 0, to: 0.5).rotation(.degrees(-90)).stroke(lineWidth: 2).inspect().shape()
        let trim = try shape.trim()
        XCTAssertEqual([trim.from, trim.to], [0, 0.5])
        XCTAssertEqual(try shape.rotation().angle, .degrees(-90))
        XCTAssertEqual(try shape.strokeStyle().lineWidth, 2)
        XCTAssertEqual(try shape.actualShape(Circle.self), Circle())
    }

    func testInsetsAddUp() throws {
        XCTAssertEqual(try Circle().inset(by: 3).inspect().shape().inset(), 3)
        XCTAssertEqual(try Circle().inset(by: 1).inset(by: 2).inspect().shape().inset(), 3)
        XCTAssertEqual(try Circle().offset(x: 1).inset(by: 2).inspect().shape().inset(), 2)
    }

    func testAMissingShapeModifierNamesWhatTheShapeDraws() throws {
        XCTAssertThrowsError(try Circle().trim(to: 0.5).inspect().shape().scale()) { error in
            XCTAssertEqual(
                "\(error)", "shape().scale(): Shape has no scale(x:y:anchor:); it draws _TrimmedShape<Circle> in Circle")
        }
    }

    func testTheDumpNamesTheShapeModifier() throws {
        let dump = try VStack { Circle().trim(to: 0.5).offset(x: 1).fill(Color.red) }.inspect().treeDump()
        XCTAssertEqual(dump, "vStack()\n  shape(0) Circle .trim(from: 0.0, to: 0.5) .offset(x: 1.0, y: 0.0)")
    }
}
