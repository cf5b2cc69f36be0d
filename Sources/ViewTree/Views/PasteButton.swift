/// A button that pastes the pasteboard's items of a type: "Paste".
///
/// ```swift
/// PasteButton(payloadType: String.self) { strings in
///     notes.append(contentsOf: strings)
/// }
/// ```
///
/// There is no pasteboard: the button keeps its payload type and `onPaste` for a test to paste
/// given items with. SwiftUI requires the payload to be `Transferable` (CoreTransferable, not
/// available on Linux): here it may be of any type.
public struct PasteButton: View {
    let onPaste: PasteAction

    /// A button pasting items of `payloadType`, handed to `onPaste`.
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        self.onPaste = PasteAction(payloadType, onPaste)
    }

    /// Primitive view: `PasteButton` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
