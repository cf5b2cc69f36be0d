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
        try reading("padding()") { try PaddingReading.total(of: $0, kind: .padding, call: "padding") }
    }

    /// The padding on `edges`, summed over the view's `padding` modifiers:
    /// `try text.padding(.top)`, `try text.padding(.all)`.
    ///
    /// Throws when some of the edges have no padding, when the edges have different padding,
    /// or when a padding uses the system default length.
    public func padding(_ edges: Edge.Set) throws -> CGFloat {
        try reading("padding(\(PaddingReading.describe(edges)))") {
            try PaddingReading.length(on: edges, of: $0, kind: .padding, call: "padding")
        }
    }

    /// Whether every edge of `edges` is padded, including by the system default length.
    public func hasPadding(_ edges: Edge.Set = .all) throws -> Bool {
        try reading("hasPadding(\(PaddingReading.describe(edges)))") {
            try PaddingReading.covers(edges, of: $0, kind: .padding)
        }
    }
}

enum PaddingReading {
    struct Padding {
        let edges: Edge.Set
        let insets: EdgeInsets?
    }

    /// The paddings of `kind` (`padding`, `safeAreaPadding`) on `node`, innermost first.
    static func paddings(of node: InspectionNode, kind: ModifierKind) throws -> [Padding] {
        try node.ownModifiers(kind).map { _, modifier in
            Padding(
                edges: try Reflection.field("edges", of: modifier, as: Edge.Set.self),
                insets: try Reflection.field("insets", of: modifier, as: EdgeInsets?.self))
        }
    }

    /// The total padding of `kind` on every edge; throws without one.
    static func total(of node: InspectionNode, kind: ModifierKind, call: String) throws -> EdgeInsets {
        let paddings = try paddings(of: node, kind: kind)
        guard !paddings.isEmpty else { throw node.missing(call) }
        var total = EdgeInsets()
        for edge in Edge.allCases {
            total[edge] = try length(on: edge, in: paddings, of: node, call: call) ?? 0
        }
        return total
    }

    /// The padding of `kind` on `edges`, the same on each; throws when an edge has none or
    /// the edges differ.
    static func length(on edges: Edge.Set, of node: InspectionNode, kind: ModifierKind, call: String) throws -> CGFloat {
        let paddings = try paddings(of: node, kind: kind)
        var lengths: [(edge: Edge, length: CGFloat)] = []
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            guard let length = try length(on: edge, in: paddings, of: node, call: call) else {
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "\(call) on .\(edge)",
                    detail: summary(paddings, call: call) ?? node.modifiersDescription)
            }
            lengths.append((edge, length))
        }
        guard let first = lengths.first else {
            throw InspectionError.Reason.invalidArgument(argument: "edges", reason: "is empty: name at least one edge")
        }
        if lengths.contains(where: { $0.length != first.length }) {
            let described = lengths.map { ".\($0.edge) \($0.length)" }.joined(separator: ", ")
            throw InspectionError.Reason.ambiguousAttribute(
                attribute: call, detail: "the edges (\(described))", suggestion: "read one edge at a time")
        }
        return first.length
    }

    /// Whether paddings of `kind` cover every edge of `edges`, the system default length included.
    static func covers(_ edges: Edge.Set, of node: InspectionNode, kind: ModifierKind) throws -> Bool {
        let paddings = try paddings(of: node, kind: kind)
        return Edge.allCases.allSatisfy { edge in
            !edges.contains(Edge.Set(edge)) || paddings.contains { $0.edges.contains(Edge.Set(edge)) }
        }
    }

    /// The total padding on `edge`; nil when no padding covers it.
    static func length(on edge: Edge, in paddings: [Padding], of node: InspectionNode, call: String) throws -> CGFloat? {
        let covering = paddings.filter { $0.edges.contains(Edge.Set(edge)) }
        guard !covering.isEmpty else { return nil }
        var total: CGFloat = 0
        for padding in covering {
            guard let insets = padding.insets else {
                let check = "has" + call.prefix(1).uppercased() + call.dropFirst()
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: call, view: node.kindName,
                    reason: "it is the system default length (.\(call) without a length), which has no fixed value;"
                        + " check it with \(check)(_:)")
            }
            total += insets[edge]
        }
        return total
    }

    static func summary(_ paddings: [Padding], call: String) -> String? {
        guard !paddings.isEmpty else { return nil }
        let padded = call == "padding" ? "it is padded on " : "it has \(call) on "
        return padded + paddings.map { describe($0.edges) }.joined(separator: " and ")
    }

    /// A padding modifier as written in source: `.padding()`, `.padding(.top, 4.0)`.
    static func call(_ name: String, of modifier: Any) -> String {
        let edges = (Reflection.field("edges", of: modifier) as? Edge.Set).map(describe) ?? ".all"
        guard let insets = Reflection.field("insets", of: modifier) as? EdgeInsets else {
            return edges == ".all" ? ".\(name)()" : ".\(name)(\(edges))"
        }
        let length = Edge.allCases.lazy.map { insets[$0] }.first { $0 != 0 } ?? 0
        return edges == ".all" ? ".\(name)(\(length))" : ".\(name)(\(edges), \(length))"
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
    static let padding = ModifierKind(name: ".padding", summary: { PaddingReading.call("padding", of: $0) })
}

extension _PaddingLayout: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .padding }
}
