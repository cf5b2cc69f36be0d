import Foundation
import Inspector
import ViewTree
import XCTest

private struct Badge: View {
    let round: Bool
    var body: some View {
        VStack {
            Ellipse().fill(Color.green)
            UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12).stroke(Color.red, lineWidth: 2)
            (round ? AnyShape(Circle()) : AnyShape(Rectangle())).fill(Color.blue)
            ContainerRelativeShape().inset(by: 4)
        }
    }
}

/// `Ellipse`, `UnevenRoundedRectangle`, `ContainerRelativeShape` and `AnyShape`.
final class ShapeKindsTests: XCTestCase {
    private let rect = CGRect(x: 0, y: 0, width: 40, height: 20)

    func testEllipse() throws {
        let shape = try Ellipse().inspect().shape()
        XCTAssertEqual(try shape.actualShape(Ellipse.self), Ellipse())
        XCTAssertEqual(Ellipse().path(in: rect), Path(ellipseIn: rect))
        XCTAssertEqual(Ellipse().inset(by: 2).path(in: rect), Path(ellipseIn: rect.insetBy(dx: 2, dy: 2)))
        let bordered = try Ellipse().strokeBorder(Color.red, lineWidth: 4).inspect().shape()
        XCTAssertEqual(try bordered.strokeStyle().lineWidth, 4)
        XCTAssertNoThrow(try bordered.actualShape(Ellipse.self))
    }

    func testUnevenRoundedRectangleInitializers() throws {
        let byRadius = UnevenRoundedRectangle(topLeadingRadius: 1, bottomLeadingRadius: 2, bottomTrailingRadius: 3, topTrailingRadius: 4)
        XCTAssertEqual(byRadius.cornerRadii, RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4))
        XCTAssertEqual(byRadius.style, .continuous)
        let defaulted = UnevenRoundedRectangle(topTrailingRadius: 5, style: .circular)
        XCTAssertEqual(defaulted.cornerRadii, RectangleCornerRadii(topTrailing: 5))
        XCTAssertEqual(defaulted.style, .circular)
        let byRadii = UnevenRoundedRectangle(cornerRadii: .init(bottomLeading: 8, bottomTrailing: 8))
        XCTAssertEqual(byRadii.cornerRadii.bottomLeading, 8)
        XCTAssertEqual(byRadii.cornerRadii.topLeading, 0)
        XCTAssertEqual(byRadii.style, .continuous)

        let shape = try byRadius.inspect().shape()
        XCTAssertEqual(try shape.actualShape(UnevenRoundedRectangle.self).cornerRadii.topTrailing, 4)
        XCTAssertEqual(byRadius.path(in: rect), Path(roundedRect: rect, cornerRadii: byRadius.cornerRadii))
        XCTAssertEqual(byRadius.path(in: rect).boundingRect, rect)
        XCTAssertNoThrow(try byRadius.inset(by: 1).inspect().shape().actualShape(UnevenRoundedRectangle.self))
    }

    func testContainerRelativeShapeIsARectangle() throws {
        XCTAssertEqual(ContainerRelativeShape().path(in: rect), Path(rect))
        let shape = try ContainerRelativeShape().fill(Color.red).inspect().shape()
        XCTAssertNoThrow(try shape.actualShape(ContainerRelativeShape.self))
        XCTAssertEqual(try shape.fillShapeStyle(Color.self), .red)
    }

    func testAnyShapeIsReadThrough() throws {
        let erased = AnyShape(RoundedRectangle(cornerRadius: 6))
        XCTAssertEqual(erased.path(in: rect), RoundedRectangle(cornerRadius: 6).path(in: rect))
        let shape = try erased.fill(Color.red).inspect().shape()
        XCTAssertEqual(try shape.actualShape(RoundedRectangle.self).cornerSize, CGSize(width: 6, height: 6))
        XCTAssertNoThrow(try shape.actualShape(AnyShape.self))
        XCTAssertEqual(try shape.fillShapeStyle(Color.self), .red)
        let stroked = try AnyShape(Circle()).stroke(lineWidth: 3).inspect().shape()
        XCTAssertEqual(try stroked.strokeStyle().lineWidth, 3)
    }

    func testSearchAndPathToRoot() throws {
        let sut = Badge(round: true)
        let shapes = try sut.inspect().findAll(ViewType.Shape.self)
        XCTAssertEqual(shapes.map(\.pathToRoot), [
            "view(Badge.self).vStack().shape(0)", "view(Badge.self).vStack().shape(1)",
            "view(Badge.self).vStack().shape(2)", "view(Badge.self).vStack().shape(3)",
        ])
        XCTAssertNoThrow(try sut.inspect().view(Badge.self).vStack().shape(2).actualShape(Circle.self))
        XCTAssertNoThrow(try Badge(round: false).inspect().vStack().shape(2).actualShape(Rectangle.self))
        XCTAssertEqual(try sut.inspect().vStack().shape(1).strokeStyle().lineWidth, 2)
        XCTAssertEqual(try sut.inspect().vStack().shape(3).actualShape(ContainerRelativeShape.self), ContainerRelativeShape())
    }

    func testErrors() throws {
        XCTAssertThrowsError(try AnyShape(Circle()).inspect().shape().actualShape(Ellipse.self)) { error in
            XCTAssertEqual("\(error)", "shape().actualShape(Ellipse.self): expected Ellipse, found AnyShape in Circle")
        }
        XCTAssertThrowsError(try Ellipse().inspect().text()) { error in
            XCTAssertEqual("\(error)", "text(): expected Text, found Ellipse")
        }
        XCTAssertThrowsError(try UnevenRoundedRectangle().fill(Color.red).inspect().shape().strokeStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().strokeStyle(): Shape has no stroke; it is filled; stroke it with stroke(_:lineWidth:) or strokeBorder(_:lineWidth:)")
        }
    }
}
