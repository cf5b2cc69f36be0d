import Inspector
import ViewTree
import XCTest

// State writes made in separate transactions render separately, as in SwiftUI: bodies see
// each step and `onChange` runs for each; writes inside one transaction coalesce.

private final class Log: @unchecked Sendable {
    var bodies: [Int] = []
    var changes: [String] = []
}

private enum Step {
    case plainThenAnimated
    case oneAnimation
    case animatedThenPlain
    case transaction
}

private struct Stepping: View {
    @State private var value = 0
    let steps: PassthroughSubject<Step, Never>
    let log: Log
    var body: some View {
        let _: Void = log.bodies.append(value)
        Text("\(value)")
            .onChange(of: value) { old, new in log.changes.append("\(old) → \(new)") }
            .onReceive(steps) { step in
                switch step {
                case .plainThenAnimated:
                    value = 2
                    withAnimation { value = 4 }
                case .oneAnimation:
                    withAnimation(.easeIn) {
                        value = 5
                        value = 6
                    }
                case .animatedThenPlain:
                    withAnimation { value = 7 }
                    value = 8
                case .transaction:
                    value = 9
                    withTransaction(Transaction()) { value = 10 }
                }
            }
    }
}

final class TransactionTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    /// The bodies and `onChange` steps the runtime rendered for `step`. The step is sent on the
    /// main thread: `onReceive` runs at once, and no inspection evaluates the body, so the log
    /// counts the runtime's renders exactly.
    private func rendered(_ step: Step) -> Log {
        let log = Log()
        let steps = PassthroughSubject<Step, Never>()
        let hosted = ViewHosting.host(view: Stepping(steps: steps, log: log))
        hosted.update()
        steps.send(step)
        hosted.update()
        return log
    }

    func testAWriteBeforeWithAnimationRendersBeforeTheAnimatedOne() {
        let log = rendered(.plainThenAnimated)
        XCTAssertEqual(log.bodies, [0, 2, 4])
        XCTAssertEqual(log.changes, ["0 → 2", "2 → 4"])
    }

    func testWritesInsideOneTransactionCoalesce() {
        let log = rendered(.oneAnimation)
        XCTAssertEqual(log.bodies, [0, 6])
        XCTAssertEqual(log.changes, ["0 → 6"])
    }

    func testAWriteAfterWithAnimationRendersAfterIt() {
        let log = rendered(.animatedThenPlain)
        XCTAssertEqual(log.bodies, [0, 7, 8])
        XCTAssertEqual(log.changes, ["0 → 7", "7 → 8"])
    }

    func testWithTransactionIsATransactionOfItsOwn() {
        let log = rendered(.transaction)
        XCTAssertEqual(log.bodies, [0, 9, 10])
        XCTAssertEqual(log.changes, ["0 → 9", "9 → 10"])
    }

    func testPlainWritesInOneActionCoalesce() throws {
        let log = Log()
        let counter = PlainCounter(log: log)
        let counted = ViewHosting.host(view: counter)
        counted.update()
        counter.steps.send(())
        counted.update()
        XCTAssertEqual(log.bodies, [0, 3])
        XCTAssertEqual(log.changes, ["0 → 3"])
    }
}

private struct PlainCounter: View {
    @State private var value = 0
    let steps = PassthroughSubject<Void, Never>()
    let log: Log
    var body: some View {
        let _: Void = log.bodies.append(value)
        Text("\(value)")
            .onChange(of: value) { old, new in log.changes.append("\(old) → \(new)") }
            .onReceive(steps) {
                value = 1
                value = 2
                value = 3
            }
    }
}

// MARK: - Callbacks after the action

private struct AnimatedDetail: View {
    @State private var isShowing = false
    let log: Log
    var body: some View {
        VStack {
            if isShowing {
                Text("detail").onAppear { log.changes.append("detail appeared") }
            }
            Button("Go") {
                withAnimation { isShowing = true }
                log.changes.append("the action went on")
            }
        }
        .onChange(of: isShowing) { log.changes.append("onChange ran") }
    }
}

final class TransactionCallbackTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testCallbacksRunAfterTheActionThatCalledWithAnimation() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: AnimatedDetail(log: log))
        hosted.update()
        try hosted.inspect().find(button: "Go").tap()
        XCTAssertEqual(log.changes, ["the action went on"], "withAnimation renders, but runs no callback inside the action")
        hosted.update()
        XCTAssertEqual(log.changes, ["the action went on", "onChange ran", "detail appeared"])
    }
}
