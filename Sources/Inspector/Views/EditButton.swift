import ViewTree

extension ViewType {
    /// `EditButton`: a leaf that toggles the environment's `\.editMode`.
    public struct EditButton: KnownViewType, BuiltinViewType {
        /// "EditButton".
        public static var typePrefix: String { "EditButton" }
        static var viewKind: ViewKind { .editButton }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps an `EditButton`.
    public func editButton() throws -> InspectableView<ViewType.EditButton> {
        try single(ViewType.EditButton.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `EditButton` at `index`.
    public func editButton(_ index: Int) throws -> InspectableView<ViewType.EditButton> {
        try child(ViewType.EditButton.self, at: index)
    }
}

extension InspectableView where View == ViewType.EditButton {
    /// The edit mode binding the button toggles: the environment's `\.editMode`, nil when no
    /// view provides one.
    public func editMode() throws -> Binding<EditMode>? {
        try reading("editMode()") { $0.environment.editMode }
    }

    /// Taps the button, as SwiftUI's does: the environment's edit mode becomes `.inactive`
    /// when it was editing, `.active` when it was not. Throws, changing nothing, when no view
    /// provides an edit mode, or when the button or an ancestor is disabled or hidden.
    public func tap() throws {
        try reading("tap()") { node in
            try Interaction.ensureResponsive(node, control: "EditButton")
            guard let mode = node.environment.editMode else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "edit mode", view: "EditButton",
                    reason: "no view provides one; add .environment(\\.editMode, $mode) around it")
            }
            Interaction.perform(at: node) { mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active }
        }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `EditButton`: a leaf.
    static let editButton = ViewKind(name: "EditButton", accessor: "editButton")
}

extension ViewTree.EditButton: InspectableKind {
    static var inspectorKind: ViewKind { .editButton }
}
