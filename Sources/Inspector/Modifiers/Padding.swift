import Foundation
import ViewTree

extension InspectableView {
    /// The padding on every edge, summed over the view's `padding` modifiers.
    ///
    /// ```swift
    /// XCTAssertEqual(try icon.padding(), EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
    /// ```
    ///
    /// Throws when the view has no padding, or when a padding uses the system default length
    /// (`.padding()` without a length), which has no fixed value; `hasPadding(_:)` checks those.
    public func padding() throws -> EdgeInsets {
        try reading("padding()") { node in
            let paddings = try PaddingReading.paddings(of: node)
            guard !paddings.isEmpty else { throw node.missing("padding") }
            var total = EdgeInsets()
            for edge in Edge.allCases {
                total[edge] = try PaddingReading.length(on: edge, in: paddings, of: node) ?? 0
            }
            return total
        }
    }

    /// The padding on `edges`, summed over the view's `padding` modifiers:
    /// `try text.padding(.top)`, `try text.padding(.all)`.
    ///
    /// Throws when some of the edges have no padding, when the edges have different padding,
    /// or when a padding uses the system default length.
    public func padding(_ edges: Edge.Set) throws -> CGFloat {
        try reading("padding(\(PaddingReading.describe(edges)))") { node in
            let paddings = try PaddingReading.paddings(of: node)
            var lengths: [(edge: Edge, length: CGFloat)] = []
            for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
                guard let length = try PaddingReading.length(on: edge, in: paddings, of: node) else {
                    throw InspectionError.Reason.modifierNotFound(
                        view: node.kindName, modifier: "padding on .\(edge)",
                        detail: PaddingReading.summary(paddings) ?? node.modifiersDescription)
                }
                lengths.append((edge, length))
            }
            guard let first = lengths.first else {
                throw InspectionError.Reason.invalidArgument(argument: "edges", reason: "is empty: name at least one edge")
            }
            if lengths.contains(where: { $0.length != first.length }) {
                let described = lengths.map { ".\($0.edge) \($0.length)" }.joined(separator: ", ")
                throw InspectionError.Reason.ambiguousAttribute(
                    attribute: "padding", detail: "the edges (\(described))", suggestion: "read one edge at a time")
            }
            return first.length
        }
    }

    /// Whether every edge of `edges` is padded, including by the system default length.
    public func hasPadding(_ edges: Edge.Set = .all) throws -> Bool {
        try reading("hasPadding(\(PaddingReading.describe(edges)))") { node in
            let paddings = try PaddingReading.paddings(of: node)
            return Edge.allCases.allSatisfy { edge in
                !edges.contains(Edge.Set(edge)) || paddings.contains { $0.edges.contains(Edge.Set(edge)) }
            }
        }
    }
}

enum PaddingReading {
    struct Padding {
        let edges: Edge.Set
        let insets: EdgeInsets?
    }

    static func paddings(of node: InspectionNode) throws -> [Padding] {
        try node.ownModifiers(.padding).map { _, modifier in
            Padding(
                edges: try Reflection.field("edges", of: modifier, as: Edge.Set.self),
                insets: try Reflection.field("insets", of: modifier, as: EdgeInsets?.self))
        }
    }

    /// The total padding on `edge`; nil when no padding covers it.
    static func length(on edge: Edge, in paddings: [Padding], of node: InspectionNode) throws -> CGFloat? {
        let covering = paddings.filter { $0.edges.contains(Edge.Set(edge)) }
        guard !covering.isEmpty else { return nil }
        var total: CGFloat = 0
        for padding in covering {
            guard let insets = padding.insets else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "padding", view: node.kindName,
                    reason: "it is the system default length (.padding without a length), which has no fixed value;"
                        + " check it with hasPadding(_:)")
            }
            total += insets[edge]
        }
        return total
    }

    static func summary(_ paddings: [Padding]) -> String? {
        guard !paddings.isEmpty else { return nil }
        return "it is padded on " + paddings.map { describe($0.edges) }.joined(separator: " and ")
    }

    /// An edge set as written in source: `.top`, `.horizontal`, `[.top, .leading]`.
    static func describe(_ edges: Edge.Set) -> String {
        let named: [(Edge.Set, String)] = [(.all, ".all"), (.horizontal, ".horizontal"), (.vertical, ".vertical")]
        if let name = named.first(where: { $0.0 == edges })?.1 { return name }
        let single = Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { ".\($0)" }
        return single.count == 1 ? single[0] : "[\(single.joined(separator: ", "))]"
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.padding(_:_:)`.
    static let padding = ModifierKind(
        name: ".padding",
        summary: { modifier in
            let edges = (Reflection.field("edges", of: modifier) as? Edge.Set).map(PaddingReading.describe) ?? ".all"
            guard let insets = Reflection.field("insets", of: modifier) as? EdgeInsets else {
                return edges == ".all" ? ".padding()" : ".padding(\(edges))"
            }
            let length = Edge.allCases.lazy.map { insets[$0] }.first { $0 != 0 } ?? 0
            return edges == ".all" ? ".padding(\(length))" : ".padding(\(edges), \(length))"
        })
}

extension _PaddingLayout: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .padding }
}
