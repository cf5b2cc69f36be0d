import Foundation
import ViewTree

/// The facts convenience searches look for, read straight from nodes: no handles, no errors
/// thrown and dropped for every view that does not match.
enum NodeFacts {
    /// Whether views of a type can be texts: a search's `mayMatch` for texts.
    static func mayBeText(_ info: TypeInfo) -> Bool {
        info.viewKind == .text
    }

    /// The string of a text's node, read in `locale` (nil: `Locale.testsDefault`); nil for a
    /// node of another kind, or a text whose string cannot be read.
    static func string(of node: InspectionNode, locale: Locale? = nil) -> String? {
        guard node.viewKind == .text else { return nil }
        return string(ofText: node.value, locale: locale)
    }

    /// The string of `value`, a view of a type `mayBeText` accepts (without its modifiers):
    /// what `string(of:)` reads from its node.
    static func string(ofText value: Any, locale: Locale? = nil) -> String? {
        try? TextReading.string(of: value, locale: locale)
    }

    /// A query's test on a bare text leaf (`SearchQuery.mayMatchLeaf`): whether its string,
    /// read in `locale`, matches `match`, as the query's full test would ask of its node.
    static func textLeaf(matching match: TextMatch, locale: Locale? = nil) -> (Any) -> Bool {
        { value in string(ofText: value, locale: locale).map { match.matches($0) } ?? false }
    }

    /// The texts inside a button's label, read in `locale`.
    static func buttonTitles(of node: InspectionNode, locale: Locale? = nil) -> [String] {
        guard node.viewKind == .button, let label = try? node.partNode(call: "labelView()") else { return [] }
        var titles: [String] = []
        _ = SearchEngine.traverse(from: label, traversal: .depthFirst, limit: nil, mayMatch: mayBeText) { node in
            if let string = string(of: node, locale: locale) { titles.append(string) }
            return false
        }
        return titles
    }

    static func id(of node: InspectionNode) -> AnyHashable? {
        node.ownModifiers(.id).last.flatMap { try? IdentityReading.id(of: $0.modifier) }
    }

    static func tag(of node: InspectionNode) -> AnyHashable? {
        node.ownModifiers(.tag).last.flatMap { try? IdentityReading.tag(of: $0.modifier) }
    }

    static func accessibilityIdentifier(of node: InspectionNode) -> String? {
        (try? AccessibilityReading.property(.identifier, of: node, as: String.self))??.value
    }

    static func accessibilityLabel(of node: InspectionNode) -> String? {
        guard let text = (try? AccessibilityReading.property(.label, of: node, as: ViewTree.Text.self))??.value else {
            return nil
        }
        return try? TextReading.string(of: text)
    }

    /// Every value `read` finds in the subtree of `start`, in breadth-first order.
    static func collect<Value>(from start: InspectionNode, _ read: (InspectionNode) -> Value?) -> [Value] {
        var values: [Value] = []
        _ = SearchEngine.traverse(from: start, traversal: .breadthFirst, limit: nil) { node in
            if let value = read(node) { values.append(value) }
            return false
        }
        return values
    }
}

/// "Did you mean …?" for searches by string.
enum NearMiss {
    /// A hint naming the strings present that are closest to `query`, or listing what is
    /// there when none is close.
    static func hint(for query: String, among present: [String], noun: String) -> String {
        var seen = Set<String>()
        let unique = present.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else { return "There is no \(noun) in the searched views." }
        let lowered = query.lowercased()
        let threshold = max(2, query.count / 3)
        let close = unique.map { ($0, distance($0.lowercased(), lowered)) }
            .filter { candidate, distance in
                distance <= threshold
                    || (!lowered.isEmpty && (candidate.lowercased().contains(lowered) || lowered.contains(candidate.lowercased())))
            }
        return suggestion(close, or: unique, noun: noun)
    }

    /// "Did you mean" the three closest of `close` (strings with their distances), or, when
    /// none is close, the strings there.
    static func suggestion(_ close: [(String, Int)], or present: [String], noun: String) -> String {
        let closest = close.sorted { $0.1 < $1.1 }.prefix(3).map { TreeDump.quoted($0.0) }
        if !closest.isEmpty {
            return "Did you mean \(closest.joined(separator: " or "))?"
        }
        let listed = present.prefix(8).map(TreeDump.quoted).joined(separator: ", ")
        return "The \(noun)s there: \(listed)\(present.count > 8 ? ", … (\(present.count) in all)" : "")."
    }

    /// A hint for searches by a hashable value, pointing out a value that prints the same but
    /// has another type (`7` against `"7"`).
    static func hint(for query: AnyHashable, among present: [AnyHashable], noun: String) -> String {
        guard !present.isEmpty else { return "There is no \(noun) in the searched views." }
        let described = String(describing: query.base)
        if let lookalike = present.first(where: { String(describing: $0.base) == described }) {
            return "There is \(noun) \(show(lookalike)) of type \(TypeName.display(type(of: lookalike.base))),"
                + " but the search looked for \(show(query)) of type \(TypeName.display(type(of: query.base)))."
        }
        var seen = Set<AnyHashable>()
        let unique = present.filter { seen.insert($0).inserted }
        let listed = unique.prefix(8).map(show).joined(separator: ", ")
        return "The \(noun)s there: \(listed)\(unique.count > 8 ? ", … (\(unique.count) in all)" : "")."
    }

    static func show(_ value: AnyHashable) -> String {
        (value.base as? String).map(TreeDump.quoted) ?? String(describing: value.base)
    }

    /// The Levenshtein distance between two strings.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
