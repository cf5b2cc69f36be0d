import ViewTree

/// The three searches every other is written with: `find(_:)` returns the first match,
/// `findUnique(_:)` the only one, `findAll(_:)` every one. Each takes a `SearchQuery`:
///
/// ```swift
/// let save = try sut.inspect().find(.button("Save"))
/// let cells = try sut.inspect().findAll(.view(TableViewCell.self))
/// let total = try sut.inspect().findUnique(.role(.staticText, name: .substring("Total")))
/// ```
extension InspectableView {
    /// The first view `query` matches: `find(.text("Save"))`, `find(.kind(ViewType.HStack.self), relation: .parent)`.
    ///
    /// - Parameters:
    ///   - relation: `.child` searches this view and everything inside it; `.parent` searches
    ///     its ancestors, nearest first.
    ///   - traversal: `.breadthFirst` (level by level) or `.depthFirst` (top to bottom as in
    ///     the source). A query with an order of its own (`.role`: reading order) keeps it.
    ///   - skipFound: how many matches to pass over before returning one.
    /// - Throws: an `InspectionError` naming the query, how many views were searched, a near
    ///   miss where one is cheap to tell, and the searched tree.
    public func find<Found>(
        _ query: SearchQuery<Found>, relation: ViewSearch.Relation = .child,
        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0
    ) throws -> InspectableView<Found> {
        InspectableView<Found>(try firstMatch(of: query, relation: relation, traversal: traversal, skipFound: skipFound), groupsBuiltViews: false)
    }

    /// The only view `query` matches: the strict form of `find(_:)`. It searches every view
    /// `find` would, and throws when there is none, as `find` does, and when there are several,
    /// listing the `pathToRoot` of each — like Testing Library's `getBy…` queries and Compose's
    /// single-node finders. A test that means "the Save button" then fails when a second one
    /// appears:
    ///
    /// ```swift
    /// let save = try sut.inspect().findUnique(.button("Save"))
    /// ```
    public func findUnique<Found>(
        _ query: SearchQuery<Found>, relation: ViewSearch.Relation = .child
    ) throws -> InspectableView<Found> {
        InspectableView<Found>(try onlyMatch(of: query, relation: relation), groupsBuiltViews: false)
    }

    /// Every view `query` matches, top to bottom as in the source (`.role`: in reading order);
    /// empty when there is none: `findAll(.kind(ViewType.Text.self))`.
    public func findAll<Found>(_ query: SearchQuery<Found>) -> [InspectableView<Found>] {
        allMatches(of: query).map { InspectableView<Found>($0, groupsBuiltViews: false) }
    }
}
