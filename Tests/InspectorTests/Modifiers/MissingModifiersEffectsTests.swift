import Foundation
import Inspector
import ViewTree
import XCTest

/// SwiftUI calls apps use that a compile sweep found missing: rounded corner styles, a
/// background or overlay of a filled shape, `safeAreaPadding`, `geometryGroup()`,
/// `containerShape(_:)` and symbol effects, each written and read.
final class MissingModifiersEffectsTests: XCTestCase {
    // MARK: - Rounded corner styles

    func testRoundedRectangleKeepsItsCornerStyle() throws {
        XCTAssertEqual(RoundedRectangle(cornerRadius: 8).style, .continuous)
        let circular = RoundedRectangle(cornerRadius: 8, style: .circular)
        XCTAssertEqual(circular.style, .circular)
        XCTAssertEqual(circular.cornerSize, CGSize(width: 8, height: 8))
        let elliptical = RoundedRectangle(cornerSize: CGSize(width: 4, height: 6), style: .circular)
        XCTAssertEqual(elliptical.cornerSize, CGSize(width: 4, height: 6))
        XCTAssertNotEqual(circular, RoundedRectangle(cornerRadius: 8))
        let read = try circular.fill(Color.red).inspect().shape().actualShape(RoundedRectangle.self)
        XCTAssertEqual(read.style, .circular)
    }

    func testShapeShorthandsTakeACornerStyle() throws {
        let sut = Text("a").clipShape(.rect(cornerRadius: 12, style: .circular))
        XCTAssertEqual(try sut.inspect().text().clipShape(RoundedRectangle.self), RoundedRectangle(cornerRadius: 12, style: .circular))
        let sized: RoundedRectangle = .rect(cornerSize: CGSize(width: 2, height: 3))
        XCTAssertEqual(sized, RoundedRectangle(cornerSize: CGSize(width: 2, height: 3), style: .continuous))
        let uneven: UnevenRoundedRectangle = .rect(topLeadingRadius: 4, style: .circular)
        XCTAssertEqual(uneven.cornerRadii.topLeading, 4)
        XCTAssertEqual(uneven.style, .circular)
        let radii: UnevenRoundedRectangle = .rect(cornerRadii: .init(bottomTrailing: 5))
        XCTAssertEqual(radii.cornerRadii.bottomTrailing, 5)
        XCTAssertEqual(Capsule(style: .circular).style, .circular)
        XCTAssertEqual(Capsule().style, .continuous)
        let capsule: Capsule = .capsule(style: .circular)
        XCTAssertEqual(capsule, Capsule(style: .circular))
    }

    // MARK: - A background or overlay of a filled shape

    func testBackgroundOfAStyleInAShapeIsTheFilledShape() throws {
        let sut = Text("a").background(Color.blue, in: RoundedRectangle(cornerRadius: 6), fillStyle: FillStyle(eoFill: true))
        let shape = try sut.inspect().text().background().shape()
        XCTAssertEqual(try shape.actualShape(RoundedRectangle.self).cornerSize.width, 6)
        XCTAssertEqual(try shape.fillShapeStyle(Color.self), .blue)
        XCTAssertTrue(try shape.fillStyle().isEOFilled)
        XCTAssertEqual(try sut.inspect().text().background().alignment(), .center)
    }

    func testBackgroundInAShapeUsesTheBackgroundStyle() throws {
        let sut = Text("a").background(in: .capsule)
        let shape = try sut.inspect().text().background().shape()
        XCTAssertEqual(try shape.actualShape(Capsule.self), Capsule())
        XCTAssertEqual(try shape.fillShapeStyle(BackgroundStyle.self), BackgroundStyle())
        XCTAssertFalse(try shape.fillStyle().isEOFilled)
    }

    func testOverlayOfAStyleInAShapeIsTheFilledShape() throws {
        let sut = Text("a").overlay(Color.red.opacity(0.5), in: Circle())
        XCTAssertNoThrow(try sut.inspect().text().overlay().shape().actualShape(Circle.self))
        XCTAssertEqual(try sut.inspect().find(ViewType.Shape.self).pathToRoot, "text().overlay().shape()")
    }

    // MARK: - safeAreaPadding

