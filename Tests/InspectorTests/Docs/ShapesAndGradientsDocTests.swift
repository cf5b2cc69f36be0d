import Foundation
import Inspector
import ViewTree
import XCTest

// The examples of "Shapes and gradients" in Docs/Appearance.md, as written there.

private struct Tag: View {
    let isRound: Bool
    var body: some View {
        (isRound ? AnyShape(Capsule()) : AnyShape(UnevenRoundedRectangle(topLeadingRadius: 8)))
            .fill(LinearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing))
    }
}

final class ShapesAndGradientsDocTests: XCTestCase {
    func testShapes() throws {
        let shape = try Tag(isRound: false).inspect().shape()
        XCTAssertEqual(try shape.actualShape(UnevenRoundedRectangle.self).cornerRadii.topLeading, 8)
        let fill = try shape.fillShapeStyle(LinearGradient.self)
        XCTAssertEqual(fill, LinearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing))
        XCTAssertNoThrow(try Tag(isRound: true).inspect().shape().actualShape(Capsule.self))
    }

    func testGradients() throws {
        let backdrop = ZStack {
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
            AngularGradient(colors: [.red, .yellow, .red], center: .center)
        }
        let linear = try backdrop.inspect().zStack().linearGradient(0)
        XCTAssertEqual(try linear.gradient().stops.map(\.location), [0, 1])
        XCTAssertEqual(try linear.endPoint(), .bottom)
        XCTAssertEqual(try backdrop.inspect().zStack().angularGradient(1).endAngle(), .degrees(360))
    }

    func testEllipticalGradient() throws {
        let spotlight = ZStack {
            EllipticalGradient(colors: [.white, .black], center: .top)
            Capsule().fill(EllipticalGradient(colors: [.yellow, .orange], endRadiusFraction: 0.8))
        }
        let glow = try spotlight.inspect().find(ViewType.EllipticalGradient.self)
        XCTAssertEqual(glow.pathToRoot, "zStack().ellipticalGradient(0)")
        XCTAssertEqual(try glow.center(), .top)
        XCTAssertEqual(try glow.endRadiusFraction(), 0.5)
        let fill = try spotlight.inspect().zStack().shape(1).fillShapeStyle(EllipticalGradient.self)
        XCTAssertEqual(fill, EllipticalGradient(colors: [.yellow, .orange], endRadiusFraction: 0.8))
    }
}
