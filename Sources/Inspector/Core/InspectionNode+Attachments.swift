import ViewTree

/// Nodes that hang from a node rather than being its content: a button's label, the bodies of
/// custom modifiers, overlays and backgrounds. Chain calls and search both reach them through
/// here, so both get the same nodes and the same `pathToRoot`.
extension InspectionNode {
    /// The families of layers a view can carry.
    enum LayerFamily {
        case overlay, background

        var call: String {
            switch self {
            case .overlay: "overlay"
            case .background: "background"
            }
        }

        func contains(_ kind: ModifierKind?) -> Bool {
            switch self {
            case .overlay: kind == .overlay || kind == .overlayStyle
            case .background: kind == .background || kind == .backgroundStyle
            }
        }
    }

    /// The node's modifiers of a layer family, in the order they were applied.
    func layerModifiers(_ family: LayerFamily) -> [(index: Int, modifier: Any)] {
        modifiers.enumerated().compactMap { index, modifier in
            family.contains(TypeInfo.of(value: modifier).modifierKind) ? (index, modifier) : nil
        }
    }

    /// The layer at `position` among the layers of `family`, which must exist.
    func layerNode(_ family: LayerFamily, at position: Int, of layers: [(index: Int, modifier: Any)]) -> InspectionNode {
        let (index, modifier) = layers[position]
        let kind = TypeInfo.of(value: modifier).modifierKind ?? .overlay
        return attached(
            modifier, role: .layer(kind), link: .layer(call: family.call, index: position > 0 ? position : nil),
            attachment: index)
    }

    /// The node's custom modifiers of type `type`, in the order they were applied.
    func customModifiers(ofType type: Any.Type) -> [(index: Int, modifier: Any)] {
        modifiers.enumerated().compactMap { index, modifier in
            Swift.type(of: modifier) == type ? (index, modifier) : nil
        }
    }

    /// The custom modifier at `position` among those of its type, which must exist.
    func customModifierNode(at position: Int, of matching: [(index: Int, modifier: Any)]) -> InspectionNode {
        let (index, modifier) = matching[position]
        let name = TypeInfo.of(value: modifier).displayName
        return attached(
            modifier, role: .customModifier, link: .modifier(typeName: name, index: position > 0 ? position : nil),
            attachment: index)
    }

    /// A button's label.
    func labelNode() throws -> InspectionNode {
        try attached(try Reflection.field("label", of: value, as: Any.self), role: .group, link: .label, attachment: nil)
    }

    /// Everything search visits after the node's content: the label of a button, then, in the
    /// order the modifiers were applied, the body of each custom modifier and the content of
    /// each overlay and background.
    func attachments() throws -> [InspectionNode] {
        guard case .view = role else { return [] }
        var result: [InspectionNode] = []
        if info.viewKind == .button {
            result.append(try labelNode())
        }
        // Most modifiers carry no views: look for one that does before building anything.
        guard modifiers.contains(where: { Self.carriesViews(TypeInfo.of(value: $0).modifierKind) }) else {
            return result
        }
        var overlays = 0
        var backgrounds = 0
        var customCounts: [ObjectIdentifier: Int] = [:]
        let overlayLayers = layerModifiers(.overlay)
        let backgroundLayers = layerModifiers(.background)
        for modifier in modifiers {
            let kind = TypeInfo.of(value: modifier).modifierKind
            if LayerFamily.overlay.contains(kind) {
                result.append(layerNode(.overlay, at: overlays, of: overlayLayers))
                overlays += 1
            } else if LayerFamily.background.contains(kind) {
                result.append(layerNode(.background, at: backgrounds, of: backgroundLayers))
                backgrounds += 1
            } else if kind == .custom {
                let type = Swift.type(of: modifier)
                let position = customCounts[ObjectIdentifier(type), default: 0]
                customCounts[ObjectIdentifier(type)] = position + 1
                result.append(customModifierNode(at: position, of: customModifiers(ofType: type)))
            }
        }
        return result
    }

    /// Whether a modifier of `kind` has views of its own that search visits.
    private static func carriesViews(_ kind: ModifierKind?) -> Bool {
        LayerFamily.overlay.contains(kind) || LayerFamily.background.contains(kind) || kind == .custom
    }
}
