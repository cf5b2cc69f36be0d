import ViewTree

extension ViewType {
    /// The buttons of a `swipeActions` modifier: `try row.swipeActions().button(0).tap()`.
    public struct SwipeActions: SingleViewContent, MultipleViewContent, AttachedLayerType {
        /// "SwipeActions".
        public static var typePrefix: String { "SwipeActions" }
        static var family: String { "swipeActions" }
    }
}

extension InspectableView {
    /// The buttons of the view's swipe actions, to be unwrapped and tapped; with several
    /// `swipeActions` modifiers (one per edge), the one at `index` in the order they were
    /// applied.
    public func swipeActions(_ index: Int? = nil) throws -> InspectableView<ViewType.SwipeActions> {
        try LayerReading.layer(of: self, call: "swipeActions", index: index)
    }

    /// The buttons of the view's swipe actions revealed from `edge`.
    public func swipeActions(edge: HorizontalEdge) throws -> InspectableView<ViewType.SwipeActions> {
        try reading("swipeActions(edge: \(edge))") { node in
            let layers = node.attachingModifiers("swipeActions")
            guard !layers.isEmpty else { throw node.missing("swipeActions") }
            guard let position = layers.firstIndex(where: { Reflection.field("edge", of: $0.modifier) as? HorizontalEdge == edge })
            else {
                let edges = layers.compactMap { Reflection.field("edge", of: $0.modifier) as? HorizontalEdge }
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "swipeActions on the \(edge) edge",
                    detail: "its swipe actions are on: " + edges.map(\.description).joined(separator: ", "))
            }
            return InspectableView<ViewType.SwipeActions>(node.layerNode("swipeActions", at: position, of: layers))
        }
    }
}

extension InspectableView where View == ViewType.SwipeActions {
    /// The edge the row is swiped from to reveal the buttons.
    public func edge() throws -> HorizontalEdge {
        try reading("edge()") { try Reflection.field("edge", of: $0.value, as: HorizontalEdge.self) }
    }

    /// Whether a full swipe runs the first button.
    public func allowsFullSwipe() throws -> Bool {
        try reading("allowsFullSwipe()") { try Reflection.field("allowsFullSwipe", of: $0.value, as: Bool.self) }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.swipeActions(edge:allowsFullSwipe:content:)`: its buttons are views search visits.
    static let swipeActions = ModifierKind(
        name: ".swipeActions",
        summary: { modifier in
            let edge = (Reflection.field("edge", of: modifier) as? HorizontalEdge).map { "edge: \($0)" } ?? ""
            return ".swipeActions(\(edge))"
        },
        attachment: Attachment(call: "swipeActions", field: "actions"))
}

extension _SwipeActionsModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .swipeActions }
}
