import ViewTree

extension ViewType {
    /// The content of a `mask`: `try view.mask().shape()`.
    public struct Mask: SingleViewContent, MultipleViewContent, AttachedLayerType {
        /// "Mask".
        public static var typePrefix: String { "Mask" }
        static var family: String { "mask" }
    }
}

extension InspectableView {
    /// The views this view is masked with, set by `mask(alignment:_:)`; with several masks, the
    /// one at `index` in the order they were applied (`mask()` is `mask(0)`). Search reaches
    /// them too.
    public func mask(_ index: Int? = nil) throws -> InspectableView<ViewType.Mask> {
        try LayerReading.layer(of: self, call: "mask", index: index)
    }
}

extension InspectableView where View == ViewType.Mask {
    /// How the mask is aligned on the view.
    public func alignment() throws -> Alignment {
        try reading("alignment()") { try LayerReading.alignment(of: $0) }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.mask(alignment:_:)`: its views are a layer search visits.
    static let mask = ModifierKind(
        name: ".mask", attachment: Attachment(call: "mask", field: "mask"))
}

extension _MaskEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .mask }
}
