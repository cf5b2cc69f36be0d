import Foundation
import Inspector
import ViewTree
import XCTest

final class ShapeTests: XCTestCase {
    func testPlainShapesAreShapes() throws {
        let hStack = try HStack {
            Rectangle()
            Circle()
            RoundedRectangle(cornerRadius: 4)
            Capsule()
        }.inspect().hStack()
        XCTAssertNoThrow(try hStack.shape(0).actualShape(Rectangle.self))
        XCTAssertNoThrow(try hStack.shape(1).actualShape(Circle.self))
        XCTAssertEqual(try hStack.shape(2).actualShape(RoundedRectangle.self).cornerSize, CGSize(width: 4, height: 4))
        XCTAssertNoThrow(try hStack.shape(3).actualShape(Capsule.self))
        XCTAssertNoThrow(try hStack.shape(0).fillShapeStyle(ForegroundStyle.self))
        XCTAssertEqual(try hStack.shape(0).fillStyle(), FillStyle())
    }

    func testFill() throws {
        let shape = try Circle().fill(Color.red).inspect().shape()
        XCTAssertEqual(try shape.fillShapeStyle(Color.self), .red)
        XCTAssertNoThrow(try shape.actualShape(Circle.self))
        XCTAssertThrowsError(try shape.strokeStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().strokeStyle(): Shape has no stroke; it is filled; stroke it with stroke(_:lineWidth:) or strokeBorder(_:lineWidth:)")
        }
    }

    func testStrokeAndStrokeBorder() throws {
        let stroked = try Rectangle().stroke(Color.blue, lineWidth: 2).inspect().shape()
        XCTAssertEqual(try stroked.fillShapeStyle(Color.self), .blue)
        XCTAssertEqual(try stroked.strokeStyle().lineWidth, 2)

        let border = try Rectangle().strokeBorder(Color.red, lineWidth: 3, antialiased: true).inspect().shape()
        XCTAssertEqual(try border.fillShapeStyle(Color.self), .red)
        XCTAssertEqual(try border.strokeStyle().lineWidth, 3)
        XCTAssertEqual(try border.fillStyle().isAntialiased, true)
        XCTAssertNoThrow(try border.actualShape(Rectangle.self))
    }

    func testShapeWithModifiersInAStack() throws {
        // The guide's gesture examples start with `shape(0)` on a framed, filled rectangle.
        struct Swatch: View {
            var body: some View {
                Rectangle()
                    .fill(Color.red)
                    .frame(width: 10, height: 10)
            }
        }
        let shape = try Swatch().inspect().shape(0)
        XCTAssertEqual(try shape.fillShapeStyle(Color.self), .red)
        XCTAssertEqual(try shape.fixedFrame().width, 10)
    }

    func testWrongShapeAndStyleTypes() throws {
        let shape = try Circle().fill(Color.red).inspect().shape()
        XCTAssertThrowsError(try shape.actualShape(Rectangle.self)) { error in
            XCTAssertEqual("\(error)", "shape().actualShape(Rectangle.self): expected Rectangle, found Circle")
        }
        XCTAssertThrowsError(try shape.fillShapeStyle(ForegroundStyle.self)) { error in
            XCTAssertEqual("\(error)", "shape().fillShapeStyle(ForegroundStyle.self): expected ForegroundStyle, found Color")
        }
    }

    func testCustomShape() throws {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                }
            }
        }
        let shape = try VStack { Triangle() }.inspect().vStack().shape(0)
        let path = try shape.actualShape(Triangle.self).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(path.elements.count, 4)
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
