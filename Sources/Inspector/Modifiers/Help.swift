import ViewTree

extension InspectableView {
    /// The help text set by `help(_:)`, as a text, as ViewInspector reads it:
    /// `try button.help().string()`.
    ///
    /// - Throws: `modifierNotFound` when the view has no `help(_:)`.
    public func help() throws -> InspectableView<ViewType.Text> {
        try reading("help()") { node in
            guard let (index, modifier) = node.ownModifiers(.help).first else { throw node.missing("help") }
            let text = try Reflection.field("text", of: modifier, as: ViewTree.Text.self)
            return InspectableView<ViewType.Text>(node.attached(text, role: .group, link: .attributeView(call: "help()"), attachment: index))
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.help(_:)`.
    static let help = ModifierKind(name: ".help", summary: { ModifierDescription.call(".help", "text", of: $0) })
}

extension _HelpModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .help }
}
