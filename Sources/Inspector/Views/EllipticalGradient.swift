import Foundation
import ViewTree

extension ViewType {
    /// `EllipticalGradient` used as a view.
    public struct EllipticalGradient: KnownViewType, BuiltinViewType {
        /// "EllipticalGradient".
        public static var typePrefix: String { "EllipticalGradient" }
        static var viewKind: ViewKind { .ellipticalGradient }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps an `EllipticalGradient` view.
    public func ellipticalGradient() throws -> InspectableView<ViewType.EllipticalGradient> {
        try single(ViewType.EllipticalGradient.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `EllipticalGradient` view at `index`.
    public func ellipticalGradient(_ index: Int) throws -> InspectableView<ViewType.EllipticalGradient> {
        try child(ViewType.EllipticalGradient.self, at: index)
    }
}

extension InspectableView where View == ViewType.EllipticalGradient {
    /// The gradient's colors and their locations.
    public func gradient() throws -> Gradient {
        try reading("gradient()") { try Reflection.field("gradient", of: $0.value, as: Gradient.self) }
    }

    /// The center of the gradient's ellipses.
    public func center() throws -> UnitPoint {
        try reading("center()") { try Reflection.field("center", of: $0.value, as: UnitPoint.self) }
    }

    /// Where the gradient starts, as a fraction of the filled size.
    public func startRadiusFraction() throws -> CGFloat {
        try reading("startRadiusFraction()") {
            try Reflection.field("startRadiusFraction", of: $0.value, as: CGFloat.self)
        }
    }

    /// Where the gradient ends, as a fraction of the filled size.
    public func endRadiusFraction() throws -> CGFloat {
        try reading("endRadiusFraction()") { try Reflection.field("endRadiusFraction", of: $0.value, as: CGFloat.self) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `EllipticalGradient` as a view: a leaf; the dump shows its colors.
    static let ellipticalGradient = ViewKind(
        name: "EllipticalGradient", accessor: "ellipticalGradient",
        dumpAttributes: { value in
            guard let gradient = Reflection.field("gradient", of: value) as? Gradient else { return [] }
            return ["colors: [" + gradient.stops.map { "\($0.color)" }.joined(separator: ", ") + "]"]
        })
}

extension ViewTree.EllipticalGradient: InspectableKind {
    static var inspectorKind: ViewKind { .ellipticalGradient }
}
