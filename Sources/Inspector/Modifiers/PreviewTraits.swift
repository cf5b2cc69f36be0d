import ViewTree

extension InspectableView {
    /// The layout set with `previewLayout(_:)` on this view.
    ///
    /// - Throws: `modifierNotFound` when the view has no `previewLayout(_:)`.
    public func previewLayout() throws -> PreviewLayout {
        try reading("previewLayout()") { node in
            guard case let .layout(layout) = try PreviewTraitReading.trait("previewLayout", on: node) else {
                throw node.missing("previewLayout")
            }
            return layout
        }
    }

    /// The name set with `previewDisplayName(_:)` on this view.
    ///
    /// - Throws: `modifierNotFound` when the view has no `previewDisplayName(_:)`;
    ///   `attributeUnavailable` for `previewDisplayName(nil)`.
    public func previewDisplayName() throws -> String {
        try reading("previewDisplayName()") { node in
            guard case let .displayName(name) = try PreviewTraitReading.trait("previewDisplayName", on: node) else {
                throw node.missing("previewDisplayName")
            }
            guard let name else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "previewDisplayName", view: node.kindName, reason: "it is set to nil")
            }
            return name
        }
    }

    /// The device set with `previewDevice(_:)` on this view.
    ///
    /// - Throws: `modifierNotFound` when the view has no `previewDevice(_:)`;
    ///   `attributeUnavailable` for `previewDevice(nil)`.
    public func previewDevice() throws -> PreviewDevice {
        try reading("previewDevice()") { node in
            guard case let .device(device) = try PreviewTraitReading.trait("previewDevice", on: node) else {
                throw node.missing("previewDevice")
            }
            guard let device else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "previewDevice", view: node.kindName, reason: "it is set to nil")
            }
            return device
        }
    }

    /// The orientation set with `previewInterfaceOrientation(_:)` on this view.
    ///
    /// - Throws: `modifierNotFound` when the view has no `previewInterfaceOrientation(_:)`.
    public func previewInterfaceOrientation() throws -> InterfaceOrientation {
        try reading("previewInterfaceOrientation()") { node in
            guard case let .interfaceOrientation(orientation) = try PreviewTraitReading.trait("previewInterfaceOrientation", on: node) else {
                throw node.missing("previewInterfaceOrientation")
            }
            return orientation
        }
    }
}

enum PreviewTraitReading {
    /// The innermost trait (the one nearest the view) written with `call` on the node, or nil.
    static func trait(_ call: String, on node: InspectionNode) throws -> _PreviewTraitModifier.Trait? {
        for (_, modifier) in node.ownModifiers(.previewTrait) {
            let trait = try Reflection.field("trait", of: modifier, as: _PreviewTraitModifier.Trait.self)
            if name(of: trait) == call { return trait }
        }
        return nil
    }

    /// The call that writes `trait`: `previewLayout`.
    static func name(of trait: _PreviewTraitModifier.Trait) -> String {
        switch trait {
        case .layout: "previewLayout"
        case .displayName: "previewDisplayName"
        case .device: "previewDevice"
        case .interfaceOrientation: "previewInterfaceOrientation"
        }
    }

    /// The trait's value as written in source: `.sizeThatFits`, `"Dark"`.
    static func value(of trait: _PreviewTraitModifier.Trait) -> String {
        switch trait {
        case let .layout(.fixed(width, height)): ".fixed(width: \(width), height: \(height))"
        case let .layout(layout): ".\(layout)"
        case let .displayName(name): ModifierDescription.show(name)
        case let .device(device): ModifierDescription.show(device?.rawValue)
        case let .interfaceOrientation(orientation): ".\(orientation)"
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.previewLayout(_:)`, `.previewDisplayName(_:)`, `.previewDevice(_:)`,
    /// `.previewInterfaceOrientation(_:)`.
    static let previewTrait = ModifierKind(
        naming: { modifier in
            let trait = try? Reflection.field("trait", of: modifier, as: _PreviewTraitModifier.Trait.self)
            return "." + (trait.map(PreviewTraitReading.name) ?? "previewTrait")
        },
        summary: { modifier in
            guard let trait = try? Reflection.field("trait", of: modifier, as: _PreviewTraitModifier.Trait.self) else {
                return ".previewTrait"
            }
            return ".\(PreviewTraitReading.name(of: trait))(\(PreviewTraitReading.value(of: trait)))"
        })
}

extension _PreviewTraitModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .previewTrait }
}
