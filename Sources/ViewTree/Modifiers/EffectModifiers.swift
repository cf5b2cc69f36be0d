import Foundation

/// Makes the modified view transparent.
public struct _OpacityEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let opacity: Double

    /// An opacity between 0 (invisible) and 1 (opaque).
    public init(opacity: Double) {
        self.opacity = opacity
    }
}

/// Blurs the modified view.
public struct _BlurEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let radius: CGFloat
    let isOpaque: Bool

    /// A blur of `radius` points.
    public init(radius: CGFloat, opaque: Bool) {
        self.radius = radius
        self.isOpaque = opaque
    }
}

/// Brightens or darkens the modified view.
public struct _BrightnessEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let amount: Double

    /// Adds `amount` (from -1 to 1) to the view's brightness.
    public init(amount: Double) {
        self.amount = amount
    }
}

/// Hides the modified view; it keeps its place in the layout.
public struct _HiddenModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    /// Hides the view.
    public init() {}

    /// What is inside a hidden view is hidden too.
    package func apply(to environment: inout EnvironmentValues) {
        environment.isHidden = true
    }
}

extension View {
    /// Sets the transparency of this view.
    public consuming func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityEffect(opacity: opacity))
    }

    /// Blurs this view by `radius` points.
    public consuming func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(radius: radius, opaque: opaque))
    }

    /// Brightens (positive `amount`) or darkens (negative) this view.
    public consuming func brightness(_ amount: Double) -> some View {
        modifier(_BrightnessEffect(amount: amount))
    }

    /// Hides this view unconditionally; it still takes its space.
    public consuming func hidden() -> some View {
        modifier(_HiddenModifier())
    }
}
