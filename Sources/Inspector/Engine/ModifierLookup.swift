import ViewTree

/// Finding a node's own modifiers by kind, and naming them in messages.
extension InspectionNode {
    /// This node's modifiers of `kind` in source order (innermost first), with their positions
    /// in `modifiers`.
    func ownModifiers(_ kind: ModifierKind) -> [(index: Int, modifier: Any)] {
        modifiers.enumerated().compactMap { index, modifier in
            TypeInfo.of(value: modifier).modifierKind == kind ? (index, modifier) : nil
        }
    }

    /// The node's modifiers as written in source, for "it has ..." details in messages.
    var modifiersDescription: String {
        modifiers.isEmpty
            ? "it has no modifiers"
            : "its modifiers: " + modifiers.map(ModifierDescription.name(of:)).joined(separator: ", ")
    }

    /// An error for a missing modifier, listing the ones the node has.
    func missing(_ modifier: String) -> InspectionError.Reason {
        .modifierNotFound(view: kindName, modifier: modifier, detail: modifiersDescription)
    }
}

/// How modifiers are written in source, for messages and dumps: each kind says it
/// (`ModifierKind.name`, `.summary`); these are the shared pieces.
enum ModifierDescription {
    /// The modifier with its main values, as written in source: `.id(42)`, `.font(.title)`.
    static func summary(of modifier: Any) -> String {
        (TypeInfo.of(value: modifier).modifierKind ?? .unknown).summary(modifier)
    }

    /// The modifier's name as written in source: `.padding`.
    static func name(of modifier: Any) -> String {
        (TypeInfo.of(value: modifier).modifierKind ?? .unknown).name(modifier)
    }

    /// `name(value)`, with the stored property `label` of `modifier` shown as in source.
    static func call(_ name: String, _ label: String, of modifier: Any) -> String {
        "\(name)(\(show(Reflection.field(label, of: modifier))))"
    }

    /// A value as written in source: strings quoted, texts as their strings, optionals
    /// unwrapped.
    static func show(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if let optional = value as? OptionalParts {
            return optional.inspectorWrapped.map(show) ?? "nil"
        }
        if let string = value as? String { return TreeDump.quoted(string) }
        if let text = value as? ViewTree.Text, let string = try? TextReading.string(of: text) {
            return TreeDump.quoted(string)
        }
        if let font = value as? Font { return font.description }
        if let style = value as? AnyShapeStyle { return AppearanceReading.storage(of: style).map(show) ?? "style" }
        return String(describing: value)
    }

    /// Whether the optional stored property `label` of `modifier` holds a value.
    static func isSet(_ label: String, of modifier: Any) -> Bool {
        guard let value = Reflection.field(label, of: modifier) else { return false }
        return (value as? OptionalParts)?.inspectorWrapped != nil
    }
}
