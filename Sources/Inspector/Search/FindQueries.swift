import ViewTree

/// The queries of the convenience searches, shared by `find` and its strict form
/// `findUnique`; `verb` is the name the call is written with in messages.
enum FindQueries {
    static func text(_ match: TextMatch, verb: String) -> SearchQuery {
        SearchQuery(
            call: "\(verb)(text: \(match))", description: "text \(match.phrase)", mayMatch: NodeFacts.mayBeText,
            mayMatchLeaf: NodeFacts.textLeaf(matching: match),
            matches: { NodeFacts.string(of: $0).map { match.matches($0) } ?? false },
            nearMiss: { NearMiss.hint(for: match, among: NodeFacts.collect(from: $0, NodeFacts.string(of:)), noun: "text") })
    }

    static func button(_ match: TextMatch, verb: String) -> SearchQuery {
        SearchQuery(
            call: "\(verb)(button: \(match))", description: "button \(match.phrase)",
            mayMatch: { $0.viewKind == .button },
            matches: { $0.viewKind == .button && NodeFacts.buttonTitles(of: $0).contains { match.matches($0) } },
            nearMiss: { start in
                NearMiss.hint(
                    for: match, among: NodeFacts.collect(from: start) { NodeFacts.buttonTitles(of: $0) }.flatMap { $0 },
                    noun: "button title")
            })
    }

    static func id(_ id: AnyHashable, verb: String) -> SearchQuery {
        SearchQuery(
            call: "\(verb)(viewWithId: \(NearMiss.show(id)))", description: "view with id \(NearMiss.show(id))",
            matches: { NodeFacts.id(of: $0) == id },
            nearMiss: { NearMiss.hint(for: id, among: NodeFacts.collect(from: $0, NodeFacts.id(of:)), noun: "id") })
    }

    static func tag(_ tag: AnyHashable, verb: String) -> SearchQuery {
        SearchQuery(
            call: "\(verb)(viewWithTag: \(NearMiss.show(tag)))", description: "view with tag \(NearMiss.show(tag))",
            matches: { NodeFacts.tag(of: $0) == tag },
            nearMiss: { NearMiss.hint(for: tag, among: NodeFacts.collect(from: $0, NodeFacts.tag(of:)), noun: "tag") })
    }

    static func accessibilityLabel(_ match: TextMatch, verb: String) -> SearchQuery {
        SearchQuery(
            call: "\(verb)(viewWithAccessibilityLabel: \(match))",
            description: "view with accessibility label \(match.phrase)",
            matches: { NodeFacts.accessibilityLabel(of: $0).map { match.matches($0) } ?? false },
            nearMiss: {
                NearMiss.hint(for: match, among: NodeFacts.collect(from: $0, NodeFacts.accessibilityLabel(of:)), noun: "accessibility label")
            })
    }

    static func accessibilityIdentifier(_ identifier: String, verb: String) -> SearchQuery {
        SearchQuery(
            call: "\(verb)(viewWithAccessibilityIdentifier: \(TreeDump.quoted(identifier)))",
            description: "view with accessibility identifier \(TreeDump.quoted(identifier))",
            matches: { NodeFacts.accessibilityIdentifier(of: $0) == identifier },
            nearMiss: {
                NearMiss.hint(
                    for: identifier, among: NodeFacts.collect(from: $0, NodeFacts.accessibilityIdentifier(of:)),
                    noun: "accessibility identifier")
            })
    }

    /// The texts matching `match` that are inside a view `matcher` accepts, within `start`;
    /// `enclosing` gives the nearest such view around a text.
    static func containing(
        _ match: TextMatch, matcher: any NodeMatching.Type, typeArgument: String, from start: InspectionNode, verb: String
    ) -> (query: SearchQuery, enclosing: (InspectionNode) -> InspectionNode?) {
        // Texts first; then, for each, the nearest enclosing view of the kind, up to where the
        // search started.
        let enclosing = { (text: InspectionNode) -> InspectionNode? in
            var current: InspectionNode? = text
            while let node = current {
                if matcher.matches(node) { return node }
                if node === start { return nil }
                current = node.parent
            }
            return nil
        }
        let textMatches = { (node: InspectionNode) in NodeFacts.string(of: node).map { match.matches($0) } ?? false }
        let query = SearchQuery(
            call: "\(verb)(\(typeArgument), containing: \(match))",
            description: "\(matcher.expectedName) containing text \(match.phrase)", mayMatch: NodeFacts.mayBeText,
            mayMatchLeaf: NodeFacts.textLeaf(matching: match),
            matches: { textMatches($0) && enclosing($0) != nil },
            nearMiss: { start in
                guard let text = NodeFacts.collect(from: start, { textMatches($0) ? $0 : nil }).first else {
                    return NearMiss.hint(for: match, among: NodeFacts.collect(from: start, NodeFacts.string(of:)), noun: "text")
                }
                let shown = NodeFacts.string(of: text).map(TreeDump.quoted) ?? ""
                return "Text \(shown) is at \(text.pathToRoot), but not inside a \(matcher.expectedName)."
            })
        return (query, enclosing)
    }
}
