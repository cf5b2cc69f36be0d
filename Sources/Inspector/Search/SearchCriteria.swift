import Foundation
/// The test a query runs on nodes, for a search that starts at a given node: what matches, how
/// to pass views that cannot, how to explain a miss, and how to order and resolve matches.
struct SearchCriteria {
    /// A cheap test on a view's type that is true for every view `matches` could accept, or
    /// nil: it lets search pass leaves of other types without making their nodes.
    let mayMatch: ((TypeInfo) -> Bool)?
    /// A cheap test on the value of a leaf view whose type `mayMatch` accepts (the view without
    /// its modifiers), true for every view `matches` could accept, or nil: it lets search pass
    /// such leaves that cannot match without making their nodes. Used only with `mayMatch`.
    let mayMatchLeaf: ((Any) -> Bool)?
    let matches: (InspectionNode) -> Bool
    /// A hint about near misses, computed only when a failure message is read, from the
    /// subtree that was searched.
    let nearMiss: ((InspectionNode) -> String?)?
    /// The order `findAll` returns the matches in, `find` picks from, and a strict search lists
    /// them in, given them in source order and the view searched from; nil for the search's order.
    let order: ((_ matches: [InspectionNode], _ start: InspectionNode) -> [InspectionNode])?
    /// The view a match stands for (the view around a text, for `containing:`), or nil when a
    /// match is the view found; matches that stand for the same view count once.
    let resolve: ((InspectionNode) -> InspectionNode?)?
    /// Whether the search keeps to what is on screen (role queries): it then does not enter
    /// content that is only previewed, such as a `NavigationLink`'s destination before it is
    /// pushed (`ViewKind.ContentShown`).
    let onScreenOnly: Bool

    init(
        mayMatch: ((TypeInfo) -> Bool)? = nil, mayMatchLeaf: ((Any) -> Bool)? = nil,
        matches: @escaping (InspectionNode) -> Bool, nearMiss: ((InspectionNode) -> String?)? = nil,
        order: ((_ matches: [InspectionNode], _ start: InspectionNode) -> [InspectionNode])? = nil,
        resolve: ((InspectionNode) -> InspectionNode?)? = nil, onScreenOnly: Bool = false
    ) {
        self.onScreenOnly = onScreenOnly
        self.mayMatch = mayMatch
        self.mayMatchLeaf = mayMatchLeaf
        self.matches = matches
        self.nearMiss = nearMiss
        self.order = order
        self.resolve = resolve
    }

    /// Every match below `start`, in the order of `traversal`.
    func matches(from start: InspectionNode, traversal: ViewSearch.Traversal) -> [InspectionNode] {
        SearchEngine.traverse(
            from: start, traversal: traversal, limit: nil, mayMatch: mayMatch, mayMatchLeaf: mayMatchLeaf,
            onScreenOnly: onScreenOnly, matches: matches
        ).matches
    }

    /// `matches` in this query's order, each replaced by the view it stands for, once.
    func arranged(_ matches: [InspectionNode], from start: InspectionNode) -> [InspectionNode] {
        let ordered = order?(matches, start) ?? matches
        guard let resolve else { return ordered }
        var seen = Set<ObjectIdentifier>()
        return ordered.compactMap(resolve).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}

// MARK: - Near misses

extension SearchCriteria {
    /// Where the views of a kind are when a condition excluded them all, or nil when there is
    /// none: `2 views of kind Text are there, but the condition excluded them:` and their paths.
    static func excluded(among ofKind: SearchCriteria, ofKind name: String, from start: InspectionNode) -> String? {
        excluded(among: ofKind, from: start, one: "1 \(name) is", many: { "\($0) views of kind \(name) are" })
    }

    /// Where the matches of a query are when a condition excluded them all, or nil when there
    /// is none: `1 view matching text "Save" is there, but the condition excluded it:`.
    static func excluded(among base: SearchCriteria, matching description: String, from start: InspectionNode) -> String? {
        excluded(among: base, from: start, one: "1 view matching \(description) is", many: { "\($0) views matching \(description) are" })
    }

    private static func excluded(
        among base: SearchCriteria, from start: InspectionNode, one: String, many: (Int) -> String
    ) -> String? {
        let found = base.arranged(base.matches(from: start, traversal: .breadthFirst), from: start)
        guard !found.isEmpty else { return nil }
        let listed = found.prefix(5).map { "  " + $0.pathToRoot }.joined(separator: "\n")
        let more = found.count > 5 ? "\n  … and \(found.count - 5) more" : ""
        let views = found.count == 1 ? one : many(found.count)
        return "\(views) there, but the condition excluded \(found.count == 1 ? "it" : "them"):\n\(listed)\(more)"
    }
}

// MARK: - Around a text

extension SearchCriteria {
    /// The texts matching `match`, read in `locale`, that are inside a view `matcher` accepts,
    /// within `start`; each resolves to the nearest such view around it.
    static func containing(
        _ match: TextMatch, locale: Locale, matcher: any NodeMatching.Type, from start: InspectionNode
    ) -> SearchCriteria {
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
        let textMatches = { (node: InspectionNode) in NodeFacts.string(of: node, locale: locale).map { match.matches($0) } ?? false }
        return SearchCriteria(
            mayMatch: NodeFacts.mayBeText, mayMatchLeaf: NodeFacts.textLeaf(matching: match, locale: locale),
            matches: { textMatches($0) && enclosing($0) != nil },
            nearMiss: { start in
                guard let text = NodeFacts.collect(from: start, { textMatches($0) ? $0 : nil }).first else {
                    return NearMiss.hint(
                        for: match, among: NodeFacts.collect(from: start) { NodeFacts.string(of: $0, locale: locale) }, noun: "text")
                }
                let shown = NodeFacts.string(of: text, locale: locale).map(TreeDump.quoted) ?? ""
                return "Text \(shown) is at \(text.pathToRoot), but not inside a \(matcher.expectedName)."
            },
            resolve: enclosing)
    }
}
