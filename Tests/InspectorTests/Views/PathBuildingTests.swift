import Foundation
import Inspector
import XCTest

/// `Path`'s builders: elements recorded as added (arcs as the curves that draw them), equality,
/// `description`, `boundingRect`, `currentPoint`, and `trimmedPath(from:to:)`.
final class PathBuildingTests: XCTestCase {
    private func assertClose(_ actual: CGPoint?, _ expected: CGPoint, file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(actual.x, expected.x, accuracy: 0.0001, file: file, line: line)
        XCTAssertEqual(actual.y, expected.y, accuracy: 0.0001, file: file, line: line)
    }

    private func assertClose(_ actual: CGRect, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        for (a, e) in [(actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width), (actual.height, expected.height)] {
            XCTAssertEqual(a, e, accuracy: 0.0001, "\(actual) is not \(expected)", file: file, line: line)
        }
    }

    func testLinesAndTheirDescription() {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 5)])
        path.closeSubpath()
        XCTAssertEqual(
            path.elements,
            [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5)), .closeSubpath])
        XCTAssertEqual(path.description, "0 0 m 10 0 l 10 5 l h")
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 5))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 0, y: 0))
        XCTAssertEqual(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).description, "1 2 3 4 re")
    }

    func testCurvesAreBoundedByWhatTheyDrawNotTheirControlPoints() {
        let quad = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        }
        XCTAssertEqual(quad.description, "0 0 m 5 10 10 0 q")
        assertClose(quad.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 5))
        let cubic = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 8), control2: CGPoint(x: 10, y: 8))
        }
        assertClose(cubic.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 6))
        XCTAssertEqual(cubic.currentPoint, CGPoint(x: 10, y: 0))
    }

    func testArcsBecomeCurves() {
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        XCTAssertEqual(quarter.elements.count, 2, "a move to its start and one curve")
        XCTAssertEqual(quarter.elements.first, .move(to: CGPoint(x: 10, y: 0)))
        assertClose(quarter.currentPoint, CGPoint(x: 0, y: 10))
        assertClose(quarter.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10))

        var longWay = Path()
        longWay.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        XCTAssertEqual(longWay.elements.count, 4, "three quarters, the other way round")
        assertClose(longWay.boundingRect, CGRect(x: -10, y: -10, width: 20, height: 20))

        var half = Path()
        half.move(to: CGPoint(x: 20, y: 0))
        half.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(180))
        XCTAssertEqual(half.elements[1], .line(to: CGPoint(x: 10, y: 0)), "a line from the current point to its start")
        assertClose(half.currentPoint, CGPoint(x: -10, y: 0))
        assertClose(half.boundingRect, CGRect(x: -10, y: 0, width: 30, height: 10))
    }

    func testATangentArcRoundsACorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        XCTAssertEqual(path.elements[1], .line(to: CGPoint(x: 8, y: 0)))
        assertClose(path.currentPoint, CGPoint(x: 10, y: 2))
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
        XCTAssertEqual(straight.elements.last, .line(to: CGPoint(x: 5, y: 0)), "lines that do not turn: a line to the corner")
    }

    func testShapesAndPathsAdded() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        var path = Path()
        path.addRects([rect, rect.offsetBy(dx: 20, dy: 0)])
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: 2, height: 2))
        path.addEllipse(in: rect.offsetBy(dx: 0, dy: 20))
        XCTAssertEqual(path.elements.count, 4)
        XCTAssertEqual(path.elements[2], .roundedRect(rect, cornerSize: CGSize(width: 2, height: 2)))
        assertClose(path.boundingRect, CGRect(x: 0, y: 0, width: 30, height: 30))

        var copy = Path()
        copy.addPath(Path(rect), transform: CGAffineTransform(translationX: 5, y: 5))
        XCTAssertEqual(copy, Path(rect.offsetBy(dx: 5, dy: 5)))
        var turned = Path()
        turned.addPath(Path(rect), transform: CGAffineTransform(scaleX: 2, y: 1))
        XCTAssertEqual(turned.elements.first, .move(to: .zero), "scaled, a rectangle is drawn with lines")
        assertClose(turned.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    func testTrimmedPaths() {
        let line = Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 10, y: 0))
        }
        XCTAssertEqual(
            line.trimmedPath(from: 0.2, to: 0.5).elements, [.move(to: CGPoint(x: 2, y: 0)), .line(to: CGPoint(x: 5, y: 0))])
        XCTAssertEqual(line.trimmedPath(from: 0, to: 1), line)
        XCTAssertTrue(line.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0, to: 0.5)
        assertClose(square.currentPoint, CGPoint(x: 10, y: 10))
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).trimmedPath(from: 0, to: 0.25)
        assertClose(circle.currentPoint, CGPoint(x: 10, y: 20))
    }

    func testAPathIsInspectedAsAShape() throws {
        let path = Path { $0.addLines([.zero, CGPoint(x: 4, y: 4)]) }
        let shape = try path.stroke(lineWidth: 1).inspect().shape()
        XCTAssertEqual(try shape.path(in: .zero), path)
        XCTAssertEqual(try shape.actualShape(Path.self), path)
    }
}
