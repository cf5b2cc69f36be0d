/// A control that edits long, multi-line text.
///
/// ```swift
/// TextEditor(text: $notes)
/// ```
///
/// It has no label and no prompt; return starts a new line rather than submitting.
public struct TextEditor: View {
    let text: Binding<String>

    /// A text editor showing and editing `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// Primitive view: `TextEditor` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
