/// Masks the modified view with the opaque parts of another view.
public struct _MaskEffect<Mask: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let mask: Mask
    let alignment: Alignment

    /// Masks the view with `mask`, aligned by `alignment`.
    public init(mask: Mask, alignment: Alignment = .center) {
        self.mask = mask
        self.alignment = alignment
    }
}

extension _MaskEffect: LayerModifier {
    var layerContent: Any? { mask }
}

extension View {
    /// Masks this view with the views `mask` builds: only where they are opaque does it show.
    public consuming func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskEffect(mask: mask(), alignment: alignment))
    }

    /// Masks this view with `mask`.
    @available(*, deprecated, message: "use mask(alignment:_:)")
    public consuming func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskEffect(mask: mask, alignment: .center))
    }
}
