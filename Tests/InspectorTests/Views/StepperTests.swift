@testable import Inspector
import ViewTree
import XCTest

private struct Order: View {
    @State var quantity = 1
    @State var isPressing = false
    var body: some View {
        VStack {
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...5, step: 2) { pressing in
                isPressing = pressing
            }
            Text(isPressing ? "Pressing" : "\(quantity) items")
        }
    }
}

private final class Log {
    var entries: [String] = []
}

final class StepperTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testActionForms() throws {
        let log = Log()
        let keyed = Stepper("Key", onIncrement: { log.entries.append("+") }, onDecrement: { log.entries.append("-") })
        try keyed.inspect().stepper().increment()
        try keyed.inspect().stepper().decrement()
        XCTAssertEqual(try keyed.inspect().stepper().labelView().text().string(), "Key")
        let title = "String"
        let titled = Stepper(title, onIncrement: { log.entries.append("s+") }, onDecrement: nil)
        try titled.inspect().stepper().increment()
        XCTAssertEqual(try titled.inspect().stepper().labelView().text().string(), "String")
        let built = Stepper {
            Image(systemName: "sun.max")
            Text("Brightness")
        } onIncrement: {
            log.entries.append("b+")
        } onDecrement: {
            log.entries.append("b-")
        }
        try built.inspect().stepper().decrement()
        XCTAssertEqual(try built.inspect().stepper().labelView().text(1).string(), "Brightness")
        XCTAssertEqual(log.entries, ["+", "-", "s+", "b-"])
    }

    func testValueFormsWithoutBounds() throws {
        let value = Binding<Int>(wrappedValue: 10)
        try Stepper("Key", value: value).inspect().stepper().increment()
        XCTAssertEqual(value.wrappedValue, 11)
        let title = "String"
        try Stepper(title, value: value, step: 5).inspect().stepper().decrement()
        XCTAssertEqual(value.wrappedValue, 6)
        let built = Stepper(value: value, step: 3) { Text("Built") }
        try built.inspect().stepper().decrement()
        try built.inspect().stepper().decrement()
        XCTAssertEqual(value.wrappedValue, 0)
        try built.inspect().stepper().decrement()
        XCTAssertEqual(value.wrappedValue, -3, "without bounds, nothing stops it")
        XCTAssertEqual(try built.inspect().stepper().labelView().text().string(), "Built")
    }

    func testValueFormsWithBounds() throws {
        let value = Binding<Double>(wrappedValue: 0.5)
        try Stepper("Key", value: value, in: 0...1, step: 0.25).inspect().stepper().increment()
        XCTAssertEqual(value.wrappedValue, 0.75)
        let title = "String"
        try Stepper(title, value: value, in: 0...1, step: 0.5).inspect().stepper().increment()
        XCTAssertEqual(value.wrappedValue, 1, "a step that would cross the upper bound stops at it")
        let built = Stepper(value: value, in: 0...1) { Text("Built") }
        try built.inspect().stepper().increment()
        XCTAssertEqual(value.wrappedValue, 1)
        try built.inspect().stepper().decrement()
        XCTAssertEqual(value.wrappedValue, 0, "a step of 1 from 1 reaches the lower bound")
        try built.inspect().stepper().decrement()
        XCTAssertEqual(value.wrappedValue, 0, "at the lower bound, decrementing changes nothing")
    }

    func testSteppingPastTheBoundsChangesNothing() throws {
        let value = Binding<Int>(wrappedValue: 5)
        let stepper = try Stepper("Count", value: value, in: 1...5).inspect().stepper()
        try stepper.increment()
        XCTAssertEqual(value.wrappedValue, 5)
        value.wrappedValue = 1
        try stepper.decrement()
        XCTAssertEqual(value.wrappedValue, 1)
        value.wrappedValue = 9
        try stepper.increment()
        XCTAssertEqual(value.wrappedValue, 9, "a value above the range set by other code does not go further up")
        try stepper.decrement()
        XCTAssertEqual(value.wrappedValue, 8, "it comes down one step at a time")
    }

    func testIncrementChangesTheOwnersStateUnhostedAndHosted() throws {
        let sut = Order()
        try sut.inspect().vStack().stepper(0).increment()
        XCTAssertEqual(sut.quantity, 3)
        XCTAssertEqual(try sut.inspect().vStack().stepper(0).labelView().text().string(), "Quantity: 3")

        let hosted = ViewHosting.host(view: Order())
        for _ in 0..<3 { try hosted.inspect().find(ViewType.Stepper.self).increment() }
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "5 items")
        try hosted.inspect().vStack().stepper(0).decrement()
        XCTAssertEqual(try hosted.inspect().find(ViewType.Stepper.self).labelView().text().string(), "Quantity: 3")
    }

    func testCallOnEditingChanged() throws {
        let hosted = ViewHosting.host(view: Order())
        try hosted.inspect().vStack().stepper(0).callOnEditingChanged(true)
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Pressing")
        try hosted.inspect().vStack().stepper(0).callOnEditingChanged()
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "1 items")
    }

    func testSearchReachesTheLabelAndPathToRootIsAChain() throws {
        let sut = try Order().inspect()
        let label = try sut.find(text: "Quantity: 1")
        XCTAssertEqual(label.pathToRoot, "view(Order.self).vStack().stepper(0).labelView().text()")
        XCTAssertTrue(try label.node() === sut.view(Order.self).vStack().stepper(0).labelView().text().node())
        XCTAssertEqual(
            try sut.find(ViewType.Stepper.self, containing: "Quantity: 1").pathToRoot, "view(Order.self).vStack().stepper(0)")
    }

    func testErrors() throws {
        let value = Binding<Int>(wrappedValue: 3)
        XCTAssertThrowsError(try Stepper("a", value: value).disabled(true).inspect().stepper().increment()) {
            XCTAssertEqual("\($0)", "stepper().increment(): Stepper is disabled by .disabled(true) on itself")
        }
        XCTAssertThrowsError(try Stepper("a", value: value).hidden().inspect().stepper().decrement()) {
            XCTAssertEqual("\($0)", "stepper().decrement(): Stepper is hidden by .hidden() on itself")
        }
        XCTAssertThrowsError(try Stepper("a", value: value).disabled(true).inspect().stepper().callOnEditingChanged()) {
            XCTAssertEqual(
                "\($0)", "stepper().callOnEditingChanged(false): Stepper is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(value.wrappedValue, 3)
        let incrementOnly = Stepper("a", onIncrement: {}, onDecrement: nil)
        XCTAssertThrowsError(try incrementOnly.inspect().stepper().decrement()) {
            XCTAssertEqual("\($0)", "stepper().decrement(): Stepper cannot decrement: it was made with onDecrement: nil")
        }
        let decrementOnly = Stepper("a", onIncrement: nil, onDecrement: {})
        XCTAssertThrowsError(try decrementOnly.inspect().stepper().increment()) {
            XCTAssertEqual("\($0)", "stepper().increment(): Stepper cannot increment: it was made with onIncrement: nil")
        }
        XCTAssertThrowsError(try Text("a").inspect().stepper()) {
            XCTAssertEqual("\($0)", "stepper(): expected Stepper, found Text")
        }
    }

    func testTreeDump() throws {
        XCTAssertEqual(
            try Stepper("Count", value: .constant(1)).inspect().treeDump(), "stepper()\n  labelView().text() \"Count\"")
    }
}
