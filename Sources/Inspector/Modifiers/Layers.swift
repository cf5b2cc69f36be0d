import ViewTree

extension ViewType {
    /// The content of an `overlay`: `try view.overlay().text()`.
    public struct Overlay: SingleViewContent, MultipleViewContent {
        /// "Overlay".
        public static var typePrefix: String { "Overlay" }
    }

    /// The content of a `background`: `try view.background().color()`.
    public struct Background: SingleViewContent, MultipleViewContent {
        /// "Background".
        public static var typePrefix: String { "Background" }
    }
}

extension ViewType.Overlay: NodeMatching {
    static func matches(_ node: InspectionNode) -> Bool {
        if case let .layer(kind) = node.role { return ["overlay", "overlayPreferenceValue"].contains(kind.attachment?.call) }
        return false
    }

    static func accessor(index: Int?) -> String { "overlay(\(index.map(String.init) ?? ""))" }
    static var expectedName: String { "overlay" }
}

extension ViewType.Background: NodeMatching {
    static func matches(_ node: InspectionNode) -> Bool {
        if case let .layer(kind) = node.role {
            return ["background", "backgroundPreferenceValue"].contains(kind.attachment?.call)
        }
        return false
    }

    static func accessor(index: Int?) -> String { "background(\(index.map(String.init) ?? ""))" }
    static var expectedName: String { "background" }
}

extension InspectableView {
    /// The content of the view's overlay; with several overlays, the one at `index` in the
    /// order they were applied.
    public func overlay(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try LayerReading.layer(of: self, call: "overlay", index: index)
    }

    /// The content of the view's background; with several backgrounds, the one at `index` in
    /// the order they were applied.
    public func background(_ index: Int? = nil) throws -> InspectableView<ViewType.Background> {
        try LayerReading.layer(of: self, call: "background", index: index)
    }
}

extension InspectableView where View == ViewType.Overlay {
    /// How the overlay is aligned on the view.
    public func alignment() throws -> Alignment {
        try reading("alignment()") { try LayerReading.alignment(of: $0) }
    }

    /// The safe-area edges an overlay of a shape style extends into, set by
    /// `overlay(_:ignoresSafeAreaEdges:)` (`.all` unless given). Throws for an overlay of
    /// views, which takes no such edges.
    public func ignoresSafeAreaEdges() throws -> Edge.Set {
        try reading("ignoresSafeAreaEdges()") { try LayerReading.ignoresSafeAreaEdges(of: $0) }
    }
}

extension InspectableView where View == ViewType.Background {
    /// How the background is aligned behind the view.
    public func alignment() throws -> Alignment {
        try reading("alignment()") { try LayerReading.alignment(of: $0) }
    }

    /// The safe-area edges a background of a shape style extends into, set by
    /// `background(_:ignoresSafeAreaEdges:)` or `background(ignoresSafeAreaEdges:)` (`.all`
    /// unless given). Throws for a background of views, which takes no such edges.
    public func ignoresSafeAreaEdges() throws -> Edge.Set {
        try reading("ignoresSafeAreaEdges()") { try LayerReading.ignoresSafeAreaEdges(of: $0) }
    }
}

enum LayerReading {
    static func layer<V, L: KnownViewType>(
        of view: InspectableView<V>, call: String, index: Int?
    ) throws -> InspectableView<L> {
        try view.reading("\(call)(\(index.map(String.init) ?? ""))") { node in
            let layers = node.attachingModifiers(call)
            guard !layers.isEmpty else { throw node.missing(call) }
            let position = index ?? 0
            guard layers.indices.contains(position) else {
                throw InspectionError.Reason.indexOutOfRange(
                    index: position, count: layers.count, container: node.kindName, item: call)
            }
            return InspectableView<L>(node.layerNode(call, at: position, of: layers))
        }
    }

    static func alignment(of node: InspectionNode) throws -> Alignment {
        guard let alignment = Reflection.field("alignment", of: node.value) as? Alignment else {
            throw InspectionError.Reason.attributeUnavailable(
                attribute: "alignment", view: node.kindName,
                reason: "a layer made of a shape style (\(ModifierDescription.name(of: node.value))(style)) has none")
        }
        return alignment
    }

    static func ignoresSafeAreaEdges(of node: InspectionNode) throws -> Edge.Set {
        guard let edges = Reflection.field("ignoresSafeAreaEdges", of: node.value) as? Edge.Set else {
            let name = ModifierDescription.name(of: node.value)
            throw InspectionError.Reason.attributeUnavailable(
                attribute: "ignoresSafeAreaEdges", view: node.kindName,
                reason: "a layer made of views (\(name)(alignment:content:)) has none:"
                    + " only \(name)(_:ignoresSafeAreaEdges:) with a shape style takes them")
        }
        return edges
    }

    /// The view a shape-style layer shows: the style itself when it is a view (`Color`), or
    /// nil when it is not (a gradient-like style has no views to inspect).
    static func styleView(of modifier: Any) -> Any? {
        let style = Reflection.field("style", of: modifier)
        return style is any ViewTree.View ? style : nil
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.overlay(_:alignment:)` and `.overlay(alignment:content:)`.
    static let overlay = ModifierKind(
        name: ".overlay",
        attachment: Attachment(call: "overlay", field: "overlay"))

    /// `.overlay(_:ignoresSafeAreaEdges:)` with a shape style: a view when the style is one.
    static let overlayStyle = ModifierKind(
        name: ".overlay",
        attachment: Attachment(call: "overlay") { LayerReading.styleView(of: $0) })

    /// `.background(_:alignment:)` and `.background(alignment:content:)`.
    static let background = ModifierKind(
        name: ".background",
        attachment: Attachment(call: "background", field: "background"))

    /// `.background(_:ignoresSafeAreaEdges:)` with a shape style: a view when the style is one.
    static let backgroundStyle = ModifierKind(
        name: ".background",
        attachment: Attachment(call: "background") { LayerReading.styleView(of: $0) })
}

extension _OverlayModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .overlay }
}

extension _OverlayStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .overlayStyle }
}

extension _BackgroundModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .background }
}

extension _BackgroundStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .backgroundStyle }
}
