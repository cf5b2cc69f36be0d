import Foundation
import ViewTree

extension ViewType {
    /// `PasteButton`: a leaf that hands pasted items to its `onPaste`.
    public struct PasteButton: KnownViewType, BuiltinViewType {
        /// "PasteButton".
        public static var typePrefix: String { "PasteButton" }
        static var viewKind: ViewKind { .pasteButton }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `PasteButton`.
    public func pasteButton() throws -> InspectableView<ViewType.PasteButton> {
        try single(ViewType.PasteButton.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `PasteButton` at `index`.
    public func pasteButton(_ index: Int) throws -> InspectableView<ViewType.PasteButton> {
        try child(ViewType.PasteButton.self, at: index)
    }
}

extension InspectableView where View == ViewType.PasteButton {
    /// The type of the items the button pastes: its `payloadType:`.
    public func payloadType() throws -> Any.Type {
        try reading("payloadType()") { try Reflection.field("onPaste", of: $0.value, as: PasteAction.self).payloadType }
    }

    /// The content types the button pastes: those its payload type imports, or its
    /// `supportedContentTypes:`.
    public func supportedContentTypes() throws -> [UTType] {
        try reading("supportedContentTypes()") {
            try Reflection.field("onPaste", of: $0.value, as: PasteAction.self).supportedContentTypes
        }
    }

    /// Pastes the items of `providers`, as a tap with them on the pasteboard would: calls the
    /// button's action with the values of its payload type they hold (imported by the type's
    /// representations), or, for a button made with `supportedContentTypes:`, with the
    /// providers holding an item of a supported type. Throws, calling nothing, when no
    /// provider holds one (the button would be disabled), or when the button or an ancestor
    /// is disabled or hidden.
    public func paste(_ providers: [NSItemProvider]) throws {
        try reading("paste(_:)") { node in
            let onPaste = try Reflection.field("onPaste", of: node.value, as: PasteAction.self)
            try Interaction.ensureResponsive(node, control: "PasteButton")
            let items = onPaste.items(of: providers)
            guard !items.isEmpty else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "the providers",
                    reason: "hold no item of the types the button pastes \(onPaste.supportedContentTypes.map(\.identifier))")
            }
            Interaction.perform(at: node) { onPaste(items) }
        }
    }

    /// Pastes `items`, as a tap with them on the pasteboard would: calls the button's
    /// `onPaste` with them. Throws, calling nothing, when `T` is not the payload type, or when
    /// the button or an ancestor is disabled or hidden.
    public func paste<T>(_ items: [T]) throws {
        try reading("paste(_:)") { node in
            let onPaste = try Reflection.field("onPaste", of: node.value, as: PasteAction.self)
            let payloadType = onPaste.payloadType
            guard payloadType == T.self else {
                throw InspectionError.Reason.typeMismatch(
                    expected: "[\(TypeName.display(payloadType))]", found: "[\(TypeName.display(T.self))]",
                    hint: "the button pastes \(TypeName.display(payloadType)) items")
            }
            try Interaction.ensureResponsive(node, control: "PasteButton")
            Interaction.perform(at: node) { onPaste(items.map { $0 as Any }) }
        }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `PasteButton`: a leaf; the dump shows its payload type.
    static let pasteButton = ViewKind(
        name: "PasteButton", accessor: "pasteButton",
        dumpAttributes: { value in
            guard let onPaste = Reflection.field("onPaste", of: value) as? PasteAction else { return [] }
            if onPaste.payloadType == NSItemProvider.self {
                return ["supportedContentTypes: [\(onPaste.supportedContentTypes.map(\.identifier).joined(separator: ", "))]"]
            }
            return ["payloadType: \(TypeName.display(onPaste.payloadType)).self"]
        },
        accessibility: AccessibilityProfile(role: .button, traits: .isButton, name: .fixed("Paste")))
}

extension ViewTree.PasteButton: InspectableKind {
    static var inspectorKind: ViewKind { .pasteButton }
}
