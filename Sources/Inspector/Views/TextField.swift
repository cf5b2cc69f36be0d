import ViewTree

extension ViewType {
    /// `TextField`.
    public struct TextField: KnownViewType, BuiltinViewType {
        /// "TextField".
        public static var typePrefix: String { "TextField" }
        static var viewKind: ViewKind { .textField }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `TextField`.
    public func textField() throws -> InspectableView<ViewType.TextField> {
        try single(ViewType.TextField.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `TextField` at `index`.
    public func textField(_ index: Int) throws -> InspectableView<ViewType.TextField> {
        try child(ViewType.TextField.self, at: index)
    }
}

extension InspectableView where View == ViewType.TextField {
    /// The field's label, to be unwrapped: `textField.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// The field's prompt, the text shown while it is empty: `textField.prompt().string()`.
    /// Throws when the field was made without one.
    public func prompt() throws -> InspectableView<ViewType.Text> {
        try reading("prompt()") { try TextInput.prompt(of: $0) }
    }

    /// The text in the field: the value of its `text` binding, or, for a field made with
    /// `value:format:`, its value formatted with its format (with `value:formatter:`, the
    /// formatter's `string(for:)` of its value).
    public func input() throws -> String {
        try reading("input()") { try TextInput.text(of: $0).wrappedValue }
    }

    /// Types `value` into the field, replacing its text: writes the field's `text` binding, so
    /// the view that owns the bound state sees it, hosted or not. A field made with
    /// `value:format:` parses `value` with its format's `parseStrategy` and writes the parsed
    /// value; one made with `value:formatter:` reads it with the formatter's
    /// `getObjectValue(_:for:errorDescription:)`. `.onSubmit` actions do not run; call
    /// `callOnSubmit()` for the return key.
    ///
    /// Throws, without changing anything, when the field or an ancestor is disabled or hidden,
    /// or when its format (or formatter) cannot parse `value`: the value is left as it was, as
    /// SwiftUI leaves it for text it cannot read.
    public func setInput(_ value: String) throws {
        try reading("setInput(\(TreeDump.quoted(value)))") { node in
            // Text its format cannot parse is refused, after the checks every input makes.
            if let format = try Reflection.field("format", of: node.value, as: FormattedInput?.self),
                format.parseError(value) != nil
            {
                try Interaction.ensureResponsive(node, control: "TextField")
                throw InspectionError.Reason.invalidArgument(
                    argument: TreeDump.quoted(value),
                    reason: "cannot be parsed by the field's format, \(format.styleName); its value is unchanged")
            }
            try TextInput.setInput(value, at: node, control: "TextField")
        }
    }

    /// Runs the `onEditingChanged:` action of a field made with
    /// `TextField(_:text:onEditingChanged:onCommit:)`, with false (editing ended), as
    /// ViewInspector does.
    ///
    /// Throws when the field was made without one, or is disabled or hidden.
    public func callOnEditingChanged() throws {
        try reading("callOnEditingChanged()") { node in
            let action = try Reflection.field("onEditingChanged", of: node.value, as: EditingChangedAction?.self)
            try TextInput.run(action, named: "onEditingChanged:", at: node, control: "TextField") { $0(false) }
        }
    }

    /// Runs the `onCommit:` action of a field made with
    /// `TextField(_:text:onEditingChanged:onCommit:)`, as the return key would. `.onSubmit`
    /// actions do not run: call `callOnSubmit()` for those.
    ///
    /// Throws when the field was made without one, or is disabled or hidden.
    public func callOnCommit() throws {
        try reading("callOnCommit()") { node in
            let action = try Reflection.field("onCommit", of: node.value, as: (() -> Void)?.self)
            try TextInput.run(action, named: "onCommit:", at: node, control: "TextField") { $0() }
        }
    }

    /// The format style's type of a field made with `value:format:`
    /// (`"IntegerFormatStyle<Int>"`), or the formatter's class of one made with
    /// `value:formatter:` (`"NumberFormatter"`); throws for a field made with `text:`.
    public func formatStyleName() throws -> String {
        try reading("formatStyleName()") { node in
            guard let format = try Reflection.field("format", of: node.value, as: FormattedInput?.self) else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "format", view: "TextField", reason: "it was made with text:, not value:format:")
            }
            return format.styleName
        }
    }

    /// The axis the field grows along as its text needs: `.vertical` for a multi-line field.
    public func axis() throws -> Axis {
        try reading("axis()") { try Reflection.field("axis", of: $0.value, as: Axis.self) }
    }
}

/// What text fields, secure fields and text editors share.
enum TextInput {
    /// Whether the text field at `node` takes `value`: one made with `value:format:` takes
    /// only text its format parses (`setInput(_:)` refuses the rest).
    static func accepts(_ value: String, at node: InspectionNode) -> Bool {
        guard let format = (try? Reflection.field("format", of: node.value, as: FormattedInput?.self)) ?? nil else { return true }
        return format.parseError(value) == nil
    }

    static func text(of node: InspectionNode) throws -> Binding<String> {
        try Reflection.field("text", of: node.value, as: Binding<String>.self)
    }

    static func setInput(_ value: String, at node: InspectionNode, control: String) throws {
        try Interaction.ensureResponsive(node, control: control)
        let text = try text(of: node)
        Interaction.perform(at: node) { text.wrappedValue = value }
    }

    /// Runs `action`, an action the field was made with (`name`), the way `perform` calls it,
    /// after the checks every input makes; throws when the field was made without it.
    static func run<Action>(
        _ action: Action?, named name: String, at node: InspectionNode, control: String, _ perform: (Action) -> Void
    ) throws {
        guard let action else {
            throw InspectionError.Reason.attributeUnavailable(
                attribute: name, view: node.kindName, reason: "it was made without an \(name) action")
        }
        try Interaction.ensureResponsive(node, control: control)
        Interaction.perform(at: node) { perform(action) }
    }

    /// The prompt of a text field or a secure field, as the part `prompt()`.
    static func prompt(of node: InspectionNode) throws -> InspectableView<ViewType.Text> {
        guard try Reflection.field("prompt", of: node.value, as: ViewTree.Text?.self) != nil else {
            throw InspectionError.Reason.attributeUnavailable(
                attribute: "prompt", view: node.kindName, reason: "it was made without one (prompt: nil)")
        }
        return InspectableView<ViewType.Text>(try node.partNode(call: "prompt()"))
    }

    /// The parts of a text field and a secure field: the label, then the prompt.
    static var parts: [ViewKind.Part] {
        [
            ViewKind.Part(call: "labelView()", declared: .label),
            ViewKind.Part(call: "prompt()", declared: .prompt, isTyped: true),
        ]
    }

    /// The text, for tree dumps.
    static func dumpAttributes(_ value: Any) -> [String] {
        guard let text = try? Reflection.field("text", of: value, as: Binding<String>.self) else { return [] }
        return ["input: \(TreeDump.quoted(text.wrappedValue))"]
    }
}

// MARK: - Kind

extension ViewKind {
    /// `TextField`: no content; its label (`labelView()`) and its prompt (`prompt()`) are parts.
    static let textField = ViewKind(
        name: "TextField", accessor: "textField", parts: TextInput.parts, dumpAttributes: TextInput.dumpAttributes,
        accessibility: AccessibilityProfile(role: .textField, traits: [], name: .parts(["labelView()", "prompt()"])), scaffoldValue: ScaffoldValue.textField)
}

extension ViewTree.TextField: InspectableKind {
    static var inspectorKind: ViewKind { .textField }
}
