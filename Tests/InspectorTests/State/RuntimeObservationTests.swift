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
        XCTAssertEqual(hosted.graph.pendingWork.updates, 2, "each headline is re-rendered by the runtime")
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
        article.title = "Changed after the expel"
        XCTAssertEqual(trackers.filter(\.hasChanged).count, 0, "no registration of the hierarchy fired")
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

// MARK: - Code that is not a body, and changes while a body runs

@Observable
private final class Entry: Identifiable {
    let id: Int
    var name: String
    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
private final class Listing {
    var entries = [Entry(id: 1, name: "one")]
    var title = "Title"
    var value = 0
}

private final class Changes: @unchecked Sendable {
    var entries: [String] = []
    var lastRendered = -1
    var armed = false
}

/// Reads each entry's name in `ForEach`'s content closure, not in a body.
private struct EntryRows: View {
    let listing: Listing
    let changes: Changes
    var body: some View {
        VStack {
            ForEach(listing.entries) { entry in
                Text(entry.name)
                    .onChange(of: entry.name) { old, new in changes.entries.append("\(old) → \(new)") }
            }
        }
    }
}

private struct ListingPage: View {
    let listing: Listing
    let changes: Changes
    var body: some View {
        VStack {
            Text(listing.title)
            EntryRows(listing: listing, changes: changes)
        }
    }
}

private struct SheetOnListing: View {
    let listing: Listing
    var body: some View {
        Text("base")
            .sheet(isPresented: .constant(true)) { Text(listing.title) }
    }
}

/// When armed, its body waits for another thread that changes the value it read.
private struct ChangedWhileRendering: View {
    let listing: Listing
    let changes: Changes
    let tick: PassthroughSubject<Void, Never>
    @State private var ticks = 0
    var body: some View {
        let value = listing.value
        let _: Void = changes.lastRendered = value
        let _: Void = changes.armed ? changeOnAnotherThread() : ()
        Text("\(value) \(ticks)")
            .onReceive(tick) { ticks += 1 }
    }

    private func changeOnAnotherThread() {
        changes.armed = false
        let done = DispatchSemaphore(value: 0)
        let listing = UncheckedListing(listing)
        Thread {
            listing.value.value = 99
            done.signal()
        }.start()
        done.wait()
    }
}

private struct UncheckedListing: @unchecked Sendable {
    let value: Listing
    init(_ value: Listing) { self.value = value }
}

final class RuntimeClosureObservationTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testWhatAForEachClosureReadsIsObservedEvenWhenItsViewsBodyIsKept() {
        let listing = Listing()
        let changes = Changes()
        let hosted = ViewHosting.host(view: ListingPage(listing: listing, changes: changes))
        hosted.update()
        listing.entries[0].name = "uno"
        XCTAssertEqual(hosted.graph.pendingWork.updates, 1, "the closure's read is observed")
        hosted.update()
        listing.title = "Title 2"
        hosted.update()
        XCTAssertEqual(changes.entries, ["one → uno"])
    }

    func testWhatASheetsContentReadsIsObserved() throws {
        let listing = Listing()
        let hosted = ViewHosting.host(view: SheetOnListing(listing: listing))
        hosted.update()
        listing.title = "New"
        XCTAssertEqual(hosted.graph.pendingWork.updates, 1)
        XCTAssertEqual(try hosted.inspect().find(text: "New").string(), "New")
    }

    func testAChangeMadeWhileTheBodyRendersIsNotLost() {
        let listing = Listing()
        let changes = Changes()
        let tick = PassthroughSubject<Void, Never>()
        let hosted = ViewHosting.host(view: ChangedWhileRendering(listing: listing, changes: changes, tick: tick))
        hosted.update()
        changes.armed = true
        tick.send(())
        hosted.update()
        XCTAssertEqual(changes.lastRendered, 99, "the change fired the registration still in place")
    }
}
