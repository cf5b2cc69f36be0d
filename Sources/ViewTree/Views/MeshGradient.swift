import Foundation

/// A two-dimensional gradient over a grid of `width` × `height` points, each with a color, as
/// a shape style or as a view filling its space (iOS 18). The points are unit coordinates:
/// (0, 0) is the top leading corner, (1, 1) the bottom trailing one.
///
/// ```swift
/// MeshGradient(width: 2, height: 2,
///              points: [[0, 0], [1, 0], [0, 1], [1, 1]],
///              colors: [.red, .orange, .blue, .purple])
/// ```
public struct MeshGradient: View, ShapeStyle, Equatable, Sendable {
    /// The number of points in each row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The points, row after row.
    public var locations: Locations
    /// The color of each point, row after row.
    public var colors: Colors
    /// The color drawn outside the mesh.
    public var background: Color
    /// Whether colors are interpolated smoothly (cubic) rather than linearly.
    public var smoothsColors: Bool
    /// The color space colors are interpolated in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` × `height` `points` with `colors`, row after row.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` `points` with resolved colors, row after row.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` vertices with their control points, and `colors`, row after row.
    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` vertices with their control points, and resolved colors.
    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` `locations` with `colors`.
    public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// Where a mesh's points are.
    public enum Locations: Equatable, Sendable {
        /// Points in unit coordinates, row after row.
        case points([SIMD2<Float>])
        /// Vertices with their control points, row after row.
        case bezierPoints([BezierPoint])
    }

    /// A vertex of a mesh and the Bezier control points of its four edges.
    public struct BezierPoint: Equatable, Sendable {
        /// Where the vertex is.
        public var position: SIMD2<Float>
        /// The control point of the vertex's leading edge.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the vertex's top edge.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the vertex's trailing edge.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the vertex's bottom edge.
        public var bottomControlPoint: SIMD2<Float>

        /// A vertex at `position` with its control points.
        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The colors of a mesh's points.
    public enum Colors: Equatable, Sendable {
        /// Colors, row after row.
        case colors([Color])
        /// Resolved colors, row after row.
        case resolvedColors([Color.Resolved])
    }

    /// Primitive view: a gradient has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Gradient {
    /// The color space a gradient interpolates its colors in.
    public struct ColorSpace: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        /// The device's color space: interpolates the components as they are.
        public static let device = ColorSpace(name: "device")
        /// A perceptual color space: steps look evenly spaced.
        public static let perceptual = ColorSpace(name: "perceptual")

        /// `.device` or `.perceptual`.
        public var description: String { "." + name }
    }
}
