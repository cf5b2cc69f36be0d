import Foundation
import ViewTree

extension ViewType {
    /// What `glassEffect(_:in:)` set on a view: its glass and shape, read with
    /// `tintColor()`, `isInteractive()`, `shape(_:)` and `glass()`.
    public struct GlassEffect {
        private let modifier: Any
        private let path: String

        init(modifier: Any, path: String) {
            self.modifier = modifier
            self.path = path
        }

        /// The glass: `XCTAssertEqual(try view.glassEffect().glass(), .clear.interactive())`.
        public func glass() throws -> Glass {
            try read("glass()") { try Reflection.field("glass", of: $0, as: Glass.self) }
        }

        /// The glass's tint, set with `tint(_:)`; nil when it has none.
        public func tintColor() throws -> ViewTree.Color? {
            try read("tintColor()") { try Reflection.field("glass", of: $0, as: Glass.self).tint }
        }

        /// Whether the glass reacts to touches, set with `interactive(_:)`.
        public func isInteractive() throws -> Bool {
            try read("isInteractive()") { try Reflection.field("glass", of: $0, as: Glass.self).isInteractive }
        }

        /// The shape of the glass, as an `S`: `DefaultGlassEffectShape` (a capsule) when none
        /// was given.
        ///
        /// - Throws: when the shape is of another type, naming it.
        public func shape<S: ViewTree.Shape>(_ type: S.Type) throws -> S {
            try read("shape(\(TypeName.display(S.self)).self)") { modifier in
                let shape = try Reflection.field("shape", of: modifier, as: (any ViewTree.Shape).self)
                guard let typed = shape as? S else {
                    throw InspectionError.Reason.typeMismatch(
                        expected: TypeName.display(S.self), found: TypeName.display(Swift.type(of: shape)),
                        hint: "the glass effect's shape is a \(TypeName.display(Swift.type(of: shape)))")
                }
                return typed
            }
        }

        private func read<T>(_ call: String, _ read: (Any) throws -> T) throws -> T {
            do {
                return try read(modifier)
            } catch let reason as InspectionError.Reason {
                throw InspectionError(reason, path: "\(path).glassEffect().\(call)")
            }
        }
    }
}

extension InspectableView {
    /// The glass effect set by `glassEffect(_:in:)`, the innermost: read its `tintColor()`,
    /// `isInteractive()`, `shape(_:)`, `glass()`.
    public func glassEffect() throws -> ViewType.GlassEffect {
        let path = pathToRoot
        return try reading("glassEffect()") { node in
            guard let (_, modifier) = node.ownModifiers(.glassEffect).first else { throw node.missing("glassEffect") }
            return ViewType.GlassEffect(modifier: modifier, path: path)
        }
    }

    /// How the view's glass enters and leaves its container, set by `glassEffectTransition(_:)`.
    public func glassEffectTransition() throws -> GlassEffectTransition {
        try reading("glassEffectTransition()") { node in
            guard let (_, modifier) = node.ownModifiers(.glassEffectTransition).first else {
                throw node.missing("glassEffectTransition")
            }
            return try Reflection.field("transition", of: modifier, as: GlassEffectTransition.self)
        }
    }

    /// The id (nil when given none) and namespace of `glassEffectID(_:in:)`.
    public func glassEffectID() throws -> (id: AnyHashable?, namespace: Namespace.ID) {
        try reading("glassEffectID()") { node in
            guard let (_, modifier) = node.ownModifiers(.glassEffectID).first else { throw node.missing("glassEffectID") }
            return (
                try Reflection.field("id", of: modifier, as: AnyHashable?.self),
                try Reflection.field("namespace", of: modifier, as: Namespace.ID.self)
            )
        }
    }

    /// The union id (nil when given none) and namespace of `glassEffectUnion(id:namespace:)`.
    /// The namespace is optional as ViewInspector's; here it is always there.
    public func glassEffectUnion() throws -> (id: AnyHashable?, namespace: Namespace.ID?) {
        try reading("glassEffectUnion()") { node in
            guard let (_, modifier) = node.ownModifiers(.glassEffectUnion).first else {
                throw node.missing("glassEffectUnion")
            }
            return (
                try Reflection.field("id", of: modifier, as: AnyHashable?.self),
                try Reflection.field("namespace", of: modifier, as: Namespace.ID.self)
            )
        }
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.glassEffect(_:in:)`.
    static let glassEffect = ModifierKind(
        name: ".glassEffect",
        summary: { modifier in
            let glass = (Reflection.field("glass", of: modifier) as? Glass).map(String.init(describing:)) ?? "?"
            let shape = Reflection.field("shape", of: modifier).map { TypeName.display(type(of: $0)) } ?? "?"
            return shape == "DefaultGlassEffectShape" ? ".glassEffect(\(glass))" : ".glassEffect(\(glass), in: \(shape))"
        })

    /// `.glassEffectID(_:in:)`.
    static let glassEffectID = ModifierKind(
        name: ".glassEffectID", summary: { ModifierDescription.call(".glassEffectID", "id", of: $0) })

    /// `.glassEffectUnion(id:namespace:)`.
    static let glassEffectUnion = ModifierKind(
        name: ".glassEffectUnion", summary: { ModifierDescription.call(".glassEffectUnion", "id", of: $0) })

    /// `.glassEffectTransition(_:)`.
    static let glassEffectTransition = ModifierKind(
        name: ".glassEffectTransition",
        summary: { ModifierDescription.call(".glassEffectTransition", "transition", of: $0) })
}

extension _GlassEffectModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .glassEffect }
}

extension _GlassEffectIDModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .glassEffectID }
}

extension _GlassEffectUnionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .glassEffectUnion }
}

extension _GlassEffectTransitionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .glassEffectTransition }
}
