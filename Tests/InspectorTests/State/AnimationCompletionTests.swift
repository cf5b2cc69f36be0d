import Inspector
import ViewTree
import XCTest

// withAnimation(_:completionCriteria:_:completion:) and Transaction.addAnimationCompletion:
// nothing is animated, so the change is made and rendered, then the completion runs.

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

private struct Counter: View {
    @State private var value = 0
    let log: Log
    var body: some View {
        let _: Void = log.entries.append("body \(value)")
        Button("Step") {
            withAnimation(.easeIn, completionCriteria: .removed) {
                value += 1
            } completion: {
                log.entries.append("completion")
            }
            log.entries.append("returned")
        }
        .onChange(of: value) { log.entries.append("onChange \(value)") }
    }
}

private struct Transacted: View {
    @State private var value = 0
    let log: Log
    var body: some View {
        let _: Void = log.entries.append("body \(value)")
        Button("Step") {
            var transaction = Transaction(animation: .default)
            transaction.addAnimationCompletion { log.entries.append("first") }
            transaction.addAnimationCompletion(criteria: .removed) { log.entries.append("second") }
            withTransaction(transaction) { value += 1 }
        }
    }
}

final class AnimationCompletionTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testHostedTheCompletionRunsAfterTheRenderAndItsCallbacks() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Counter(log: log))
        hosted.update()
        log.entries = []
        try hosted.inspect().find(button: "Step").tap()
        XCTAssertEqual(Array(log.entries.drop { $0 != "body 1" }), ["body 1", "returned"], "until the flush")
        _ = try hosted.inspect()
        // (Inspecting the button ran the body once more, with 0.)
        XCTAssertEqual(
            Array(log.entries.drop { $0 != "body 1" }), ["body 1", "returned", "onChange 1", "completion"])
    }

    func testNotHostedTheCompletionRunsAfterTheBody() {
        var steps: [String] = []
        let result = withAnimation {
            steps.append("body")
            return 7
        } completion: {
            steps.append("completion")
        }
        XCTAssertEqual(result, 7)
        XCTAssertEqual(steps, ["body", "completion"])
    }

    func testWithTransactionRunsItsCompletionsInOrderAfterTheRender() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Transacted(log: log))
        hosted.update()
        log.entries = []
        try hosted.inspect().find(button: "Step").tap()
        _ = try hosted.inspect()
        XCTAssertEqual(Array(log.entries.drop { $0 != "body 1" }), ["body 1", "first", "second"])
    }

    func testCriteria() {
        XCTAssertNotEqual(AnimationCompletionCriteria.logicallyComplete, .removed)
        XCTAssertEqual(AnimationCompletionCriteria.removed.description, ".removed")
    }
}
