/// Removes color from the modified view.
public struct _GrayscaleEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let amount: Double

    /// Removes `amount` (0: none, 1: all) of the view's color.
    public init(amount: Double) {
        self.amount = amount
    }
}

/// Changes the color saturation of the modified view.
public struct _SaturationEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let amount: Double

    /// Scales the view's saturation by `amount` (0: gray, 1: unchanged).
    public init(amount: Double) {
        self.amount = amount
    }
}

/// Changes the contrast of the modified view.
public struct _ContrastEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let amount: Double

    /// Scales the view's contrast by `amount` (1: unchanged).
    public init(amount: Double) {
        self.amount = amount
    }
}

/// Shifts the hues of the modified view.
public struct _HueRotationEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let angle: Angle

    /// Shifts the view's hues by `angle`.
    public init(angle: Angle) {
        self.angle = angle
    }
}

/// Multiplies the colors of the modified view by a color.
public struct _ColorMultiplyEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let color: Color

    /// Tints the view by multiplying its colors by `color`.
    public init(color: Color) {
        self.color = color
    }
}

/// Inverts the colors of the modified view.
public struct _ColorInvertEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Inverts the view's colors.
    public init() {}
}

extension View {
    /// Combines this view's colors with those behind it using `blendMode`.
    public consuming func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_BlendModeEffect(blendMode: blendMode))
    }

    /// Removes `amount` (0 to 1) of this view's color.
    public consuming func grayscale(_ amount: Double) -> some View {
        modifier(_GrayscaleEffect(amount: amount))
    }

    /// Scales this view's color saturation by `amount`.
    public consuming func saturation(_ amount: Double) -> some View {
        modifier(_SaturationEffect(amount: amount))
    }

    /// Scales this view's contrast by `amount`.
    public consuming func contrast(_ amount: Double) -> some View {
        modifier(_ContrastEffect(amount: amount))
    }

    /// Shifts this view's hues by `angle`.
    public consuming func hueRotation(_ angle: Angle) -> some View {
        modifier(_HueRotationEffect(angle: angle))
    }

    /// Multiplies this view's colors by `color`.
    public consuming func colorMultiply(_ color: Color) -> some View {
        modifier(_ColorMultiplyEffect(color: color))
    }

    /// Inverts this view's colors.
    public consuming func colorInvert() -> some View {
        modifier(_ColorInvertEffect())
    }
}

/// Combines the modified view's colors with those behind it.
public struct _BlendModeEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let blendMode: BlendMode

    /// Blends the view with `blendMode`.
    public init(blendMode: BlendMode) {
        self.blendMode = blendMode
    }
}
