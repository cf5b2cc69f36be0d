/// A control that edits text it does not show, such as a password.
///
/// ```swift
/// SecureField("Password", text: $password)
/// SecureField(text: $pin, prompt: Text("4 digits")) { Text("PIN") }
/// ```
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    /// The action of the `onCommit:` forms; nil for the others.
    let onCommit: (() -> Void)?

    /// A secure field with a label built from a view builder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
        self.onCommit = nil
    }

    init(text: Binding<String>, label: Label, onCommit: @escaping () -> Void) {
        self.text = text
        self.prompt = nil
        self.label = label
        self.onCommit = onCommit
    }

    /// Primitive view: `SecureField` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension SecureField where Label == Text {
    /// A secure field titled with a localized string key, with SwiftUI's older `onCommit`
    /// action, run when the user presses return (`callOnCommit()` in tests).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, label: Text(titleKey), onCommit: onCommit)
    }

    /// A secure field titled with a string, with SwiftUI's older `onCommit` action.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, label: Text(title), onCommit: onCommit)
    }

    /// A secure field titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: { Text(titleKey) })
    }

    /// A secure field titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: { Text(title) })
    }

    /// A secure field titled with a localized string key, with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: { Text(titleKey) })
    }

    /// A secure field titled with a string, with a prompt.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: { Text(title) })
    }
}

extension SecureField: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [(label, [ViewPart.label.step])] + (prompt.map { [($0, [ViewPart.prompt.step])] } ?? [])
    }
}
