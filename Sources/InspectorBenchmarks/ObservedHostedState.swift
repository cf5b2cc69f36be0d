import Foundation
import Inspector
import Observation
import ViewTree

// Hosted state with an `@Observable` model: a small screen whose body reads a model that never
// changes, tapped and read back 20,000 times, each through a fresh `hosted.inspect()`. Each tap
// re-renders the screen, and each render and each inspection tracks the model again: what this
// measures is that Observation registrations stay bounded — one per view, withdrawn before the
// next render — so resident memory does not grow with the number of cycles.

@Observable
final class BenchInbox {
    var title = "Inbox"
    var unread = 3
}

struct ObservedTapScreen: View {
    let inbox: BenchInbox
    @State private var taps = 0
    var body: some View {
        VStack {
            Text(inbox.title)
            Text("Unread \(inbox.unread)")
            Text("Taps \(taps)")
            Button("Tap") { taps += 1 }
        }
    }
}

struct ObservedHostedResult {
    let cycles: Int
    let total: Double
    /// Resident memory after the first 1,000 cycles, and after the last one (Linux).
    let residentAfterWarmUp: Int?
    let residentAtEnd: Int?
}

@MainActor func measureObservedHostedState(cycles: Int) throws -> ObservedHostedResult {
    let inbox = BenchInbox()
    let hosted = ViewHosting.host(view: ObservedTapScreen(inbox: inbox))
    defer { hosted.expel() }
    let warmUp = min(1_000, cycles)
    var residentAfterWarmUp: Int?
    let start = Date()
    for index in 1...cycles {
        try hosted.inspect().find(button: "Tap").tap()
        let read = try hosted.inspect().find(text: "Taps \(index)").string()
        check(read == "Taps \(index)", "observed hosted state: read \"\(read)\" after \(index) taps")
        if index == warmUp { residentAfterWarmUp = currentResidentBytes() }
    }
    return ObservedHostedResult(
        cycles: cycles, total: Date().timeIntervalSince(start), residentAfterWarmUp: residentAfterWarmUp,
        residentAtEnd: currentResidentBytes())
}
