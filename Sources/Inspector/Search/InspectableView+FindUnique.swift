import ViewTree

/// `findUnique`: the strict form of every labelled `find`, each a `SearchQuery` run by
/// `findUnique(_:)`. It searches every view `find` would and returns the only match; it throws
/// when there is none, as `find` does, and when there are several, listing the `pathToRoot` of
/// each. A test that means "the Save button" then fails when a second one appears:
///
/// ```swift
/// let save = try sut.inspect().findUnique(button: "Save")
/// ```
extension InspectableView {
    // MARK: - By text

    /// The only `Text` showing `text`.
    public func findUnique(text: String) throws -> InspectableView<ViewType.Text> {
        try findUnique(.text(text))
    }

    /// The only `Text` whose string matches: `findUnique(text: .substring("items"))`.
    public func findUnique(text match: TextMatch) throws -> InspectableView<ViewType.Text> {
        try findUnique(.text(match))
    }

    /// The only `Button` whose label contains a `Text` showing `title`.
    public func findUnique(button title: String) throws -> InspectableView<ViewType.Button> {
        try findUnique(.button(title))
    }

    /// The only `Button` whose label contains a `Text` whose string matches.
    public func findUnique(button match: TextMatch) throws -> InspectableView<ViewType.Button> {
        try findUnique(.button(match))
    }

    // MARK: - By identity

    /// The only view identified with `.id(id)`.
    public func findUnique(viewWithId id: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        try findUnique(.id(id))
    }

    /// The only view tagged with `.tag(tag)`.
    public func findUnique(viewWithTag tag: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        try findUnique(.tag(tag))
    }

    /// The only view whose accessibility label is `label`.
    public func findUnique(viewWithAccessibilityLabel label: String) throws -> InspectableView<ViewType.ClassifiedView> {
        try findUnique(.accessibilityLabel(label))
    }

    /// The only view whose accessibility label matches.
    public func findUnique(viewWithAccessibilityLabel match: TextMatch) throws -> InspectableView<ViewType.ClassifiedView> {
        try findUnique(.accessibilityLabel(match))
    }

    /// The only view whose accessibility identifier is `identifier`.
    public func findUnique(viewWithAccessibilityIdentifier identifier: String) throws -> InspectableView<ViewType.ClassifiedView> {
        try findUnique(.accessibilityIdentifier(identifier))
    }

    // MARK: - Around a text

    /// The only view of your type `V` around a `Text` showing `string`.
    public func findUnique<V: ViewTree.View>(_ viewType: V.Type, containing string: String) throws -> InspectableView<ViewType.View<V>> {
        try findUnique(.view(V.self, containing: string))
    }

    /// The only view of your type `V` around a `Text` whose string matches.
    public func findUnique<V: ViewTree.View>(_ viewType: V.Type, containing match: TextMatch) throws -> InspectableView<ViewType.View<V>> {
        try findUnique(.view(V.self, containing: match))
    }

    /// The only view of kind `T` around a `Text` showing `string`.
    public func findUnique<T: KnownViewType>(_ viewType: T.Type, containing string: String) throws -> InspectableView<T> {
        try findUnique(.kind(T.self, containing: string))
    }

    /// The only view of kind `T` around a `Text` whose string matches: each matching text
    /// stands for the nearest view of the kind around it, and texts in the same view count
    /// once.
    public func findUnique<T: KnownViewType>(_ viewType: T.Type, containing match: TextMatch) throws -> InspectableView<T> {
        try findUnique(.kind(T.self, containing: match))
    }

    // MARK: - By kind and condition

    /// The only view for which `condition` is true; `relation: .parent` searches the
    /// ancestors instead. A condition that throws does not match.
    public func findUnique(
        relation: ViewSearch.Relation = .child, where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        try withoutActuallyEscaping(condition) { try findUnique(.view(where: $0), relation: relation) }
    }

    /// The only view of kind `viewType`: `findUnique(ViewType.Toggle.self)`.
    public func findUnique<T: KnownViewType>(_ viewType: T.Type, relation: ViewSearch.Relation = .child) throws -> InspectableView<T> {
        try findUnique(.kind(T.self), relation: relation)
    }

    /// The only view of kind `viewType` for which `condition` is true:
    /// `findUnique(ViewType.Text.self, where: { try $0.string().hasPrefix("Total") })`.
    public func findUnique<T: KnownViewType>(
        _ viewType: T.Type, relation: ViewSearch.Relation = .child, where condition: (InspectableView<T>) throws -> Bool
    ) throws -> InspectableView<T> {
        try withoutActuallyEscaping(condition) { try findUnique(.kind(T.self, where: $0), relation: relation) }
    }

    /// The only view of your type `V`: `findUnique(Header.self)`.
    public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, relation: ViewSearch.Relation = .child
    ) throws -> InspectableView<ViewType.View<V>> {
        try findUnique(.view(V.self), relation: relation)
    }

    /// The only view of your type `V` for which `condition` is true.
    public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, relation: ViewSearch.Relation = .child,
        where condition: (InspectableView<ViewType.View<V>>) throws -> Bool
    ) throws -> InspectableView<ViewType.View<V>> {
        try withoutActuallyEscaping(condition) { try findUnique(.view(V.self, where: $0), relation: relation) }
    }
}
