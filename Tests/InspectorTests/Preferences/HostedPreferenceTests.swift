import Foundation
import Inspector
import ViewTree
import XCTest

private struct Folder: View {
    @State private var name = "Inbox"
    @State private var taps = 0
    var body: some View {
        VStack {
            Button(name) { name = "Archive" }
                .preference(key: NamesKey.self, value: [name])
            Button("Tapped \(taps)") { taps += 1 }
        }
    }
}

private struct Sidebar: View {
    let log: PreferenceLog
    var body: some View {
        VStack {
            Folder()
            Text("Sent").preference(key: NamesKey.self, value: ["Sent"])
        }
        .onPreferenceChange(NamesKey.self) { log.names.append($0) }
        .overlayPreferenceValue(NamesKey.self) { names in
            Text(names.joined(separator: ", "))
        }
    }
}

private struct Quiet: View {
    let log: PreferenceLog
    @State private var count = 7
    var body: some View {
        Button("Count") { count += 1 }
            .preference(key: CountKey.self, value: count)
            .onPreferenceChange(CountKey.self) { log.counts.append($0) }
    }
}

private struct Measured: View {
    @State private var height = 0
    var body: some View {
        VStack {
            Text("Height \(height)")
            Text("Body").preference(key: CountKey.self, value: 40)
        }
        .onPreferenceChange(CountKey.self) { height = $0 }
    }
}

private struct Runaway: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)")
            .preference(key: CountKey.self, value: count)
            .onPreferenceChange(CountKey.self) { count = $0 + 1 }
    }
}

/// Hosted, `onPreferenceChange` runs when the value below it changes — also when the change is
/// made by a view deep inside, whose render alone does not reach the reader — and preference
/// overlays are rebuilt with the new value.
final class HostedPreferenceTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTheFirstRenderReportsTheValueAndAChangeInsideAChildReportsAgain() throws {
        let log = PreferenceLog()
        let hosted = ViewHosting.host(view: Sidebar(log: log))
        XCTAssertNoThrow(try hosted.inspect().find(text: "Inbox, Sent"))
        XCTAssertEqual(log.names, [["Inbox", "Sent"]])

        try hosted.inspect().find(button: "Inbox").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Archive, Sent"))
        XCTAssertEqual(log.names, [["Inbox", "Sent"], ["Archive", "Sent"]])
    }

    func testAChangeThatLeavesTheValueAloneReportsNothing() throws {
        let log = PreferenceLog()
        let hosted = ViewHosting.host(view: Sidebar(log: log))
        try hosted.inspect().find(button: "Tapped 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Tapped 1"))
        XCTAssertEqual(log.names, [["Inbox", "Sent"]])
    }

    func testAFirstValueEqualToTheDefaultIsNotAChange() throws {
        let log = PreferenceLog()
        let hosted = ViewHosting.host(view: Quiet(log: log))
        _ = try hosted.inspect()
        XCTAssertEqual(log.counts, [], "7 is CountKey's default")

        try hosted.inspect().find(button: "Count").tap()
        _ = try hosted.inspect()
        XCTAssertEqual(log.counts, [8])
    }

    func testAnActionThatWritesStateRendersOnceMore() throws {
        let hosted = ViewHosting.host(view: Measured())
        XCTAssertNoThrow(try hosted.inspect().find(text: "Height 40"))
    }

    func testAnActionThatKeepsChangingTheValueIsStopped() throws {
        let hosted = ViewHosting.host(view: Runaway())
        XCTAssertThrowsError(try hosted.inspect()) { error in
            XCTAssertTrue("\(error)".contains("state kept changing for 100 rounds"), "\(error)")
        }
    }
}
