import Inspector
import ViewTree
import XCTest

// `.equatable()` keeps a view's body while its new value `==` the last one, as SwiftUI does —
// also for a view of plain data, which the runtime otherwise compares byte by byte. Counts
// are exact: the steps are sent on the main thread through `onReceive`.

/// Body evaluations by `Score.slot`: a view of plain data holds no reference to count with.
private enum Counts {
    nonisolated(unsafe) static var bodies = [0, 0]
}

/// Plain data whose `==` looks at `score` only: `tick` changes do not count.
private struct Score: View, Equatable {
    let slot: Int
    let score: Int
    let tick: Int

    var body: some View {
        let _: Void = Counts.bodies[slot] += 1
        Text("\(slot == 0 ? "equatable" : "plain") \(score)")
    }

    static func == (lhs: Score, rhs: Score) -> Bool {
        lhs.score == rhs.score
    }
}

private struct Board: View {
    @State private var tick = 0
    let step: PassthroughSubject<Void, Never>

    var body: some View {
        VStack {
            Score(slot: 0, score: tick / 2, tick: tick).equatable()
            Score(slot: 1, score: tick / 2, tick: tick)
        }
        .onReceive(step) { tick += 1 }
    }
}

final class EquatableViewHostingTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTheBodyRunsAgainOnlyWhenTheValueIsNotEqual() throws {
        Counts.bodies = [0, 0]
        let step = PassthroughSubject<Void, Never>()
        let hosted = ViewHosting.host(view: Board(step: step))
        hosted.update()
        for _ in 0..<4 {
            step.send(())
            hosted.update()
        }
        // Scores 0, 0, 1, 1, 2: `==` differs twice.
        XCTAssertEqual(Counts.bodies[0], 3)
        // Without `.equatable()`, the bytes differ at every tick.
        XCTAssertEqual(Counts.bodies[1], 5)
        XCTAssertEqual(try hosted.inspect().vStack().equatableView(0).view(Score.self).text().string(), "equatable 2")
    }

    func testTheContentIsInspectedThroughTheEquatableView() throws {
        let view = Score(slot: 0, score: 1, tick: 0).equatable()
        XCTAssertEqual(try view.inspect().equatableView().view(Score.self).actualView().score, 1)
        XCTAssertEqual(try view.inspect().find(text: "equatable 1").pathToRoot, "equatableView().view(Score.self).text()")
        XCTAssertEqual(try view.inspect().treeDump(), """
            equatableView()
              view(Score.self)
                text() "equatable 1"
            """)
    }
}
