import Foundation
import Inspector
import ViewTree
import XCTest

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

final class ComposedGestureTests: XCTestCase {
    func testMagnifyAndRotateGestures() throws {
        let log = Log()
        let sut = Rectangle()
            .gesture(MagnifyGesture(minimumScaleDelta: 0.2).onChanged { log.entries.append("magnify \($0.magnification)") })
            .gesture(MagnificationGesture(minimumScaleDelta: 0.3).onEnded { log.entries.append("magnification \($0)") })
            .gesture(RotateGesture(minimumAngleDelta: .degrees(5)).onEnded { log.entries.append("rotate \($0.rotation.degrees)") })
            .gesture(RotationGesture().onChanged { log.entries.append("rotation \($0.degrees)") })
        let shape = try sut.inspect().shape()
        XCTAssertEqual(try shape.gesture(MagnifyGesture.self).gestureProperties().minimumScaleDelta, 0.2)
        XCTAssertEqual(try shape.gesture(MagnificationGesture.self).gestureProperties().minimumScaleDelta, 0.3)
        XCTAssertEqual(try shape.gesture(RotateGesture.self).gestureProperties().minimumAngleDelta, .degrees(5))
        XCTAssertEqual(try shape.gesture(RotationGesture.self).gestureProperties().minimumAngleDelta, .degrees(1))
        try shape.gesture(MagnifyGesture.self).gestureCallChanged(value: MagnifyGesture.Value(time: Date(), magnification: 2))
        try shape.gesture(MagnificationGesture.self).gestureCallEnded(value: MagnificationGesture.Value(magnifyBy: 3))
        try shape.gesture(RotateGesture.self)
            .gestureCallEnded(value: RotateGesture.Value(time: Date(), rotation: .degrees(90)))
        try shape.gesture(RotationGesture.self).gestureCallChanged(value: RotationGesture.Value(angle: .degrees(180)))
        XCTAssertEqual(log.entries, ["magnify 2.0", "magnification 3.0", "rotate 90.0", "rotation 180.0"])
    }

