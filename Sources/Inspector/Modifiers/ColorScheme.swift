import ViewTree

extension InspectableView {
    /// The color scheme set on this view or an ancestor with `.colorScheme(_:)` or
    /// `.environment(\.colorScheme, …)`, as ViewInspector's `colorScheme()` reads it.
    ///
    /// - Throws: `modifierNotFound` when neither sets one (the environment's is `.light`).
    public func colorScheme() throws -> ColorScheme {
        try reading("colorScheme()") { try EnvironmentReading.written(ColorSchemeKey.self, by: "colorScheme", on: $0) }
    }

    /// The color scheme this view prefers with `preferredColorScheme(_:)`; nil for
    /// `.preferredColorScheme(nil)`.
    ///
    /// - Throws: `modifierNotFound` when the view has no `preferredColorScheme(_:)`.
    public func preferredColorScheme() throws -> ColorScheme? {
        try reading("preferredColorScheme()") { node in
            guard let (_, modifier) = node.ownModifiers(.preferredColorScheme).first else { throw node.missing("preferredColorScheme") }
            return try Reflection.field("colorScheme", of: modifier, as: ColorScheme?.self)
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.preferredColorScheme(_:)`.
    static let preferredColorScheme = ModifierKind(
        name: ".preferredColorScheme", summary: { ModifierDescription.call(".preferredColorScheme", "colorScheme", of: $0) })
}

extension _PreferredColorSchemeModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .preferredColorScheme }
}
