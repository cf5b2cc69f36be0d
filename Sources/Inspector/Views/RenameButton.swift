import ViewTree

extension ViewType {
    /// `RenameButton`: a leaf that triggers the environment's `\.rename` action.
    public struct RenameButton: KnownViewType, BuiltinViewType {
        /// "RenameButton".
        public static var typePrefix: String { "RenameButton" }
        static var viewKind: ViewKind { .renameButton }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `RenameButton`.
    public func renameButton() throws -> InspectableView<ViewType.RenameButton> {
        try single(ViewType.RenameButton.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `RenameButton` at `index`.
    public func renameButton(_ index: Int) throws -> InspectableView<ViewType.RenameButton> {
        try child(ViewType.RenameButton.self, at: index)
    }
}

extension InspectableView where View == ViewType.RenameButton {
    /// The action the button triggers: the environment's `\.rename`, nil when no view sets one.
    public func renameAction() throws -> RenameAction? {
        try reading("renameAction()") { $0.environment.rename }
    }

    /// Taps the button, as SwiftUI's does: calls the environment's rename action. Throws,
    /// calling nothing, when no view sets one with `.renameAction(_:)`, or when the button or
    /// an ancestor is disabled or hidden.
    public func tap() throws {
        try reading("tap()") { node in
            try Interaction.ensureResponsive(node, control: "RenameButton")
            guard let rename = node.environment.rename else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "rename action", view: "RenameButton",
                    reason: "no view sets one; add .renameAction(_:) around it")
            }
            Interaction.perform(at: node) { rename() }
        }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `RenameButton`: a leaf.
    static let renameButton = ViewKind(
        name: "RenameButton", accessor: "renameButton",
        accessibility: AccessibilityProfile(role: .button, traits: .isButton, name: .fixed("Rename")))
}

extension ViewTree.RenameButton: InspectableKind {
    static var inspectorKind: ViewKind { .renameButton }
}
