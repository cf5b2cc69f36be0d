import ViewTree

/// `findUnique`: the strict form of every `find`. It searches every view `find` would and
/// returns the only match; it throws when there is none, as `find` does, and when there are
/// several, listing the `pathToRoot` of each — like Testing Library's `getBy…` queries and
/// Compose's single-node finders. A test that means "the Save button" then fails when a second
/// one appears:
///
/// ```swift
/// let save = try sut.inspect().findUnique(button: "Save")
/// ```
extension InspectableView {
    // MARK: - By text

    /// The only `Text` showing `text`.
    public func findUnique(text: String) throws -> InspectableView<ViewType.Text> {
        try findUnique(text: .exact(text))
    }

    /// The only `Text` whose string matches: `findUnique(text: .substring("items"))`.
    public func findUnique(text match: TextMatch) throws -> InspectableView<ViewType.Text> {
        InspectableView<ViewType.Text>(try searchUnique(FindQueries.text(match, verb: "findUnique"), relation: .child))
    }

    /// The only `Button` whose label contains a `Text` showing `title`.
    public func findUnique(button title: String) throws -> InspectableView<ViewType.Button> {
        try findUnique(button: .exact(title))
    }

    /// The only `Button` whose label contains a `Text` whose string matches.
    public func findUnique(button match: TextMatch) throws -> InspectableView<ViewType.Button> {
        InspectableView<ViewType.Button>(try searchUnique(FindQueries.button(match, verb: "findUnique"), relation: .child))
    }

    // MARK: - By identity

    /// The only view identified with `.id(id)`.
    public func findUnique(viewWithId id: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        InspectableView<ViewType.ClassifiedView>(try searchUnique(FindQueries.id(id, verb: "findUnique"), relation: .child))
    }

    /// The only view tagged with `.tag(tag)`.
    public func findUnique(viewWithTag tag: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        InspectableView<ViewType.ClassifiedView>(try searchUnique(FindQueries.tag(tag, verb: "findUnique"), relation: .child))
    }

    /// The only view whose accessibility label is `label`.
    public func findUnique(viewWithAccessibilityLabel label: String) throws -> InspectableView<ViewType.ClassifiedView> {
        try findUnique(viewWithAccessibilityLabel: .exact(label))
    }

    /// The only view whose accessibility label matches.
    public func findUnique(viewWithAccessibilityLabel match: TextMatch) throws -> InspectableView<ViewType.ClassifiedView> {
        InspectableView<ViewType.ClassifiedView>(
            try searchUnique(FindQueries.accessibilityLabel(match, verb: "findUnique"), relation: .child))
    }

    /// The only view whose accessibility identifier is `identifier`.
    public func findUnique(viewWithAccessibilityIdentifier identifier: String) throws -> InspectableView<ViewType.ClassifiedView> {
        InspectableView<ViewType.ClassifiedView>(
            try searchUnique(FindQueries.accessibilityIdentifier(identifier, verb: "findUnique"), relation: .child))
    }

    // MARK: - Around a text

    /// The only view of your type `V` around a `Text` showing `string`.
    public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, containing string: String
    ) throws -> InspectableView<ViewType.View<V>> {
        try findUnique(ViewType.View<V>.self, containing: .exact(string))
    }

    /// The only view of your type `V` around a `Text` whose string matches.
    public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, containing match: TextMatch
    ) throws -> InspectableView<ViewType.View<V>> {
        try findUnique(ViewType.View<V>.self, containing: match)
    }

    /// The only view of kind `T` around a `Text` showing `string`.
    public func findUnique<T: KnownViewType>(_ viewType: T.Type, containing string: String) throws -> InspectableView<T> {
        try findUnique(T.self, containing: .exact(string))
    }

    /// The only view of kind `T` around a `Text` whose string matches: each matching text
    /// stands for the nearest view of the kind around it, and texts in the same view count
    /// once.
    public func findUnique<T: KnownViewType>(_ viewType: T.Type, containing match: TextMatch) throws -> InspectableView<T> {
        let matcher = try FindCall.matcher(for: T.self, at: self)
        let (query, enclosing) = FindQueries.containing(
            match, matcher: matcher, typeArgument: FindCall.typeArgument(T.self), from: try node(), verb: "findUnique")
        return InspectableView<T>(try searchUnique(query, relation: .child, resolve: enclosing))
    }

    // MARK: - By kind and condition

    /// The only view for which `condition` is true; `relation: .parent` searches the
    /// ancestors instead. A condition that throws does not match.
    public func findUnique(
        relation: ViewSearch.Relation = .child, where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        try withoutActuallyEscaping(condition) { condition in
            let query = SearchQuery(
                call: "findUnique(" + String(FindCall.options(relation: relation, traversal: .breadthFirst, skipFound: 0, condition: true).dropFirst(2)) + ")",
                description: "view matching the condition",
                matches: { node in (try? condition(InspectableView<ViewType.ClassifiedView>(node, looksThroughCustomViews: false))) ?? false })
            return InspectableView<ViewType.ClassifiedView>(try searchUnique(query, relation: relation))
        }
    }

    /// The only view of kind `viewType`: `findUnique(ViewType.Toggle.self)`.
    public func findUnique<T: KnownViewType>(
        _ viewType: T.Type, relation: ViewSearch.Relation = .child
    ) throws -> InspectableView<T> {
        // No condition to wrap every view of the kind in a handle for, as in `find(T.self)`.
        let matcher = try FindCall.matcher(for: T.self, at: self)
        let options = FindCall.options(relation: relation, traversal: .breadthFirst, skipFound: 0, condition: false)
        let query = FindCall.typedQuery(matcher: matcher, call: "findUnique(\(FindCall.typeArgument(T.self))\(options))")
        return InspectableView<T>(try searchUnique(query, relation: relation))
    }

    /// The only view of kind `viewType` for which `condition` is true:
    /// `findUnique(ViewType.Text.self, where: { try $0.string().hasPrefix("Total") })`.
    public func findUnique<T: KnownViewType>(
        _ viewType: T.Type, relation: ViewSearch.Relation = .child, where condition: (InspectableView<T>) throws -> Bool
    ) throws -> InspectableView<T> {
        let matcher = try FindCall.matcher(for: T.self, at: self)
        let options = FindCall.options(relation: relation, traversal: .breadthFirst, skipFound: 0, condition: true)
        return try withoutActuallyEscaping(condition) { condition in
            let query = FindCall.typedQuery(
                matcher: matcher, call: "findUnique(\(FindCall.typeArgument(T.self))\(options))",
                condition: { node in (try? condition(InspectableView<T>(node, looksThroughCustomViews: false))) ?? false })
            return InspectableView<T>(try searchUnique(query, relation: relation))
        }
    }

    /// The only view of your type `V`: `findUnique(Header.self)`.
    public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, relation: ViewSearch.Relation = .child
    ) throws -> InspectableView<ViewType.View<V>> {
        try findUnique(ViewType.View<V>.self, relation: relation)
    }

    /// The only view of your type `V` for which `condition` is true.
    public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, relation: ViewSearch.Relation = .child,
        where condition: (InspectableView<ViewType.View<V>>) throws -> Bool
    ) throws -> InspectableView<ViewType.View<V>> {
        try findUnique(ViewType.View<V>.self, relation: relation, where: condition)
    }
}
