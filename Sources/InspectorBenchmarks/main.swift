import Foundation
import Inspector
import ViewTree

// Search speed and memory on synthetic screens of about 5k, 50k and 250k nodes.
//
//     swift run -c release InspectorBenchmarks
//
// Each screen is a VStack of sections; a section is an AnyView around a custom view with
// `@State` and an `@Environment` read, holding a title, an optional ForEach of custom rows and
// an overlay badge; a row is a custom view with `@State` and two `@Environment` reads, an
// HStack of an `if`/`else` (image or circle), a text, absent optional details and a spacer,
// wrapped in a custom card modifier (padding and a background), an overlay and an id. See
// Screen.swift. Every measurement is the best of 5 and starts from a fresh `inspect()`, so it
// includes evaluating every body the search passes through. The plain-enum walk is the same
// tree without reflection: the floor search is measured against. Then `findAll` again on one
// inspection: the second search, and the best of 5 later ones.
//
// Then hosted state (HostedState.swift): the 50k screen hosted, tapped 1,000 times and read
// after each tap, with the time per tap-and-read and the resident memory; and a small screen
// whose body reads an `@Observable` model that never changes, tapped and read 20,000 times
// (ObservedHostedState.swift), with the resident memory it grew by and the process peak.
//
// Then `explore(...)` on a form of twenty controls to its state budget of 200 states
// (ExploreForm.swift): the walk's time, and the time per action taken (each replays its path
// on a fresh screen).
//
// The targets are informational: the exit status reports only the correctness checks.

let repeats = 5
let rowsPerSection = 50
let sizes = [("5k", 9), ("50k", 90), ("250k", 449)]

struct Result {
    let label: String
    let nodes: Int
    let find: Double
    let findAll: Double
    let plain: Double
    /// `findAll` on an inspection already searched once: the second search, and the best of
    /// the next ones.
    let findAllAgain: (second: Double, later: Double)
    /// Bodies evaluated per search, per custom view (find, findAll).
    let viewBodies: (find: Double, findAll: Double)
    /// Bodies evaluated per search, per application of the custom modifier (find, findAll).
    let modifierBodies: (find: Double, findAll: Double)
}

var results: [Result] = []
var failures: [String] = []

@MainActor func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    let failure = message()
    // Each of the repeats checks again: report a failure once.
    if !failures.contains(failure) { failures.append(failure) }
}

#if DEBUG
print("Debug build: the figures are not meaningful. Use `swift run -c release InspectorBenchmarks`.")
#endif
print("Inspector search benchmark (best of \(repeats), each from a fresh inspect())\n")
for (label, sections) in sizes {
    let shape = ScreenShape(sections: sections, rowsPerSection: rowsPerSection)
    let screen = BenchScreen(sections: sections, rowsPerSection: rowsPerSection)
    let lastRow = shape.lastRowText
    do {
        // Count the nodes a search visits without keeping a handle to each: the peak memory
        // is then that of the searches, not of an array of 250k handles.
        var nodes = 0
        _ = try screen.inspect().findAll(where: { _ in
            nodes += 1
            return false
        })

        BodyCount.reset()
        let find = try measure(repeats: repeats) {
            let text = try screen.inspect().find(text: lastRow)
            let string = try text.string()
            check(string == lastRow, "\(label): find(text: \"\(lastRow)\") found \"\(string)\"")
        }
        let findBodies = (
            Double(BodyCount.views) / Double(repeats * shape.customViews),
            Double(BodyCount.modifiers) / Double(repeats * shape.customModifiers)
        )

        BodyCount.reset()
        let findAll = try measure(repeats: repeats) {
            let count = try screen.inspect().findAll(ViewType.Text.self).count
            check(
                count == shape.texts,
                "\(label): findAll(ViewType.Text.self) found \(count) texts, expected \(shape.texts)")
        }
        let findAllBodies = (
            Double(BodyCount.views) / Double(repeats * shape.customViews),
            Double(BodyCount.modifiers) / Double(repeats * shape.customModifiers)
        )

        // The same search again on one inspection, as a test that searches its `sut` several
        // times does: the second search completes what the first left to be read again, the
        // later ones find everything in place.
        // In a scope of its own: the inspection is gone before the plain walk is measured.
        let (second, later) = try { () throws -> (Double, Double) in
            let inspected = try screen.inspect()
            _ = inspected.findAll(ViewType.Text.self)
            let second = measure(repeats: 1) {
                let count = inspected.findAll(ViewType.Text.self).count
                check(count == shape.texts, "\(label): findAll again found \(count) texts, expected \(shape.texts)")
            }
            let later = measure(repeats: repeats) {
                let count = inspected.findAll(ViewType.Text.self).count
                check(count == shape.texts, "\(label): findAll again found \(count) texts, expected \(shape.texts)")
            }
            return (second, later)
        }()

        let tree = PlainNode.screen(shape)
        let plain = measure(repeats: repeats) {
            check(tree.find(text: lastRow), "\(label): the plain walk did not find \"\(lastRow)\"")
        }

        results.append(
            Result(
                label: label, nodes: nodes, find: find, findAll: findAll, plain: plain,
                findAllAgain: (second, later),
                viewBodies: (findBodies.0, findAllBodies.0), modifierBodies: (findBodies.1, findAllBodies.1)))
        print(
            "\(label): \(nodes) nodes (plain tree: \(tree.nodeCount)),"
                + " \(shape.sections) sections of \(rowsPerSection) rows;"
                + " peak memory so far: \(formatMemory(peakResidentBytes()))")
    } catch {
        print("\(label): failed: \(error)")
        failures.append("\(label): \(String(describing: error).prefix { $0 != "\n" })")
    }
}

