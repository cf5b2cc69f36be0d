import Foundation
import ViewTree

// ViewInspector's readers of the shape modifiers, on a shape: `inset()`, `offset()`,
// `scale()`, `rotation()`, `transform()`, `size()`, `trim()`. Each reads the outermost shape
// of its modifier among the shapes the view draws (through fills, strokes and the other
// modifiers): `Circle().trim(from: 0, to: 0.5).rotation(.degrees(90)).stroke()` has both.

extension InspectableView where View == ViewType.Shape {
    /// How far the shape is inset by `inset(by:)` (a repeated inset's total).
    public func inset() throws -> CGFloat {
        try reading("inset()") { node in
            try Reflection.field("amount", of: try ShapeModifierReading.shape(.inset, of: node), as: CGFloat.self)
        }
    }

    /// How far the shape is moved by its shape modifier `offset(x:y:)` or `offset(_:)`; for a
    /// shape without one, the view modifier's (`Circle().fill(.red).offset(x: 2)`), as on
    /// any view.
    public func offset() throws -> CGSize {
        try reading("offset()") { node in
            guard let shape = ShapeModifierReading.find(.offset, in: node) else { return try TransformReading.offset(of: node) }
            return try Reflection.field("offset", of: shape, as: CGSize.self)
        }
    }

    /// The factors and anchor of the shape's `scale(x:y:anchor:)` or `scale(_:anchor:)`.
    public func scale() throws -> (x: CGFloat, y: CGFloat, anchor: UnitPoint) {
        try reading("scale()") { node in
            let shape = try ShapeModifierReading.shape(.scale, of: node)
            let scale = try Reflection.field("scale", of: shape, as: CGSize.self)
            return (scale.width, scale.height, try Reflection.field("anchor", of: shape, as: UnitPoint.self))
        }
    }

    /// The angle and anchor of the shape's `rotation(_:anchor:)`; for a shape without one,
    /// the view modifier `rotationEffect(_:anchor:)`'s, as on any view.
    public func rotation() throws -> (angle: Angle, anchor: UnitPoint) {
        try reading("rotation()") { node in
            guard let shape = ShapeModifierReading.find(.rotation, in: node) else {
                return try TransformReading.rotation(of: node)
            }
            return (
                try Reflection.field("angle", of: shape, as: Angle.self),
                try Reflection.field("anchor", of: shape, as: UnitPoint.self)
            )
        }
    }

    /// The transform of the shape's `transform(_:)`.
    public func transform() throws -> CGAffineTransform {
        try reading("transform()") { node in
            try Reflection.field("transform", of: try ShapeModifierReading.shape(.transform, of: node), as: CGAffineTransform.self)
        }
    }

    /// The size of the shape's `size(_:)` or `size(width:height:)`.
    public func size() throws -> CGSize {
        try reading("size()") { node in
            try Reflection.field("size", of: try ShapeModifierReading.shape(.size, of: node), as: CGSize.self)
        }
    }

    /// The fractions of the shape's `trim(from:to:)`.
    public func trim() throws -> (from: CGFloat, to: CGFloat) {
        try reading("trim()") { node in
            let shape = try ShapeModifierReading.shape(.trim, of: node)
            return (
                try Reflection.field("startFraction", of: shape, as: CGFloat.self),
                try Reflection.field("endFraction", of: shape, as: CGFloat.self)
            )
        }
    }
}

/// Finds a shape modifier's shape among the shapes a view draws.
enum ShapeModifierReading {
    enum Modification: String {
        case inset, offset, scale, rotation, transform, size, trim

        /// The call that makes it, for messages.
        var call: String {
            switch self {
            case .inset: "inset(by:)"
            case .offset: "offset(x:y:)"
            case .scale: "scale(x:y:anchor:)"
            case .rotation: "rotation(_:anchor:)"
            case .transform: "transform(_:)"
            case .size: "size(width:height:)"
            case .trim: "trim(from:to:)"
            }
        }
    }

    /// A shape modifier's shape as written in source, for the tree dump: `.offset(x: 1, y: 0)`;
    /// nil for any other shape.
    static func summary(of shape: Any) -> String? {
        guard let modification = (type(of: shape) as? any ShapeModifying.Type)?.shapeModification else { return nil }
        func show(_ label: String) -> String { ModifierDescription.show(Reflection.field(label, of: shape)) }
        switch modification {
        case .inset:
            return ".inset(by: \(show("amount")))"
        case .offset:
            let offset = Reflection.field("offset", of: shape) as? CGSize
            return offset.map { ".offset(x: \(ModifierDescription.show($0.width)), y: \(ModifierDescription.show($0.height)))" }
        case .scale:
            let scale = Reflection.field("scale", of: shape) as? CGSize
            return scale.map {
                ".scale(x: \(ModifierDescription.show($0.width)), y: \(ModifierDescription.show($0.height)), anchor: \(show("anchor")))"
            }
        case .rotation:
            return ".rotation(\(show("angle")), anchor: \(show("anchor")))"
        case .transform:
            return ".transform(\(show("transform")))"
        case .size:
            return ".size(\(show("size")))"
        case .trim:
            return ".trim(from: \(show("startFraction")), to: \(show("endFraction")))"
        }
    }

    /// The outermost shape of `modification` the node draws, or nil.
    static func find(_ modification: Modification, in node: InspectionNode) -> Any? {
        (try? ShapeReading.chain(of: node.value))?.first { shape in
            (type(of: shape) as? any ShapeModifying.Type)?.shapeModification == modification
        }
    }

    /// The outermost shape of `modification` the node draws.
    ///
    /// - Throws: `modifierNotFound`, naming the shapes the node draws.
    static func shape(_ modification: Modification, of node: InspectionNode) throws -> Any {
        if let shape = find(modification, in: node) { return shape }
        let chain = (try? ShapeReading.chain(of: node.value)) ?? []
        throw InspectionError.Reason.modifierNotFound(
            view: "Shape", modifier: modification.call,
            detail: "it draws " + chain.map { TypeName.display(type(of: $0)) }.joined(separator: " in "))
    }
}

/// The shapes the shape modifiers return, by the modifier.
protocol ShapeModifying {
    static var shapeModification: ShapeModifierReading.Modification { get }
}

extension _InsetShape: ShapeModifying {
    static var shapeModification: ShapeModifierReading.Modification { .inset }
}

extension OffsetShape: ShapeModifying, ShapeLayer {
    static var shapeModification: ShapeModifierReading.Modification { .offset }
    static var shapeLayer: ShapeReading.Layer { .modified }
}

extension RotatedShape: ShapeModifying, ShapeLayer {
    static var shapeModification: ShapeModifierReading.Modification { .rotation }
    static var shapeLayer: ShapeReading.Layer { .modified }
}

extension ScaledShape: ShapeModifying, ShapeLayer {
    static var shapeModification: ShapeModifierReading.Modification { .scale }
    static var shapeLayer: ShapeReading.Layer { .modified }
}

extension TransformedShape: ShapeModifying, ShapeLayer {
    static var shapeModification: ShapeModifierReading.Modification { .transform }
    static var shapeLayer: ShapeReading.Layer { .modified }
}

extension _SizedShape: ShapeModifying, ShapeLayer {
    static var shapeModification: ShapeModifierReading.Modification { .size }
    static var shapeLayer: ShapeReading.Layer { .modified }
}

extension _TrimmedShape: ShapeModifying, ShapeLayer {
    static var shapeModification: ShapeModifierReading.Modification { .trim }
    static var shapeLayer: ShapeReading.Layer { .modified }
}
