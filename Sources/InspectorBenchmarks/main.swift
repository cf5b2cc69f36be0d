import Dispatch
import Foundation
import Inspector
import ViewTree

// Search speed on synthetic screens of about 5k, 50k and 250k nodes.
//
//     swift run -c release InspectorBenchmarks
//
// Each screen is a VStack of sections; a section is an AnyView around a custom view holding a
// title and a ForEach of custom rows; a row is an HStack of an image, a text and a spacer,
// with padding and an id. Every measurement starts from a fresh `inspect()`, so it includes
// evaluating every body the search passes through.

nonisolated(unsafe) var rowBodies = 0

struct BenchRow: View {
    let index: Int
    var body: some View {
        rowBodies += 1
        return HStack {
            Image(systemName: "star")
            Text("Row \(index)").font(.body)
            Spacer()
        }
        .padding(4)
        .id(index)
    }
}

struct BenchSection: View {
    let start: Int
    let count: Int
    var body: some View {
        VStack(alignment: .leading) {
            Text("Section \(start / count)").font(.headline)
            ForEach(start..<(start + count), id: \.self) { BenchRow(index: $0) }
        }
    }
}

struct BenchScreen: View {
    let sections: Int
    let rowsPerSection: Int
    var body: some View {
        VStack {
            Text("Screen")
            ForEach(0..<sections, id: \.self) { section in
                AnyView(BenchSection(start: section * rowsPerSection, count: rowsPerSection))
            }
        }
    }
}

/// The same shape as a plain enum: what walking the tree costs without reflection.
indirect enum PlainNode {
    case container([PlainNode])
    case text(String)
    case leaf

    static func screen(sections: Int, rowsPerSection: Int) -> PlainNode {
        func row(_ index: Int) -> PlainNode {
            .container([.container([.leaf, .text("Row \(index)"), .leaf])])
        }
        func section(_ number: Int) -> PlainNode {
            let rows = (0..<rowsPerSection).map { row(number * rowsPerSection + $0) }
            return .container([.container([.container([.text("Section \(number)"), .container(rows)])])])
        }
        return .container([.container([.text("Screen"), .container((0..<sections).map(section))])])
    }

    /// Breadth-first search for a text, as `find(text:)` does.
    func find(text: String) -> Bool {
        var queue: [PlainNode] = [self]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            switch node {
            case let .container(children): queue.append(contentsOf: children)
            case let .text(string) where string == text: return true
            case .text, .leaf: break
            }
        }
        return false
    }

    var nodeCount: Int {
        var count = 0
        var stack: [PlainNode] = [self]
        while let node = stack.popLast() {
            count += 1
            if case let .container(children) = node { stack.append(contentsOf: children) }
        }
        return count
    }
}

func measure(repeats: Int, _ work: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

func format(_ seconds: Double) -> String {
    seconds < 0.01 ? String(format: "%.2f ms", seconds * 1000) : String(format: "%.3f s", seconds)
}

struct Result {
    let nodes: Int
    let find: Double
    let findAll: Double
    let baseline: Double
}

let rowsPerSection = 50
let sizes = [("5k", 20), ("50k", 196), ("250k", 980)]
var results: [Result] = []

print("Inspector search benchmark (best of several runs, release build)\n")
for (label, sections) in sizes {
    let screen = BenchScreen(sections: sections, rowsPerSection: rowsPerSection)
    let lastRow = "Row \(sections * rowsPerSection - 1)"
    let nodes = try screen.inspect().findAll(where: { _ in true }).count
    let repeats = nodes > 100_000 ? 3 : 5

    rowBodies = 0
    let find = try measure(repeats: repeats) {
        let text = try screen.inspect().find(text: lastRow)
        let string = try text.string()
        precondition(string == lastRow)
    }
    let bodiesPerRowPerSearch = Double(rowBodies) / Double(repeats * sections * rowsPerSection)

    let findAll = measure(repeats: repeats) {
        let texts = (try? screen.inspect().findAll(ViewType.Text.self)) ?? []
        precondition(texts.count == 1 + sections * (rowsPerSection + 1))
    }

    let plain = PlainNode.screen(sections: sections, rowsPerSection: rowsPerSection)
    let baseline = measure(repeats: repeats) {
        precondition(plain.find(text: lastRow))
    }

    results.append(Result(nodes: nodes, find: find, findAll: findAll, baseline: baseline))
    print("\(label): \(nodes) nodes (plain tree: \(plain.nodeCount)); row bodies evaluated per search: \(bodiesPerRowPerSearch)")
}

print("")
print("| nodes | find(text:) last row | findAll(ViewType.Text.self) | plain enum walk | find ÷ baseline | find growth | findAll growth |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for (index, result) in results.enumerated() {
    let growth: (String, String)
    if index > 0 {
        let previous = results[index - 1]
        let nodeFactor = Double(result.nodes) / Double(previous.nodes)
        growth = (
            String(format: "×%.1f for ×%.1f nodes", result.find / previous.find, nodeFactor),
            String(format: "×%.1f", result.findAll / previous.findAll)
        )
    } else {
        growth = ("—", "—")
    }
    print(
        "| \(result.nodes) | \(format(result.find)) | \(format(result.findAll)) | \(format(result.baseline)) |"
            + " \(String(format: "%.0f×", result.find / result.baseline)) | \(growth.0) | \(growth.1) |")
}