let peakMemory = peakResidentBytes()

func ratio(_ value: Double, _ base: Double) -> String { String(format: "%.0f×", value / base) }
func bodies(_ pair: (Double, Double)) -> String { String(format: "%.2f · %.2f", pair.0, pair.1) }

print("")
print(
    "| nodes | find(text:) last row | findAll(ViewType.Text.self) | plain walk | find ÷ plain | findAll ÷ plain"
        + " | find growth | findAll growth | bodies per custom view (find · findAll)"
        + " | card bodies per card (find · findAll) |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for (index, result) in results.enumerated() {
    var growth = ("—", "—")
    if index > 0 {
        let previous = results[index - 1]
        let nodeFactor = Double(result.nodes) / Double(previous.nodes)
        growth = (
            String(format: "×%.2f for ×%.2f nodes", result.find / previous.find, nodeFactor),
            String(format: "×%.2f for ×%.2f nodes", result.findAll / previous.findAll, nodeFactor)
        )
    }
    print(
        "| \(result.nodes) | \(format(result.find)) | \(format(result.findAll)) | \(format(result.plain))"
            + " | \(ratio(result.find, result.plain)) | \(ratio(result.findAll, result.plain))"
            + " | \(growth.0) | \(growth.1) | \(bodies(result.viewBodies)) | \(bodies(result.modifierBodies)) |")
}
print("")
print("The same findAll(ViewType.Text.self) again on one inspection:")
print("")
print("| nodes | first search (fresh, as above) | second search | later searches |")
print("| ---: | ---: | ---: | ---: |")
for result in results {
    print(
        "| \(result.nodes) | \(format(result.findAll)) | \(format(result.findAllAgain.second))"
            + " | \(format(result.findAllAgain.later)) |")
}
print("")
print("Peak resident memory at the end: \(formatMemory(peakMemory))")

// MARK: - Targets

func marker(_ met: Bool) -> String { met ? "PASS" : "MISS" }

