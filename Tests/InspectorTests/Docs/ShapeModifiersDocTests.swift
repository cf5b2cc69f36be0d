import Foundation
import Inspector
import ViewTree
import XCTest

// The example of "Shape modifiers, paths, colors and the tint" in Docs/Appearance.md, as
// written there.

final class ShapeModifiersDocTests: XCTestCase {
    func testShapeModifiersPathsColorsAndTheTint() throws {
        let gauge = ZStack {
            Circle().trim(from: 0, to: 0.75).rotation(.degrees(135)).stroke(Color(hue: 0.3, saturation: 1, brightness: 0.8), lineWidth: 4)
            Image(systemName: "bolt").foregroundStyle(.tint)
        }
        let arc = try gauge.inspect().zStack().shape(0)
        XCTAssertEqual(try arc.trim().to, 0.75)
        XCTAssertEqual(try arc.rotation().angle, .degrees(135))
        XCTAssertEqual(try arc.actualShape(Circle.self), Circle())
        XCTAssertEqual(try arc.fillShapeStyle(Color.self).inspect().color().rgba().red, 0.16, accuracy: 0.001)
        XCTAssertEqual(try gauge.inspect().zStack().image(1).foregroundStyle(TintShapeStyle.self), .tint)

        var tick = Path()
        tick.move(to: CGPoint(x: 0, y: 5))
        tick.addLine(to: CGPoint(x: 4, y: 9))
        tick.addQuadCurve(to: CGPoint(x: 12, y: 0), control: CGPoint(x: 6, y: 2))
        XCTAssertEqual(tick.description, "0 5 m 4 9 l 6 2 12 0 q")
        XCTAssertEqual(tick.boundingRect, CGRect(x: 0, y: 0, width: 12, height: 9))
    }
}
