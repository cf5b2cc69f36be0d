import ViewTree

extension ViewType {
    /// `SecureField`.
    public struct SecureField: KnownViewType, BuiltinViewType {
        /// "SecureField".
        public static var typePrefix: String { "SecureField" }
        static var viewKind: ViewKind { .secureField }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `SecureField`.
    public func secureField() throws -> InspectableView<ViewType.SecureField> {
        try single(ViewType.SecureField.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `SecureField` at `index`.
    public func secureField(_ index: Int) throws -> InspectableView<ViewType.SecureField> {
        try child(ViewType.SecureField.self, at: index)
    }
}

extension InspectableView where View == ViewType.SecureField {
    /// The field's label, to be unwrapped: `secureField.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// The field's prompt, the text shown while it is empty. Throws when the field was made
    /// without one.
    public func prompt() throws -> InspectableView<ViewType.Text> {
        try reading("prompt()") { try TextInput.prompt(of: $0) }
    }

    /// The text in the field: the value of its `text` binding (a test sees what a user cannot).
    public func input() throws -> String {
        try reading("input()") { try TextInput.text(of: $0).wrappedValue }
    }

    /// Types `value` into the field, replacing its text: writes the field's `text` binding.
    /// `.onSubmit` actions do not run; call `callOnSubmit()` for the return key.
    ///
    /// Throws, without changing anything, when the field or an ancestor is disabled or hidden.
    public func setInput(_ value: String) throws {
        try reading("setInput(\(TreeDump.quoted(value)))") {
            try TextInput.setInput(value, at: $0, control: "SecureField")
        }
    }

    /// Runs the `onCommit:` action of a field made with `SecureField(_:text:onCommit:)`, as the
    /// return key would, as ViewInspector does. `.onSubmit` actions do not run.
    ///
    /// Throws when the field was made without one, or is disabled or hidden.
    public func callOnCommit() throws {
        try reading("callOnCommit()") { node in
            let action = try Reflection.field("onCommit", of: node.value, as: (() -> Void)?.self)
            try TextInput.run(action, named: "onCommit:", at: node, control: "SecureField") { $0() }
        }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `SecureField`: no content; its label (`labelView()`) and its prompt (`prompt()`) are
    /// parts. Tree dumps show its text, as tests see it.
    static let secureField = ViewKind(
        name: "SecureField", accessor: "secureField", parts: TextInput.parts, dumpAttributes: TextInput.dumpAttributes,
        accessibility: AccessibilityProfile(role: .textField, traits: [], name: .parts(["labelView()", "prompt()"])), scaffoldValue: ScaffoldValue.secureField)
}

extension ViewTree.SecureField: InspectableKind {
    static var inspectorKind: ViewKind { .secureField }
}
