import ViewTree

extension InspectableView {
    // MARK: - Any view

    /// The first view for which `condition` is true.
    ///
    /// ```swift
    /// let text = try sut.inspect()
    ///     .find(relation: .child, traversal: .breadthFirst, skipFound: 2, where: {
    ///         try $0.text().string() == "abc"
    ///     })
    ///     .text()
    /// ```
    ///
    /// - Parameters:
    ///   - relation: `.child` searches this view and everything inside it; `.parent` searches
    ///     its ancestors, nearest first.
    ///   - traversal: `.breadthFirst` (level by level) or `.depthFirst` (top to bottom as in
    ///     the source).
    ///   - skipFound: how many matches to pass over before returning one.
    ///   - condition: called with an anonymous view; a condition that throws does not match.
    ///     The anonymous view does not look into custom views' bodies, so that a condition
    ///     matches the view it describes, not every custom view around it.
    /// - Throws: an `InspectionError` naming the query, how many views were searched, a near
    ///   miss where one is cheap to tell, and the searched tree.
    public func find(
        relation: ViewSearch.Relation = .child, traversal: ViewSearch.Traversal = .breadthFirst,
        skipFound: Int = 0, where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        try withoutActuallyEscaping(condition) { condition in
            let query = SearchQuery(
                call: FindCall.describe(relation: relation, traversal: traversal, skipFound: skipFound, condition: true),
                description: "view matching the condition",
                matches: { node in (try? condition(InspectableView<ViewType.ClassifiedView>(node, looksThroughCustomViews: false))) ?? false })
            return InspectableView<ViewType.ClassifiedView>(
                try search(query, relation: relation, traversal: traversal, skipFound: skipFound))
        }
    }

    /// Every view for which `condition` is true, top to bottom as in the source; empty when
    /// there is none.
    public func findAll(
        where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
    ) -> [InspectableView<ViewType.ClassifiedView>] {
        withoutActuallyEscaping(condition) { condition in
            let query = SearchQuery(
                call: "findAll(where:)", description: "view matching the condition",
                matches: { node in (try? condition(InspectableView<ViewType.ClassifiedView>(node, looksThroughCustomViews: false))) ?? false })
            return searchAll(query).map { InspectableView<ViewType.ClassifiedView>($0) }
        }
    }

    // MARK: - Views of a kind

    /// The first view of kind `viewType`: `find(ViewType.HStack.self)`,
    /// `find(ViewType.AnyView.self, relation: .parent)`.
    public func find<T: KnownViewType>(
        _ viewType: T.Type, relation: ViewSearch.Relation = .child,
        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0
    ) throws -> InspectableView<T> {
        // No condition to wrap every view of the kind in a handle for.
        let matcher = try FindCall.matcher(for: T.self, at: self)
        let options = FindCall.options(relation: relation, traversal: traversal, skipFound: skipFound, condition: false)
        let query = FindCall.typedQuery(matcher: matcher, call: "find(\(FindCall.typeArgument(T.self))\(options))")
        return InspectableView<T>(try search(query, relation: relation, traversal: traversal, skipFound: skipFound))
    }

    /// The first view of kind `viewType` for which `condition` is true:
    /// `find(ViewType.Text.self, where: { try $0.string() == "abc" })`.
    public func find<T: KnownViewType>(
        _ viewType: T.Type, relation: ViewSearch.Relation = .child,
        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0,
        where condition: (InspectableView<T>) throws -> Bool
    ) throws -> InspectableView<T> {
        let matcher = try FindCall.matcher(for: T.self, at: self)
        let options = FindCall.options(relation: relation, traversal: traversal, skipFound: skipFound, condition: true)
        return try withoutActuallyEscaping(condition) { condition in
            let query = FindCall.typedQuery(
                matcher: matcher, call: "find(\(FindCall.typeArgument(T.self))\(options))",
                condition: { node in (try? condition(InspectableView<T>(node, looksThroughCustomViews: false))) ?? false })
            return InspectableView<T>(try search(query, relation: relation, traversal: traversal, skipFound: skipFound))
        }
    }

    /// Every view of kind `viewType`, top to bottom as in the source: `findAll(ViewType.Text.self)`.
    public func findAll<T: KnownViewType>(_ viewType: T.Type) -> [InspectableView<T>] {
        // No condition to wrap every view of the kind in a handle for.
        guard let matcher = try? FindCall.matcher(for: T.self, at: self) else { return [] }
        let query = FindCall.typedQuery(matcher: matcher, call: "findAll(\(FindCall.typeArgument(T.self)))")
        return searchAll(query).map { InspectableView<T>($0) }
    }

    /// Every view of kind `viewType` for which `condition` is true, top to bottom as in the
    /// source: `findAll(ViewType.Text.self, where: { try $0.string().hasPrefix("Row") })`.
    public func findAll<T: KnownViewType>(
        _ viewType: T.Type, where condition: (InspectableView<T>) throws -> Bool
    ) -> [InspectableView<T>] {
        guard let matcher = try? FindCall.matcher(for: T.self, at: self) else { return [] }
        return withoutActuallyEscaping(condition) { condition in
            let query = FindCall.typedQuery(
                matcher: matcher, call: "findAll(\(FindCall.typeArgument(T.self)))",
                condition: { node in (try? condition(InspectableView<T>(node, looksThroughCustomViews: false))) ?? false })
            return searchAll(query).map { InspectableView<T>($0) }
        }
    }

