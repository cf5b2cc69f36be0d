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

/// How modifiers are written in source, for messages and dumps.
enum ModifierDescription {
    static func name(of modifier: Any) -> String {
        let info = TypeInfo.of(value: modifier)
        switch info.modifierKind {
        case .padding: return ".padding"
        case .fixedFrame, .flexFrame: return ".frame"
        case .environmentWriting:
            if let keyPath = Reflection.field("keyPath", of: modifier) as? AnyKeyPath {
                if keyPath == \EnvironmentValues.font { return ".font" }
                if keyPath == \EnvironmentValues.foregroundStyle { return ".foregroundStyle" }
            }
            return ".environment"
        case .environmentTransform:
            if let keyPath = Reflection.field("keyPath", of: modifier) as? AnyKeyPath,
                keyPath == \EnvironmentValues.isEnabled
            {
                return ".disabled"
            }
            return ".transformEnvironment"
        case .opacity: return ".opacity"
        case .blur: return ".blur"
        case .brightness: return ".brightness"
        case .hidden: return ".hidden"
        case .id: return ".id"
        case .tag: return ".tag"
        case .accessibility:
            for (label, name) in [("label", "Label"), ("identifier", "Identifier"), ("hint", "Hint"), ("value", "Value")] {
                if let value = Reflection.field(label, of: modifier), (value as? OptionalParts)?.inspectorWrapped != nil {
                    return ".accessibility" + name
                }
            }
            return ".accessibility"
        case .appearance:
            if let appear = Reflection.field("appear", of: modifier), (appear as? OptionalParts)?.inspectorWrapped != nil {
                return ".onAppear"
            }
            return ".onDisappear"
        case .tapGesture: return ".onTapGesture"
        case .background, .backgroundStyle: return ".background"
        case .overlay, .overlayStyle: return ".overlay"
        case .custom, .unknown, nil: return ".modifier(\(info.displayName))"
        }
    }
}
