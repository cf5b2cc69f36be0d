import Foundation
import ViewTree

extension ViewType {
    /// `MeshGradient` used as a view.
    public struct MeshGradient: KnownViewType, BuiltinViewType {
        /// "MeshGradient".
        public static var typePrefix: String { "MeshGradient" }
        static var viewKind: ViewKind { .meshGradient }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `MeshGradient` view.
    public func meshGradient() throws -> InspectableView<ViewType.MeshGradient> {
        try single(ViewType.MeshGradient.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `MeshGradient` view at `index`.
    public func meshGradient(_ index: Int) throws -> InspectableView<ViewType.MeshGradient> {
        try child(ViewType.MeshGradient.self, at: index)
    }
}

extension InspectableView where View == ViewType.MeshGradient {
    /// The number of points in each row.
    public func width() throws -> Int {
        try reading("width()") { try Reflection.field("width", of: $0.value, as: Int.self) }
    }

    /// The number of rows.
    public func height() throws -> Int {
        try reading("height()") { try Reflection.field("height", of: $0.value, as: Int.self) }
    }

    /// The points, row after row, in unit coordinates; of a mesh of `bezierPoints:`, their
    /// positions.
    public func points() throws -> [SIMD2<Float>] {
        try reading("points()") { node in
            switch try Reflection.field("locations", of: node.value, as: ViewTree.MeshGradient.Locations.self) {
            case let .points(points): points
            case let .bezierPoints(vertices): vertices.map(\.position)
            }
        }
    }

    /// The vertices with their control points, row after row, of a mesh made with
    /// `bezierPoints:`.
    ///
    /// - Throws: for a mesh made with `points:`, which has no control points; read `points()`.
    public func bezierPoints() throws -> [ViewTree.MeshGradient.BezierPoint] {
        try reading("bezierPoints()") { node in
            switch try Reflection.field("locations", of: node.value, as: ViewTree.MeshGradient.Locations.self) {
            case let .bezierPoints(vertices):
                return vertices
            case .points:
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "bezierPoints", view: "MeshGradient",
                    reason: "it was made with points:, which have no control points; read points()")
            }
        }
    }

    /// The colors of the points, row after row; resolved colors as `Color(resolved)`.
    public func colors() throws -> [ViewTree.Color] {
        try reading("colors()") { node in
            switch try Reflection.field("colors", of: node.value, as: ViewTree.MeshGradient.Colors.self) {
            case let .colors(colors): colors
            case let .resolvedColors(resolved): resolved.map { ViewTree.Color($0) }
            }
        }
    }

    /// The color drawn outside the mesh.
    public func background() throws -> ViewTree.Color {
        try reading("background()") { try Reflection.field("background", of: $0.value, as: ViewTree.Color.self) }
    }

    /// Whether the colors are interpolated smoothly.
    public func smoothsColors() throws -> Bool {
        try reading("smoothsColors()") { try Reflection.field("smoothsColors", of: $0.value, as: Bool.self) }
    }

    /// The color space the colors are interpolated in.
    public func colorSpace() throws -> Gradient.ColorSpace {
        try reading("colorSpace()") { try Reflection.field("colorSpace", of: $0.value, as: Gradient.ColorSpace.self) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `MeshGradient` as a view: a leaf; the dump shows its size.
    static let meshGradient = ViewKind(
        name: "MeshGradient", accessor: "meshGradient",
        dumpAttributes: { value in
            guard let width = Reflection.field("width", of: value) as? Int,
                let height = Reflection.field("height", of: value) as? Int
            else { return [] }
            return ["width: \(width)", "height: \(height)"]
        })
}

extension ViewTree.MeshGradient: InspectableKind {
    static var inspectorKind: ViewKind { .meshGradient }
}
