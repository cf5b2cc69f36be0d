import Inspector
import ViewTree
import XCTest

// Behaviours a review of the runtime found wrong, pinned.

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

private struct Siblings: View {
    let log: Log
    var body: some View {
        VStack {
            ForEach(["a", "b", "c", "d", "e", "f"], id: \.self) { name in
                Text(name).onAppear { log.entries.append(name) }
            }
        }
    }
}

private struct Switching: View {
    @State var useSecond = false
    let first: PassthroughSubject<Int, Never>
    let second: PassthroughSubject<Int, Never>
    let log: Log
    var body: some View {
        Button("Switch") { useSecond = true }
            .onReceive(useSecond ? second : first) { log.entries.append("got \($0)") }
    }
}

private struct Counted: View {
    @State var count = 0
    var body: some View {
        Text("count \(count)")
            .onAppear { count += 1 }
    }
}

private struct Parent: View {
    let counted = Counted()
    @State var version = 0
    var body: some View {
        VStack {
            counted.id(version)
            Button("Next") { version += 1 }
        }
    }
}

private struct Reveal: ViewModifier {
    @State var isRevealed = false
    func body(content: Content) -> some View {
        VStack {
            if isRevealed {
                content
            }
            Button("Reveal") { isRevealed = true }
        }
    }
}

private struct Query: DynamicProperty {
    @State var runs = 0
}

private struct QueryView: View {
    var query = Query()
    var body: some View {
        Button("runs \(query.runs)") { query.runs += 1 }
    }
}

final class RuntimeRegressionTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testSiblingsAppearInSourceOrder() {
        for _ in 0..<5 {
            let log = Log()
            let hosted = ViewHosting.host(view: Siblings(log: log))
            hosted.update()
            XCTAssertEqual(log.entries, ["a", "b", "c", "d", "e", "f"])
            hosted.expel()
        }
    }

    func testOnReceiveFollowsANewPublisher() throws {
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let log = Log()
        let hosted = ViewHosting.host(view: Switching(first: first, second: second, log: log))
        first.send(1)
        try hosted.inspect().button().tap()
        hosted.update()
        first.send(2)
        second.send(3)
        XCTAssertEqual(log.entries, ["got 1", "got 3"])
    }

    func testAValueCarriedToANewPlaceKeepsItsNewState() throws {
        let hosted = ViewHosting.host(view: Parent())
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "count 1")
        try hosted.inspect().find(button: "Next").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "count 1")
    }

    func testLifecycleInsideACustomModifierFollowsItsContent() throws {
        let log = Log()
        let sut = Text("content")
            .onAppear { log.entries.append("inner") }
            .modifier(Reveal())
            .onAppear { log.entries.append("outer") }
        let hosted = ViewHosting.host(view: sut)
        hosted.update()
        XCTAssertEqual(log.entries, ["outer"])
        try hosted.inspect().find(button: "Reveal").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["outer", "inner"])
    }

    func testExpelBeforeAppearingRunsNoDisappearance() {
        let log = Log()
        let hosted = ViewHosting.host(
            view: Text("a")
                .onAppear { log.entries.append("appear") }
                .onDisappear { log.entries.append("disappear") })
        hosted.expel()
        XCTAssertEqual(log.entries, [])
    }

    func testCurrentValuesAreDeliveredAfterHostingNotDuringIt() throws {
        let subject = CurrentValueSubject<Int, Never>(7)
        let log = Log()
        let hosted = ViewHosting.host(view: Text("a").onReceive(subject) { log.entries.append("value \($0)") })
        XCTAssertEqual(log.entries, [])
        hosted.update()
        XCTAssertEqual(log.entries, ["value 7"])
        subject.send(8)
        XCTAssertEqual(log.entries, ["value 7", "value 8"])
    }

    func testStateInsideYourOwnDynamicPropertyIsKept() throws {
        let hosted = ViewHosting.host(view: QueryView())
        try hosted.inspect().button().tap()
        try hosted.inspect().button().tap()
        XCTAssertEqual(try hosted.inspect().button().labelView().text().string(), "runs 2")
    }
}
