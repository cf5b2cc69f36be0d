import Foundation
import ViewTree

extension ViewType {
    /// `RadialGradient` used as a view.
    public struct RadialGradient: KnownViewType, BuiltinViewType {
        /// "RadialGradient".
        public static var typePrefix: String { "RadialGradient" }
        static var viewKind: ViewKind { .radialGradient }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `RadialGradient` view.
    public func radialGradient() throws -> InspectableView<ViewType.RadialGradient> {
        try single(ViewType.RadialGradient.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `RadialGradient` view at `index`.
    public func radialGradient(_ index: Int) throws -> InspectableView<ViewType.RadialGradient> {
        try child(ViewType.RadialGradient.self, at: index)
    }
}

extension InspectableView where View == ViewType.RadialGradient {
    /// The gradient's colors and their locations.
    public func gradient() throws -> Gradient {
        try reading("gradient()") { try Reflection.field("gradient", of: $0.value, as: Gradient.self) }
    }

    /// The center of the gradient's circles.
    public func center() throws -> UnitPoint {
        try reading("center()") { try Reflection.field("center", of: $0.value, as: UnitPoint.self) }
    }

    /// The radius where the gradient starts.
    public func startRadius() throws -> CGFloat {
        try reading("startRadius()") { try Reflection.field("startRadius", of: $0.value, as: CGFloat.self) }
    }

    /// The radius where the gradient ends.
    public func endRadius() throws -> CGFloat {
        try reading("endRadius()") { try Reflection.field("endRadius", of: $0.value, as: CGFloat.self) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `RadialGradient` as a view: a leaf; the dump shows its colors.
    static let radialGradient = ViewKind(
        name: "RadialGradient", accessor: "radialGradient",
        dumpAttributes: { value in
            guard let gradient = Reflection.field("gradient", of: value) as? Gradient else { return [] }
            return ["colors: [" + gradient.stops.map { "\($0.color)" }.joined(separator: ", ") + "]"]
        })
}

extension ViewTree.RadialGradient: InspectableKind {
    static var inspectorKind: ViewKind { .radialGradient }
}
