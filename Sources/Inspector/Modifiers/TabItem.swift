import ViewTree

extension ViewType {
    /// The label set with `.tabItem { }`: `try view.tabItem().text()`.
    public struct TabItem: SingleViewContent, MultipleViewContent, AttachedLayerType {
        /// "TabItem".
        public static var typePrefix: String { "TabItem" }
        static var family: String { "tabItem" }
    }
}

extension InspectableView {
    /// The tab item the view is labelled with, to be unwrapped: `try home.tabItem().text(1)`.
    public func tabItem() throws -> InspectableView<ViewType.TabItem> {
        try LayerReading.layer(of: self, call: "tabItem", index: nil)
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.tabItem { }`: its label is views search visits.
    static let tabItem = ModifierKind(
        name: ".tabItem",
        attachment: Attachment(call: "tabItem", field: "label"))
}

extension _TabItemModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .tabItem }
}
