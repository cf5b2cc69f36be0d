import Inspector
import Observation
import ViewTree
import XCTest

// A parent's re-render keeps the body of a child whose inputs did not change, as SwiftUI does:
// the child's value (its stored properties) is compared with the last one, and its body runs
// again only when they differ or when something it reads — its state, the environment, an
// observed model — changed. Counts are exact: the steps are sent on the main thread through
// `onReceive`, and no inspection evaluates a body.

private final class Counts: @unchecked Sendable {
    var bodies: [String: Int] = [:]

    func count(_ name: String) {
        bodies[name, default: 0] += 1
    }
}

private struct Row: View {
    let title: String
    let counts: Counts
    var body: some View {
        let _: Void = counts.count("row \(title)")
        Text(title)
    }
}

private struct FontRow: View {
    @Environment(\.font) private var font
    let counts: Counts
    var body: some View {
        let _: Void = counts.count("font row")
        Text(font.map { "\($0)" } ?? "none")
    }
}

private struct ActionRow: View {
    let counts: Counts
    let action: () -> Void
    var body: some View {
        let _: Void = counts.count("action row")
        Button("Act", action: action)
    }
}

private struct CountingRow: View {
    @State private var taps = 0
    let counts: Counts
    let bump: PassthroughSubject<Void, Never>
    var body: some View {
        let _: Void = counts.count("counting row")
        Text("taps \(taps)")
            .onReceive(bump) { taps += 1 }
    }
}

@Observable
private final class Headline {
    var text = "News"
}

private struct HeadlineRow: View {
    let headline: Headline
    let counts: Counts
    var body: some View {
        let _: Void = counts.count("headline row")
        Text(headline.text)
    }
}

private struct Screen: View {
    @State private var count = 0
    let counts: Counts
    let step: PassthroughSubject<Void, Never>
    let bumpRow: PassthroughSubject<Void, Never>
    let headline: Headline
    var body: some View {
        let _: Void = counts.count("screen")
        VStack {
            Text("count \(count)")
            Row(title: "fixed", counts: counts)
            Row(title: "changing \(count)", counts: counts)
            FontRow(counts: counts)
                .font(count < 2 ? .title : .body)
            ActionRow(counts: counts) {}
            CountingRow(counts: counts, bump: bumpRow)
            HeadlineRow(headline: headline, counts: counts)
        }
        .onReceive(step) { count += 1 }
    }
}

final class BodyReuseTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private struct Fixture {
        let counts = Counts()
        let step = PassthroughSubject<Void, Never>()
        let bumpRow = PassthroughSubject<Void, Never>()
        let headline = Headline()
        let hosted: HostedView

        init() {
            hosted = ViewHosting.host(
                view: Screen(counts: counts, step: step, bumpRow: bumpRow, headline: headline))
            hosted.update()
        }
    }

    func testAChildWhoseInputsDidNotChangeKeepsItsBody() {
        let fixture = Fixture()
        for _ in 0..<3 {
            fixture.step.send(())
            fixture.hosted.update()
        }
        XCTAssertEqual(fixture.counts.bodies["screen"], 4)
        XCTAssertEqual(fixture.counts.bodies["row fixed"], 1, "the same title: SwiftUI keeps the body")
    }

    func testAChildWhoseInputsChangedRendersAgain() {
        let fixture = Fixture()
        for _ in 0..<3 {
            fixture.step.send(())
            fixture.hosted.update()
        }
        XCTAssertEqual(fixture.counts.bodies["row changing 0"], 1)
        XCTAssertEqual(fixture.counts.bodies["row changing 1"], 1)
        XCTAssertEqual(fixture.counts.bodies["row changing 3"], 1)
    }

    func testAChildRendersAgainWhenTheEnvironmentItSeesChanged() {
        let fixture = Fixture()
        fixture.step.send(())  // count 1: still .title
        fixture.hosted.update()
        XCTAssertEqual(fixture.counts.bodies["font row"], 1)
        fixture.step.send(())  // count 2: .body
        fixture.hosted.update()
        XCTAssertEqual(fixture.counts.bodies["font row"], 2)
        fixture.step.send(())  // count 3: still .body
        fixture.hosted.update()
        XCTAssertEqual(fixture.counts.bodies["font row"], 2)
    }

    func testAChildHoldingAClosureRendersWithEveryParentRender() {
        let fixture = Fixture()
        fixture.step.send(())
        fixture.hosted.update()
        XCTAssertEqual(fixture.counts.bodies["action row"], 2, "closures are never equal, as in SwiftUI")
    }

    func testAChildsOwnStateChangeRendersTheChildAlone() {
        let fixture = Fixture()
        fixture.bumpRow.send(())
        fixture.hosted.update()
        XCTAssertEqual(fixture.counts.bodies["counting row"], 2)
        XCTAssertEqual(fixture.counts.bodies["screen"], 1)
    }

    func testAChildChangedTogetherWithItsParentRendersAgain() {
        let fixture = Fixture()
        fixture.step.send(())
        fixture.bumpRow.send(())
        fixture.hosted.update()
        XCTAssertEqual(fixture.counts.bodies["screen"], 2)
        XCTAssertEqual(fixture.counts.bodies["counting row"], 2, "its own state changed in the same update")
    }

    func testAnObservedModelChangeRendersTheChildThatReadsIt() {
        let fixture = Fixture()
        fixture.step.send(())
        fixture.hosted.update()
        XCTAssertEqual(fixture.counts.bodies["headline row"], 1)
        fixture.headline.text = "Sports"
        fixture.hosted.update()
        XCTAssertEqual(fixture.counts.bodies["headline row"], 2)
        XCTAssertEqual(fixture.counts.bodies["screen"], 2)
    }

    func testAKeptBodyStillShowsAndKeepsItsState() throws {
        let fixture = Fixture()
        fixture.bumpRow.send(())
        fixture.step.send(())
        fixture.hosted.update()
        let stack = try fixture.hosted.inspect().vStack()
        XCTAssertEqual(try stack.view(Row.self, 1).text().string(), "fixed")
        XCTAssertEqual(try stack.view(CountingRow.self, 5).text().string(), "taps 1")
    }
}
