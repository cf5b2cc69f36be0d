import Foundation
import Inspector
import ViewTree
import XCTest

// A custom modifier's `content` is rendered, kept and called back like any other view, wherever
// the modifier's body puts it.

private final class Log: @unchecked Sendable {
    var entries: [String] = []
}

private struct Panel<Content: View>: View {
    let content: Content
    var body: some View {
        VStack { content }
    }
}

private struct InPanel: ViewModifier {
    func body(content: Content) -> some View {
        Panel(content: content)
    }
}

private struct Hiding: ViewModifier {
    func body(content: Content) -> some View {
        content.hidden()
    }
}

private struct Twice: ViewModifier {
    func body(content: Content) -> some View {
        VStack {
            content
            content
        }
    }
}

private struct Counting: View {
    let log: Log
    @State private var count = 0
    var body: some View {
        Button("count \(count)") { count += 1 }
            .onAppear { log.entries.append("appear") }
            .onDisappear { log.entries.append("disappear \(count)") }
    }
}

private struct Switch<Modifier: ViewModifier>: View {
    let log: Log
    let modifier: Modifier
    @State private var shows = true
    var body: some View {
        VStack {
            if shows { Counting(log: log).modifier(modifier) }
            Button("Remove") { shows = false }
        }
    }
}

final class RuntimeModifierContentTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    /// Appears, keeps its state across a tap (unless hidden: a hidden button cannot be
    /// tapped), and disappears with the state it had.
    private func checkLifecycle<M: ViewModifier>(
        _ modifier: M, taps: Bool = true, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Switch(log: log, modifier: modifier))
        hosted.update()
        XCTAssertEqual(log.entries, ["appear"], file: file, line: line)
        if taps {
            try hosted.inspect().find(button: "count 0").tap()
            XCTAssertNoThrow(try hosted.inspect().find(button: "count 1"), file: file, line: line)
        }
        try hosted.inspect().find(button: "Remove").tap()
        hosted.update()
        XCTAssertEqual(log.entries, ["appear", "disappear \(taps ? 1 : 0)"], file: file, line: line)
    }

    func testContentPlacedInsideACustomView() throws {
        try checkLifecycle(InPanel())
    }

    func testContentThatIsHidden() throws {
        try checkLifecycle(Hiding(), taps: false)
        let hosted = ViewHosting.host(view: Text("a").modifier(Hiding()))
        XCTAssertTrue(try hosted.inspect().find(text: "a").isHidden())
    }

    func testContentPlacedTwiceIsTwoViews() throws {
        let log = Log()
        let hosted = ViewHosting.host(view: Switch(log: log, modifier: Twice()))
        hosted.update()
        XCTAssertEqual(log.entries, ["appear", "appear"])
        // Inspector shows the modified view once, at its own place: the first placement.
        try hosted.inspect().find(button: "count 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "count 1"))
        try hosted.inspect().find(button: "Remove").tap()
        hosted.update()
        XCTAssertEqual(log.entries.sorted(), ["appear", "appear", "disappear 0", "disappear 1"])
    }
}