if results.count == sizes.count, let large = results.last {
    let previous = results[results.count - 2]
    let nodeFactor = Double(large.nodes) / Double(previous.nodes)
    let findGrowth = large.find / previous.find
    let findAllGrowth = large.findAll / previous.findAll
    let memoryLimit = 148e6
    var rows: [(String, String, String, Bool)] = [
        ("find(text:) on \(large.label)", format(large.find), "≤ 0.250 s", large.find <= 0.25),
        (
            "findAll(ViewType.Text.self) on \(large.label)", format(large.findAll), "≤ 0.250 s",
            large.findAll <= 0.25
        ),
        (
            "find ÷ plain walk on \(large.label)", ratio(large.find, large.plain), "≤ 50×",
            large.find / large.plain <= 50
        ),
        (
            "findAll ÷ plain walk on \(large.label)", ratio(large.findAll, large.plain), "≤ 50×",
            large.findAll / large.plain <= 50
        ),
        (
            "find growth \(previous.label) → \(large.label)",
            String(format: "×%.2f for ×%.2f nodes", findGrowth, nodeFactor), "≤ ×5.5 for ×5 nodes",
            findGrowth <= 5.5
        ),
        (
            "findAll growth \(previous.label) → \(large.label)",
            String(format: "×%.2f for ×%.2f nodes", findAllGrowth, nodeFactor), "≤ ×5.5 for ×5 nodes",
            findAllGrowth <= 5.5
        ),
    ]
    if let peakMemory {
        rows.append(
            ("peak resident memory", formatMemory(peakMemory), "≤ 148.0 MB", Double(peakMemory) <= memoryLimit))
    }
    // findAll evaluates every body once. find stops at the last row's text, before that row's
    // card: it evaluates every view body and all but one card body.
    let bodiesOnce = results.allSatisfy {
        $0.viewBodies.find == 1 && $0.viewBodies.findAll == 1 && $0.modifierBodies.find <= 1
            && $0.modifierBodies.findAll == 1
    }
    let bodyRange = results.flatMap {
        [$0.viewBodies.find, $0.viewBodies.findAll, $0.modifierBodies.find, $0.modifierBodies.findAll]
    }
    rows.append(
        (
            "bodies evaluated per custom view or card, per search",
            String(format: "%.4f – %.4f", bodyRange.min() ?? 0, bodyRange.max() ?? 0), "1.0", bodiesOnce
        ))
    print("")
    print("Targets (informational; the exit status reports only the correctness checks):")
    print("")
    print("| target | measured | limit | |")
    print("| --- | ---: | ---: | --- |")
    for (name, measured, limit, met) in rows {
        print("| \(name) | \(measured) | \(limit) | \(marker(met)) |")
    }
}

// MARK: - Hosted state

do {
    let hostedSections = sizes[1].1
    let result = try measureHostedState(sections: hostedSections, rowsPerSection: rowsPerSection, taps: 1_000)
    print("")
    print("Hosted state: the 50k screen hosted (\(format(result.host)) to host and render), then \(result.taps)"
        + " taps, each read back through a fresh hosted.inspect():")
    print("")
    print(
        "| taps | total | per tap-and-read, first 100 | per tap-and-read, last 100 | resident after 100 taps"
            + " | resident at the end | process peak |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    print(
        "| \(result.taps) | \(format(result.total)) | \(format(result.first)) | \(format(result.last))"
            + " | \(formatMemory(result.residentAfterFirst)) | \(formatMemory(result.residentAtEnd))"
            + " | \(formatMemory(peakResidentBytes())) |")
} catch {
    failures.append("hosted state: \(String(describing: error).prefix { $0 != "\n" })")
}

// MARK: - Hosted state with an @Observable model

do {
    let result = try measureObservedHostedState(cycles: 20_000)
    let growth: Int? = {
        guard let start = result.residentAfterWarmUp, let end = result.residentAtEnd else { return nil }
        return end - start
    }()
    print("")
    print("Hosted @Observable model: a screen whose body reads a model that never changes, tapped and read back"
        + " \(result.cycles) times through a fresh hosted.inspect() (ObservedHostedState.swift):")
    print("")
    print("| cycles | total | resident after 1,000 | resident at the end | growth | process peak |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: |")
    print(
        "| \(result.cycles) | \(format(result.total)) | \(formatMemory(result.residentAfterWarmUp))"
            + " | \(formatMemory(result.residentAtEnd)) | \(formatMemory(growth)) | \(formatMemory(peakResidentBytes())) |")
} catch {
    failures.append("observed hosted state: \(String(describing: error).prefix { $0 != "\n" })")
}

// MARK: - Exploring a form

do {
    let result = try measureExploreForm(maxStates: 200, runs: 3)
    let report = result.report
    print("")
    print("Exploring a form of 20 controls (ExploreForm.swift) to its state budget, best of 3:")
    print("")
    print("| states | actions | ended by | total | per action |")
    print("| ---: | ---: | --- | ---: | ---: |")
    print(
        "| \(report.states) | \(report.actionsTaken) | \(report.endedBy == .maxStates ? "maxStates" : "\(report.endedBy)")"
            + " | \(format(result.best)) | \(format(result.best / Double(max(report.actionsTaken, 1)))) |")
} catch {
    failures.append("explore: \(String(describing: error).prefix { $0 != "\n" })")
}

if !failures.isEmpty {
    print("")
    print("Correctness checks failed:")
    for failure in failures { print("- \(failure)") }
    exit(1)
}
print("")
print("Correctness checks passed: find(text:) found the last row's text; findAll found every text.")
