import Inspector
import ViewTree
import XCTest

private final class Counter {
    var taps = 0
}

final class ButtonTests: XCTestCase {
    func testTapRunsTheAction() throws {
        let counter = Counter()
        let sut = Button("Add") { counter.taps += 1 }
        try sut.inspect().button().tap()
        try sut.inspect().button().tap()
        XCTAssertEqual(counter.taps, 2)
    }

    func testLabelOfTitledButton() throws {
        let sut = Button("Save") {}
        XCTAssertEqual(try sut.inspect().button().labelView().text().string(), "Save")
        XCTAssertEqual(try sut.inspect().button().labelView().text().pathToRoot, "button().labelView().text()")
    }

    func testLabelBuiltWithSeveralViews() throws {
        let sut = Button(action: {}) {
            Image(systemName: "plus")
            Text("Add")
        }
        let label = try sut.inspect().button().labelView()
        XCTAssertEqual(label.count, 2)
        XCTAssertEqual(try label.text(1).string(), "Add")
        XCTAssertEqual(try label.text(1).pathToRoot, "button().labelView().text(1)")
        XCTAssertNoThrow(try label.image(0))
    }

    func testBindingValueChangesThroughTap() throws {
        struct Toggle: View {
            let binding: (Bool) -> Void
            var body: some View {
                Button(action: { binding(true) }, label: { Text("Go") })
            }
        }
        var value = false
        try Toggle(binding: { value = $0 }).inspect().button().tap()
        XCTAssertTrue(value)
    }

    func testRole() throws {
        XCTAssertEqual(try Button("Delete", role: .destructive) {}.inspect().button().role(), .destructive)
        XCTAssertNil(try Button("Plain") {}.inspect().button().role())
    }

    func testTapOnDisabledButtonThrowsAndDoesNotRunTheAction() throws {
        let counter = Counter()
        let sut = Button("Add") { counter.taps += 1 }.disabled(true)
        XCTAssertThrowsError(try sut.inspect().button().tap()) { error in
            XCTAssertEqual("\(error)", "button().tap(): Button is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(counter.taps, 0)
        XCTAssertTrue(try sut.inspect().button().isDisabled())
    }

    func testTapOnButtonDisabledByAnAncestorThrows() throws {
        struct Form: View {
            let counter: Counter
            var body: some View {
                VStack {
                    HStack {
                        Button("Add") { counter.taps += 1 }
                    }
                    .disabled(true)
                }
            }
        }
        let counter = Counter()
        XCTAssertThrowsError(try Form(counter: counter).inspect().vStack().hStack(0).button(0).tap()) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Form.self).vStack().hStack(0).button(0).tap(): Button is disabled by .disabled(true)"
                    + " on its ancestor view(Form.self).vStack().hStack(0)")
        }
        XCTAssertEqual(counter.taps, 0)
    }

    func testDisabledFalseLeavesTheButtonEnabled() throws {
        let counter = Counter()
        try Button("Add") { counter.taps += 1 }.disabled(false).inspect().button().tap()
        XCTAssertEqual(counter.taps, 1)
    }

    func testChildCannotReEnableWhatAnAncestorDisabled() throws {
        let sut = VStack { Button("Add") {}.disabled(false) }.disabled(true)
        XCTAssertTrue(try sut.inspect().vStack().button(0).isDisabled())
    }

    func testTapOnHiddenButtonThrows() throws {
        let sut = Button("Add") {}.hidden()
        XCTAssertThrowsError(try sut.inspect().button().tap()) { error in
            XCTAssertEqual("\(error)", "button().tap(): Button is hidden by .hidden() on itself")
        }
    }
}
