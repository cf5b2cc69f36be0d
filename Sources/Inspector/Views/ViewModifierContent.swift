import ViewTree

extension ViewType {
    /// The `content` placeholder inside a custom `ViewModifier`'s body: it stands for the view
    /// the modifier is applied to.
    public struct ViewModifierContent: KnownViewType, BuiltinViewType {
        /// "ViewModifierContent".
        public static var typePrefix: String { "ViewModifierContent" }
        static var viewKind: ViewKind { .viewModifierContent }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps the `content` placeholder of a custom modifier's body:
    /// `try view.modifier(MyViewModifier.self).viewModifierContent().padding(.top)`.
    public func viewModifierContent() throws -> InspectableView<ViewType.ViewModifierContent> {
        try single(ViewType.ViewModifierContent.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `content` placeholder at `index` of a custom modifier's body.
    public func viewModifierContent(_ index: Int) throws -> InspectableView<ViewType.ViewModifierContent> {
        try child(ViewType.ViewModifierContent.self, at: index)
    }
}

// MARK: - Kind

extension ViewKind {
    /// The `content` placeholder of a custom modifier's body.
    static let viewModifierContent = ViewKind(name: "ViewModifierContent", accessor: "viewModifierContent")
}

extension _ViewModifier_Content: InspectableKind {
    static var inspectorKind: ViewKind { .viewModifierContent }
}
