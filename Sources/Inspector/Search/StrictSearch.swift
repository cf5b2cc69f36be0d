extension InspectableView {
    /// Runs `query` over every view it can reach from this one and returns its only match;
    /// throws when there is none (as `find` does: near miss and tree dump) and when there are
    /// several (listing each one's `pathToRoot`, in source order or
    /// the query's `order`).
    ///
    /// `resolve` maps a match to the view it stands for (the view around a text, for
    /// `containing:`); matches that resolve to the same view count once.
    func searchUnique(
        _ query: SearchQuery, relation: ViewSearch.Relation,
        resolve: ((InspectionNode) -> InspectionNode?)? = nil
    ) throws -> InspectionNode {
        let start = try node()
        var outcome: SearchEngine.Outcome
        switch relation {
        case .child:
            outcome = SearchEngine.traverse(
                from: start, traversal: .depthFirst, limit: nil, mayMatch: query.mayMatch, mayMatchLeaf: query.mayMatchLeaf, matches: query.matches)
        case .parent:
            outcome = SearchEngine.ancestors(of: start, limit: nil, matches: query.matches)
        }
        var matches = outcome.matches
        if let resolve {
            var seen = Set<ObjectIdentifier>()
            matches = matches.compactMap(resolve).filter { seen.insert(ObjectIdentifier($0)).inserted }
        }
        if matches.count > 1 {
            if let order = query.order { matches = order(matches, start) }
            let call = query.call
            let details = DeferredText {
                let first = call.hasPrefix("findUnique(") ? "find(" + call.dropFirst("findUnique(".count) : call
                return "If any of them will do, \(first) returns the first; to mean one of them, search from a view"
                    + " around it, or narrow the query."
            }
            throw InspectionError(
                .multipleMatches(query: query.description, paths: matches.map(\.pathToRoot)),
                location: DeferredText(about: start) { $0.path(appending: call) }, details: details)
        }
        if let match = matches.first, outcome.blocked.isEmpty {
            return match
        }
        // No match, or one match with part of the tree unsearched: then it is not known to be
        // the only one, and the error says where the search stopped.
        outcome.matches = []
        throw SearchFailure.error(for: query, from: start, relation: relation, skipFound: 0, outcome: outcome)
    }
}
