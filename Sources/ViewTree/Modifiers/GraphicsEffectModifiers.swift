/// How a drawing group renders colors: `drawingGroup(opaque:colorMode:)`.
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    /// Nonlinear sRGB, clamped to 0...1.
    case nonLinear
    /// Linear sRGB, clamped to 0...1.
    case linear
    /// Linear sRGB, not clamped.
    case extendedLinear
}

/// Makes the modified view's luminance its opacity.
public struct _LuminanceToAlphaEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Turns the view's luminance into opacity.
    public init() {}
}

/// Composites the modified view's layers together before it is blended with what is behind it.
public struct _CompositingGroupEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Composites the view's layers first.
    public init() {}
}

/// Renders the modified view into an offscreen image before it is shown.
public struct _DrawingGroupEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let isOpaque: Bool
    let colorMode: ColorRenderingMode

    /// Flattens the view into an image, `opaque` or not, in `colorMode`.
    public init(isOpaque: Bool, colorMode: ColorRenderingMode) {
        self.isOpaque = isOpaque
        self.colorMode = colorMode
    }
}

/// Mirrors the modified view horizontally when the layout direction is right to left.
public struct _FlipForRTLEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let isEnabled: Bool

    /// Flips the view in right-to-left layouts when `isEnabled`.
    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }
}

extension View {
    /// Makes this view's luminance its opacity: dark parts become transparent.
    public consuming func luminanceToAlpha() -> some View {
        modifier(_LuminanceToAlphaEffect())
    }

    /// Composites this view's layers together before blending it with what is behind it.
    public consuming func compositingGroup() -> some View {
        modifier(_CompositingGroupEffect())
    }

    /// Renders this view into an offscreen image before showing it.
    public consuming func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_DrawingGroupEffect(isOpaque: opaque, colorMode: colorMode))
    }

    /// Mirrors this view horizontally in right-to-left layouts, when `enabled`.
    public consuming func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipForRTLEffect(isEnabled: enabled))
    }
}
