import Foundation
import ViewTree

extension ViewType {
    /// `AngularGradient` used as a view.
    public struct AngularGradient: KnownViewType, BuiltinViewType {
        /// "AngularGradient".
        public static var typePrefix: String { "AngularGradient" }
        static var viewKind: ViewKind { .angularGradient }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `AngularGradient` view.
    public func angularGradient() throws -> InspectableView<ViewType.AngularGradient> {
        try single(ViewType.AngularGradient.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `AngularGradient` view at `index`.
    public func angularGradient(_ index: Int) throws -> InspectableView<ViewType.AngularGradient> {
        try child(ViewType.AngularGradient.self, at: index)
    }
}

extension InspectableView where View == ViewType.AngularGradient {
    /// The gradient's colors and their locations.
    public func gradient() throws -> Gradient {
        try reading("gradient()") { try Reflection.field("gradient", of: $0.value, as: Gradient.self) }
    }

    /// The center the gradient sweeps around.
    public func center() throws -> UnitPoint {
        try reading("center()") { try Reflection.field("center", of: $0.value, as: UnitPoint.self) }
    }

    /// The angle where the gradient starts.
    public func startAngle() throws -> Angle {
        try reading("startAngle()") { try Reflection.field("startAngle", of: $0.value, as: Angle.self) }
    }

    /// The angle where the gradient ends (a full turn after the start with `angle:`).
    public func endAngle() throws -> Angle {
        try reading("endAngle()") { try Reflection.field("endAngle", of: $0.value, as: Angle.self) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `AngularGradient` as a view: a leaf; the dump shows its colors.
    static let angularGradient = ViewKind(
        name: "AngularGradient", accessor: "angularGradient",
        dumpAttributes: { value in
            guard let gradient = Reflection.field("gradient", of: value) as? Gradient else { return [] }
            return ["colors: [" + gradient.stops.map { "\($0.color)" }.joined(separator: ", ") + "]"]
        })
}

extension ViewTree.AngularGradient: InspectableKind {
    static var inspectorKind: ViewKind { .angularGradient }
}