    func testMapTransformsTheValueForTheCallbacksAfterIt() throws {
        let log = Log()
        let state = GestureState(wrappedValue: "")
        let gesture = DragGesture()
            .onChanged { log.entries.append("before map: \($0.translation.width)") }
            .map { Int($0.translation.width) * 2 }
            .updating(state) { value, state, _ in state = "updated with \(value)" }
            .onChanged { log.entries.append("after map: \($0)") }
            .map { "mapped \($0)" }
            .onEnded { log.entries.append("ended: \($0)") }
        let drag = try Rectangle().gesture(gesture).inspect().shape().gesture(DragGesture.self)
        let value = DragGesture.Value(time: Date(), location: CGPoint(x: 5, y: 0), startLocation: .zero, velocity: .zero)
        try drag.gestureCallChanged(value: value)
        try drag.gestureCallUpdating(value: value)
        XCTAssertEqual(state.wrappedValue, "updated with 10")
        try drag.gestureCallEnded(value: value)
        XCTAssertEqual(state.wrappedValue, "")
        XCTAssertEqual(log.entries, ["before map: 5.0", "after map: 10", "ended: mapped 10"])
        XCTAssertThrowsError(try drag.gestureCallEnded(value: "mapped 10")) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().gesture(DragGesture.self).gestureCallEnded(value:): value is of type String, but the"
                    + " gesture's callbacks take DragGesture.Value")
        }
    }

    func testSimultaneousGestureExposesItsParts() throws {
        let log = Log()
        let composed = TapGesture().onEnded { log.entries.append("tap") }
            .simultaneously(with: LongPressGesture(minimumDuration: 2).onEnded { _ in log.entries.append("press") })
            .onEnded { value in log.entries.append("both: \(value.first != nil) \(value.second ?? false)") }
        let gesture = try Rectangle().gesture(composed).inspect().shape()
            .gesture(SimultaneousGesture<TapGesture, LongPressGesture>.self)
        let first = try gesture.first(TapGesture.self)
        let second = try gesture.second(LongPressGesture.self)
        XCTAssertEqual(
            first.pathToRoot, "shape().gesture(SimultaneousGesture<TapGesture, LongPressGesture>.self).first(TapGesture.self)")
        XCTAssertEqual(try second.gestureProperties().minimumDuration, 2)
        XCTAssertEqual(try gesture.actualGesture().second.minimumDuration, 2)
        try first.gestureCallEnded(value: ())
        try second.gestureCallEnded(value: true)
        try gesture.gestureCallEnded(value: SimultaneousGesture<TapGesture, LongPressGesture>.Value(first: (), second: true))
        XCTAssertEqual(log.entries, ["tap", "press", "both: true true"])
        XCTAssertThrowsError(try first.gestureMask()) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().gesture(SimultaneousGesture<TapGesture, LongPressGesture>.self).first(TapGesture.self)"
                    + ".gestureMask(): TapGesture's gesture mask cannot be read: it is part of a composed gesture; the"
                    + " composed gesture was attached with the mask")
        }
        XCTAssertEqual(try gesture.gestureMask(), .all)
    }

    func testComposedGestureIsFoundByItsPartsWithTheirCallbacksStripped() throws {
        let log = Log()
        let sut = Rectangle().gesture(
            MagnificationGesture(minimumScaleDelta: 0.5).onChanged { log.entries.append("scale \($0)") }
                .simultaneously(with: RotationGesture().onEnded { log.entries.append("angle \($0.degrees)") }))
        let gesture = try sut.inspect().shape().gesture(SimultaneousGesture<MagnificationGesture, RotationGesture>.self)
        XCTAssertEqual(try gesture.first(MagnificationGesture.self).gestureProperties().minimumScaleDelta, 0.5)
        XCTAssertEqual(try gesture.actualGesture().first.minimumScaleDelta, 0.5)
        try gesture.first(MagnificationGesture.self).gestureCallChanged(value: MagnificationGesture.Value(magnifyBy: 2))
        try gesture.second(RotationGesture.self).gestureCallEnded(value: RotationGesture.Value(angle: .degrees(45)))
        XCTAssertEqual(log.entries, ["scale 2.0", "angle 45.0"])
        XCTAssertThrowsError(try sut.inspect().shape().gesture(SimultaneousGesture<RotationGesture, MagnificationGesture>.self)) {
            XCTAssertEqual(
                "\($0)",
                "shape().gesture(SimultaneousGesture<RotationGesture, MagnificationGesture>.self): Rectangle has no"
                    + " gesture(SimultaneousGesture<RotationGesture, MagnificationGesture>.self); its gestures:"
                    + " .gesture(SimultaneousGesture<MagnificationGesture, RotationGesture>)")
        }
    }

    func testTheExactTypeStillFindsAComposedGesture() throws {
        let composed = TapGesture().onEnded {}.exclusively(before: DragGesture().modifiers(.shift))
        let shape = try Rectangle().gesture(composed).inspect().shape()
        let exact = try shape.gesture(type(of: composed))
        XCTAssertEqual(try exact.second(DragGesture.self).gestureModifiers(), .shift)
        XCTAssertNoThrow(try exact.first(type(of: TapGesture().onEnded {})))
        XCTAssertNoThrow(try shape.gesture(ExclusiveGesture<TapGesture, DragGesture>.self))
    }

    func testNestedComposedGesturesAreStrippedAtEveryLevel() throws {
        let log = Log()
        let inner = TapGesture().onEnded { log.entries.append("tap") }
            .simultaneously(with: LongPressGesture().onEnded { _ in log.entries.append("press") })
            .onEnded { _ in log.entries.append("inner ended") }
        let sut = Rectangle().gesture(
            inner.sequenced(before: DragGesture(minimumDistance: 3).onEnded { _ in log.entries.append("drag") })
                .onEnded { value in
                    if case let .second(first, _) = value { log.entries.append("sequence ended, press: \(first.second ?? false)") }
                })
        let sequence = try sut.inspect().shape()
            .gesture(SequenceGesture<SimultaneousGesture<TapGesture, LongPressGesture>, DragGesture>.self)
        let both = try sequence.first(SimultaneousGesture<TapGesture, LongPressGesture>.self)
        try both.first(TapGesture.self).gestureCallEnded(value: ())
        try both.gestureCallEnded(value: SimultaneousGesture<TapGesture, LongPressGesture>.Value(first: nil, second: true))
        XCTAssertEqual(try sequence.second(DragGesture.self).gestureProperties().minimumDistance, 3)
        try sequence.gestureCallEnded(
            value: SequenceGesture<SimultaneousGesture<TapGesture, LongPressGesture>, DragGesture>.Value
                .second(.init(first: (), second: true), nil))
        XCTAssertEqual(log.entries, ["tap", "inner ended", "sequence ended, press: true"])
    }

    func testCallbacksTakeExclusiveAndSequenceValues() throws {
        let log = Log()
        let exclusive = TapGesture(count: 2).exclusively(before: LongPressGesture())
            .onEnded { value in
                switch value {
                case .first: log.entries.append("double tap")
                case let .second(pressed): log.entries.append("press \(pressed)")
                }
            }
        let sequence = LongPressGesture().sequenced(before: DragGesture())
            .onChanged { value in
                switch value {
                case let .first(pressing): log.entries.append("pressing \(pressing)")
                case let .second(pressed, drag): log.entries.append("then drag \(pressed) \(drag != nil)")
                }
            }
        let shape = try Rectangle().gesture(exclusive).simultaneousGesture(sequence).inspect().shape()
        let either = try shape.gesture(ExclusiveGesture<TapGesture, LongPressGesture>.self)
        try either.gestureCallEnded(value: ExclusiveGesture<TapGesture, LongPressGesture>.Value.first(()))
        try either.callOnEnded(value: ExclusiveGesture<TapGesture, LongPressGesture>.Value.second(true))
        let then = try shape.simultaneousGesture(SequenceGesture<LongPressGesture, DragGesture>.self)
        try then.gestureCallChanged(value: SequenceGesture<LongPressGesture, DragGesture>.Value.first(true))
        try then.gestureCallChanged(value: SequenceGesture<LongPressGesture, DragGesture>.Value.second(true, nil))
        XCTAssertEqual(log.entries, ["double tap", "press true", "pressing true", "then drag true false"])
        XCTAssertThrowsError(try then.gestureCallChanged(value: true)) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().simultaneousGesture(SequenceGesture<LongPressGesture, DragGesture>.self).gestureCallChanged(value:):"
                    + " value is of type Bool, but the gesture's callbacks take SequenceGesture<LongPressGesture,"
                    + " DragGesture>.Value")
        }
    }

    func testEndingAComposedGestureResetsItsPartsGestureStates() throws {
        let scale = GestureState(wrappedValue: 1.0)
        let angle = GestureState(wrappedValue: Angle.zero)
        let composed = MagnificationGesture().updating(scale) { value, state, _ in state = value }
            .simultaneously(with: RotationGesture().updating(angle) { value, state, _ in state = value })
        let gesture = try Rectangle().gesture(composed).inspect().shape()
            .gesture(SimultaneousGesture<MagnificationGesture, RotationGesture>.self)
        try gesture.first(MagnificationGesture.self).gestureCallUpdating(value: MagnificationGesture.Value(magnifyBy: 3))
        try gesture.second(RotationGesture.self).gestureCallUpdating(value: RotationGesture.Value(angle: .degrees(30)))
        XCTAssertEqual(scale.wrappedValue, 3)
        XCTAssertEqual(angle.wrappedValue, .degrees(30))
        try gesture.gestureCallEnded(
            value: SimultaneousGesture<MagnificationGesture, RotationGesture>.Value(first: nil, second: nil))
        XCTAssertEqual(scale.wrappedValue, 1)
        XCTAssertEqual(angle.wrappedValue, .zero)
    }

    func testSequencedAndExclusiveGestures() throws {
        let sequence = LongPressGesture().sequenced(before: DragGesture(minimumDistance: 4))
        let exclusive = TapGesture(count: 2).exclusively(before: TapGesture())
        let shape = try Rectangle().gesture(sequence).simultaneousGesture(exclusive).inspect().shape()
        let sequenced = try shape.gesture(SequenceGesture<LongPressGesture, DragGesture>.self)
        XCTAssertEqual(try sequenced.second(DragGesture.self).gestureProperties().minimumDistance, 4)
        XCTAssertNoThrow(try sequenced.first(LongPressGesture.self))
        let either = try shape.simultaneousGesture(ExclusiveGesture<TapGesture, TapGesture>.self)
        XCTAssertEqual(try either.first(TapGesture.self).gestureProperties().count, 2)
        XCTAssertEqual(try either.second(TapGesture.self).gestureProperties().count, 1)
        XCTAssertEqual(try either.actualGesture().first.count, 2)
    }

    func testPartsOfTheWrongTypeOrOfASimpleGestureThrow() throws {
        let shape = try Rectangle()
            .gesture(TapGesture().sequenced(before: DragGesture().onEnded { _ in }))
            .gesture(TapGesture())
            .inspect().shape()
        XCTAssertThrowsError(try shape.gesture(SequenceGesture<TapGesture, DragGesture>.self).second(TapGesture.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().gesture(SequenceGesture<TapGesture, DragGesture>.self).second(TapGesture.self): expected"
                    + " TapGesture, found DragGesture")
        }
        XCTAssertThrowsError(try shape.gesture(TapGesture.self).first(TapGesture.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().gesture(TapGesture.self).first(TapGesture.self): expected ExclusiveGesture, SequenceGesture or"
                    + " SimultaneousGesture, found TapGesture")
        }
    }

    func testSequenceAndExclusiveValues() {
        let sequence: SequenceGesture<LongPressGesture, DragGesture>.Value = .second(true, nil)
        XCTAssertEqual(sequence, .second(true, nil))
        let exclusive: ExclusiveGesture<LongPressGesture, LongPressGesture>.Value = .first(true)
        XCTAssertNotEqual(exclusive, .second(true))
    }
}
