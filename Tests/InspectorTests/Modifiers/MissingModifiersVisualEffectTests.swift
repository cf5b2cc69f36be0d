import Foundation
import Inspector
import ViewTree
import XCTest

/// `visualEffect(_:)` and `scrollTransition`: the effect a closure makes of a geometry or a
/// scroll phase, shown as the modifiers of the same names on the view.
final class MissingModifiersVisualEffectTests: XCTestCase {
    func testVisualEffectIsBuiltForAGeometry() throws {
        let sut = Text("Title").visualEffect { content, proxy in
            content.offset(y: proxy.size.height / 10).opacity(proxy.size.width > 100 ? 1 : 0.5)
        }
        let text = try sut.inspect().text()
        let narrow = try text.visualEffect(size: CGSize(width: 80, height: 40))
        XCTAssertEqual(try narrow.opacity(), 0.5)
        XCTAssertEqual(try narrow.offset(), CGSize(width: 0, height: 4))
        XCTAssertEqual(try narrow.text().string(), "Title")
        let wide = try text.visualEffect(size: CGSize(width: 200, height: 100))
        XCTAssertEqual(try wide.opacity(), 1)
        XCTAssertEqual(try wide.offset(), CGSize(width: 0, height: 10))
        XCTAssertThrowsError(try text.opacity(), "the effect is not applied to the view itself")
    }

    func testEveryEffectIsShownAsItsModifier() throws {
        let sut = Text("a").visualEffect { content, _ in
            content.scaleEffect(2, anchor: .top).rotationEffect(.degrees(30)).blur(radius: 3).brightness(0.2)
                .contrast(0.5).saturation(0.3).grayscale(0.4).hueRotation(.degrees(90))
        }
        let shown = try sut.inspect().text().visualEffect(size: .zero)
        XCTAssertEqual(try shown.scaleEffect(), CGSize(width: 2, height: 2))
        XCTAssertEqual(try shown.scaleEffectAnchor(), .top)
        XCTAssertEqual(try shown.rotation().angle, .degrees(30))
        XCTAssertEqual(try shown.blur().radius, 3)
        XCTAssertEqual(try shown.brightness(), 0.2)
        XCTAssertEqual(try shown.contrast(), 0.5)
        XCTAssertEqual(try shown.saturation(), 0.3)
        XCTAssertEqual(try shown.grayscale(), 0.4)
        XCTAssertEqual(try shown.hueRotation(), .degrees(90))
    }

