import Foundation
import Inspector
import ViewTree

// Hosted state: the 50k screen hosted, with a counter above it; a test-like loop taps the
// counter's button and reads its text after each tap, 1,000 times, each through a fresh
// `hosted.inspect()`. Each tap re-renders only the counter; each read searches from the root.

struct TapCounter: View {
    @State private var taps = 0
    var body: some View {
        HStack {
            Text("Taps \(taps)")
            Button("Tap") { taps += 1 }
        }
    }
}

struct HostedBenchScreen: View {
    let sections: Int
    let rowsPerSection: Int
    var body: some View {
        VStack {
            TapCounter()
            BenchScreen(sections: sections, rowsPerSection: rowsPerSection)
        }
    }
}

struct HostedStateResult {
    let taps: Int
    let host: Double
    let total: Double
    /// Mean seconds per tap-and-read over the first and the last 100.
    let first: Double
    let last: Double
    /// Resident memory after the first 100 taps and after the last one (Linux).
    let residentAfterFirst: Int?
    let residentAtEnd: Int?
}

@MainActor func measureHostedState(sections: Int, rowsPerSection: Int, taps: Int) throws -> HostedStateResult {
    let start = Date()
    let hosted = ViewHosting.host(view: HostedBenchScreen(sections: sections, rowsPerSection: rowsPerSection))
    hosted.update()
    let hostTime = Date().timeIntervalSince(start)
    defer { hosted.expel() }
    var residentAfterFirst: Int?
    var durations: [Double] = []
    durations.reserveCapacity(taps)
    for index in 1...taps {
        let tapStart = Date()
        try hosted.inspect().find(button: "Tap").tap()
        let read = try hosted.inspect().find(text: "Taps \(index)").string()
        check(read == "Taps \(index)", "hosted state: read \"\(read)\" after \(index) taps")
        durations.append(Date().timeIntervalSince(tapStart))
        if index == min(100, taps) { residentAfterFirst = currentResidentBytes() }
    }
    let window = min(100, taps)
    return HostedStateResult(
        taps: taps, host: hostTime, total: durations.reduce(0, +),
        first: durations.prefix(window).reduce(0, +) / Double(window),
        last: durations.suffix(window).reduce(0, +) / Double(window), residentAfterFirst: residentAfterFirst,
        residentAtEnd: currentResidentBytes())
}
