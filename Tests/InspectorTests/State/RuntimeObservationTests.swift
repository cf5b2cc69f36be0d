import Foundation
import Inspector
import Observation
import ViewTree
import XCTest

// The runtime keeps one live Observation registration per view at most: a body that reads an
// `@Observable` model is observed on what it read last, a change re-renders it once, and an
// expelled hierarchy leaves nothing registered.

@Observable
private final class Article {
    var title = "Title"
    var summary = "Summary"
}

private final class Renders: @unchecked Sendable {
    var count = 0
}

private struct ArticleView: View {
    let article: Article
    let renders: Renders
    let ticks: PassthroughSubject<Void, Never>
    @State private var tick = 0
    @State private var showsSummary = false
    var body: some View {
        let _: Void = renders.count += 1
        VStack {
            Text(showsSummary ? article.summary : article.title)
            Text("tick \(tick)")
            Button("Switch") { showsSummary.toggle() }
        }
        .onReceive(ticks) { tick += 1 }
    }
}

private struct TwoReaders: View {
    let article: Article
    var body: some View {
        VStack {
            Headline(article: article)
            Headline(article: article)
        }
    }
}

private struct Headline: View {
    let article: Article
    var body: some View {
        Text(article.title)
    }
}

final class RuntimeObservationTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testAfterManyRendersOneChangeRendersOnce() {
        let article = Article()
        let renders = Renders()
        let ticks = PassthroughSubject<Void, Never>()
        let hosted = ViewHosting.host(view: ArticleView(article: article, renders: renders, ticks: ticks))
        for _ in 0..<500 {
            ticks.send(())
            hosted.update()
        }
        XCTAssertEqual(renders.count, 501)
        XCTAssertEqual(hosted.graph.observationTracker(at: .root)?.isObserving, true)
        article.title = "Changed"
        XCTAssertEqual(hosted.graph.pendingWork.updates, 1)
        hosted.update()
        XCTAssertEqual(renders.count, 502, "one change, one render")
    }

    func testABranchSwitchIsObservedOnTheNewPropertyOnly() throws {
        let article = Article()
        let renders = Renders()
        let hosted = ViewHosting.host(view: ArticleView(article: article, renders: renders, ticks: PassthroughSubject()))
        try hosted.inspect().find(button: "Switch").tap()
        hosted.update()
        let rendered = renders.count
        article.title = "Not read any more"
        XCTAssertEqual(hosted.graph.pendingWork.updates, 0, "the title is no longer observed")
        hosted.update()
        XCTAssertEqual(renders.count, rendered)
        article.summary = "Read now"
        XCTAssertEqual(hosted.graph.pendingWork.updates, 1)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Read now")
    }

    func testTwoViewsReadingOneModelBothUpdate() throws {
        let article = Article()
        let hosted = ViewHosting.host(view: TwoReaders(article: article))
        for index in 0..<100 {
            article.summary = "unread \(index)"
            hosted.update()
        }
        article.title = "Both"
        let stack = try hosted.inspect().vStack()
        XCTAssertEqual(try stack.view(Headline.self, 0).text().string(), "Both")
        XCTAssertEqual(try stack.view(Headline.self, 1).text().string(), "Both")
    }

    func testAnExpelledHierarchyLeavesNothingRegistered() throws {
        let article = Article()
        let hosted = ViewHosting.host(view: TwoReaders(article: article))
        let identities = hosted.graph.renderedViewIdentities
        let trackers = identities.compactMap { hosted.graph.observationTracker(at: $0) }
        XCTAssertEqual(trackers.count, 3)
        XCTAssertEqual(trackers.filter(\.isObserving).count, 3, "each body's one registration")
        hosted.expel()
        XCTAssertEqual(trackers.filter(\.isObserving).count, 0, "no registrar holds a registration of the hierarchy")
    }

    func testTwentyThousandTapsOnAViewReadingAModelThatNeverChangesStayBounded() throws {
        let article = Article()
        let renders = Renders()
        let hosted = ViewHosting.host(view: ArticleView(article: article, renders: renders, ticks: PassthroughSubject()))
        let growth = try ResidentMemory.growth(cycles: 20_000) { _ in
            try hosted.inspect().find(button: "Switch").tap()
            _ = try hosted.inspect().vStack().text(0).string()
        }
        guard let growth else { return }
        print("hosted: 20,000 taps and reads of a view reading an @Observable model grew resident memory by \(growth / 1_000) KB")
        XCTAssertLessThan(growth, 5_000_000)
    }
}
