import Inspector
import XCTest

/// `.tint` as a shape style: the new-project template's first screen.
final class TintShapeStyleTests: XCTestCase {
    func testTheTemplatesGlobeIsTinted() throws {
        let sut = VStack {
            Image(systemName: "globe").imageScale(.large).foregroundStyle(.tint)
            Text("Hello, world!")
        }.padding()
        let globe = try sut.inspect().vStack().image(0)
        XCTAssertEqual(try globe.foregroundStyle(TintShapeStyle.self), .tint)
        XCTAssertEqual(try globe.imageScale(), .large)
        XCTAssertThrowsError(try globe.foregroundColor()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().image(0).foregroundColor(): expected Color, found TintShapeStyle; read it with foregroundStyle(_:)")
        }
    }

    func testAShapeFilledWithTheTint() throws {
        let sut = Circle().fill(.tint)
        XCTAssertEqual(try sut.inspect().shape().fillShapeStyle(TintShapeStyle.self), TintShapeStyle())
    }
}
