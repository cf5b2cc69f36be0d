import ViewTree

extension ViewType {
    /// The view set with `.listRowBackground(_:)`: `try row.listRowBackground().color()`.
    public struct ListRowBackground: SingleViewContent, MultipleViewContent, AttachedLayerType {
        /// "ListRowBackground".
        public static var typePrefix: String { "ListRowBackground" }
        static var family: String { "listRowBackground" }
    }
}

extension InspectableView {
    /// The view placed behind this list row, to be unwrapped: `row.listRowBackground().color()`.
    public func listRowBackground() throws -> InspectableView<ViewType.ListRowBackground> {
        try LayerReading.layer(of: self, call: "listRowBackground", index: nil)
    }

    /// The insets of this list row's content set with `.listRowInsets(_:)`; nil when it
    /// was set to nil (the default insets).
    public func listRowInsets() throws -> EdgeInsets? {
        try reading("listRowInsets()") { node in
            guard let (_, modifier) = node.ownModifiers(.listRowInsets).last else { throw node.missing("listRowInsets") }
            return try Reflection.field("insets", of: modifier, as: EdgeInsets?.self)
        }
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.listRowBackground(_:)`: the view is searched; nil carries none.
    static let listRowBackground = ModifierKind(
        name: ".listRowBackground",
        attachment: Attachment(call: "listRowBackground") { modifier in
            guard let background = Reflection.field("background", of: modifier) else { return nil }
            return (background as? any OptionalParts)?.inspectorWrapped
        })

    /// `.listRowInsets(_:)`.
    static let listRowInsets = ModifierKind(name: ".listRowInsets")
}

extension _ListRowBackgroundModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .listRowBackground }
}

extension _ListRowInsetsModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .listRowInsets }
}
