import Foundation
import Inspector
import ViewTree
import XCTest

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

/// `callOnTapGesture()` on `.gesture(TapGesture()…)`, ViewInspector's newer call names, indices
/// under each priority, spatial taps and the disabled check on every callback call.
final class GestureLookupTests: XCTestCase {
    func testCallOnTapGestureAlsoFiresATapGestureAttachedWithGesture() throws {
        let log = Log()
        let sut = Text("a")
            .gesture(TapGesture(count: 3).onEnded { log.entries.append("tap") })
            .highPriorityGesture(LongPressGesture().onEnded { log.entries.append("press \($0)") })
        try sut.inspect().text().callOnTapGesture()
        try sut.inspect().text().callOnLongPressGesture()
        XCTAssertEqual(log.entries, ["tap", "press true"])
        XCTAssertThrowsError(try Text("a").gesture(TapGesture()).inspect().text().callOnTapGesture()) { error in
            XCTAssertEqual(
                "\(error)", "text().callOnTapGesture(): Text has no onTapGesture; its modifiers: .gesture")
        }
    }

    func testViewInspectorsNewerCallNames() throws {
        let log = Log()
        let state = GestureState(wrappedValue: 0)
        let drag = DragGesture()
            .updating(state) { value, state, transaction in
                state = Int(value.translation.width)
                transaction.isContinuous = true
            }
            .onChanged { log.entries.append("changed \($0.translation.width)") }
            .onEnded { log.entries.append("ended \($0.translation.width)") }
        let gesture = try Rectangle().gesture(drag).inspect().shape().gesture(DragGesture.self)
        let value = DragGesture.Value(time: Date(), location: CGPoint(x: 4, y: 0), startLocation: .zero, velocity: .zero)
        var updated = 0
        var transaction = Transaction()
        try gesture.callUpdating(value: value, state: &updated, transaction: &transaction)
        try gesture.callOnChanged(value: value)
        try gesture.callOnEnded(value: value)
        XCTAssertEqual(updated, 4)
        XCTAssertTrue(transaction.isContinuous)
        XCTAssertEqual(log.entries, ["changed 4.0", "ended 4.0"])
        XCTAssertThrowsError(try gesture.callOnEnded(value: 1)) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().gesture(DragGesture.self).callOnEnded(value:): value is of type Int, but the gesture's callbacks"
                    + " take DragGesture.Value")
        }
    }

    func testAnIndexPicksAmongHighPriorityAndSimultaneousGestures() throws {
        let sut = Rectangle()
            .highPriorityGesture(DragGesture(minimumDistance: 1))
            .highPriorityGesture(DragGesture(minimumDistance: 2))
            .simultaneousGesture(TapGesture(count: 1))
            .gesture(TapGesture(count: 5))
            .simultaneousGesture(TapGesture(count: 2))
        let shape = try sut.inspect().shape()
        XCTAssertEqual(try shape.highPriorityGesture(DragGesture.self, 1).gestureProperties().minimumDistance, 2)
        XCTAssertEqual(try shape.simultaneousGesture(TapGesture.self, 1).gestureProperties().count, 2)
        XCTAssertEqual(
            try shape.simultaneousGesture(TapGesture.self, 1).pathToRoot, "shape().simultaneousGesture(TapGesture.self, 1)")
        XCTAssertThrowsError(try shape.highPriorityGesture(DragGesture.self, 2)) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().highPriorityGesture(DragGesture.self, 2): index 2 is out of range: Rectangle has 2 DragGesture"
                    + " gestures (valid indices: 0...1)")
        }
    }

    func testSpatialTapGestureCallbacksAreCalled() throws {
        let log = Log()
        let sut = Rectangle().gesture(
            SpatialTapGesture(count: 2, coordinateSpace: .global)
                .onChanged { log.entries.append("changed \($0.location.x)") }
                .onEnded { log.entries.append("ended \($0.location.y)") })
        let tap = try sut.inspect().shape().gesture(SpatialTapGesture.self)
        XCTAssertEqual(try tap.gestureProperties().count, 2)
        try tap.gestureCallChanged(value: SpatialTapGesture.Value(location: CGPoint(x: 3, y: 4)))
        try tap.gestureCallEnded(value: SpatialTapGesture.Value(location: CGPoint(x: 5, y: 6)))
        XCTAssertEqual(log.entries, ["changed 3.0", "ended 6.0"])
    }

    func testUpdatingWithAStateOnADisabledViewThrowsWithoutRunning() throws {
        let log = Log()
        let sut = Rectangle()
            .gesture(LongPressGesture().updating(GestureState(wrappedValue: false)) { value, state, _ in
                log.entries.append("updating")
                state = value
            })
            .disabled(true)
        let press = try sut.inspect().shape().gesture(LongPressGesture.self)
        var state = false
        var transaction = Transaction()
        XCTAssertThrowsError(try press.gestureCallUpdating(value: true, state: &state, transaction: &transaction)) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().gesture(LongPressGesture.self).gestureCallUpdating(value:state:transaction:): Rectangle is"
                    + " disabled by .disabled(true) on itself")
        }
        XCTAssertFalse(state)
        XCTAssertEqual(log.entries, [])
    }
}
