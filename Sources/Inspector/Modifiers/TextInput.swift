import ViewTree

extension InspectableView {
    /// The capitalization of text fields at this view: the innermost
    /// `.textInputAutocapitalization(_:)` or `.autocapitalization(_:)` on the view or an
    /// ancestor; nil for `.textInputAutocapitalization(nil)` (the default behavior). Throws
    /// when none is set.
    public func textInputAutocapitalization() throws -> TextInputAutocapitalization? {
        try reading("textInputAutocapitalization()") { node in
            guard let value = node.environment.textInputAutocapitalization else {
                throw node.missing(".textInputAutocapitalization")
            }
            return value
        }
    }

    /// The capitalization of text fields at this view in UIKit's terms, as ViewInspector
    /// reads it: from `.textInputAutocapitalization(_:)` or `.autocapitalization(_:)` on the view
    /// or an ancestor (`.never` is `.none`, `.characters` is `.allCharacters`; nil, the default,
    /// is `.sentences`). Throws when none is set.
    public func autocapitalization() throws -> UITextAutocapitalizationType {
        try reading("autocapitalization()") { node in
            guard let value = node.environment.textInputAutocapitalization else {
                throw node.missing(".textInputAutocapitalization")
            }
            switch value {
            case .never?: return .none
            case .words?: return .words
            case .characters?: return .allCharacters
            default: return .sentences
            }
        }
    }

    /// The content type of text fields at this view: the innermost `.textContentType(_:)` on
    /// the view or an ancestor; nil for `.textContentType(nil)`. Throws when none is set.
    public func textContentType() throws -> UITextContentType? {
        try reading("textContentType()") { node in
            guard let value = node.environment.textContentType else { throw node.missing(".textContentType") }
            return value
        }
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.textInputAutocapitalization(_:)` and `.autocapitalization(_:)`.
    static let textInputAutocapitalization = ModifierKind(
        name: ".textInputAutocapitalization",
        summary: { ModifierDescription.call(".textInputAutocapitalization", "autocapitalization", of: $0) })

    /// `.textContentType(_:)`.
    static let textContentType = ModifierKind(
        name: ".textContentType",
        summary: { modifier in
            let type = Reflection.field("contentType", of: modifier) as? UITextContentType
            return ".textContentType(\(type.map { "." + $0.rawValue } ?? "nil"))"
        })
}

extension _TextInputAutocapitalizationModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .textInputAutocapitalization }
}

extension _TextContentTypeModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .textContentType }
}
