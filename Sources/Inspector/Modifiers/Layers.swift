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
        try LayerReading.layer(of: self, family: .overlay, index: index)
    }

    /// The content of the view's background; with several backgrounds, the one at `index` in
    /// the order they were applied.
    public func background(_ index: Int? = nil) throws -> InspectableView<ViewType.Background> {
        try LayerReading.layer(of: self, family: .background, index: index)
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
        of view: InspectableView<V>, family: InspectionNode.LayerFamily, index: Int?
    ) throws -> InspectableView<L> {
        try view.reading("\(family.call)(\(index.map(String.init) ?? ""))") { node in
            let layers = node.layerModifiers(family)
            guard !layers.isEmpty else { throw node.missing(family.call) }
            let position = index ?? 0
            guard layers.indices.contains(position) else {
                throw InspectionError.Reason.indexOutOfRange(
                    index: position, count: layers.count, container: node.kindName, item: family.call)
            }
            return InspectableView<L>(node.layerNode(family, at: position, of: layers))
        }
    }

    static func alignment(of node: InspectionNode) throws -> Alignment {
        guard let alignment = Reflection.field("alignment", of: node.value) as? Alignment else {
            throw InspectionError.Reason.notSupported("a shape style layer has no alignment")
        }
        return alignment
    }
}
