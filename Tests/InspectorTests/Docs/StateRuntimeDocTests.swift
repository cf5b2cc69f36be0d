import Foundation
import Inspector
import Observation
import ViewTree
import XCTest

// The examples and claims of Docs/State.md's "How the runtime updates", as written there.

@Observable
private final class FeedModel: @unchecked Sendable {
    var items = ["Lunch"]
    var filter = 0
    var loads = 0

    func load() { loads += 1 }

    func refresh() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}

private struct FeedScreen: View {
    let model: FeedModel
    var body: some View {
        VStack {
            ForEach(model.items, id: \.self) { Text($0) }
            Button("Next filter") { model.filter += 1 }
        }
        .id(model.filter)
        .onAppear { model.load() }
        .task { await model.refresh() }
    }
}

private struct Stepper: View {
    @State var value = 0
    let steps: PassthroughSubject<Void, Never>
    let seen: Seen
    var body: some View {
        let _: Void = seen.bodies.append(value)
        Text("\(value)")
            .onChange(of: value) { old, new in seen.changes.append("\(old) → \(new)") }
            .onReceive(steps) {
                value = 2
                withAnimation { value = 4 }
            }
    }
}

private final class Seen: @unchecked Sendable {
    var bodies: [Int] = []
    var changes: [String] = []
}

final class StateRuntimeDocTests: XCTestCase {
    func testTheLeakCheckPassesAfterExpel() throws {
        var model: FeedModel? = FeedModel()
        let hosted = ViewHosting.host(view: FeedScreen(model: model!))
        addTeardownBlock { [weak model] in XCTAssertNil(model) }
        XCTAssertEqual(try hosted.inspect().find(text: "Lunch").string(), "Lunch")
        model = nil
        hosted.expel()
    }

    func testAnOnAppearOutsideTheIDLoadsOnce() throws {
        let model = FeedModel()
        let hosted = ViewHosting.host(view: FeedScreen(model: model))
        defer { hosted.expel() }
        hosted.update()
        try hosted.inspect().find(button: "Next filter").tap()
        try hosted.inspect().find(button: "Next filter").tap()
        hosted.update()
        XCTAssertEqual(model.loads, 1)
    }

    func testSeparateTransactionsRenderSeparately() {
        let seen = Seen()
        let steps = PassthroughSubject<Void, Never>()
        let hosted = ViewHosting.host(view: Stepper(steps: steps, seen: seen))
        defer { hosted.expel() }
        steps.send(())
        hosted.update()
        XCTAssertEqual(seen.bodies, [0, 2, 4])
        XCTAssertEqual(seen.changes, ["0 → 2", "2 → 4"])
    }
}
