import Foundation
import Inspector
import ViewTree
import XCTest

// iOS 26 glass: glassEffect(_:in:), GlassEffectContainer, glassEffectID, glassEffectUnion,
// glassEffectTransition and the glass button styles, read with ViewInspector's calls.

private struct Toolbox: View {
    @Namespace private var glass
    var body: some View {
        GlassEffectContainer(spacing: 40) {
            HStack {
                Image(systemName: "pencil")
                    .glassEffect(.regular.tint(.orange).interactive(), in: RoundedRectangle(cornerRadius: 16))
                    .glassEffectID("pencil", in: glass)
                    .glassEffectTransition(.materialize)
                Image(systemName: "eraser")
                    .glassEffect()
                    .glassEffectUnion(id: "tools", namespace: glass)
                Button("Done") {}.buttonStyle(.glassProminent)
            }
        }
    }
}

final class GlassEffectTests: XCTestCase {
    func testTheContainerHasItsSpacingAndItsViewsAreSearched() throws {
        let container = try Toolbox().inspect().glassEffectContainer()
        XCTAssertEqual(try container.spacing(), 40)
        XCTAssertEqual(try container.hStack(0).image(0).actualImage().name(), "pencil")
        XCTAssertEqual(try Toolbox().inspect().find(button: "Done").pathToRoot, "view(Toolbox.self).glassEffectContainer().hStack(0).button(2)")
        XCTAssertNil(try GlassEffectContainer { Text("a") }.inspect().glassEffectContainer().spacing())
    }

    func testTheGlassEffectReadsTintInteractivityAndShape() throws {
        let pencil = try Toolbox().inspect().find(ViewType.Image.self)
        XCTAssertEqual(try pencil.glassEffect().tintColor(), .orange)
        XCTAssertTrue(try pencil.glassEffect().isInteractive())
        XCTAssertEqual(try pencil.glassEffect().shape(RoundedRectangle.self).cornerSize.width, 16)
        XCTAssertEqual(try pencil.glassEffect().glass(), .regular.tint(.orange).interactive())
        XCTAssertEqual(try pencil.glassEffect().glass().description, ".regular.tint(orange).interactive()")
    }

    func testTheDefaultGlassIsRegularInACapsule() throws {
        let eraser = try Toolbox().inspect().glassEffectContainer().hStack(0).image(1)
        XCTAssertNil(try eraser.glassEffect().tintColor())
        XCTAssertFalse(try eraser.glassEffect().isInteractive())
        XCTAssertEqual(try eraser.glassEffect().glass(), .regular)
        XCTAssertNoThrow(try eraser.glassEffect().shape(DefaultGlassEffectShape.self))
        XCTAssertEqual(try Text("a").glassEffect(.clear).inspect().text().glassEffect().glass(), .clear)
        XCTAssertEqual(try Text("a").glassEffect(.identity).inspect().text().glassEffect().glass(), .identity)
    }

    func testTheShapeShorthands() throws {
        let capsule = Text("a").glassEffect(.regular, in: .capsule)
        XCTAssertNoThrow(try capsule.inspect().text().glassEffect().shape(Capsule.self))
        let rounded = Text("a").glassEffect(in: .rect(cornerRadius: 12))
        XCTAssertEqual(try rounded.inspect().text().glassEffect().shape(RoundedRectangle.self), RoundedRectangle(cornerRadius: 12))
        XCTAssertNoThrow(try Text("a").glassEffect(in: .circle).inspect().text().glassEffect().shape(Circle.self))
        XCTAssertNoThrow(try Text("a").clipShape(.rect).inspect().text().clipShape(Rectangle.self))
        XCTAssertNoThrow(try Text("a").clipShape(.ellipse).inspect().text().clipShape(Ellipse.self))
    }

    func testAShapeOfAnotherTypeThrowsNamingIt() throws {
        let eraser = try Toolbox().inspect().glassEffectContainer().hStack(0).image(1)
        XCTAssertThrowsError(try eraser.glassEffect().shape(Circle.self)) { error in
            XCTAssertTrue("\(error)".contains("glassEffect().shape(Circle.self)"), "\(error)")
            XCTAssertTrue("\(error)".contains("DefaultGlassEffectShape"), "\(error)")
        }
    }

    func testIDUnionAndTransition() throws {
        let sut = Toolbox()
        let stack = try sut.inspect().glassEffectContainer().hStack(0)
        let id = try stack.image(0).glassEffectID()
        XCTAssertEqual(id.id, AnyHashable("pencil"))
        let union = try stack.image(1).glassEffectUnion()
        XCTAssertEqual(union.id, AnyHashable("tools"))
        XCTAssertNotNil(union.namespace)
        XCTAssertEqual(try stack.image(0).glassEffectTransition(), .materialize)
        XCTAssertNotEqual(GlassEffectTransition.materialize, .matchedGeometry)
        XCTAssertEqual(GlassEffectTransition.identity.description, ".identity")
    }

    func testTheGlassButtonStyles() throws {
        let button = try Toolbox().inspect().find(button: "Done")
        XCTAssertEqual(try button.primitiveButtonStyle() as? GlassProminentButtonStyle, .glassProminent)
        let plain = try Button("a") {}.buttonStyle(.glass).inspect()
        XCTAssertTrue(try plain.buttonStyle() is GlassButtonStyle)
        XCTAssertEqual(GlassButtonStyle().description, ".glass")
    }

    func testAMissingGlassEffectThrows() throws {
        XCTAssertThrowsError(try Text("a").padding().inspect().text().glassEffect()) { error in
            XCTAssertEqual("\(error)", "text().glassEffect(): Text has no glassEffect; its modifiers: .padding")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().glassEffectID())
        XCTAssertThrowsError(try Text("a").inspect().text().glassEffectUnion())
        XCTAssertThrowsError(try Text("a").inspect().text().glassEffectTransition())
    }

    func testHostedTheContainerRendersItsViews() throws {
        let hosted = ViewHosting.host(view: Toolbox())
        defer { ViewHosting.expel() }
        XCTAssertEqual(try hosted.inspect().find(ViewType.Image.self).glassEffect().tintColor(), .orange)
        XCTAssertNoThrow(try hosted.inspect().find(button: "Done").tap())
    }
}
