/// A control that edits a line (or, with `axis: .vertical`, several lines) of text.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Notes", text: $notes, prompt: Text("What happened?"), axis: .vertical)
/// TextField(text: $email, prompt: Text("you@example.com")) { Text("Email") }
/// ```
///
/// The prompt is shown while the field is empty; without one, the title is. `.onSubmit`
/// runs when the user presses return. A field made with `value:format:` edits a value through
/// a `ParseableFormatStyle` (see `TextField+Format.swift`).
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let axis: Axis
    let label: Label
    /// The format of a field made with `value:format:`, whose `text` formats and parses the value.
    let format: FormattedInput?
    /// The actions of the `onEditingChanged:onCommit:` forms; nil for the others.
    let onEditingChanged: EditingChangedAction?
    let onCommit: (() -> Void)?

    /// A text field with a label built from a view builder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    /// A text field that grows along `axis` as its text needs, with a label built from a
    /// view builder.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.label = label()
        self.format = nil
        self.onEditingChanged = nil
        self.onCommit = nil
    }

    /// A field editing `text`, formatted and parsed with `format` when made with `value:format:`
    /// (or `value:formatter:`); with SwiftUI's older actions when given them.
    init(
        text: Binding<String>, format: FormattedInput, prompt: Text?, label: Label,
        onEditingChanged: EditingChangedAction? = nil, onCommit: (() -> Void)? = nil
    ) {
        self.text = text
        self.prompt = prompt
        self.axis = .horizontal
        self.label = label
        self.format = format
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// A field with SwiftUI's older actions: `onEditingChanged` when editing starts (true) and
    /// ends (false), `onCommit` when the user presses return.
    init(text: Binding<String>, label: Label, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        self.text = text
        self.prompt = nil
        self.axis = .horizontal
        self.label = label
        self.format = nil
        self.onEditingChanged = EditingChangedAction(onEditingChanged)
        self.onCommit = onCommit
    }

    /// Primitive view: `TextField` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension TextField where Label == Text {
    /// A field titled with a localized string key, with SwiftUI's older actions (deprecated
    /// there in favour of `focused(_:)` and `onSubmit(of:_:)`): `onEditingChanged` when
    /// editing starts and ends, `onCommit` on return. `callOnEditingChanged()` and
    /// `callOnCommit()` run them in tests.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, label: Text(titleKey), onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A field titled with a string, with SwiftUI's older `onEditingChanged:` and `onCommit:`
    /// actions.
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, label: Text(title), onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A text field titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: .horizontal, label: { Text(titleKey) })
    }

    /// A text field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: .horizontal, label: { Text(title) })
    }

    /// A text field titled with a localized string key, with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: { Text(titleKey) })
    }

    /// A text field titled with a string, with a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: { Text(title) })
    }

    /// A text field titled with a localized string key that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis, label: { Text(titleKey) })
    }

    /// A text field titled with a string that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis, label: { Text(title) })
    }

    /// A text field titled with a localized string key, with a prompt, that grows along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, label: { Text(titleKey) })
    }

    /// A text field titled with a string, with a prompt, that grows along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, label: { Text(title) })
    }
}

extension TextField: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [(label, [ViewPart.label.step])] + (prompt.map { [($0, [ViewPart.prompt.step])] } ?? [])
    }
}
