import ViewTree

// Re-typing a handle, as users' own helpers do it with ViewInspector: the same view, as a
// handle of another kind.
extension InspectableView {
    /// This view as a handle of kind `T`: `try view.asInspectableView(ofType: ViewType.Button.self)`.
    /// Nothing is unwrapped: the view itself must be of that kind.
    ///
    /// - Throws: `InspectionError` with reason `.typeMismatch` naming the kind expected and
    ///   the view found, at this view's path; `.unknownViewType` for a kind Inspector cannot
    ///   unwrap.
    public func asInspectableView<T: KnownViewType>(ofType type: T.Type) throws -> InspectableView<T> {
        let node = try node()
        guard let matcher = T.self as? any NodeMatching.Type else {
            throw InspectionError(.unknownViewType(T.typePrefix), at: node, appending: "")
        }
        guard matcher.matches(node) else {
            throw InspectionError(mismatch(node, matcher), path: node.pathToRoot)
        }
        return InspectableView<T>(node, looksThroughCustomViews: looksThroughCustomViews, groupsBuiltViews: false)
    }

    /// This view as an anonymous handle, to unwrap as any kind: what `classify()` returns.
    public func asInspectableView() throws -> InspectableView<ViewType.ClassifiedView> {
        try classify()
    }
}
