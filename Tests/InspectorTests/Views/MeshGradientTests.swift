import Foundation
import Inspector
import ViewTree
import XCTest

// MeshGradient as a view and as a shape style: width, height, points, colors.

private struct Backdrop: View {
    var body: some View {
        ZStack {
            MeshGradient(
                width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                colors: [.red, .orange, .blue, .purple])
            Rectangle().fill(
                MeshGradient(
                    width: 2, height: 1, points: [[0, 0.5], [1, 0.5]],
                    resolvedColors: [Color.Resolved(red: 1, green: 0, blue: 0), Color.Resolved(red: 0, green: 0, blue: 1)],
                    background: .black, smoothsColors: false, colorSpace: .perceptual))
        }
    }
}

final class MeshGradientTests: XCTestCase {
    func testAMeshAsAView() throws {
        let mesh = try Backdrop().inspect().zStack().meshGradient(0)
        XCTAssertEqual(try mesh.width(), 2)
        XCTAssertEqual(try mesh.height(), 2)
        XCTAssertEqual(try mesh.points(), [[0, 0], [1, 0], [0, 1], [1, 1]])
        XCTAssertEqual(try mesh.colors(), [.red, .orange, .blue, .purple])
        XCTAssertEqual(try mesh.background(), .clear)
        XCTAssertTrue(try mesh.smoothsColors())
        XCTAssertEqual(try mesh.colorSpace(), .device)
    }

    func testAMeshAsAShapeStyleWithResolvedColors() throws {
        let style = try Backdrop().inspect().zStack().shape(1).fillShapeStyle(MeshGradient.self)
        XCTAssertEqual(style.width, 2)
        XCTAssertEqual(style.height, 1)
        XCTAssertEqual(style.locations, .points([[0, 0.5], [1, 0.5]]))
        XCTAssertEqual(style.background, .black)
        XCTAssertFalse(style.smoothsColors)
        XCTAssertEqual(style.colorSpace, .perceptual)
        guard case let .resolvedColors(colors) = style.colors else { return XCTFail("\(style.colors)") }
        XCTAssertEqual(colors.map(\.blue), [0, 1])
    }

    func testResolvedColorsReadAsColors() throws {
        let sut = MeshGradient(
            width: 1, height: 1, points: [[0, 0]], resolvedColors: [Color.Resolved(red: 1, green: 0.5, blue: 0)])
        let colors = try sut.inspect().meshGradient().colors()
        XCTAssertEqual(colors, [Color(red: 1, green: 0.5, blue: 0)])
    }

    func testAMeshOfBezierPoints() throws {
        let vertex = MeshGradient.BezierPoint(
            position: [0.5, 0.5], leadingControlPoint: [0.4, 0.5], topControlPoint: [0.5, 0.4],
            trailingControlPoint: [0.6, 0.5], bottomControlPoint: [0.5, 0.6])
        let sut = MeshGradient(width: 1, height: 1, bezierPoints: [vertex], colors: [.green])
        XCTAssertEqual(try sut.inspect().meshGradient().bezierPoints(), [vertex])
        XCTAssertEqual(try sut.inspect().meshGradient().points(), [[0.5, 0.5]])
        XCTAssertEqual(try sut.inspect().meshGradient().colors(), [.green])
    }

    func testAMeshOfPointsHasNoBezierPoints() throws {
        let sut = MeshGradient(width: 1, height: 1, points: [[0, 0]], colors: [.red])
        XCTAssertThrowsError(try sut.inspect().meshGradient().bezierPoints()) { error in
            XCTAssertEqual(
                "\(error)",
                "meshGradient().bezierPoints(): MeshGradient's bezierPoints cannot be read: it was made with points:, which have no control points; read points()")
        }
    }

    func testAnotherViewIsNotAMesh() throws {
        XCTAssertThrowsError(try Text("a").inspect().meshGradient()) { error in
            XCTAssertTrue("\(error)".contains("MeshGradient"), "\(error)")
        }
    }
}
