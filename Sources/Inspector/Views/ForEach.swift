import ViewTree

extension ViewType {
    /// `ForEach`: its content views are the views built for each element, in order.
    public struct ForEach: MultipleViewContent, BuiltinViewType {
        /// "ForEach".
        public static var typePrefix: String { "ForEach" }
        static var viewKind: ViewKind { .forEach }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `ForEach`.
    public func forEach() throws -> InspectableView<ViewType.ForEach> {
        try single(ViewType.ForEach.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `ForEach` at `index`.
    public func forEach(_ index: Int) throws -> InspectableView<ViewType.ForEach> {
        try child(ViewType.ForEach.self, at: index)
    }
}

extension InspectableView where View == ViewType.ForEach {
    /// The identities of the elements, in order: the `id` of `Identifiable` elements, the
    /// value at the `id:` key path, or the number of a range.
    public func elementIDs() throws -> [AnyHashable] {
        try reading("elementIDs()") { try Evaluation.forEachElements(of: $0.value, withIDs: true).compactMap(\.id) }
    }
}
