import Foundation
import Inspector
import ViewTree
import XCTest

final class TextLayoutAndTintTests: XCTestCase {
    func testTextLayoutIsInheritedInnermostWinning() throws {
        let sut = VStack {
            Text("a")
            Text("b").lineLimit(nil).multilineTextAlignment(.trailing)
        }
        .lineLimit(2).multilineTextAlignment(.center).truncationMode(.middle).minimumScaleFactor(0.5)
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.text(0).lineLimit(), 2)
        XCTAssertEqual(try vStack.text(0).multilineTextAlignment(), .center)
        XCTAssertEqual(try vStack.text(0).truncationMode(), .middle)
        XCTAssertEqual(try vStack.text(0).minimumScaleFactor(), 0.5)
        XCTAssertNil(try vStack.text(1).lineLimit())
        XCTAssertEqual(try vStack.text(1).multilineTextAlignment(), .trailing)
        XCTAssertEqual(try Text("a").truncationMode(.head).inspect().text().truncationMode(), .head)
    }

    func testLineLimitRanges() throws {
        let cases: [(any View, Int?, Int?, Bool, String)] = [
            (Text("a").lineLimit(2...4), 2, 4, false, ".lineLimit(2...4)"),
            (Text("a").lineLimit(2...), 2, nil, false, ".lineLimit(2...)"),
            (Text("a").lineLimit(...3), nil, 3, false, ".lineLimit(...3)"),
            (Text("a").lineLimit(3, reservesSpace: true), nil, 3, true, ".lineLimit(3, reservesSpace: true)"),
            (Text("a").lineLimit(3), nil, 3, false, ".lineLimit(3)"),
            (Text("a").lineLimit(nil), nil, nil, false, ".lineLimit(nil)"),
        ]
        for (view, lower, upper, reservesSpace, written) in cases {
            let text = try AnyView(view).inspect().anyView().text()
            let limits = try text.lineLimits()
            XCTAssertEqual(limits.lower, lower, written)
            XCTAssertEqual(limits.upper, upper, written)
            XCTAssertEqual(limits.reservesSpace, reservesSpace, written)
            XCTAssertEqual(try text.lineLimit(), upper, written)
            XCTAssertEqual(try AnyView(view).inspect().treeDump(), "anyView()\n  text() \"a\" \(written)")
        }
        // The innermost form wins, whichever it is.
        let sut = VStack { Text("a").lineLimit(1...2) }.lineLimit(5)
        XCTAssertEqual(try sut.inspect().vStack().text(0).lineLimits().lower, 1)
        XCTAssertEqual(try sut.inspect().vStack().lineLimits().lower, nil)
        XCTAssertThrowsError(try Text("a").inspect().text().lineLimits()) { error in
            XCTAssertEqual(
                "\(error)", "text().lineLimits(): Text has no lineLimit; neither it nor an ancestor sets one with .lineLimit(_:)")
        }
    }

    func testLineSpacingAndTightening() throws {
        let sut = VStack { Text("a").lineSpacing(4) }.allowsTightening(true).lineSpacing(2)
        let text = try sut.inspect().vStack().text(0)
        XCTAssertEqual(try text.lineSpacing(), 4)
        XCTAssertTrue(try text.allowsTightening())
        XCTAssertFalse(try Text("a").inspect().text().allowsTightening())
        XCTAssertFalse(try Text("a").allowsTightening(false).inspect().text().allowsTightening())
        XCTAssertThrowsError(try Text("a").inspect().text().lineSpacing()) { error in
            XCTAssertEqual(
                "\(error)", "text().lineSpacing(): Text has no lineSpacing; neither it nor an ancestor sets one with .lineSpacing(_:)")
        }
        XCTAssertEqual(
            try Text("a").lineSpacing(3).allowsTightening(true).inspect().treeDump(),
            "text() \"a\" .lineSpacing(3.0) .allowsTightening(true)")
    }

    func testMissingTextLayout() throws {
        let text = try Text("a").inspect().text()
        let calls: [(String, () throws -> Void)] = [
            ("lineLimit", { _ = try text.lineLimit() }),
            ("multilineTextAlignment", { _ = try text.multilineTextAlignment() }),
            ("truncationMode", { _ = try text.truncationMode() }),
            ("minimumScaleFactor", { _ = try text.minimumScaleFactor() }),
            ("controlSize", { _ = try text.controlSize() }),
            ("tint", { _ = try text.tint() }),
        ]
        for (modifier, read) in calls {
            XCTAssertThrowsError(try read()) { error in
                XCTAssertEqual(
                    "\(error)",
                    "text().\(modifier)(): Text has no \(modifier); neither it nor an ancestor sets one with .\(modifier)(_:)")
            }
        }
    }

    func testTintAndControlSize() throws {
        let sut = Form { Toggle("On", isOn: .constant(true)).tint(.green) }.tint(.orange).controlSize(.small)
        let form = try sut.inspect().form()
        XCTAssertEqual(try form.tint(), .orange)
        XCTAssertEqual(try form.toggle(0).tint(), .green)
        XCTAssertEqual(try form.toggle(0).controlSize(), .small)
        XCTAssertEqual(try form.tint(Color.self), .orange)
        XCTAssertNil(try Text("a").tint(nil).inspect().text().tint())
        XCTAssertEqual(try Text("a").tint(Color?.some(.red)).inspect().text().tint(), .red)
        XCTAssertEqual(try Text("a").controlSize(.extraLarge).inspect().text().controlSize(), .extraLarge)
        let styled = try Text("a").tint(ForegroundStyle()).inspect().text()
        XCTAssertThrowsError(try styled.tint()) { error in
            XCTAssertEqual("\(error)", "text().tint(): expected Color, found ForegroundStyle; read it with tint(_:)")
        }
        XCTAssertNoThrow(try styled.tint(ForegroundStyle.self))
        XCTAssertThrowsError(try Text("a").tint(.red).inspect().text().tint(ForegroundStyle.self)) { error in
            XCTAssertEqual("\(error)", "text().tint(ForegroundStyle.self): expected ForegroundStyle, found Color")
        }
    }

    func testTreeDumpShowsTheValues() throws {
        let sut = Text("a").lineLimit(1).multilineTextAlignment(.center).truncationMode(.head).minimumScaleFactor(0.5)
            .controlSize(.mini).tint(.red)
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            "text() \"a\" .lineLimit(1) .multilineTextAlignment(.center) .truncationMode(.head) .minimumScaleFactor(0.5)"
                + " .controlSize(.mini) .tint(red)")
    }
}