    // MARK: - Your views

    /// The first view of your type `V`: `find(CustomView.self)`,
    /// `find(TableViewCell.self, relation: .parent)`.
    public func find<V: ViewTree.View>(
        _ viewType: V.Type, relation: ViewSearch.Relation = .child,
        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0
    ) throws -> InspectableView<ViewType.View<V>> {
        try find(ViewType.View<V>.self, relation: relation, traversal: traversal, skipFound: skipFound)
    }

    /// The first view of your type `V` for which `condition` is true:
    /// `find(Row.self, where: { try $0.actualView().isSelected })`.
    public func find<V: ViewTree.View>(
        _ viewType: V.Type, relation: ViewSearch.Relation = .child,
        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0,
        where condition: (InspectableView<ViewType.View<V>>) throws -> Bool
    ) throws -> InspectableView<ViewType.View<V>> {
        try find(ViewType.View<V>.self, relation: relation, traversal: traversal, skipFound: skipFound, where: condition)
    }

    /// Every view of your type `V` for which `condition` is true, top to bottom as in the
    /// source.
    public func findAll<V: ViewTree.View>(
        _ viewType: V.Type, where condition: (InspectableView<ViewType.View<V>>) throws -> Bool = { _ in true }
    ) -> [InspectableView<ViewType.View<V>>] {
        findAll(ViewType.View<V>.self, where: condition)
    }
}

/// How `find` calls are written in messages, and the typed queries they build.
enum FindCall {
    /// The type argument as written in the call: `ViewType.HStack.self`, `MyView.self`.
    static func typeArgument<T: KnownViewType>(_ type: T.Type) -> String {
        (T.self as? any NodeMatching.Type)?.searchArgument ?? TypeName.display(T.self) + ".self"
    }

    static func options(
        relation: ViewSearch.Relation, traversal: ViewSearch.Traversal, skipFound: Int, condition: Bool
    ) -> String {
        var options: [String] = []
        if relation == .parent { options.append("relation: .parent") }
        if traversal == .depthFirst { options.append("traversal: .depthFirst") }
        if skipFound != 0 { options.append("skipFound: \(skipFound)") }
        if condition { options.append("where: …") }
        return options.map { ", " + $0 }.joined()
    }

    static func describe(
        relation: ViewSearch.Relation, traversal: ViewSearch.Traversal, skipFound: Int, condition: Bool
    ) -> String {
        "find(" + String(options(relation: relation, traversal: traversal, skipFound: skipFound, condition: condition).dropFirst(2)) + ")"
    }

    static func matcher<T: KnownViewType, V>(for type: T.Type, at view: InspectableView<V>) throws -> any NodeMatching.Type {
        guard let matcher = T.self as? any NodeMatching.Type else {
            throw InspectionError(.unknownViewType(T.typePrefix), path: view.pathToRoot)
        }
        return matcher
    }

    /// A query for views a matcher accepts and a condition holds for; its near-miss hint
    /// says where views of the kind are when the condition excluded them all.
    static func typedQuery(
        matcher: any NodeMatching.Type, call: String, condition: @escaping (InspectionNode) -> Bool
    ) -> SearchQuery {
        typedQuery(matcher: matcher, call: call, matches: { matcher.matches($0) && condition($0) })
    }

    /// A query for every view a matcher accepts: no condition to call for each.
    static func typedQuery(matcher: any NodeMatching.Type, call: String) -> SearchQuery {
        typedQuery(matcher: matcher, call: call, matches: { matcher.matches($0) })
    }

    private static func typedQuery(
        matcher: any NodeMatching.Type, call: String, matches: @escaping (InspectionNode) -> Bool
    ) -> SearchQuery {
        SearchQuery(
            call: call, description: matcher.expectedName, mayMatch: { matcher.mayMatch($0) },
            matches: matches,
            nearMiss: { start in
                let ofKind = SearchEngine.traverse(
                    from: start, traversal: .breadthFirst, limit: nil, mayMatch: { matcher.mayMatch($0) },
                    matches: matcher.matches)
                    .matches
                guard !ofKind.isEmpty else { return "There is no \(matcher.expectedName) in the searched views." }
                let listed = ofKind.prefix(5).map { "  " + $0.pathToRoot }.joined(separator: "\n")
                let more = ofKind.count > 5 ? "\n  … and \(ofKind.count - 5) more" : ""
                let views = ofKind.count == 1 ? "1 \(matcher.expectedName) is" : "\(ofKind.count) views of kind \(matcher.expectedName) are"
                return "\(views) there, but the condition excluded \(ofKind.count == 1 ? "it" : "them"):\n\(listed)\(more)"
            })
    }
}
