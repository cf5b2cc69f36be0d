import Foundation
import Inspector
import ViewTree
import XCTest

/// `projectionEffect(_:)`, `transformEffect(_:)` and ViewInspector's readers.
final class ProjectionAndTransformEffectTests: XCTestCase {
    func testProjectionTransform() throws {
        var projection = ProjectionTransform(CGAffineTransform(translationX: 3, y: 4))
        projection.m13 = 0.5
        let text = try Text("a").projectionEffect(projection).inspect().text()
        XCTAssertEqual(try text.projectionTransform(), projection)
        XCTAssertEqual(try text.projectionTransform().m31, 3)
        XCTAssertFalse(try text.projectionTransform().isAffine)
        XCTAssertTrue(try Text("a").projectionEffect(ProjectionTransform()).inspect().text().projectionTransform().isIdentity)
    }

    func testTransformEffect() throws {
        let transform = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 1, y: 0))
        let read = try Text("a").transformEffect(transform).inspect().text().transformEffect()
        XCTAssertEqual(read, CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 1, ty: 0))
        XCTAssertTrue(try Text("a").transformEffect(.identity).inspect().text().transformEffect().isIdentity)
    }

    func testWithoutThem() throws {
        let text = try Text("a").padding().inspect().text()
        XCTAssertThrowsError(try text.projectionTransform()) { error in
            XCTAssertEqual("\(error)", "text().projectionTransform(): Text has no projectionEffect; its modifiers: .padding")
        }
        XCTAssertThrowsError(try text.transformEffect()) { error in
            XCTAssertEqual("\(error)", "text().transformEffect(): Text has no transformEffect; its modifiers: .padding")
        }
    }

    func testTreeDumpShowsTheValues() throws {
        let sut = Text("a").transformEffect(CGAffineTransform(translationX: 1, y: 2)).projectionEffect(ProjectionTransform())
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            "text() \"a\" .transformEffect(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 1.0, ty: 2.0) .projectionEffect(.identity)")
    }
}
