import Foundation
import Inspector
import ViewTree
import XCTest

final class ShadowAndClipTests: XCTestCase {
    func testShadow() throws {
        let shadow = try Text("a").shadow(color: .red, radius: 4, x: 1, y: 2).inspect().text().shadow()
        XCTAssertEqual(shadow.color, .red)
        XCTAssertEqual(shadow.radius, 4)
        XCTAssertEqual(shadow.offset, CGSize(width: 1, height: 2))
        let plain = try Text("a").shadow(radius: 3).inspect().text().shadow()
        XCTAssertEqual(plain.color, Color(.sRGBLinear, white: 0, opacity: 0.33))
        XCTAssertEqual(plain.offset, .zero)
    }

    func testClipShapeCornerRadiusAndClipped() throws {
        let circle = try Image("a").clipShape(Circle(), style: FillStyle(eoFill: true)).inspect().image()
        XCTAssertEqual(try circle.clipShape(Circle.self), Circle())
        XCTAssertTrue(try circle.clipShape() is Circle)
        XCTAssertEqual(try circle.clipStyle(), FillStyle(eoFill: true))
        let rounded = try Image("a").cornerRadius(8, antialiased: false).inspect().image()
        XCTAssertEqual(try rounded.cornerRadius(), 8)
        XCTAssertEqual(try rounded.clipShape(RoundedRectangle.self), RoundedRectangle(cornerRadius: 8))
        XCTAssertFalse(try rounded.clipStyle().isAntialiased)
        let clipped = try Image("a").clipped().inspect().image()
        XCTAssertEqual(try clipped.clipShape(Rectangle.self), Rectangle())
        XCTAssertFalse(try clipped.clipStyle().isAntialiased)
    }

    func testBorder() throws {
        let text = try Text("a").border(Color.red, width: 2).inspect().text()
        XCTAssertEqual(try text.border(Color.self).content, .red)
        XCTAssertEqual(try text.border(Color.self).width, 2)
        XCTAssertEqual(try text.overlay().shape().pathToRoot, "text().overlay().shape()")
        XCTAssertEqual(try Text("a").border(.blue).inspect().text().border(Color.self).width, 1)
        // The innermost border; an overlay of another view is not a border.
        let layered = try Text("a").overlay(Text("b")).border(Color.green).border(Color.red, width: 3).inspect().text()
        XCTAssertEqual(try layered.border(Color.self).content, .green)
        XCTAssertThrowsError(try text.border(ForegroundStyle.self)) { error in
            XCTAssertEqual("\(error)", "text().border(ForegroundStyle.self): expected ForegroundStyle, found Color")
        }
        XCTAssertThrowsError(try Text("a").overlay(Rectangle().stroke(lineWidth: 1)).inspect().text().border(Color.self)) { error in
            XCTAssertEqual("\(error)", "text().border(Color.self): Text has no border; its modifiers: .overlay")
        }
    }

    func testClipErrors() throws {
        let image = try Image("a").padding(1).inspect().image()
        XCTAssertThrowsError(try image.clipShape(Circle.self)) { error in
            XCTAssertEqual("\(error)", "image().clipShape(Circle.self): Image has no clipShape; its modifiers: .padding")
        }
        XCTAssertThrowsError(try image.cornerRadius()) { error in
            XCTAssertEqual("\(error)", "image().cornerRadius(): Image has no cornerRadius; its modifiers: .padding")
        }
        XCTAssertThrowsError(try image.clipStyle()) { error in
            XCTAssertEqual("\(error)", "image().clipStyle(): Image has no clipShape; its modifiers: .padding")
        }
        let circle = try Image("a").clipShape(Circle()).inspect().image()
        XCTAssertThrowsError(try circle.clipShape(Rectangle.self)) { error in
            XCTAssertEqual("\(error)", "image().clipShape(Rectangle.self): expected Rectangle, found Circle")
        }
        XCTAssertThrowsError(try circle.cornerRadius()) { error in
            XCTAssertEqual(
                "\(error)",
                "image().cornerRadius(): expected a clip to a RoundedRectangle, found a clip to a Circle;"
                    + " read it with clipShape(_:)")
        }
    }

    func testContentShapeAndHitTesting() throws {
        let row = try HStack { Text("a") }.contentShape(Rectangle()).inspect().hStack()
        XCTAssertEqual(try row.contentShape(Rectangle.self).shape, Rectangle())
        XCTAssertFalse(try row.contentShape(Rectangle.self).eoFill)
        XCTAssertTrue(try Text("a").contentShape(Circle(), eoFill: true).inspect().text().contentShape(Circle.self).eoFill)
        XCTAssertThrowsError(try row.contentShape(Circle.self)) { error in
            XCTAssertEqual("\(error)", "hStack().contentShape(Circle.self): expected Circle, found Rectangle")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().contentShape(Circle.self)) { error in
            XCTAssertEqual("\(error)", "text().contentShape(Circle.self): Text has no contentShape; it has no modifiers")
        }
        // Hit testing is inherited, and a view that ignores touches ignores them for its content.
        let sut = VStack {
            Text("a")
            Text("b").allowsHitTesting(true)
        }
        .allowsHitTesting(false)
        let vStack = try sut.inspect().vStack()
        XCTAssertFalse(try vStack.text(0).allowsHitTesting())
        XCTAssertFalse(try vStack.text(1).allowsHitTesting())
        XCTAssertTrue(try Text("a").allowsHitTesting(true).inspect().text().allowsHitTesting())
        XCTAssertThrowsError(try Text("a").inspect().text().allowsHitTesting()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().allowsHitTesting(): Text has no allowsHitTesting;"
                    + " neither it nor an ancestor sets it with .allowsHitTesting(_:)")
        }
    }

    func testAViewThatIgnoresTouchesCannotBeTapped() throws {
        var taps = 0
        let sut = VStack {
            Button("Inside") { taps += 1 }
            Text("Label").onTapGesture { taps += 1 }
        }
        .allowsHitTesting(false)
        let vStack = try sut.inspect().vStack()
        XCTAssertFalse(try vStack.button(0).isResponsive())
        XCTAssertThrowsError(try vStack.button(0).tap()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().button(0).tap(): Button does not receive touches: .allowsHitTesting(false) on its ancestor vStack()")
        }
        XCTAssertThrowsError(try vStack.text(1).callOnTapGesture())
        XCTAssertThrowsError(try Button("Self") {}.allowsHitTesting(false).inspect().button().tap()) { error in
            XCTAssertEqual(
                "\(error)", "button().tap(): Button does not receive touches: .allowsHitTesting(false) on itself")
        }
        XCTAssertEqual(taps, 0)
        try Button("On") { taps += 1 }.allowsHitTesting(true).inspect().button().tap()
        XCTAssertEqual(taps, 1)
        XCTAssertTrue(try Button("On") {}.allowsHitTesting(true).inspect().button().isResponsive())
    }

    func testTreeDumpShowsTheValues() throws {
        let sut = Text("a").shadow(radius: 2, y: 1).cornerRadius(4).clipped().clipShape(Circle())
            .contentShape(Rectangle()).allowsHitTesting(false)
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            "text() \"a\" .shadow(radius: 2.0, x: 0.0, y: 1.0) .cornerRadius(4.0) .clipped() .clipShape(Circle)"
                + " .contentShape(Rectangle) .allowsHitTesting(false)")
    }
}
