@testable import Inspector
import ViewTree
import XCTest

private struct Modified: View {
    var body: some View {
        HStack {
            Text("a")
            Text("b").bold()
        }
        .padding()
        .id(1)
    }
}

private struct Branching: View {
    let first: Bool
    var body: some View {
        if first {
            Text("first").padding()
        } else {
            Image(systemName: "star")
        }
    }
}

private struct Block: View {
    let shows: Bool
    var body: some View {
        Text("a")
        if shows {
            Text("b").italic()
        }
        Text("c")
    }
}

/// A body that holds its own view: the body's reader is made when the first body is read.
private struct Nesting: View {
    let depth: Int
    var body: some View {
        if depth > 0 {
            Nesting(depth: depth - 1).padding()
        }
    }
}

private struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content.padding().id("card")
    }
}

/// A body read where it lies, as a piece, flattens to what the body boxed flattens to.
final class BodyReadingTests: XCTestCase {
    func testABodyReadAsAPieceFlattensAsTheBoxedBody() throws {
        try assertReadAsBoxed(Modified())
        try assertReadAsBoxed(Branching(first: true))
        try assertReadAsBoxed(Branching(first: false))
        try assertReadAsBoxed(Block(shows: true))
        try assertReadAsBoxed(Block(shows: false))
        try assertReadAsBoxed(Nesting(depth: 2))
        try assertReadAsBoxed(Nesting(depth: 0))
    }

    func testAModifierBodyEvaluatedForItsTypeFlattensAsTheBodyEvaluatedDirectly() throws {
        let evaluate = try XCTUnwrap(TypeInfo.of(Card.self).modifierBody)
        let evaluated = try XCTUnwrap(MainActorBridge.isolated(evaluate)?(Card()))
        let direct = try XCTUnwrap(MainActorBridge.run { Card().body(content: _ViewModifier_Content<Card>()) as Any })
        assertSame(flattened(evaluated.piece), Expansion.expand(direct, recordingSteps: true))
        // Read again from the object that keeps it, it gives the same views.
        let kept = try XCTUnwrap(evaluated.body)
        assertSame(flattened(kept.piece()), Expansion.expand(direct, recordingSteps: true))
    }

    func testOnlyABodyThatIsItsContentPlaceholderWithModifiersIsKeptAsEvaluated() throws {
        XCTAssertTrue(ModifierBodyEvaluation.keepsBody(Card.Body.self, placeholder: _ViewModifier_Content<Card>.self))
        XCTAssertTrue(
            ModifierBodyEvaluation.keepsBody(_ViewModifier_Content<Card>.self, placeholder: _ViewModifier_Content<Card>.self))
        XCTAssertFalse(ModifierBodyEvaluation.keepsBody(Modified.Body.self, placeholder: _ViewModifier_Content<Card>.self))
        let evaluate = try XCTUnwrap(TypeInfo.of(Card.self).modifierBody)
        XCTAssertNotNil(try XCTUnwrap(MainActorBridge.isolated(evaluate)?(Card())).body)
    }

    /// The root and the three views it nests.
    func testANestingViewIsSearched() throws {
        let sut = try Nesting(depth: 3).inspect()
        XCTAssertEqual(sut.findAll(Nesting.self).count, 4)
    }

    private func assertReadAsBoxed<V: View & Sendable>(_ view: V, file: StaticString = #filePath, line: UInt = #line) throws {
        let evaluate = try XCTUnwrap(TypeInfo.of(V.self).body, file: file, line: line)
        let piece = try XCTUnwrap(MainActorBridge.isolated(evaluate)?(view), file: file, line: line)
        let boxed = try XCTUnwrap(MainActorBridge.run { view.body as Any }, file: file, line: line)
        assertSame(flattened(piece), Expansion.expand(boxed, recordingSteps: true), file: file, line: line)
    }

    private func flattened(_ piece: ViewStructure.Piece) -> [ExpandedView] {
        var views: [ExpandedView] = []
        ViewStructure.flatten(
            piece, reader: Expansion.Reader(), recordingSteps: true, keepingAbsent: true, into: &views)
        return views
    }

    private func assertSame(
        _ read: [ExpandedView], _ boxed: [ExpandedView], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(read.count, boxed.count, file: file, line: line)
        XCTAssertFalse(boxed.isEmpty, file: file, line: line)
        for (read, boxed) in zip(read, boxed) {
            XCTAssertTrue(type(of: read.value) == type(of: boxed.value), file: file, line: line)
            XCTAssertEqual(
                read.modifiers.map { TypeName.display(type(of: $0)) }, boxed.modifiers.map { TypeName.display(type(of: $0)) },
                file: file, line: line)
            XCTAssertEqual(read.steps, boxed.steps, file: file, line: line)
            XCTAssertEqual(read.isAbsent, boxed.isAbsent, file: file, line: line)
            XCTAssertTrue(read.typeEntry === boxed.typeEntry, file: file, line: line)
        }
    }
}
