import Foundation
import Inspector
import ViewTree
import XCTest

// Every example of Docs/Gestures.md, as written there.

private struct Draggable: View {
    @State var offset = CGSize.zero
    @State var isDragging = false

    var body: some View {
        Circle()
            .gesture(
                DragGesture()
                    .onChanged { value in
                        isDragging = true
                        offset = value.translation
                    }
                    .onEnded { _ in isDragging = false })
    }
}

private struct Pressable: View {
    @GestureState var isPressing = false

    var body: some View {
        Circle()
            .fill(isPressing ? Color.yellow : Color.green)
            .gesture(LongPressGesture().updating($isPressing) { value, state, _ in state = value })
    }
}

final class GesturesDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testFindingAGesture() throws {
        let sut = Rectangle()
            .gesture(TapGesture(count: 2))
            .gesture(DragGesture(minimumDistance: 20, coordinateSpace: .global), including: .gesture)
            .simultaneousGesture(LongPressGesture(minimumDuration: 1))

        let shape = try sut.inspect().shape()
        let drag = try shape.gesture(DragGesture.self)
        XCTAssertEqual(try drag.gestureProperties().minimumDistance, 20)
        XCTAssertEqual(try drag.gestureProperties().coordinateSpace, .global)
        XCTAssertEqual(try drag.gestureMask(), .gesture)
        XCTAssertEqual(try shape.gesture(TapGesture.self).actualGesture().count, 2)
        XCTAssertNoThrow(try shape.simultaneousGesture(LongPressGesture.self))
    }

    func testAGestureThatIsNotThere() throws {
        let sut = Rectangle().gesture(TapGesture()).onTapGesture {}
        XCTAssertThrowsError(try sut.inspect().shape().gesture(DragGesture.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().gesture(DragGesture.self): Rectangle has no gesture(DragGesture.self); its gestures:"
                    + " .gesture(TapGesture), .onTapGesture")
        }
    }

    func testCallingAGesturesCallbacks() throws {
        let sut = Draggable()
        let drag = try sut.inspect().shape().gesture(DragGesture.self)
        let value = DragGesture.Value(
            time: Date(), location: CGPoint(x: 30, y: 40), startLocation: CGPoint(x: 10, y: 10),
            velocity: CGVector(dx: 0, dy: 0))
        try drag.gestureCallChanged(value: value)
        XCTAssertEqual(sut.offset, CGSize(width: 20, height: 30))
        XCTAssertTrue(sut.isDragging)
        try drag.gestureCallEnded(value: value)
        XCTAssertFalse(sut.isDragging)
    }

    func testGestureState() throws {
        let sut = Pressable()
        let press = try sut.inspect().shape().gesture(LongPressGesture.self)
        try press.gestureCallUpdating(value: true)
        XCTAssertEqual(try sut.inspect().shape().fillShapeStyle(Color.self), Color.yellow)
        try press.gestureCallEnded(value: true)
        XCTAssertEqual(try sut.inspect().shape().fillShapeStyle(Color.self), Color.green)
    }

    func testHostedGestureState() throws {
        let hosted = ViewHosting.host(view: Pressable())
        try hosted.inspect().shape().gesture(LongPressGesture.self).gestureCallUpdating(value: true)
        XCTAssertEqual(try hosted.inspect().shape().fillShapeStyle(Color.self), Color.yellow)
    }

    func testOnTapGestureAndOnLongPressGesture() throws {
        var taps = 0
        var presses = 0
        let sut = Text("Hi")
            .onTapGesture(count: 2) { taps += 1 }
            .onLongPressGesture(minimumDuration: 1) { presses += 1 }
        try sut.inspect().text().callOnTapGesture()
        try sut.inspect().text().callOnLongPressGesture()
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(presses, 1)

        let tap = try sut.inspect().text().gesture(TapGesture.self)
        XCTAssertEqual(try tap.gestureProperties().count, 2)
        try tap.gestureCallEnded(value: ())
        XCTAssertEqual(taps, 2)
        XCTAssertEqual(try sut.inspect().text().gesture(LongPressGesture.self).gestureProperties().minimumDuration, 1)
    }

    func testComposedGestures() throws {
        let sut = Rectangle().gesture(
            LongPressGesture(minimumDuration: 1).sequenced(before: DragGesture(minimumDistance: 5)))

        let sequence = try sut.inspect().shape().gesture(SequenceGesture<LongPressGesture, DragGesture>.self)
        XCTAssertEqual(try sequence.first(LongPressGesture.self).gestureProperties().minimumDuration, 1)
        XCTAssertEqual(try sequence.second(DragGesture.self).gestureProperties().minimumDistance, 5)
    }

    func testComposedGestureFoundByItsParts() throws {
        var scales: [CGFloat] = []
        var angles: [Double] = []
        let sut = Rectangle().gesture(
            MagnificationGesture().onChanged { scales.append($0) }
                .simultaneously(with: RotationGesture().onEnded { angles.append($0.degrees) }))

        let both = try sut.inspect().shape().gesture(SimultaneousGesture<MagnificationGesture, RotationGesture>.self)
        try both.first(MagnificationGesture.self).gestureCallChanged(value: MagnificationGesture.Value(magnifyBy: 2))
        try both.second(RotationGesture.self).gestureCallEnded(value: RotationGesture.Value(angle: .degrees(90)))
        XCTAssertEqual(scales, [2])
        XCTAssertEqual(angles, [90])
    }
}
