import Inspector
import ViewTree
import XCTest

final class AppearanceTests: XCTestCase {
    func testFontOnTheViewAndInherited() throws {
        let sut = VStack {
            Image("a")
            Image("b").font(.caption)
        }
        .font(.title)
        let vStack = try sut.inspect().vStack()
        XCTAssertEqual(try vStack.font(), .title)
        XCTAssertEqual(try vStack.image(0).font(), .title)
        XCTAssertEqual(try vStack.image(1).font(), .caption)
        XCTAssertEqual(try Image("c").font(.system(size: 12, weight: .bold)).inspect().image().font(), .system(size: 12, weight: .bold))
    }

    func testMissingFont() throws {
        XCTAssertThrowsError(try Image("a").inspect().image().font()) { error in
            XCTAssertEqual("\(error)", "image().font(): Image has no font; neither it nor an ancestor sets one with .font(_:)")
        }
    }

    func testForegroundColorAndStyle() throws {
        XCTAssertEqual(try Image("a").foregroundColor(.red).inspect().image().foregroundColor(), .red)
        XCTAssertEqual(try Image("a").foregroundStyle(Color.green).inspect().image().foregroundColor(), .green)
        XCTAssertEqual(try Image("a").foregroundStyle(.blue).inspect().image().foregroundStyle(Color.self), .blue)
        XCTAssertNil(try Image("a").foregroundColor(nil).inspect().image().foregroundColor())
        XCTAssertEqual(try HStack { Image("a") }.foregroundColor(.pink).inspect().hStack().image(0).foregroundColor(), .pink)
        XCTAssertThrowsError(try Image("a").inspect().image().foregroundColor()) { error in
            XCTAssertEqual(
                "\(error)",
                "image().foregroundColor(): Image has no foreground color;"
                    + " neither it nor an ancestor sets one with .foregroundColor(_:) or .foregroundStyle(_:)")
        }
        XCTAssertThrowsError(try Image("a").foregroundStyle(.foreground).inspect().image().foregroundColor()) { error in
            XCTAssertEqual(
                "\(error)", "image().foregroundColor(): expected Color, found ForegroundStyle; read it with foregroundStyle(_:)")
        }
    }

    func testForegroundStyleOfAnotherType() throws {
        XCTAssertThrowsError(try Image("a").foregroundColor(.red).inspect().image().foregroundStyle(ForegroundStyle.self)) { error in
            XCTAssertEqual("\(error)", "image().foregroundStyle(ForegroundStyle.self): expected ForegroundStyle, found Color")
        }
    }

    func testOpacityBlurBrightness() throws {
        let text = try Text("a").opacity(0.5).opacity(0.5).blur(radius: 3).brightness(0.2).inspect().text()
        XCTAssertEqual(try text.opacity(), 0.25)
        XCTAssertEqual(try text.blur().radius, 3)
        XCTAssertFalse(try text.blur().isOpaque)
        XCTAssertEqual(try text.brightness(), 0.2)
        XCTAssertTrue(try Text("a").blur(radius: 1, opaque: true).inspect().text().blur().isOpaque)
    }

    func testMissingEffects() throws {
        let text = try Text("a").padding(1).inspect().text()
        XCTAssertThrowsError(try text.opacity()) { error in
            XCTAssertEqual("\(error)", "text().opacity(): Text has no opacity; its modifiers: .padding")
        }
        XCTAssertThrowsError(try text.blur()) { error in
            XCTAssertEqual("\(error)", "text().blur(): Text has no blur; its modifiers: .padding")
        }
        XCTAssertThrowsError(try text.brightness()) { error in
            XCTAssertEqual("\(error)", "text().brightness(): Text has no brightness; its modifiers: .padding")
        }
    }
}
