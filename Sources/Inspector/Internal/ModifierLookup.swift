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
    /// The modifier with its main values, as written in source: `.id(42)`, `.font(.title)`.
    static func summary(of modifier: Any) -> String {
        let name = name(of: modifier)
        func field(_ label: String) -> Any? {
            Reflection.field(label, of: modifier)
        }
        func show(_ value: Any?) -> String {
            guard let value else { return "nil" }
            if let optional = value as? OptionalParts {
                return optional.inspectorWrapped.map(show) ?? "nil"
            }
            if let string = value as? String { return TreeDump.quoted(string) }
            if let text = value as? ViewTree.Text, let segments = try? TextReading.segments(of: text) {
                return TreeDump.quoted(segments.map(\.string).joined())
            }
            if let font = value as? Font { return font.description }
            if let style = value as? AnyShapeStyle { return Reflection.field("storage", of: style).map(show) ?? "style" }
            return String(describing: value)
        }
        switch TypeInfo.of(value: modifier).modifierKind {
        case .padding:
            let edges = (field("edges") as? Edge.Set).map(PaddingReading.describe) ?? ".all"
            guard let insets = field("insets") as? EdgeInsets else { return edges == ".all" ? ".padding()" : ".padding(\(edges))" }
            let length = Edge.allCases.lazy.map { insets[$0] }.first { $0 != 0 } ?? 0
            return edges == ".all" ? ".padding(\(length))" : ".padding(\(edges), \(length))"
        case .fixedFrame:
            let values = [("width", field("width")), ("height", field("height"))].compactMap { label, value in
                let shown = show(value)
                return shown == "nil" ? nil : "\(label): \(shown)"
            }
            return ".frame(\(values.joined(separator: ", ")))"
        case .environmentWriting where name != ".environment":
            return "\(name)(\(show(field("value"))))"
        case .opacity: return ".opacity(\(show(field("opacity"))))"
        case .blur: return ".blur(radius: \(show(field("radius"))))"
        case .brightness: return ".brightness(\(show(field("amount"))))"
        case .id: return ".id(\(show(field("id"))))"
        case .tag: return ".tag(\(show(field("tag"))))"
        case .accessibility:
            for label in ["label", "identifier", "hint", "value"] {
                if let value = field(label), (value as? OptionalParts)?.inspectorWrapped != nil {
                    return "\(name)(\(show(value)))"
                }
            }
            return name
        case .hidden: return ".hidden()"
        default: return name
        }
    }

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
