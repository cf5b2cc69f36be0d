import Foundation
import ViewTree

extension ViewType {
    /// `LinearGradient` used as a view.
    public struct LinearGradient: KnownViewType, BuiltinViewType {
        /// "LinearGradient".
        public static var typePrefix: String { "LinearGradient" }
        static var viewKind: ViewKind { .linearGradient }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `LinearGradient` view.
    public func linearGradient() throws -> InspectableView<ViewType.LinearGradient> {
        try single(ViewType.LinearGradient.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `LinearGradient` view at `index`.
    public func linearGradient(_ index: Int) throws -> InspectableView<ViewType.LinearGradient> {
        try child(ViewType.LinearGradient.self, at: index)
    }
}

extension InspectableView where View == ViewType.LinearGradient {
    /// The gradient's colors and their locations.
    public func gradient() throws -> Gradient {
        try reading("gradient()") { try Reflection.field("gradient", of: $0.value, as: Gradient.self) }
    }

    /// Where the gradient starts.
    public func startPoint() throws -> UnitPoint {
        try reading("startPoint()") { try Reflection.field("startPoint", of: $0.value, as: UnitPoint.self) }
    }

    /// Where the gradient ends.
    public func endPoint() throws -> UnitPoint {
        try reading("endPoint()") { try Reflection.field("endPoint", of: $0.value, as: UnitPoint.self) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `LinearGradient` as a view: a leaf; the dump shows its colors.
    static let linearGradient = ViewKind(
        name: "LinearGradient", accessor: "linearGradient",
        dumpAttributes: { value in
            guard let gradient = Reflection.field("gradient", of: value) as? Gradient else { return [] }
            return ["colors: [" + gradient.stops.map { "\($0.color)" }.joined(separator: ", ") + "]"]
        })
}

extension ViewTree.LinearGradient: InspectableKind {
    static var inspectorKind: ViewKind { .linearGradient }
}
