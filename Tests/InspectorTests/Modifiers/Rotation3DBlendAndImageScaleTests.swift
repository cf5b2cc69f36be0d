import Foundation
import Inspector
import ViewTree
import XCTest

final class Rotation3DBlendAndImageScaleTests: XCTestCase {
    func testRotation3DEveryParameter() throws {
        let sut = Text("a").rotation3DEffect(
            .degrees(30), axis: (x: 1, y: 0.5, z: 0), anchor: .leading, anchorZ: 4, perspective: 0.5)
        let rotation = try sut.inspect().text().rotation3D()
        XCTAssertEqual(rotation.angle, .degrees(30))
        XCTAssertEqual(rotation.axis.x, 1)
        XCTAssertEqual(rotation.axis.y, 0.5)
        XCTAssertEqual(rotation.axis.z, 0)
        XCTAssertEqual(rotation.anchor, .leading)
        XCTAssertEqual(rotation.anchorZ, 4)
        XCTAssertEqual(rotation.perspective, 0.5)
    }

    func testRotation3DDefaultsAndInnermost() throws {
        let sut = Text("a").rotation3DEffect(.radians(1), axis: (x: 0, y: 0, z: 1))
            .rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0))
        let rotation = try sut.inspect().text().rotation3D()
        XCTAssertEqual(rotation.angle, .radians(1))
        XCTAssertEqual(rotation.axis.z, 1)
        XCTAssertEqual(rotation.anchor, .center)
        XCTAssertEqual(rotation.anchorZ, 0)
        XCTAssertEqual(rotation.perspective, 1)
    }

    func testBlendModeInnermost() throws {
        XCTAssertEqual(try Text("a").blendMode(.multiply).inspect().text().blendMode(), .multiply)
        XCTAssertEqual(
            try Text("a").blendMode(.screen).blendMode(.plusLighter).inspect().text().blendMode(), .screen)
    }

    func testImageScaleIsInherited() throws {
        let sut = VStack {
            Image(systemName: "star")
            Image(systemName: "heart").imageScale(.small)
        }
        .imageScale(.large)
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.imageScale(), .large)
        XCTAssertEqual(try vStack.image(0).imageScale(), .large)
        XCTAssertEqual(try vStack.image(1).imageScale(), .small)
        let found = try sut.inspect().find(ViewType.Image.self) { try $0.imageScale() == .small }
        XCTAssertEqual(found.pathToRoot, "vStack().image(1)")
        XCTAssertEqual(try sut.inspect().vStack().image(1).imageScale(), .small)
    }

    func testFoundThroughTheirValues() throws {
        let sut = HStack {
            Text("flat")
            Text("tilted").rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0))
            Text("blended").blendMode(.difference)
        }
        let tilted = try sut.inspect().find(ViewType.Text.self) { (try? $0.rotation3D()) != nil }
        XCTAssertEqual(tilted.pathToRoot, "hStack().text(1)")
        XCTAssertEqual(try sut.inspect().hStack().text(1).string(), "tilted")
        let blended = try sut.inspect().find(ViewType.Text.self) { (try? $0.blendMode()) == .difference }
        XCTAssertEqual(blended.pathToRoot, "hStack().text(2)")
        XCTAssertEqual(try sut.inspect().hStack().text(2).string(), "blended")
    }

    func testMissingOnes() throws {
        let text = try Text("a").padding(1).inspect().text()
        XCTAssertThrowsError(try text.rotation3D()) { error in
            XCTAssertEqual("\(error)", "text().rotation3D(): Text has no rotation3DEffect; its modifiers: .padding")
        }
        XCTAssertThrowsError(try text.blendMode()) { error in
            XCTAssertEqual("\(error)", "text().blendMode(): Text has no blendMode; its modifiers: .padding")
        }
        XCTAssertThrowsError(try text.imageScale()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().imageScale(): Text has no imageScale; neither it nor an ancestor sets one with .imageScale(_:)")
        }
    }

    func testTreeDumpShowsTheValues() throws {
        let sut = Text("a").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)).blendMode(.multiply)
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            "text() \"a\" .rotation3DEffect(.degrees(45.0), axis: (x: 0.0, y: 1.0, z: 0.0)) .blendMode(.multiply)")
    }
}
