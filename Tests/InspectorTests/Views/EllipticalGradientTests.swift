import Foundation
import Inspector
import ViewTree
import XCTest

private struct Spotlight: View {
    var body: some View {
        ZStack {
            Color.black
            EllipticalGradient(colors: [.white, .black], center: .top, endRadiusFraction: 0.8)
            Capsule().fill(EllipticalGradient(colors: [.yellow, .orange]))
        }
    }
}

final class EllipticalGradientTests: XCTestCase {
    func testEveryForm() throws {
        let gradient = Gradient(colors: [.white, .blue])
        let forms = [
            EllipticalGradient(gradient: gradient, center: .bottom, startRadiusFraction: 0.1, endRadiusFraction: 0.9),
            EllipticalGradient(colors: [.white, .blue], center: .bottom, startRadiusFraction: 0.1, endRadiusFraction: 0.9),
            EllipticalGradient(stops: gradient.stops, center: .bottom, startRadiusFraction: 0.1, endRadiusFraction: 0.9),
        ]
        for form in forms {
            let view = try form.inspect().ellipticalGradient()
            XCTAssertEqual(try view.gradient(), gradient)
            XCTAssertEqual(try view.center(), .bottom)
            XCTAssertEqual(try view.startRadiusFraction(), 0.1)
            XCTAssertEqual(try view.endRadiusFraction(), 0.9)
        }
    }

    func testDefaults() throws {
        let gradient = Gradient(colors: [.red, .green])
        let forms = [
            EllipticalGradient(gradient: gradient), EllipticalGradient(colors: [.red, .green]),
            EllipticalGradient(stops: gradient.stops),
        ]
        for form in forms {
            let view = try form.inspect().ellipticalGradient()
            XCTAssertEqual(try view.gradient(), gradient)
            XCTAssertEqual(try view.center(), .center)
            XCTAssertEqual(try view.startRadiusFraction(), 0)
            XCTAssertEqual(try view.endRadiusFraction(), 0.5)
        }
    }

    func testAsAShapeStyle() throws {
        let fill = try Spotlight().inspect().zStack().shape(2).fillShapeStyle(EllipticalGradient.self)
        XCTAssertEqual(fill, EllipticalGradient(colors: [.yellow, .orange]))
        let stroked = EllipticalGradient(colors: [.red], center: .leading)
        XCTAssertEqual(
            try Circle().stroke(stroked, lineWidth: 2).inspect().shape().fillShapeStyle(EllipticalGradient.self), stroked)
    }

    func testSearchAndPathToRoot() throws {
        let sut = Spotlight()
        let found = try sut.inspect().find(ViewType.EllipticalGradient.self)
        XCTAssertEqual(found.pathToRoot, "view(Spotlight.self).zStack().ellipticalGradient(1)")
        XCTAssertEqual(try sut.inspect().view(Spotlight.self).zStack().ellipticalGradient(1).center(), .top)
        XCTAssertEqual(try found.endRadiusFraction(), 0.8)
        XCTAssertEqual(try sut.inspect().findAll(ViewType.EllipticalGradient.self).count, 1, "a fill style is not a view")
        XCTAssertTrue(try sut.inspect().treeDump().contains("ellipticalGradient(1) colors: [white, black]"))
    }

    func testErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().ellipticalGradient()) { error in
            XCTAssertEqual("\(error)", "ellipticalGradient(): expected EllipticalGradient, found Text")
        }
        let elliptical = EllipticalGradient(colors: [.red])
        XCTAssertThrowsError(try elliptical.inspect().radialGradient()) { error in
            XCTAssertEqual("\(error)", "radialGradient(): expected RadialGradient, found EllipticalGradient")
        }
        XCTAssertThrowsError(try HStack { elliptical }.inspect().hStack().ellipticalGradient(1)) { error in
            XCTAssertEqual(
                "\(error)",
                "hStack().ellipticalGradient(1): index 1 is out of range: HStack has 1 child view (valid indices: 0...0)")
        }
        XCTAssertThrowsError(try Rectangle().fill(Color.red).inspect().shape().fillShapeStyle(EllipticalGradient.self)) {
            XCTAssertEqual(
                "\($0)", "shape().fillShapeStyle(EllipticalGradient.self): expected EllipticalGradient, found Color")
        }
    }
}
