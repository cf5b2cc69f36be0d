import Foundation
import Inspector
import ViewTree
import XCTest

private struct Toggled: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Toggle") { shown.toggle() }
            if shown {
                Text("Drafts").preference(key: NamesKey.self, value: ["Drafts"])
            }
        }
    }
}

private struct Watcher: View {
    let log: PreferenceLog
    var body: some View {
        Toggled()
            .onPreferenceChange(NamesKey.self) { log.names.append($0) }
            .overlayPreferenceValue(NamesKey.self) { names in
                Text("\(names.count) shown")
                    .onChange(of: names) { _, new in log.counts.append(new.count) }
            }
    }
}

private struct Counter: View {
    let label: String
    @State private var taps = 0
    var body: some View {
        Button("\(label): \(taps)") { taps += 1 }
    }
}

private struct CountingOverlay: View {
    var body: some View {
        Text("Base")
            .preference(key: NamesKey.self, value: ["Base"])
            .overlayPreferenceValue(NamesKey.self) { names in
                Counter(label: names.joined())
            }
    }
}

/// The runtime rebuilds a preference overlay when a render inside the view it modifies changes
/// the value — the overlay's own `onChange` sees it — and a reader on a custom view itself
/// hears what that view's body writes, also when a writer leaves.
final class HostedPreferenceLayerTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTheRuntimeRebuildsTheOverlayWithTheNewValue() throws {
        let log = PreferenceLog()
        let hosted = ViewHosting.host(view: Watcher(log: log))
        XCTAssertNoThrow(try hosted.inspect().find(text: "1 shown"))

        try hosted.inspect().find(button: "Toggle").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "0 shown"))
        XCTAssertEqual(log.counts, [0], "the overlay's onChange ran in the runtime's render")
    }

    func testAWriterThatLeavesReportsTheDefault() throws {
        let log = PreferenceLog()
        let hosted = ViewHosting.host(view: Watcher(log: log))
        try hosted.inspect().find(button: "Toggle").tap()
        try hosted.inspect().find(button: "Toggle").tap()
        _ = try hosted.inspect()
        XCTAssertEqual(log.names, [["Drafts"], [], ["Drafts"]])
    }

    func testStateInsideThePreferenceOverlayIsKeptAtItsPlace() throws {
        let hosted = ViewHosting.host(view: CountingOverlay())
        try hosted.inspect().find(button: "Base: 0").tap()
        try hosted.inspect().find(button: "Base: 1").tap()
        XCTAssertEqual(
            try hosted.inspect().find(button: "Base: 2").pathToRoot,
            "view(CountingOverlay.self).text().overlayPreferenceValue().view(Counter.self).button()")
    }
}
