import Foundation

/// Draws a shadow behind the modified view.
public struct _ShadowEffect: ViewModifier, Equatable {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let color: Color
    let radius: CGFloat
    let offset: CGSize

    /// A shadow of `color`, blurred by `radius`, moved by `offset`.
    public init(color: Color, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}

extension View {
    /// Draws a shadow of `color` behind this view, blurred by `radius` and moved by `(x, y)`.
    public consuming func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }
}
