import Inspector
import ViewTree
import XCTest

// Hosted full-screen covers and popovers: a button presents them, `@State` inside lasts while
// they show, `onAppear`/`onDisappear` run, and the content's `\.dismiss` dismisses them.

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

private struct Counter: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            Text(isPresented ? "Presented" : "Not presented")
            Button("Tap") { taps += 1 }
            Button("Done") { dismiss() }
        }
    }
}

private struct CoverPresenter: View {
    let log: Log
    @State var showsCover = false
    var body: some View {
        Button("Open") { showsCover = true }
            .fullScreenCover(isPresented: $showsCover, onDismiss: { log.entries.append("dismissed") }) {
                Counter()
                    .onAppear { log.entries.append("appeared") }
                    .onDisappear { log.entries.append("disappeared") }
            }
    }
}

private struct PopoverPresenter: View {
    let log: Log
    @State var showsPopover = false
    var body: some View {
        Button("Open") { showsPopover = true }
            .popover(isPresented: $showsPopover, arrowEdge: .top) {
                Counter()
                    .onAppear { log.entries.append("appeared") }
                    .onDisappear { log.entries.append("disappeared") }
            }
    }
}

final class PresentationHostedTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testHostedFullScreenCover() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: CoverPresenter(log: log))
        XCTAssertThrowsError(try hosted.inspect().button().fullScreenCover())
        XCTAssertThrowsError(try hosted.inspect().find(text: "Taps: 0"))
        try hosted.inspect().find(button: "Open").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["appeared"])
        XCTAssertEqual(try hosted.inspect().button().fullScreenCover().find(text: "Presented").string(), "Presented")
        try hosted.inspect().find(button: "Tap").tap()
        try hosted.inspect().find(button: "Tap").tap()
        hosted.update()
        XCTAssertEqual(try hosted.inspect().find(text: "Taps: 2").pathToRoot,
                       "view(CoverPresenter.self).button().fullScreenCover().view(Counter.self).vStack().text(0)")
        XCTAssertEqual(log.entries, ["appeared"])
        try hosted.inspect().find(button: "Done").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["appeared", "dismissed", "disappeared"])
        XCTAssertThrowsError(try hosted.inspect().button().fullScreenCover())
        try hosted.inspect().find(button: "Open").tap()
        hosted.update()
        XCTAssertEqual(try hosted.inspect().find(text: "Taps: 0").string(), "Taps: 0")
        XCTAssertEqual(log.entries, ["appeared", "dismissed", "disappeared", "appeared"])
    }

    func testHostedPopover() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: PopoverPresenter(log: log))
        XCTAssertThrowsError(try hosted.inspect().button().popover())
        try hosted.inspect().find(button: "Open").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["appeared"])
        let popover = try hosted.inspect().button().popover()
        XCTAssertEqual(try popover.arrowEdge(), .top)
        XCTAssertEqual(try popover.find(text: "Presented").string(), "Presented")
        try hosted.inspect().find(button: "Tap").tap()
        hosted.update()
        try hosted.inspect().find(button: "Tap").tap()
        hosted.update()
        XCTAssertEqual(try hosted.inspect().find(text: "Taps: 2").pathToRoot,
                       "view(PopoverPresenter.self).button().popover().view(Counter.self).vStack().text(0)")
        try hosted.inspect().find(button: "Done").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["appeared", "disappeared"])
        XCTAssertThrowsError(try hosted.inspect().button().popover())
        XCTAssertThrowsError(try hosted.inspect().find(button: "Done"))
        try hosted.inspect().find(button: "Open").tap()
        XCTAssertEqual(try hosted.inspect().find(text: "Taps: 0").string(), "Taps: 0")
    }
}
