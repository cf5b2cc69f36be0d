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
    /// The view placed behind this list row, to be unwrapped: `row.listRowBackground().color()`;
    /// with several `.listRowBackground(_:)` on the row, the one at `index` in the order they
    /// were applied (`listRowBackground()` is `listRowBackground(0)`).
    public func listRowBackground(_ index: Int? = nil) throws -> InspectableView<ViewType.ListRowBackground> {
        try LayerReading.layer(of: self, call: "listRowBackground", index: index)
    }

    /// The insets of this list row's content set with `.listRowInsets(_:)`; nil when it
    /// was set to nil (the default insets).
    public func listRowInsets() throws -> EdgeInsets? {
        try reading("listRowInsets()") { node in
            guard let (_, modifier) = node.ownModifiers(.listRowInsets).last else { throw node.missing("listRowInsets") }
            return try Reflection.field("insets", of: modifier, as: EdgeInsets?.self)
        }
    }

    /// The color and whether it is fixed of the innermost `.listItemTint(_:)` on the view, as
    /// ViewInspector's `listItemTint()`: `.listItemTint(.red)` is `(.red, true)`,
    /// `.listItemTint(.preferred(.red))` `(.red, false)`.
    ///
    /// Throws when the view has no `.listItemTint`, and when the tint has no color
    /// (`.monochrome`, or nil).
    public func listItemTint() throws -> (color: Color, isFixed: Bool) {
        try reading("listItemTint()") { node in
            guard let (_, modifier) = node.ownModifiers(.listItemTint).first else { throw node.missing("listItemTint") }
            guard let tint = try Reflection.field("tint", of: modifier, as: ListItemTint?.self) else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "listItemTint", view: node.kindName, reason: "it is .listItemTint(nil), which keeps the inherited tint")
            }
            guard let color = try Reflection.field("color", of: tint, as: Color?.self) else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "listItemTint", view: node.kindName, reason: "it is .monochrome, which has no color")
            }
            return (color, try Reflection.field("isFixed", of: tint, as: Bool.self))
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

    /// `.listItemTint(_:)`.
    static let listItemTint = ModifierKind(name: ".listItemTint")
}

extension _ListItemTintModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .listItemTint }
}

extension _ListRowBackgroundModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .listRowBackground }
}

extension _ListRowInsetsModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .listRowInsets }
}
