import ViewTree

extension InspectableView {
    /// The style `containerBackground(_:for:)` on this view fills `container` with (the
    /// innermost for it): `XCTAssertEqual(try view.containerBackground(for: .navigation) as? Color, .blue)`.
    ///
    /// - Throws: `modifierNotFound` when the view sets no background for `container`.
    public func containerBackground(for container: ContainerBackgroundPlacement) throws -> any ShapeStyle {
        try reading("containerBackground(for: \(container))") { node in
            let modifiers = node.ownModifiers(.containerBackground)
            guard !modifiers.isEmpty else { throw node.missing("containerBackground(_:for:)") }
            let placement = { (modifier: Any) in Reflection.field("container", of: modifier) as? ContainerBackgroundPlacement }
            guard let (_, modifier) = modifiers.first(where: { placement($0.modifier) == container }) else {
                let named = modifiers.compactMap { placement($0.modifier)?.description }
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "containerBackground(_:for:) for \(container)",
                    detail: "its containerBackground(_:for:) is for \(named.joined(separator: ", ")) only")
            }
            return try Reflection.field("style", of: modifier, as: (any ShapeStyle).self)
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.containerBackground(_:for:)`.
    static let containerBackground = ModifierKind(
        name: ".containerBackground",
        summary: { modifier in
            let style = ModifierDescription.show(Reflection.field("style", of: modifier))
            let container = ModifierDescription.show(Reflection.field("container", of: modifier))
            return ".containerBackground(\(style), for: \(container))"
        })
}

extension _ContainerBackgroundModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .containerBackground }
}
