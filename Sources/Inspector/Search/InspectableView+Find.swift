import ViewTree

// ViewInspector's general `find` forms, each a `SearchQuery` run by `find(_:)` or `findAll(_:)`
// (see InspectableView+Search.swift).
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
        try withoutActuallyEscaping(condition) { try find(.view(where: $0), relation: relation, traversal: traversal, skipFound: skipFound) }
    }

    /// Every view for which `condition` is true, top to bottom as in the source; empty when
    /// there is none.
    public func findAll(
        where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
    ) -> [InspectableView<ViewType.ClassifiedView>] {
        withoutActuallyEscaping(condition) { findAll(.view(where: $0)) }
    }

    // MARK: - Views of a kind

    /// The first view of kind `viewType`: `find(ViewType.HStack.self)`,
    /// `find(ViewType.AnyView.self, relation: .parent)`.
    public func find<T: KnownViewType>(
        _ viewType: T.Type, relation: ViewSearch.Relation = .child,
        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0
    ) throws -> InspectableView<T> {
        try find(.kind(T.self), relation: relation, traversal: traversal, skipFound: skipFound)
    }

    /// The first view of kind `viewType` for which `condition` is true:
    /// `find(ViewType.Text.self, where: { try $0.string() == "abc" })`.
    public func find<T: KnownViewType>(
        _ viewType: T.Type, relation: ViewSearch.Relation = .child,
        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0,
        where condition: (InspectableView<T>) throws -> Bool
    ) throws -> InspectableView<T> {
        try withoutActuallyEscaping(condition) {
            try find(.kind(T.self, where: $0), relation: relation, traversal: traversal, skipFound: skipFound)
        }
    }

    /// Every view of kind `viewType`, top to bottom as in the source: `findAll(ViewType.Text.self)`.
    public func findAll<T: KnownViewType>(_ viewType: T.Type) -> [InspectableView<T>] {
        findAll(.kind(T.self))
    }

    /// Every view of kind `viewType` for which `condition` is true, top to bottom as in the
    /// source: `findAll(ViewType.Text.self, where: { try $0.string().hasPrefix("Row") })`.
    public func findAll<T: KnownViewType>(
        _ viewType: T.Type, where condition: (InspectableView<T>) throws -> Bool
    ) -> [InspectableView<T>] {
        withoutActuallyEscaping(condition) { findAll(.kind(T.self, where: $0)) }
    }

    // MARK: - Your views

    /// The first view of your type `V`: `find(CustomView.self)`,
    /// `find(TableViewCell.self, relation: .parent)`.
    public func find<V: ViewTree.View>(
        _ viewType: V.Type, relation: ViewSearch.Relation = .child,
        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0
    ) throws -> InspectableView<ViewType.View<V>> {
        try find(.view(V.self), relation: relation, traversal: traversal, skipFound: skipFound)
    }

    /// The first view of your type `V` for which `condition` is true:
    /// `find(Row.self, where: { try $0.actualView().isSelected })`.
    public func find<V: ViewTree.View>(
        _ viewType: V.Type, relation: ViewSearch.Relation = .child,
        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0,
        where condition: (InspectableView<ViewType.View<V>>) throws -> Bool
    ) throws -> InspectableView<ViewType.View<V>> {
        try withoutActuallyEscaping(condition) {
            try find(.view(V.self, where: $0), relation: relation, traversal: traversal, skipFound: skipFound)
        }
    }

    /// Every view of your type `V`, top to bottom as in the source: `findAll(Row.self)`.
    public func findAll<V: ViewTree.View>(_ viewType: V.Type) -> [InspectableView<ViewType.View<V>>] {
        findAll(.view(V.self))
    }

    /// Every view of your type `V` for which `condition` is true, top to bottom as in the
    /// source.
    public func findAll<V: ViewTree.View>(
        _ viewType: V.Type, where condition: (InspectableView<ViewType.View<V>>) throws -> Bool
    ) -> [InspectableView<ViewType.View<V>>] {
        withoutActuallyEscaping(condition) { findAll(.view(V.self, where: $0)) }
    }
}
