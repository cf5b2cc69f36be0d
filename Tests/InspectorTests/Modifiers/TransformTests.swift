import Foundation
import Inspector
import ViewTree
import XCTest

final class TransformTests: XCTestCase {
    func testOffsetFormsAddUp() throws {
        XCTAssertEqual(try Text("a").offset(CGSize(width: 3, height: 4)).inspect().text().offset(), CGSize(width: 3, height: 4))
        XCTAssertEqual(try Text("a").offset(x: 2).inspect().text().offset(), CGSize(width: 2, height: 0))
        XCTAssertEqual(try Text("a").offset(y: 5).offset(x: 1, y: 1).inspect().text().offset(), CGSize(width: 1, height: 6))
    }

    func testPositionForms() throws {
        XCTAssertEqual(try Text("a").position(CGPoint(x: 10, y: 20)).inspect().text().position(), CGPoint(x: 10, y: 20))
        XCTAssertEqual(try Text("a").position(x: 7).inspect().text().position(), CGPoint(x: 7, y: 0))
    }

    func testRotation() throws {
        let text = try Text("a").rotationEffect(.degrees(90), anchor: .topLeading).inspect().text()
        XCTAssertEqual(try text.rotation().angle, .degrees(90))
        XCTAssertEqual(try text.rotation().anchor, .topLeading)
        XCTAssertEqual(try text.rotationEffect().angle, .degrees(90))
        XCTAssertEqual(try Text("a").rotationEffect(.radians(1)).inspect().text().rotation().anchor, .center)
    }

    func testScaleForms() throws {
        XCTAssertEqual(try Text("a").scaleEffect(2).inspect().text().scaleEffect(), CGSize(width: 2, height: 2))
        XCTAssertEqual(
            try Text("a").scaleEffect(CGSize(width: 1, height: 3)).inspect().text().scaleEffect(), CGSize(width: 1, height: 3))
        let text = try Text("a").scaleEffect(x: 0.5, anchor: .bottom).inspect().text()
        XCTAssertEqual(try text.scaleEffect(), CGSize(width: 0.5, height: 1))
        XCTAssertEqual(try text.scaleEffectAnchor(), .bottom)
        XCTAssertEqual(try Text("a").scaleEffect(2).inspect().text().scaleEffectAnchor(), .center)
    }

    func testMissingTransforms() throws {
        let text = try Text("a").padding(1).inspect().text()
        let calls: [(String, () throws -> Void)] = [
            ("offset()", { _ = try text.offset() }), ("position()", { _ = try text.position() }),
            ("rotation()", { _ = try text.rotation() }), ("rotationEffect()", { _ = try text.rotationEffect() }),
            ("scaleEffect()", { _ = try text.scaleEffect() }), ("scaleEffectAnchor()", { _ = try text.scaleEffectAnchor() }),
        ]
        let modifiers = ["offset", "position", "rotationEffect", "rotationEffect", "scaleEffect", "scaleEffect"]
        for ((call, read), modifier) in zip(calls, modifiers) {
            XCTAssertThrowsError(try read()) { error in
                XCTAssertEqual("\(error)", "text().\(call): Text has no \(modifier); its modifiers: .padding")
            }
        }
    }

    func testTreeDumpShowsTheValues() throws {
        let sut = Text("a").offset(x: 1, y: 2).position(x: 3, y: 4).rotationEffect(.degrees(45)).scaleEffect(2)
            .scaleEffect(x: 1, y: 3)
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            "text() \"a\" .offset(x: 1.0, y: 2.0) .position(x: 3.0, y: 4.0) .rotationEffect(.degrees(45.0))"
                + " .scaleEffect(2.0) .scaleEffect(x: 1.0, y: 3.0)")
    }
}