    func testSafeAreaPaddingIsReadAsPaddingIs() throws {
        let sut = Text("a").safeAreaPadding(.horizontal, 20).safeAreaPadding(.top, 4)
        let text = try sut.inspect().text()
        XCTAssertEqual(try text.safeAreaPadding(), EdgeInsets(top: 4, leading: 20, bottom: 0, trailing: 20))
        XCTAssertEqual(try text.safeAreaPadding(.horizontal), 20)
        XCTAssertTrue(try text.hasSafeAreaPadding(.horizontal))
        XCTAssertFalse(try text.hasSafeAreaPadding(.bottom))
        XCTAssertThrowsError(try text.padding()) { error in
            XCTAssertEqual("\(error)", "text().padding(): Text has no padding; its modifiers: .safeAreaPadding, .safeAreaPadding")
        }
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(try Text("a").safeAreaPadding(insets).inspect().text().safeAreaPadding(), insets)
        XCTAssertEqual(try Text("a").safeAreaPadding(8).inspect().text().safeAreaPadding(.all), 8)
    }

    func testSafeAreaPaddingErrors() throws {
        XCTAssertThrowsError(try Text("a").safeAreaPadding().inspect().text().safeAreaPadding()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().safeAreaPadding(): Text's safeAreaPadding cannot be read: it is the system default length"
                    + " (.safeAreaPadding without a length), which has no fixed value; check it with hasSafeAreaPadding(_:)")
        }
        XCTAssertTrue(try Text("a").safeAreaPadding().inspect().text().hasSafeAreaPadding())
        XCTAssertThrowsError(try Text("a").safeAreaPadding(.top, 2).inspect().text().safeAreaPadding(.bottom)) { error in
            XCTAssertEqual(
                "\(error)", "text().safeAreaPadding(.bottom): Text has no safeAreaPadding on .bottom; it has safeAreaPadding on .top")
        }
        XCTAssertThrowsError(try Text("a").padding(2).inspect().text().safeAreaPadding()) { error in
            XCTAssertEqual("\(error)", "text().safeAreaPadding(): Text has no safeAreaPadding; its modifiers: .padding")
        }
    }

    // MARK: - geometryGroup, containerShape

    func testGeometryGroup() throws {
        XCTAssertNoThrow(try Text("a").geometryGroup().inspect().text().geometryGroup())
        XCTAssertThrowsError(try Text("a").compositingGroup().inspect().text().geometryGroup()) { error in
            XCTAssertEqual("\(error)", "text().geometryGroup(): Text has no geometryGroup; its modifiers: .compositingGroup")
        }
    }

    func testContainerShape() throws {
        let sut = VStack { Text("a") }.containerShape(.rect(cornerRadius: 20))
        let stack = try sut.inspect().vStack()
        XCTAssertEqual(try stack.containerShape(RoundedRectangle.self).cornerSize.width, 20)
        XCTAssertTrue(try stack.containerShape() is RoundedRectangle)
        XCTAssertThrowsError(try stack.containerShape(Circle.self)) { error in
            XCTAssertEqual("\(error)", "vStack().containerShape(Circle.self): expected Circle, found RoundedRectangle")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().containerShape()) { error in
            XCTAssertEqual("\(error)", "text().containerShape(): Text has no containerShape; it has no modifiers")
        }
    }

    func testTreeDumpNamesTheNewModifiers() throws {
        let dump = try Text("a").safeAreaPadding(.top, 4).geometryGroup().containerShape(Capsule())
            .symbolEffect(.pulse.byLayer, options: .repeating, isActive: false).inspect().treeDump()
        XCTAssertTrue(dump.contains(".safeAreaPadding(.top, 4.0)"), dump)
        XCTAssertTrue(dump.contains(".geometryGroup()"), dump)
        XCTAssertTrue(dump.contains(".containerShape(Capsule)"), dump)
        XCTAssertTrue(dump.contains(".symbolEffect(.pulse.byLayer, options: .repeat(.periodic()), isActive: false)"), dump)
    }

    // MARK: - Symbol effects

    func testSymbolEffectOnAValue() throws {
        let sut = Image(systemName: "bell").symbolEffect(.bounce.up.byLayer, options: .speed(2), value: 3)
        let effect = try sut.inspect().image().symbolEffect()
        XCTAssertEqual(effect.effect as? BounceSymbolEffect, .bounce.up.byLayer)
        XCTAssertEqual(effect.effect.description, ".bounce.up.byLayer")
        XCTAssertEqual(effect.options, .speed(2))
        XCTAssertEqual(effect.options.speed, 2)
        XCTAssertEqual(effect.value as? Int, 3)
        XCTAssertTrue(effect.isActive)
        XCTAssertEqual(effect.description, "symbolEffect(.bounce.up.byLayer, options: .speed(2.0), value: 3)")
    }

    func testSymbolEffectWhileActive() throws {
        let sut = Image(systemName: "wifi")
            .symbolEffect(.variableColor.iterative.reversing, isActive: false)
            .symbolEffect(.scale.down, options: .repeat(2))
        let image = try sut.inspect().image()
        let first = try image.symbolEffect()
        XCTAssertEqual(first.effect.description, ".variableColor.iterative.reversing")
        XCTAssertFalse(first.isActive)
        XCTAssertNil(first.value)
        let second = try image.symbolEffect(1)
        XCTAssertEqual(second.effect as? ScaleSymbolEffect, .scale.down)
        XCTAssertEqual(second.options.repeatBehavior, .periodic(2))
        XCTAssertTrue(second.isActive)
        XCTAssertThrowsError(try image.symbolEffect(2)) { error in
            XCTAssertEqual("\(error)", "image().symbolEffect(2): index 2 is out of range: Image has 2 symbolEffects (valid indices: 0...1)")
        }
        XCTAssertThrowsError(try Image(systemName: "a").inspect().image().symbolEffect()) { error in
            XCTAssertEqual("\(error)", "image().symbolEffect(): Image has no symbolEffect; it has no modifiers")
        }
    }

    func testSymbolEffectsAreWrittenAsInSource() throws {
        let written: [any SymbolEffect] = [
            .pulse.wholeSymbol, .appear.up, .disappear.down.byLayer, .replace.downUp, .breathe.pulse,
            .rotate.counterClockwise, .wiggle.custom(angle: .zero), .variableColor.cumulative.dimInactiveLayers,
        ]
        XCTAssertEqual(
            written.map(\.description),
            [
                ".pulse.wholeSymbol", ".appear.up", ".disappear.down.byLayer", ".replace.downUp", ".breathe.pulse",
                ".rotate.counterClockwise", ".wiggle.custom(angle: .degrees(0.0))",
                ".variableColor.cumulative.dimInactiveLayers",
            ])
        // A later refinement of the same group replaces the earlier one.
        XCTAssertEqual(BounceSymbolEffect.bounce.up.down, .bounce.down)
        XCTAssertEqual(SymbolEffectOptions.nonRepeating.description, ".repeat(.periodic(1))")
        XCTAssertEqual(SymbolEffectOptions.repeat(.continuous).speed(0.5).description, ".repeat(.continuous).speed(0.5)")
        XCTAssertEqual(SymbolEffectOptions.default.description, ".default")
        XCTAssertEqual(ContentTransition.symbolEffect(.replace.offUp).description, ".symbolEffect(.replace.offUp)")
        let wifi = Image(systemName: "wifi").contentTransition(.symbolEffect(.replace))
        XCTAssertEqual(try wifi.inspect().image().contentTransition(), .symbolEffect(.replace))
    }

    func testEveryEffectCompilesInItsCallShape() throws {
        let sut = VStack {
            Image(systemName: "a").symbolEffect(.pulse, value: 1).symbolEffect(.breathe, value: true)
            Image(systemName: "b").symbolEffect(.rotate, value: "x").symbolEffect(.wiggle, value: 2.0)
            Image(systemName: "c").symbolEffect(.appear).symbolEffect(.disappear, isActive: true)
            Image(systemName: "d").symbolEffect(.bounce, isActive: true).symbolEffect(.variableColor, value: 1)
        }
        var names: [String] = []
        for index in 0..<4 {
            let image = try sut.inspect().vStack().image(index)
            names += [try image.symbolEffect(0).effect.description, try image.symbolEffect(1).effect.description]
        }
        XCTAssertEqual(names, [".pulse", ".breathe", ".rotate", ".wiggle", ".appear", ".disappear", ".bounce", ".variableColor"])
    }
}
