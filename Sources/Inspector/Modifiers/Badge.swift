import ViewTree

extension InspectableView {
    /// The badge set by `badge(_:)`, as a text: `try row.badge().string()`.
    ///
    /// Throws when the view has no badge modifier, or when it shows none (`.badge(0)`, `.badge(nil)`).
    public func badge() throws -> InspectableView<ViewType.Text> {
        try reading("badge()") { node in
            guard let (index, modifier) = node.ownModifiers(.badge).first else { throw node.missing("badge") }
            guard let label = try Reflection.field("label", of: modifier, as: ViewTree.Text?.self) else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "badge", view: node.kindName, reason: "it shows none (.badge(0) or .badge(nil))")
            }
            return InspectableView<ViewType.Text>(
                node.attached(label, role: .group, link: .attributeView(call: "badge()"), attachment: index))
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.badge(_:)`.
    static let badge = ModifierKind(name: ".badge", summary: { ModifierDescription.call(".badge", "label", of: $0) })
}

extension _BadgeModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .badge }
}
