/// A button that pastes the pasteboard's items of a type: "Paste".
///
/// ```swift
/// PasteButton(payloadType: String.self) { strings in
///     notes.append(contentsOf: strings)
/// }
/// ```
///
/// There is no pasteboard: the button keeps its payload and action for a test to paste given
/// items with.
public struct PasteButton: View {
    let onPaste: PasteAction

    /// A button pasting values of `payloadType`, imported by their representations, handed to
    /// `onPaste`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        self.onPaste = PasteAction(payloadType, onPaste)
    }

    /// A button pasting the items of `supportedContentTypes`, handed to `payloadAction` as
    /// their providers.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {
        onPaste = PasteAction(supportedContentTypes: supportedContentTypes, payloadAction)
    }

    /// Primitive view: `PasteButton` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
