import Foundation
import Inspector
import ViewTree

// Exploring a form: twenty controls — six toggles, three pickers, three steppers, two sliders,
// three text fields (one submitted) and three buttons — explored breadth first with the
// standard inputs until the state budget ends the walk. Each action replays its path on a
// freshly made and hosted form, so the time per action grows with the depth reached.

enum Shipping: Hashable, CaseIterable {
    case standard, express, pickup
}

struct BenchForm: View {
    @State private var toggles = [false, false, false, false, false, false]
    @State private var shipping = Shipping.standard
    @State private var size = "M"
    @State private var color = 0
    @State private var quantities = [1, 1, 1]
    @State private var volume = 0.5
    @State private var brightness = 0.0
    @State private var name = ""
    @State private var email = ""
    @State private var note = ""
    @State private var submitted = ""
    @State private var saves = 0

    var body: some View {
        Form {
            ForEach(0..<6, id: \.self) { index in
                Toggle("Option \(index + 1)", isOn: $toggles[index])
            }
            Picker("Shipping", selection: $shipping) {
                Text("Standard").tag(Shipping.standard)
                Text("Express").tag(Shipping.express)
                Text("Pickup").tag(Shipping.pickup)
            }
            Picker("Size", selection: $size) {
                ForEach(["S", "M", "L"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Picker("Color", selection: $color) {
                Text("Red").tag(0)
                Text("Blue").tag(1)
            }
            ForEach(0..<3, id: \.self) { index in
                Stepper("Item \(index + 1): \(quantities[index])", value: $quantities[index], in: 0...3)
            }
            Slider(value: $volume, in: 0...1) { Text("Volume") }
            Slider(value: $brightness, in: 0...100, step: 10) { Text("Brightness") }
            TextField("Name", text: $name)
            TextField("Email", text: $email).onSubmit { submitted = email }
            TextField("Note", text: $note)
            Text("Submitted \(submitted)")
            Button("Save") { saves += 1 }
            Button("Reset") { saves = 0 }
            Button("Clear note") { note = "" }
        }
    }
}

struct ExploreFormResult {
    let report: ExploreReport
    /// Best of the runs, seconds.
    let best: Double
}

@MainActor func measureExploreForm(maxStates: Int, runs: Int) throws -> ExploreFormResult {
    var best = Double.infinity
    var last: ExploreReport?
    for _ in 0..<runs {
        let start = Date()
        let report = try explore(maxStates: maxStates) { BenchForm() }
        best = min(best, Date().timeIntervalSince(start))
        if let last { check(last == report, "explore: two runs gave different reports") }
        last = report
    }
    guard let report = last else { throw ExploreViolation("no run") }
    check(report.states == maxStates, "explore: reached \(report.states) states, not the budget \(maxStates)")
    check(report.endedBy == .maxStates, "explore: ended by \(report.endedBy), not maxStates")
    check(report.violations.isEmpty, "explore: violations on a clean form: \(report.violations)")
    check(report.coverage.count == 20, "explore: \(report.coverage.count) controls in the coverage table, not 20")
    return ExploreFormResult(report: report, best: best)
}
