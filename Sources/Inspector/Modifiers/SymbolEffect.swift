import ViewTree

/// What `symbolEffect(_:options:value:)` or `symbolEffect(_:options:isActive:)` was given, as
/// `symbolEffect()` reads it.
public struct AppliedSymbolEffect: CustomStringConvertible {
    /// The effect: `effect as? BounceSymbolEffect`, or its `description` (`.bounce.up`).
    public let effect: any SymbolEffect
    /// How the effect plays.
    public let options: SymbolEffectOptions
    /// The value whose changes play the effect (the `value:` form); nil for the `isActive:` form.
    public let value: (any Equatable)?
    /// Whether the effect plays: the `isActive:` given, true for the `value:` form.
    public let isActive: Bool

    /// `symbolEffect(.bounce.up, options: .default, value: 3)`,
    /// `symbolEffect(.pulse, options: .repeating, isActive: false)`.
    public var description: String {
        let trigger = value.map { "value: \(ModifierDescription.show($0))" } ?? "isActive: \(isActive)"
        return "symbolEffect(\(effect), options: \(options), \(trigger))"
    }
}

extension InspectableView {
    /// The symbol effect applied to this view; with several, the one at `index` in the order
    /// they were applied (the innermost first).
    ///
    /// ```swift
    /// let effect = try bell.inspect().image().symbolEffect()
    /// XCTAssertEqual(effect.effect as? BounceSymbolEffect, .bounce.up)
    /// XCTAssertEqual(effect.value as? Int, 3)
    /// ```
    public func symbolEffect(_ index: Int? = nil) throws -> AppliedSymbolEffect {
        try reading("symbolEffect(\(index.map(String.init) ?? ""))") { node in
            let effects = node.ownModifiers(.symbolEffect)
            guard !effects.isEmpty else { throw node.missing("symbolEffect") }
            let position = index ?? 0
            guard effects.indices.contains(position) else {
                throw InspectionError.Reason.indexOutOfRange(
                    index: position, count: effects.count, container: node.kindName, item: "symbolEffect")
            }
            return try SymbolEffectReading.applied(effects[position].modifier)
        }
    }
}

enum SymbolEffectReading {
    static func applied(_ modifier: Any) throws -> AppliedSymbolEffect {
        AppliedSymbolEffect(
            effect: try Reflection.field("effect", of: modifier, as: (any SymbolEffect).self),
            options: try Reflection.field("options", of: modifier, as: SymbolEffectOptions.self),
            value: try Reflection.field("value", of: modifier, as: (any Equatable)?.self),
            isActive: try Reflection.field("isActive", of: modifier, as: Bool.self))
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.symbolEffect(_:options:value:)`, `.symbolEffect(_:options:isActive:)`.
    static let symbolEffect = ModifierKind(
        name: ".symbolEffect",
        summary: { modifier in
            (try? SymbolEffectReading.applied(modifier)).map { ".\($0)" } ?? ".symbolEffect"
        })
}

extension _SymbolEffectModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .symbolEffect }
}
