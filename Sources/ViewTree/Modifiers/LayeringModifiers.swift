/// Places a view behind the modified view.
public struct _BackgroundModifier<Background: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let background: Background
    let alignment: Alignment

    /// Places `background` behind the view, aligned by `alignment`.
    public init(background: Background, alignment: Alignment = .center) {
        self.background = background
        self.alignment = alignment
    }
}

/// Fills the space behind the modified view with a shape style.
public struct _BackgroundStyleModifier<Style: ShapeStyle>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style
    let ignoresSafeAreaEdges: Edge.Set

    /// Fills the background with `style`.
    public init(style: Style, ignoresSafeAreaEdges: Edge.Set) {
        self.style = style
        self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
    }
}

/// Places a view in front of the modified view.
public struct _OverlayModifier<Overlay: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let overlay: Overlay
    let alignment: Alignment

    /// Places `overlay` in front of the view, aligned by `alignment`.
    public init(overlay: Overlay, alignment: Alignment = .center) {
        self.overlay = overlay
        self.alignment = alignment
    }
}

/// Covers the modified view with a shape style.
public struct _OverlayStyleModifier<Style: ShapeStyle>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style
    let ignoresSafeAreaEdges: Edge.Set

    /// Covers the view with `style`.
    public init(style: Style, ignoresSafeAreaEdges: Edge.Set) {
        self.style = style
        self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
    }
}

extension View {
    /// Places the views `content` builds behind this view.
    public consuming func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_BackgroundModifier(background: content(), alignment: alignment))
    }

    /// Places `background` behind this view.
    @_disfavoredOverload
    public consuming func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(background: background, alignment: alignment))
    }

    /// Fills the space behind this view with `style`.
    public consuming func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: style, ignoresSafeAreaEdges: edges))
    }

    /// Fills the space behind this view with the background style of the environment
    /// (`.background`).
    public consuming func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: BackgroundStyle(), ignoresSafeAreaEdges: edges))
    }

    /// Places `shape`, filled with `style`, behind this view: the background is the filled
    /// shape (`shape.fill(style, style: fillStyle)`), read as any background's views
    /// (`background().shape()`).
    public consuming func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        modifier(_BackgroundModifier(background: shape.fill(style, style: fillStyle)))
    }

    /// Places `shape`, filled with the background style of the environment (`.background`),
    /// behind this view.
    public consuming func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_BackgroundModifier(background: shape.fill(BackgroundStyle(), style: fillStyle)))
    }

    /// Places the views `content` builds in front of this view.
    public consuming func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(overlay: content(), alignment: alignment))
    }

    /// Places `overlay` in front of this view.
    @_disfavoredOverload
    public consuming func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(overlay: overlay, alignment: alignment))
    }

    /// Covers this view with `style`.
    public consuming func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_OverlayStyleModifier(style: style, ignoresSafeAreaEdges: edges))
    }

    /// Places `shape`, filled with `style`, in front of this view: the overlay is the filled
    /// shape, read as any overlay's views (`overlay().shape()`).
    public consuming func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        modifier(_OverlayModifier(overlay: shape.fill(style, style: fillStyle)))
    }
}
