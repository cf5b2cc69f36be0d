import Foundation

/// Colors and where they are along a gradient: what `LinearGradient`, `RadialGradient` and
/// `AngularGradient` draw; a shape style itself (drawn as a linear gradient, top to bottom).
///
/// ```swift
/// Gradient(colors: [.red, .blue])
/// Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)])
/// ```
public struct Gradient: ShapeStyle, Hashable, Sendable {
    /// One color of a gradient, and where it is: `0` at the start, `1` at the end.
    public struct Stop: Hashable, Sendable {
        /// The color.
        public var color: Color
        /// Where the color is, from `0` (the start) to `1` (the end).
        public var location: CGFloat

        /// `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The colors and their locations, in order.
    public var stops: [Stop]

    /// A gradient of `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient of `colors` spread evenly from start (`0`) to end (`1`).
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}
