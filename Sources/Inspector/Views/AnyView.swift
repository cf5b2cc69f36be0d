import ViewTree

extension ViewType {
    /// `AnyView`.
    public struct AnyView: SingleViewContent, BuiltinViewType {
        /// "AnyView".
        public static var typePrefix: String { "AnyView" }
        static var viewKind: ViewKind { .anyView }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps an `AnyView`.
    public func anyView() throws -> InspectableView<ViewType.AnyView> {
        try single(ViewType.AnyView.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `AnyView` at `index`.
    public func anyView(_ index: Int) throws -> InspectableView<ViewType.AnyView> {
        try child(ViewType.AnyView.self, at: index)
    }
}
