/// How `find(_:)`, `findAll(_:)` and `findUnique(_:)` run a query from a view.
extension InspectableView {
    /// The match `skipFound` places after the first: level by level (or as `traversal` says,
    /// or in the query's own order), or among the ancestors, nearest first.
    func firstMatch<Found>(
        of query: SearchQuery<Found>, relation: ViewSearch.Relation, traversal: ViewSearch.Traversal, skipFound: Int
    ) throws -> InspectionNode {
        let call = query.call("find", options: Self.options(relation: relation, traversal: traversal, skipFound: skipFound))
        try checkSearchable(query)
        let start = try node()
        guard skipFound >= 0 else {
            throw InspectionError(.invalidArgument(argument: "skipFound", reason: "must not be negative (it is \(skipFound))"), at: start, appending: call)
        }
        let criteria = query.criteria(start)
        let limit = skipFound == .max ? nil : skipFound + 1
        var outcome: SearchEngine.Outcome
        switch relation {
        case .parent:
            outcome = SearchEngine.ancestors(of: start, limit: limit, matches: criteria.matches)
        case .child:
            // A query with its own order (given matches in source order), or whose matches may
            // stand for one view, needs every match before it can pick one.
            let needsAll = criteria.order != nil || (criteria.resolve != nil && skipFound > 0)
            outcome = SearchEngine.traverse(
                from: start, traversal: criteria.order != nil ? .depthFirst : traversal, limit: needsAll ? nil : limit,
                mayMatch: criteria.mayMatch, mayMatchLeaf: criteria.mayMatchLeaf, onScreenOnly: criteria.onScreenOnly,
                matches: criteria.matches)
            outcome.matches = criteria.arranged(outcome.matches, from: start)
        }
        if outcome.matches.count > skipFound {
            return outcome.matches[skipFound]
        }
        throw SearchFailure.error(for: query, call: call, criteria: criteria, from: start, relation: relation, skipFound: skipFound, outcome: outcome)
    }

    /// Every match below this view, top to bottom as in the source (or in the query's order).
    ///
    /// `findAll` cannot throw; if part of the tree could not be searched (a body that recurses
    /// without end), it says so on standard error and returns what it found elsewhere.
    func allMatches<Found>(of query: SearchQuery<Found>) -> [InspectionNode] {
        guard query.unsearchableKind == nil, let start = try? node() else { return [] }
        let criteria = query.criteria(start)
        let outcome = SearchEngine.traverse(
            from: start, traversal: .depthFirst, limit: nil, mayMatch: criteria.mayMatch, mayMatchLeaf: criteria.mayMatchLeaf,
            onScreenOnly: criteria.onScreenOnly, matches: criteria.matches)
        for (node, reason) in outcome.blocked {
            SearchFailure.warn("\(query.call("findAll")) could not search below \(node.abbreviatedPath()): \(reason.explanation)")
        }
        return criteria.arranged(outcome.matches, from: start)
    }

    /// The only match among every view the query can reach from this one (or among the
    /// ancestors); throws when there is none (as `find` does: near miss and tree dump) and
    /// when there are several, listing each one's `pathToRoot` in source order or the query's
    /// order.
    func onlyMatch<Found>(of query: SearchQuery<Found>, relation: ViewSearch.Relation) throws -> InspectionNode {
        let call = query.call("findUnique", options: Self.options(relation: relation, traversal: .breadthFirst, skipFound: 0))
        try checkSearchable(query)
        let start = try node()
        let criteria = query.criteria(start)
        var outcome: SearchEngine.Outcome
        switch relation {
        case .child:
            outcome = SearchEngine.traverse(
                from: start, traversal: .depthFirst, limit: nil, mayMatch: criteria.mayMatch, mayMatchLeaf: criteria.mayMatchLeaf,
                onScreenOnly: criteria.onScreenOnly, matches: criteria.matches)
        case .parent:
            outcome = SearchEngine.ancestors(of: start, limit: nil, matches: criteria.matches)
        }
        let matches = criteria.arranged(outcome.matches, from: start)
        if matches.count > 1 {
            let first = query.call("find", options: Self.options(relation: relation, traversal: .breadthFirst, skipFound: 0))
            let details = DeferredText {
                "If any of them will do, \(first) returns the first; to mean one of them, search from a view"
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
        throw SearchFailure.error(for: query, call: call, criteria: criteria, from: start, relation: relation, skipFound: 0, outcome: outcome)
    }

    /// Throws for a query of a kind Inspector cannot search for, naming it, at this view.
    private func checkSearchable<Found>(_ query: SearchQuery<Found>) throws {
        if let kind = query.unsearchableKind {
            throw InspectionError(.unknownViewType(kind), path: pathToRoot)
        }
    }

    /// A search's options as its call writes them, where they differ from the defaults.
    static func options(relation: ViewSearch.Relation, traversal: ViewSearch.Traversal, skipFound: Int) -> [String] {
        var options: [String] = []
        if relation == .parent { options.append("relation: .parent") }
        if traversal == .depthFirst { options.append("traversal: .depthFirst") }
        if skipFound != 0 { options.append("skipFound: \(skipFound)") }
        return options
    }
}
