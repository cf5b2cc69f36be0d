/// What a search looks for: a test on nodes, how to name it in messages, and how to explain
/// a miss.
struct SearchQuery {
    /// The call as the user wrote it: `find(text: "Save")`.
    let call: String
    /// What was looked for, in words: `text "Save"`, `HStack`.
    let description: String
    let matches: (InspectionNode) -> Bool
    /// A cheap test on a view's type that is true for every view `matches` could accept, or
    /// nil: it lets search pass leaves of other types without making their nodes.
    let mayMatch: ((TypeInfo) -> Bool)?
    /// A cheap test on the value of a leaf view whose type `mayMatch` accepts (the view without
    /// its modifiers), true for every view `matches` could accept, or nil: it lets search pass
    /// such leaves that cannot match without making their nodes. Used only with `mayMatch`.
    let mayMatchLeaf: ((Any) -> Bool)?
    /// A hint about near misses, computed only when a failure message is read, from the
    /// subtree that was searched.
    let nearMiss: ((InspectionNode) -> String?)?
    /// The order `findAll` returns the matches in, and a strict search lists them in, given
    /// them in source order and the view searched from; nil for source order.
    let order: ((_ matches: [InspectionNode], _ start: InspectionNode) -> [InspectionNode])?

    init(
        call: String, description: String, mayMatch: ((TypeInfo) -> Bool)? = nil, mayMatchLeaf: ((Any) -> Bool)? = nil,
        matches: @escaping (InspectionNode) -> Bool, nearMiss: ((InspectionNode) -> String?)? = nil,
        order: ((_ matches: [InspectionNode], _ start: InspectionNode) -> [InspectionNode])? = nil
    ) {
        self.call = call
        self.description = description
        self.matches = matches
        self.mayMatch = mayMatch
        self.mayMatchLeaf = mayMatchLeaf
        self.nearMiss = nearMiss
        self.order = order
    }
}

extension InspectableView {
    /// Runs `query` from this view and returns the match `skipFound` places after the first.
    func search(
        _ query: SearchQuery, relation: ViewSearch.Relation, traversal: ViewSearch.Traversal, skipFound: Int
    ) throws -> InspectionNode {
        let start = try node()
        guard skipFound >= 0 else {
            throw InspectionError(.invalidArgument(argument: "skipFound", reason: "must not be negative (it is \(skipFound))"), at: start, appending: query.call)
        }
        let limit = skipFound == .max ? nil : skipFound + 1
        let outcome: SearchEngine.Outcome
        switch relation {
        case .child:
            outcome = SearchEngine.traverse(from: start, traversal: traversal, limit: limit, mayMatch: query.mayMatch, mayMatchLeaf: query.mayMatchLeaf, matches: query.matches)
        case .parent:
            outcome = SearchEngine.ancestors(of: start, limit: limit, matches: query.matches)
        }
        if outcome.matches.count > skipFound {
            return outcome.matches[skipFound]
        }
        throw SearchFailure.error(for: query, from: start, relation: relation, skipFound: skipFound, outcome: outcome)
    }

    /// Every match of `query` below this view, top to bottom as in the source (or in the
    /// query's `order`).
    ///
    /// `findAll` cannot throw; if part of the tree could not be searched (a body that recurses
    /// without end), it says so on standard error and returns what it found elsewhere.
    func searchAll(_ query: SearchQuery) -> [InspectionNode] {
        guard let start = try? node() else { return [] }
        let outcome = SearchEngine.traverse(from: start, traversal: .depthFirst, limit: nil, mayMatch: query.mayMatch, mayMatchLeaf: query.mayMatchLeaf, matches: query.matches)
        for (node, reason) in outcome.blocked {
            SearchFailure.warn("\(query.call) could not search below \(node.abbreviatedPath()): \(reason.explanation)")
        }
        return query.order?(outcome.matches, start) ?? outcome.matches
    }
}