    func testVisualEffectErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().text().visualEffect(size: .zero)) { error in
            XCTAssertEqual("\(error)", "text().visualEffect(size: CGSize(width: 0.0, height: 0.0)): Text has no visualEffect; it has no modifiers")
        }
        let sut = Text("a").visualEffect { content, _ in content.opacity(0) }
        XCTAssertThrowsError(try sut.inspect().text().visualEffect(size: .zero, index: 1)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().visualEffect(size: CGSize(width: 0.0, height: 0.0), index: 1): index 1 is out of range:"
                    + " Text has 1 visualEffect (valid indices: 0...0)")
        }
    }

    func testScrollTransitionIsBuiltForAPhase() throws {
        let sut = Text("Photo").scrollTransition { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8).offset(x: phase.value * 10)
        }
        let text = try sut.inspect().text()
        let leaving = try text.scrollTransition(phase: .topLeading)
        XCTAssertEqual(try leaving.opacity(), 0.3)
        XCTAssertEqual(try leaving.scaleEffect(), CGSize(width: 0.8, height: 0.8))
        XCTAssertEqual(try leaving.offset(), CGSize(width: -10, height: 0))
        XCTAssertEqual(try text.scrollTransition(phase: .identity).opacity(), 1)
        XCTAssertEqual(try text.scrollTransition(phase: .bottomTrailing).offset(), CGSize(width: 10, height: 0))
        let configuration = try text.scrollTransition()
        XCTAssertEqual(configuration.topLeading, .interactive)
        XCTAssertEqual(configuration.bottomTrailing, .interactive)
        XCTAssertNil(configuration.axis)
    }

    func testScrollTransitionConfigurations() throws {
        let sut = Text("a").scrollTransition(
            topLeading: .animated(.easeIn).threshold(.visible(0.9)), bottomTrailing: .identity, axis: .horizontal
        ) { content, phase in
            content.blur(radius: phase.isIdentity ? 0 : 4)
        }
        let text = try sut.inspect().text()
        let configuration = try text.scrollTransition()
        XCTAssertEqual(configuration.topLeading, .animated(.easeIn).threshold(.visible(0.9)))
        XCTAssertEqual(configuration.topLeading.method, .animated(.easeIn))
        XCTAssertEqual(configuration.topLeading.threshold, .visible(0.9))
        XCTAssertEqual(configuration.bottomTrailing, .identity)
        XCTAssertEqual(configuration.axis, .horizontal)
        XCTAssertEqual(try text.scrollTransition(phase: .topLeading).blur().radius, 4)
        // The bottom or trailing edge is `.identity`: the view never leaves that phase there.
        XCTAssertEqual(try text.scrollTransition(phase: .bottomTrailing).blur().radius, 0)
        XCTAssertEqual(ScrollTransitionConfiguration.animated, .animated(.default))
        XCTAssertEqual(ScrollTransitionConfiguration.animated.description, ".animated")
        XCTAssertEqual(
            ScrollTransitionConfiguration.interactive.threshold(.centered.inset(by: 4)).description,
            ".interactive.threshold(.centered.inset(by: 4.0))")
        XCTAssertEqual(
            ScrollTransitionConfiguration.Threshold.visible.interpolated(towards: .hidden, amount: 0.5).description,
            ".visible.interpolated(towards: .hidden, amount: 0.5)")
        let dump = try sut.inspect().treeDump()
        XCTAssertTrue(
            dump.contains(".scrollTransition(topLeading: .animated(.easeIn).threshold(.visible(0.9)), bottomTrailing: .identity)"),
            dump)
    }

    func testScrollTransitionPhases() throws {
        XCTAssertEqual(
            [ScrollTransitionPhase.topLeading, .identity, .bottomTrailing].map(\.value), [-1, 0, 1])
        XCTAssertTrue(ScrollTransitionPhase.identity.isIdentity)
        XCTAssertFalse(ScrollTransitionPhase.topLeading.isIdentity)
        XCTAssertThrowsError(try Text("a").inspect().text().scrollTransition(phase: .identity)) { error in
            XCTAssertEqual("\(error)", "text().scrollTransition(phase: .identity): Text has no scrollTransition; it has no modifiers")
        }
    }

    func testInAScrollViewTheRowsAreSearched() throws {
        let sut = ScrollView {
            ForEach(0..<2) { index in
                Text("Row \(index)").scrollTransition(.animated) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
            }
        }
        let row = try sut.inspect().find(text: "Row 1")
        XCTAssertEqual(try row.scrollTransition(phase: .topLeading).opacity(), 0)
        XCTAssertEqual(try row.scrollTransition().topLeading, .animated)
    }
}

/// `UnitCurve` and an interactive scroll transition eased by one.
final class UnitCurveTests: XCTestCase {
    func testTheCurvesValues() {
        XCTAssertEqual(UnitCurve.linear.value(at: 0.3), 0.3, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-6)
        XCTAssertLessThan(UnitCurve.easeIn.value(at: 0.3), 0.3)
        XCTAssertGreaterThan(UnitCurve.easeOut.value(at: 0.3), 0.3)
        XCTAssertEqual(UnitCurve.circularEaseIn.value(at: 1), 1, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.circularEaseOut.value(at: 0.5), (0.75).squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.circularEaseInOut.value(at: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.linear.velocity(at: 0.5), 1, accuracy: 1e-6)
        let custom = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
        XCTAssertEqual(custom.value(at: 0.25), 0.25, accuracy: 1e-6)
        XCTAssertEqual(
            custom.description,
            ".bezier(startControlPoint: UnitPoint(x: 0.0, y: 0.0), endControlPoint: UnitPoint(x: 1.0, y: 1.0))")
    }

    func testAnInteractiveTransitionKeepsItsTimingCurve() {
        XCTAssertEqual(ScrollTransitionConfiguration.interactive(), .interactive)
        let eased = ScrollTransitionConfiguration.interactive(timingCurve: .circularEaseIn).threshold(.centered)
        XCTAssertEqual(eased.timingCurve, .circularEaseIn)
        XCTAssertEqual(eased.description, ".interactive(timingCurve: .circularEaseIn).threshold(.centered)")
    }
}
