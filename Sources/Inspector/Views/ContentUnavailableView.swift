import ViewTree

extension ViewType {
    /// `ContentUnavailableView`: its parts are reached with `labelView()`,
    /// `descriptionView()` and `actionsView()`.
    public struct ContentUnavailableView: KnownViewType, BuiltinViewType {
        /// "ContentUnavailableView".
        public static var typePrefix: String { "ContentUnavailableView" }
        static var viewKind: ViewKind { .contentUnavailableView }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `ContentUnavailableView`.
    public func contentUnavailableView() throws -> InspectableView<ViewType.ContentUnavailableView> {
        try single(ViewType.ContentUnavailableView.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `ContentUnavailableView` at `index`.
    public func contentUnavailableView(_ index: Int) throws -> InspectableView<ViewType.ContentUnavailableView> {
        try child(ViewType.ContentUnavailableView.self, at: index)
    }
}

extension InspectableView where View == ViewType.ContentUnavailableView {
    /// The label, to be unwrapped: for `ContentUnavailableView("No Mail", systemImage: "tray")`,
    /// `labelView().label().title().text().string()` is "No Mail".
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("labelView()")
    }

    /// The description, to be unwrapped: `descriptionView().text().string()`. Throws for a
    /// view made with `description: nil`.
    public func descriptionView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("descriptionView()") { node in
            let description = try Reflection.field("description", of: node.value, as: Any.self)
            if let optional = description as? OptionalParts, optional.inspectorWrapped == nil {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "description", view: "ContentUnavailableView", reason: "it was made with description: nil")
            }
            return InspectableView<ViewType.ClassifiedView>(try node.partNode(call: "descriptionView()"))
        }
    }

    /// The actions, to be unwrapped: `actionsView().button().tap()`, or `actionsView().button(1)`
    /// with several. An `EmptyView` for a view made without actions.
    public func actionsView() throws -> InspectableView<ViewType.ClassifiedView> {
        try part("actionsView()")
    }

    /// The actions, as ViewInspector names the call: `actionsView()`. (Its `description()`
    /// cannot be here: every handle has a `description`; use `descriptionView()`.)
    public func actions() throws -> InspectableView<ViewType.ClassifiedView> {
        try actionsView()
    }

    private func part(_ call: String) throws -> InspectableView<ViewType.ClassifiedView> {
        try reading(call) { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: call)) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `ContentUnavailableView`: no content; its label, description and actions are parts.
    static let contentUnavailableView = ViewKind(
        name: "ContentUnavailableView", accessor: "contentUnavailableView",
        parts: [
            Part(call: "labelView()", declared: .label),
            Part(call: "descriptionView()", declared: .description),
            Part(call: "actionsView()", declared: .actions),
        ])
}

extension ViewTree.ContentUnavailableView: InspectableKind {
    static var inspectorKind: ViewKind { .contentUnavailableView }
}
