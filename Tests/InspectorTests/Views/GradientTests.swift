import Foundation
import Inspector
import ViewTree
import XCTest

private struct Backdrop: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            Circle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))
            AngularGradient(colors: [.red, .green, .red], center: .center)
        }
    }
}

final class GradientTests: XCTestCase {
    func testGradientInitializers() {
        XCTAssertEqual(
            Gradient(colors: [.red, .green, .blue]).stops,
            [.init(color: .red, location: 0), .init(color: .green, location: 0.5), .init(color: .blue, location: 1)])
        XCTAssertEqual(Gradient(colors: [.red]).stops, [.init(color: .red, location: 0)])
        XCTAssertEqual(Gradient(colors: []).stops, [])
        let stops = [Gradient.Stop(color: .red, location: 0.2), Gradient.Stop(color: .blue, location: 0.9)]
        XCTAssertEqual(Gradient(stops: stops).stops, stops)
        XCTAssertEqual(stops[1].color, .blue)
        XCTAssertEqual(stops[1].location, 0.9)
    }

    func testLinearGradient() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let forms = [
            LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing),
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing),
            LinearGradient(stops: gradient.stops, startPoint: .leading, endPoint: .trailing),
        ]
        for form in forms {
            let view = try form.inspect().linearGradient()
            XCTAssertEqual(try view.gradient(), gradient)
            XCTAssertEqual(try view.startPoint(), .leading)
            XCTAssertEqual(try view.endPoint(), .trailing)
        }
    }

    func testRadialGradient() throws {
        let gradient = Gradient(colors: [.white, .black])
        let forms = [
            RadialGradient(gradient: gradient, center: .top, startRadius: 5, endRadius: 80),
            RadialGradient(colors: [.white, .black], center: .top, startRadius: 5, endRadius: 80),
            RadialGradient(stops: gradient.stops, center: .top, startRadius: 5, endRadius: 80),
        ]
        for form in forms {
            let view = try form.inspect().radialGradient()
            XCTAssertEqual(try view.gradient(), gradient)
            XCTAssertEqual(try view.center(), .top)
            XCTAssertEqual(try view.startRadius(), 5)
            XCTAssertEqual(try view.endRadius(), 80)
        }
    }

    func testAngularGradient() throws {
        let gradient = Gradient(colors: [.red, .yellow])
        let between = [
            AngularGradient(gradient: gradient, center: .center, startAngle: .degrees(90), endAngle: .degrees(180)),
            AngularGradient(colors: [.red, .yellow], center: .center, startAngle: .degrees(90), endAngle: .degrees(180)),
            AngularGradient(stops: gradient.stops, center: .center, startAngle: .degrees(90), endAngle: .degrees(180)),
        ]
        for form in between {
            let view = try form.inspect().angularGradient()
            XCTAssertEqual(try view.gradient(), gradient)
            XCTAssertEqual(try view.center(), .center)
            XCTAssertEqual(try view.startAngle(), .degrees(90))
            XCTAssertEqual(try view.endAngle(), .degrees(180))
        }
        let fullTurns = [
            AngularGradient(gradient: gradient, center: .bottom, angle: .degrees(45)),
            AngularGradient(colors: [.red, .yellow], center: .bottom, angle: .degrees(45)),
            AngularGradient(stops: gradient.stops, center: .bottom, angle: .degrees(45)),
        ]
        for form in fullTurns {
            let view = try form.inspect().angularGradient()
            XCTAssertEqual(try view.gradient(), gradient)
            XCTAssertEqual(try view.center(), .bottom)
            XCTAssertEqual(try view.startAngle(), .degrees(45))
            XCTAssertEqual(try view.endAngle().degrees, 405, accuracy: 1e-9)
        }
        let defaulted = try AngularGradient(colors: [.red, .yellow], center: .center).inspect().angularGradient()
        XCTAssertEqual(try defaulted.startAngle(), .zero)
        XCTAssertEqual(try defaulted.endAngle().degrees, 360, accuracy: 1e-9)
        let byGradient = try AngularGradient(gradient: gradient, center: .center).inspect().angularGradient()
        XCTAssertEqual(try byGradient.startAngle(), .zero, "a full turn, as angle: defaults to zero")
        XCTAssertEqual(try byGradient.endAngle().degrees, 360, accuracy: 1e-9)
    }

    func testGradientsAsShapeStyles() throws {
        let linear = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        XCTAssertEqual(try Rectangle().fill(linear).inspect().shape().fillShapeStyle(LinearGradient.self), linear)
        let angular = AngularGradient(colors: [.red, .blue], center: .center)
        XCTAssertEqual(try Circle().stroke(angular, lineWidth: 4).inspect().shape().fillShapeStyle(AngularGradient.self), angular)
        let plain = Gradient(colors: [.red, .blue])
        XCTAssertEqual(try Capsule().fill(plain).inspect().shape().fillShapeStyle(Gradient.self), plain)
        let radial = try Backdrop().inspect().zStack().shape(1).fillShapeStyle(RadialGradient.self)
        XCTAssertEqual(radial, RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))
    }

    func testSearchAndPathToRoot() throws {
        let sut = Backdrop()
        let linear = try sut.inspect().find(ViewType.LinearGradient.self)
        XCTAssertEqual(linear.pathToRoot, "view(Backdrop.self).zStack().linearGradient(0)")
        XCTAssertEqual(try sut.inspect().view(Backdrop.self).zStack().linearGradient(0).endPoint(), .bottom)
        let angular = try sut.inspect().find(ViewType.AngularGradient.self)
        XCTAssertEqual(angular.pathToRoot, "view(Backdrop.self).zStack().angularGradient(2)")
        XCTAssertEqual(try angular.gradient().stops.count, 3)
        XCTAssertThrowsError(try sut.inspect().find(ViewType.RadialGradient.self), "a fill style is not a view")
        XCTAssertTrue(try sut.inspect().treeDump().contains("linearGradient(0) colors: [red, blue]"))
    }

    func testErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().linearGradient()) { error in
            XCTAssertEqual("\(error)", "linearGradient(): expected LinearGradient, found Text")
        }
        let radial = RadialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 1)
        XCTAssertThrowsError(try radial.inspect().angularGradient()) { error in
            XCTAssertEqual("\(error)", "angularGradient(): expected AngularGradient, found RadialGradient")
        }
        XCTAssertThrowsError(try HStack { radial }.inspect().hStack().radialGradient(1)) { error in
            XCTAssertEqual("\(error)", "hStack().radialGradient(1): index 1 is out of range: HStack has 1 child view (valid indices: 0...0)")
        }
    }
}
