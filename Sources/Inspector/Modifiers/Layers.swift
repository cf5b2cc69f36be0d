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
        if case let .layer(kind) = node.role { return kind == .overlay || kind == .overlayStyle }
        return false
    }

    static func accessor(index: Int?) -> String { "overlay(\(index.map(String.init) ?? ""))" }
    static var expectedName: String { "overlay" }
}

extension ViewType.Background: NodeMatching {
    static func matches(_ node: InspectionNode) -> Bool {
        if case let .layer(kind) = node.role { return kind == .background || kind == .backgroundStyle }
        return false
    }

    static func accessor(index: Int?) -> String { "background(\(index.map(String.init) ?? ""))" }
    static var expectedName: String { "background" }
}

extension InspectableView {
    /// The content of the view's overlay; with several overlays, the one at `index` in the
    /// order they were applied.
    public func overlay(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try LayerReading.layer(of: self, kinds: [.overlay, .overlayStyle], call: "overlay", index: index)
    }

    /// The content of the view's background; with several backgrounds, the one at `index` in
    /// the order they were applied.
    public func background(_ index: Int? = nil) throws -> InspectableView<ViewType.Background> {
        try LayerReading.layer(of: self, kinds: [.background, .backgroundStyle], call: "background", index: index)
    }
}

extension InspectableView where View == ViewType.Overlay {
    /// How the overlay is aligned on the view.
    public func alignment() throws -> Alignment {
        try reading("alignment()") { try LayerReading.alignment(of: $0) }
    }
}

extension InspectableView where View == ViewType.Background {
    /// How the background is aligned behind the view.
    public func alignment() throws -> Alignment {
        try reading("alignment()") { try LayerReading.alignment(of: $0) }
    }
}

enum LayerReading {
    static func layer<V, L: KnownViewType>(
        of view: InspectableView<V>, kinds: Set<ModifierKind>, call: String, index: Int?
    ) throws -> InspectableView<L> {
        let fullCall = "\(call)(\(index.map(String.init) ?? ""))"
        return try view.reading(fullCall) { node in
            let layers = node.modifiers.enumerated().filter { _, modifier in
                TypeInfo.of(value: modifier).modifierKind.map(kinds.contains) ?? false
            }
            guard !layers.isEmpty else { throw node.missing(call) }
            let position = index ?? 0
            guard layers.indices.contains(position) else {
                throw InspectionError.Reason.indexOutOfRange(
                    index: position, count: layers.count, container: node.kindName, item: call)
            }
            let (modifierIndex, modifier) = layers[position]
            guard let kind = TypeInfo.of(value: modifier).modifierKind else { throw node.missing(call) }
            let link = InspectionNode.Link.layer(call: call, index: position > 0 ? position : nil)
            return InspectableView<L>(node.attached(modifier, role: .layer(kind), link: link, attachment: modifierIndex))
        }
    }

    static func alignment(of node: InspectionNode) throws -> Alignment {
        guard let alignment = Reflection.field("alignment", of: node.value) as? Alignment else {
            throw InspectionError.Reason.notSupported("a shape style layer has no alignment")
        }
        return alignment
    }
}
