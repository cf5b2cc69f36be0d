import Foundation
import Inspector
import ViewTree
import XCTest

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

private struct Pressable: View {
    @GestureState var isPressing = false
    @State var presses = 0

    var body: some View {
        VStack {
            Text(isPressing ? "pressing" : "idle")
            Text("\(presses)")
            Circle()
                .gesture(
                    LongPressGesture()
                        .updating($isPressing) { value, state, _ in state = value }
                        .onEnded { _ in presses += 1 })
        }
    }
}

final class GestureTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    // MARK: - Gesture types and their properties

    func testEveryGestureTypeKeepsItsConfiguration() throws {
        let sut = Rectangle()
            .gesture(TapGesture(count: 2))
            .gesture(LongPressGesture(minimumDuration: 2, maximumDistance: 5))
            .gesture(DragGesture(minimumDistance: 3, coordinateSpace: .named("board")))
            .gesture(SpatialTapGesture(count: 3, coordinateSpace: .global))
        let shape = try sut.inspect().shape()
        XCTAssertEqual(try shape.gesture(TapGesture.self).gestureProperties().count, 2)
        let press = try shape.gesture(LongPressGesture.self).gestureProperties()
        XCTAssertEqual(press.minimumDuration, 2)
        XCTAssertEqual(press.maximumDistance, 5)
        let drag = try shape.gesture(DragGesture.self).actualGesture()
        XCTAssertEqual(drag.minimumDistance, 3)
        XCTAssertEqual(drag.coordinateSpace, .named("board"))
        let spatial = try shape.gesture(SpatialTapGesture.self).gestureProperties()
        XCTAssertEqual(spatial.count, 3)
        XCTAssertEqual(spatial.coordinateSpace, .global)
    }

    func testDefaults() throws {
        let sut = Rectangle().gesture(TapGesture()).gesture(LongPressGesture()).gesture(DragGesture())
        let shape = try sut.inspect().shape()
        XCTAssertEqual(try shape.gesture(TapGesture.self).gestureProperties().count, 1)
        XCTAssertEqual(try shape.gesture(TapGesture.self).gestureMask(), .all)
        XCTAssertEqual(try shape.gesture(TapGesture.self).gestureModifiers(), [])
        XCTAssertEqual(try shape.gesture(LongPressGesture.self).gestureProperties().minimumDuration, 0.5)
        XCTAssertEqual(try shape.gesture(LongPressGesture.self).gestureProperties().maximumDistance, 10)
        XCTAssertEqual(try shape.gesture(DragGesture.self).gestureProperties().minimumDistance, 10)
        XCTAssertEqual(try shape.gesture(DragGesture.self).gestureProperties().coordinateSpace, .local)
    }

    func testDragValueIsBuiltAndComputesItsTranslation() {
        let value = DragGesture.Value(
            time: Date(timeIntervalSince1970: 5), location: CGPoint(x: 30, y: 40),
            startLocation: CGPoint(x: 10, y: 10), velocity: CGVector(dx: 8, dy: -4))
        XCTAssertEqual(value.time, Date(timeIntervalSince1970: 5))
        XCTAssertEqual(value.translation, CGSize(width: 20, height: 30))
        XCTAssertEqual(value.velocity, CGSize(width: 8, height: -4))
        XCTAssertEqual(value.predictedEndLocation, CGPoint(x: 32, y: 39))
        XCTAssertEqual(value.predictedEndTranslation, CGSize(width: 22, height: 29))
        XCTAssertEqual(LongPressGesture.Value(finished: true), true)
        XCTAssertEqual(SpatialTapGesture.Value(location: CGPoint(x: 1, y: 2)).location, CGPoint(x: 1, y: 2))
    }

    // MARK: - Finding gestures

    func testAnIndexPicksOneOfSeveralGesturesOfOneType() throws {
        let sut = Rectangle().gesture(TapGesture()).gesture(DragGesture()).gesture(TapGesture(count: 2))
        let shape = try sut.inspect().shape()
        XCTAssertEqual(try shape.gesture(TapGesture.self, 0).gestureProperties().count, 1)
        XCTAssertEqual(try shape.gesture(TapGesture.self, 1).gestureProperties().count, 2)
        XCTAssertEqual(try shape.gesture(TapGesture.self, 1).pathToRoot, "shape().gesture(TapGesture.self, 1)")
        XCTAssertThrowsError(try shape.gesture(TapGesture.self, 2)) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().gesture(TapGesture.self, 2): index 2 is out of range: Rectangle has 2 TapGesture gestures"
                    + " (valid indices: 0...1)")
        }
    }

    func testAGestureThatIsNotAttachedListsTheOnesThatAre() throws {
        let sut = Rectangle()
            .gesture(TapGesture())
            .highPriorityGesture(DragGesture())
            .simultaneousGesture(LongPressGesture())
            .onTapGesture {}
        let shape = try sut.inspect().shape()
        XCTAssertThrowsError(try shape.gesture(DragGesture.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().gesture(DragGesture.self): Rectangle has no gesture(DragGesture.self); its gestures:"
                    + " .gesture(TapGesture), .highPriorityGesture(DragGesture), .simultaneousGesture(LongPressGesture),"
                    + " .onTapGesture")
        }
        XCTAssertThrowsError(try shape.highPriorityGesture(TapGesture.self))
        XCTAssertNoThrow(try shape.highPriorityGesture(DragGesture.self))
        XCTAssertNoThrow(try shape.simultaneousGesture(LongPressGesture.self))
        XCTAssertThrowsError(try Text("a").inspect().text().gesture(TapGesture.self)) { error in
            XCTAssertEqual(
                "\(error)", "text().gesture(TapGesture.self): Text has no gesture(TapGesture.self); it has no gestures")
        }
    }

    func testANilOptionalGestureIsNotAttached() throws {
        let none: TapGesture? = nil
        let sut = Rectangle().gesture(none).gesture(Optional(DragGesture()))
        let shape = try sut.inspect().shape()
        XCTAssertNoThrow(try shape.gesture(DragGesture.self))
        XCTAssertThrowsError(try shape.gesture(TapGesture.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().gesture(TapGesture.self): Rectangle has no gesture(TapGesture.self); its gestures:"
                    + " .gesture(nil), .gesture(DragGesture)")
        }
    }

    func testPathToRootAndAMaskOfEachKind() throws {
        let sut = VStack {
            Text("a").highPriorityGesture(TapGesture(), including: .subviews)
            Text("b").simultaneousGesture(TapGesture(), including: .none)
        }
        let first = try sut.inspect().vStack().text(0).highPriorityGesture(TapGesture.self)
        XCTAssertEqual(first.pathToRoot, "vStack().text(0).highPriorityGesture(TapGesture.self)")
        XCTAssertEqual(try first.gestureMask(), .subviews)
        XCTAssertEqual(try sut.inspect().vStack().text(1).simultaneousGesture(TapGesture.self).gestureMask(), GestureMask.none)
    }

    // MARK: - Callbacks

    func testCallbacksRunInTheOrderTheyWereAdded() throws {
        let log = Log()
        let drag = DragGesture()
            .onChanged { log.entries.append("changed 1: \($0.location.x)") }
            .onChanged { log.entries.append("changed 2: \($0.location.x)") }
            .onEnded { log.entries.append("ended 1: \($0.translation.width)") }
            .onEnded { log.entries.append("ended 2: \($0.translation.width)") }
        let gesture = try Rectangle().gesture(drag).inspect().shape().gesture(DragGesture.self)
        let value = DragGesture.Value(
            time: Date(), location: CGPoint(x: 12, y: 0), startLocation: .zero, velocity: CGVector(dx: 0, dy: 0))
        try gesture.gestureCallChanged(value: value)
        try gesture.gestureCallEnded(value: value)
        XCTAssertEqual(log.entries, ["changed 1: 12.0", "changed 2: 12.0", "ended 1: 12.0", "ended 2: 12.0"])
    }

    func testUpdatingCallbacksRunOnTheGivenStateAndTransaction() throws {
        let state = GestureState(wrappedValue: 0)
        let gesture = LongPressGesture()
            .updating(state) { value, state, transaction in
                state += value ? 1 : 0
                transaction.disablesAnimations = true
            }
            .updating(state) { _, state, _ in state *= 10 }
        let inspected = try Circle().gesture(gesture).inspect().shape().gesture(LongPressGesture.self)
        var current = 4
        var transaction = Transaction()
        try inspected.gestureCallUpdating(value: true, state: &current, transaction: &transaction)
        XCTAssertEqual(current, 50)
        XCTAssertTrue(transaction.disablesAnimations)
        XCTAssertEqual(state.wrappedValue, 0)
    }

    func testWrongValuesAndMissingCallbacksThrow() throws {
        let gesture = try Rectangle()
            .gesture(TapGesture().onEnded { _ in })
            .inspect().shape().gesture(TapGesture.self)
        XCTAssertThrowsError(try gesture.gestureCallEnded(value: 1)) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().gesture(TapGesture.self).gestureCallEnded(value:): value is of type Int, but the gesture's"
                    + " callbacks take () (TapGesture.Value)")
        }
        XCTAssertThrowsError(try gesture.gestureCallChanged(value: ())) { error in
            XCTAssertEqual(
                "\(error)", "shape().gesture(TapGesture.self).gestureCallChanged(value:): TapGesture has no onChanged callback")
        }
        XCTAssertThrowsError(try gesture.gestureCallUpdating(value: ())) { error in
            XCTAssertEqual(
                "\(error)", "shape().gesture(TapGesture.self).gestureCallUpdating(value:): TapGesture has no updating callback")
        }
        let plain = try Rectangle().gesture(DragGesture()).inspect().shape().gesture(DragGesture.self)
        let value = DragGesture.Value(time: Date(), location: .zero, startLocation: .zero, velocity: .zero)
        XCTAssertThrowsError(try plain.gestureCallEnded(value: value)) { error in
            XCTAssertEqual(
                "\(error)", "shape().gesture(DragGesture.self).gestureCallEnded(value:): DragGesture has no onEnded callback")
        }
        let press = try Circle()
            .gesture(LongPressGesture().updating(GestureState(wrappedValue: false)) { _, _, _ in })
            .inspect().shape().gesture(LongPressGesture.self)
        var state = 0
        var transaction = Transaction()
        XCTAssertThrowsError(try press.gestureCallUpdating(value: true, state: &state, transaction: &transaction)) { error in
            XCTAssertEqual(
                "\(error)",
                "shape().gesture(LongPressGesture.self).gestureCallUpdating(value:state:transaction:): state is of type Int,"
                    + " but the gesture's updating callback updates a Bool")
        }
    }

    func testCallbacksOnADisabledOrHiddenViewThrowWithoutRunning() throws {
        let log = Log()
        let sut = VStack {
            Rectangle().gesture(TapGesture().onEnded { log.entries.append("tapped") })
        }.disabled(true)
        let tap = try sut.inspect().vStack().shape(0).gesture(TapGesture.self)
        XCTAssertThrowsError(try tap.gestureCallEnded(value: ())) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().shape(0).gesture(TapGesture.self).gestureCallEnded(value:): Rectangle is disabled by"
                    + " .disabled(true) on its ancestor vStack()")
        }
        let hidden = VStack { Circle().gesture(DragGesture().onChanged { _ in log.entries.append("dragged") }).hidden() }
        let drag = try hidden.inspect().vStack().shape(0).gesture(DragGesture.self)
        let value = DragGesture.Value(time: Date(), location: .zero, startLocation: .zero, velocity: .zero)
        XCTAssertThrowsError(try drag.gestureCallChanged(value: value)) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().shape(0).gesture(DragGesture.self).gestureCallChanged(value:): Circle is hidden by"
                    + " .hidden() on itself")
        }
        XCTAssertEqual(log.entries, [])
    }

    func testKeyboardModifiersAddUp() throws {
        let sut = Rectangle().gesture(TapGesture().modifiers(.command).onEnded {}.modifiers([.option, .shift]))
        XCTAssertEqual(
            try sut.inspect().shape().gesture(TapGesture.self).gestureModifiers(), [.command, .option, .shift])
    }

    // MARK: - State

    func testAGestureWritesStateUnhosted() throws {
        let sut = Pressable()
        try sut.inspect().vStack().shape(2).gesture(LongPressGesture.self).gestureCallEnded(value: true)
        XCTAssertEqual(sut.presses, 1)
        XCTAssertEqual(try sut.inspect().vStack().text(1).string(), "1")
    }

    func testGestureStateFollowsTheGestureAndResetsWhenItEnds() throws {
        let sut = Pressable()
        let gesture = try sut.inspect().vStack().shape(2).gesture(LongPressGesture.self)
        try gesture.gestureCallUpdating(value: true)
        XCTAssertEqual(sut.isPressing, true)
        XCTAssertEqual(try sut.inspect().vStack().text(0).string(), "pressing")
        try gesture.gestureCallEnded(value: true)
        XCTAssertEqual(sut.isPressing, false)
        XCTAssertEqual(try sut.inspect().vStack().text(0).string(), "idle")
    }

    func testHostedGestureWritesAreSeenByTheNextInspection() throws {
        let hosted = ViewHosting.host(view: Pressable())
        let gesture = try hosted.inspect().vStack().shape(2).gesture(LongPressGesture.self)
        try gesture.gestureCallUpdating(value: true)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "pressing")
        try hosted.inspect().vStack().shape(2).gesture(LongPressGesture.self).gestureCallEnded(value: true)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "idle")
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "1")
    }

    func testGestureStateResetCallsItsResetCallback() throws {
        let log = Log()
        let state = GestureState(wrappedValue: 0) { value, transaction in
            log.entries.append("reset from \(value), animations off: \(transaction.disablesAnimations)")
        }
        let gesture = try Circle()
            .gesture(DragGesture().updating(state) { value, state, _ in state = Int(value.translation.width) })
            .inspect().shape().gesture(DragGesture.self)
        let value = DragGesture.Value(
            time: Date(), location: CGPoint(x: 7, y: 0), startLocation: .zero, velocity: .zero)
        try gesture.gestureCallUpdating(value: value)
        XCTAssertEqual(state.wrappedValue, 7)
        try gesture.gestureCallEnded(value: value)
        XCTAssertEqual(state.wrappedValue, 0)
        XCTAssertEqual(log.entries, ["reset from 7, animations off: false"])
    }

    func testAnyGestureIsFoundByItsOwnType() throws {
        let log = Log()
        let erased = AnyGesture(TapGesture(count: 2)).onEnded { log.entries.append("ended") }
        let gesture = try Rectangle().gesture(erased).inspect().shape().gesture(AnyGesture<Void>.self)
        try gesture.gestureCallEnded(value: ())
        XCTAssertEqual(log.entries, ["ended"])
    }

    func testTheTreeDumpShowsGestures() throws {
        let sut = Rectangle().gesture(TapGesture()).simultaneousGesture(DragGesture()).onTapGesture {}
        let dump = try sut.inspect().shape().treeDump()
        XCTAssertTrue(dump.contains(".gesture(TapGesture) .simultaneousGesture(DragGesture) .onTapGesture"), dump)
    }

    // MARK: - onTapGesture and onLongPressGesture

    func testOnTapAndOnLongPressGesturesAreGesturesUnderneath() throws {
        let log = Log()
        let sut = Text("a")
            .onTapGesture(count: 2) { log.entries.append("tap") }
            .onLongPressGesture(minimumDuration: 1) { log.entries.append("press") }
        let text = try sut.inspect().text()
        try text.callOnTapGesture()
        try text.callOnLongPressGesture()
        XCTAssertEqual(log.entries, ["tap", "press"])
        let tap = try text.gesture(TapGesture.self)
        XCTAssertEqual(try tap.gestureProperties().count, 2)
        try tap.gestureCallEnded(value: ())
        let press = try text.gesture(LongPressGesture.self)
        XCTAssertEqual(try press.gestureProperties().minimumDuration, 1)
        try press.gestureCallEnded(value: true)
        XCTAssertEqual(log.entries, ["tap", "press", "tap", "press"])
        XCTAssertThrowsError(try text.gesture(DragGesture.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "text().gesture(DragGesture.self): Text has no gesture(DragGesture.self); its gestures: .onTapGesture,"
                    + " .onLongPressGesture")
        }
        XCTAssertThrowsError(try Text("a").onTapGesture {}.inspect().text().callOnLongPressGesture()) { error in
            XCTAssertEqual(
                "\(error)", "text().callOnLongPressGesture(): Text has no onLongPressGesture; its modifiers: .onTapGesture")
        }
    }

    func testOnLongPressGestureOnADisabledViewThrows() throws {
        let log = Log()
        let sut = Text("a").onLongPressGesture { log.entries.append("press") }.disabled(true)
        XCTAssertThrowsError(try sut.inspect().text().callOnLongPressGesture()) { error in
            XCTAssertEqual("\(error)", "text().callOnLongPressGesture(): Text is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(log.entries, [])
    }
}
