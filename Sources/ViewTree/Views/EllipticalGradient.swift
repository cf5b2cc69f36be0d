import Foundation

/// A gradient in ellipses around a center, fitted to the shape it fills, as a shape style or as a
/// view filling its space. The radii are fractions of the filled rectangle's size.
///
/// ```swift
/// EllipticalGradient(colors: [.white, .blue], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
/// ```
public struct EllipticalGradient: View, ShapeStyle, Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// `gradient` drawn around `center`, from `startRadiusFraction` to `endRadiusFraction` of the size.
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// `colors`, spread evenly, drawn around `center`, from `startRadiusFraction` to `endRadiusFraction` of the size.
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// `stops` drawn around `center`, from `startRadiusFraction` to `endRadiusFraction` of the size.
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Primitive view: a gradient has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
