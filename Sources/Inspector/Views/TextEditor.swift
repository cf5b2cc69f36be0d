import ViewTree

extension ViewType {
    /// `TextEditor`.
    public struct TextEditor: KnownViewType, BuiltinViewType {
        /// "TextEditor".
        public static var typePrefix: String { "TextEditor" }
        static var viewKind: ViewKind { .textEditor }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `TextEditor`.
    public func textEditor() throws -> InspectableView<ViewType.TextEditor> {
        try single(ViewType.TextEditor.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `TextEditor` at `index`.
    public func textEditor(_ index: Int) throws -> InspectableView<ViewType.TextEditor> {
        try child(ViewType.TextEditor.self, at: index)
    }
}

extension InspectableView where View == ViewType.TextEditor {
    /// The text in the editor: the value of its `text` binding.
    public func input() throws -> String {
        try reading("input()") { try TextInput.text(of: $0).wrappedValue }
    }

    /// Replaces the editor's text with `value`: writes its `text` binding.
    ///
    /// Throws, without changing anything, when the editor or an ancestor is disabled or hidden.
    public func setInput(_ value: String) throws {
        try reading("setInput(\(TreeDump.quoted(value)))") {
            try TextInput.setInput(value, at: $0, control: "TextEditor")
        }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `TextEditor`: a leaf; tree dumps show its text.
    static let textEditor = ViewKind(
        name: "TextEditor", accessor: "textEditor", dumpAttributes: TextInput.dumpAttributes,
        accessibility: AccessibilityProfile(role: .textField, traits: [], name: .parts([])), scaffoldValue: ScaffoldValue.textEditor)
}

extension ViewTree.TextEditor: InspectableKind {
    static var inspectorKind: ViewKind { .textEditor }
}
