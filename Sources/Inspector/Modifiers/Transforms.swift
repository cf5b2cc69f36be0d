import Foundation
import ViewTree

extension InspectableView {
    /// How far this view is moved by `offset(_:)` or `offset(x:y:)`: the sum of its offsets.
    public func offset() throws -> CGSize {
        try reading("offset()") { try TransformReading.offset(of: $0) }
    }

    /// Where this view is centered by `position(_:)` or `position(x:y:)`; the innermost.
    public func position() throws -> CGPoint {
        try reading("position()") { node in
            guard let (_, modifier) = node.ownModifiers(.position).first else { throw node.missing("position") }
            return try Reflection.field("position", of: modifier, as: CGPoint.self)
        }
    }

    /// The rotation set by `rotationEffect(_:anchor:)`, the innermost: its angle and anchor.
    public func rotation() throws -> (angle: Angle, anchor: UnitPoint) {
        try reading("rotation()") { try TransformReading.rotation(of: $0) }
    }

    /// The rotation set by `rotationEffect(_:anchor:)`: `rotation()` under the modifier's name.
    public func rotationEffect() throws -> (angle: Angle, anchor: UnitPoint) {
        try reading("rotationEffect()") { try TransformReading.rotation(of: $0) }
    }

    /// The rotation set by `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, the innermost:
    /// its angle, axis, anchor, anchor depth and perspective.
    public func rotation3D() throws -> (
        angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat
    ) {
        try reading("rotation3D()") { node in
            guard let (_, modifier) = node.ownModifiers(.rotation3D).first else { throw node.missing("rotation3DEffect") }
            return (
                try Reflection.field("angle", of: modifier, as: Angle.self),
                try Reflection.field("axis", of: modifier, as: (x: CGFloat, y: CGFloat, z: CGFloat).self),
                try Reflection.field("anchor", of: modifier, as: UnitPoint.self),
                try Reflection.field("anchorZ", of: modifier, as: CGFloat.self),
                try Reflection.field("perspective", of: modifier, as: CGFloat.self)
            )
        }
    }

    /// The scale set by `scaleEffect`, the innermost: width and height factors.
    public func scaleEffect() throws -> CGSize {
        try reading("scaleEffect()") { try TransformReading.scale(of: $0).scale }
    }

    /// The point the innermost `scaleEffect` scales around.
    public func scaleEffectAnchor() throws -> UnitPoint {
        try reading("scaleEffectAnchor()") { try TransformReading.scale(of: $0).anchor }
    }
}

enum TransformReading {
    static func offset(of node: InspectionNode) throws -> CGSize {
        let offsets = try node.ownModifiers(.offset).map { try Reflection.field("offset", of: $0.modifier, as: CGSize.self) }
        guard !offsets.isEmpty else { throw node.missing("offset") }
        return offsets.reduce(CGSize.zero) { CGSize(width: $0.width + $1.width, height: $0.height + $1.height) }
    }

    static func rotation(of node: InspectionNode) throws -> (angle: Angle, anchor: UnitPoint) {
        guard let (_, modifier) = node.ownModifiers(.rotation).first else { throw node.missing("rotationEffect") }
        return (
            try Reflection.field("angle", of: modifier, as: Angle.self),
            try Reflection.field("anchor", of: modifier, as: UnitPoint.self)
        )
    }

    static func scale(of node: InspectionNode) throws -> (scale: CGSize, anchor: UnitPoint) {
        guard let (_, modifier) = node.ownModifiers(.scale).first else { throw node.missing("scaleEffect") }
        return (
            try Reflection.field("scale", of: modifier, as: CGSize.self),
            try Reflection.field("anchor", of: modifier, as: UnitPoint.self)
        )
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.offset(_:)`, `.offset(x:y:)`.
    static let offset = ModifierKind(
        name: ".offset",
        summary: { modifier in
            let offset = (Reflection.field("offset", of: modifier) as? CGSize) ?? .zero
            return ".offset(x: \(offset.width), y: \(offset.height))"
        })

    /// `.position(_:)`, `.position(x:y:)`.
    static let position = ModifierKind(
        name: ".position",
        summary: { modifier in
            let position = (Reflection.field("position", of: modifier) as? CGPoint) ?? .zero
            return ".position(x: \(position.x), y: \(position.y))"
        })

    /// `.rotationEffect(_:anchor:)`.
    static let rotation = ModifierKind(
        name: ".rotationEffect", summary: { ModifierDescription.call(".rotationEffect", "angle", of: $0) })

    /// `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
    static let rotation3D = ModifierKind(
        name: ".rotation3DEffect",
        summary: { modifier in
            let angle = (Reflection.field("angle", of: modifier) as? Angle).map { "\($0)" } ?? "?"
            guard let axis = Reflection.field("axis", of: modifier) as? (x: CGFloat, y: CGFloat, z: CGFloat) else {
                return ".rotation3DEffect(\(angle))"
            }
            return ".rotation3DEffect(\(angle), axis: (x: \(axis.x), y: \(axis.y), z: \(axis.z)))"
        })

    /// `.scaleEffect(_:anchor:)`, `.scaleEffect(x:y:anchor:)`.
    static let scale = ModifierKind(
        name: ".scaleEffect",
        summary: { modifier in
            let scale = (Reflection.field("scale", of: modifier) as? CGSize) ?? CGSize(width: 1, height: 1)
            return scale.width == scale.height
                ? ".scaleEffect(\(scale.width))" : ".scaleEffect(x: \(scale.width), y: \(scale.height))"
        })
}

extension _OffsetEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .offset }
}

extension _PositionLayout: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .position }
}

extension _RotationEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .rotation }
}

extension _Rotation3DEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .rotation3D }
}

extension _ScaleEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .scale }
}
