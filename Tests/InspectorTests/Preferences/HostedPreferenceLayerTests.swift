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

/// An anchor on a container resolves in the container's own frame, hosted as inspected, not
/// in the frame of the last view inside it.
final class HostedAnchorFrameTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private struct Framed: View {
        var body: some View {
            VStack {
                Color.red.frame(width: 50, height: 50)
            }
            .frame(width: 200, height: 100)
            .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Text("bounds \(Int(proxy[anchor].width))×\(Int(proxy[anchor].height))")
                    }
                }
            }
        }
    }

    func testTheHostedAndTheInspectedAnchorAgree() throws {
        XCTAssertNoThrow(try Framed().inspect().find(text: "bounds 200×100"))
        let hosted = ViewHosting.host(view: Framed())
        XCTAssertNoThrow(try hosted.inspect().find(text: "bounds 200×100"))
    }

    private struct Inner: View {
        var body: some View { Color.red.frame(width: 50, height: 50) }
    }

    private struct FramedCustom: View {
        var body: some View {
            HStack {
                Inner()
                Text("after").frame(width: 30, height: 30)
            }
            .frame(width: 200, height: 100)
            .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            .overlayPreferenceValue(BoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Text("bounds \(Int(proxy[anchor].width))×\(Int(proxy[anchor].height))")
                    }
                }
            }
        }
    }

    func testTheHostedAndTheInspectedAnchorAgreeWithCustomViewsInside() throws {
        XCTAssertNoThrow(try FramedCustom().inspect().find(text: "bounds 200×100"))
        let hosted = ViewHosting.host(view: FramedCustom())
        XCTAssertNoThrow(try hosted.inspect().find(text: "bounds 200×100"))
    }
}
