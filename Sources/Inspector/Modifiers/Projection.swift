import Foundation
import ViewTree

extension InspectableView {
    /// The transform `projectionEffect(_:)` draws this view through; the innermost.
    ///
    /// - Throws: `modifierNotFound` when the view has no `projectionEffect(_:)`.
    public func projectionTransform() throws -> ProjectionTransform {
        try reading("projectionTransform()") { node in
            guard let (_, modifier) = node.ownModifiers(.projection).first else { throw node.missing("projectionEffect") }
            return try Reflection.field("transform", of: modifier, as: ProjectionTransform.self)
        }
    }

    /// The transform `transformEffect(_:)` draws this view through; the innermost.
    ///
    /// - Throws: `modifierNotFound` when the view has no `transformEffect(_:)`.
    public func transformEffect() throws -> CGAffineTransform {
        try reading("transformEffect()") { node in
            guard let (_, modifier) = node.ownModifiers(.affineTransform).first else { throw node.missing("transformEffect") }
            return try Reflection.field("transform", of: modifier, as: CGAffineTransform.self)
        }
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.projectionEffect(_:)`.
    static let projection = ModifierKind(
        name: ".projectionEffect",
        summary: { modifier in
            guard let m = Reflection.field("transform", of: modifier) as? ProjectionTransform else { return ".projectionEffect" }
            if m.isIdentity { return ".projectionEffect(.identity)" }
            return ".projectionEffect([\(m.m11), \(m.m12), \(m.m13); \(m.m21), \(m.m22), \(m.m23); \(m.m31), \(m.m32), \(m.m33)])"
        })

    /// `.transformEffect(_:)`.
    static let affineTransform = ModifierKind(
        name: ".transformEffect",
        summary: { modifier in
            guard let t = Reflection.field("transform", of: modifier) as? CGAffineTransform else { return ".transformEffect" }
            return ".transformEffect(a: \(t.a), b: \(t.b), c: \(t.c), d: \(t.d), tx: \(t.tx), ty: \(t.ty))"
        })
}

extension _ProjectionEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .projection }
}

extension _TransformEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .affineTransform }
}
