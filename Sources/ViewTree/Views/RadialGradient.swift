import Foundation

/// A gradient in circles around a center, as a shape style or as a view filling its space.
///
/// ```swift
/// RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 100)
/// ```
public struct RadialGradient: View, ShapeStyle, Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// `gradient` drawn around `center`, from `startRadius` to `endRadius`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// `colors`, spread evenly, drawn around `center`, from `startRadius` to `endRadius`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `stops` drawn around `center`, from `startRadius` to `endRadius`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Primitive view: a gradient has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
