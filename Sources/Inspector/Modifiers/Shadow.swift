import Foundation
import ViewTree

extension InspectableView {
    /// The shadow set with `shadow(color:radius:x:y:)`, the innermost when there are several:
    /// `try card.shadow().radius`, `try card.shadow().offset` (`CGSize(width: x, height: y)`).
    public func shadow() throws -> (color: Color, radius: CGFloat, offset: CGSize) {
        try reading("shadow()") { node in
            guard let (_, shadow) = node.ownModifiers(.shadow).first else { throw node.missing("shadow") }
            return (
                try Reflection.field("color", of: shadow, as: Color.self),
                try Reflection.field("radius", of: shadow, as: CGFloat.self),
                try Reflection.field("offset", of: shadow, as: CGSize.self)
            )
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.shadow(color:radius:x:y:)`.
    static let shadow = ModifierKind(
        name: ".shadow",
        summary: { modifier in
            let radius = ModifierDescription.show(Reflection.field("radius", of: modifier))
            guard let offset = Reflection.field("offset", of: modifier) as? CGSize, offset != .zero else {
                return ".shadow(radius: \(radius))"
            }
            return ".shadow(radius: \(radius), x: \(offset.width), y: \(offset.height))"
        })
}

extension _ShadowEffect: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .shadow }
}
