import ViewTree

extension InspectableView {
    /// The value this view hands its layout container for `key`, set with
    /// `layoutValue(key:value:)`; the key's `defaultValue` when it sets none — what the
    /// container's `subview[key]` reads. With several for one key, the outermost.
    ///
    /// ```swift
    /// try sut.inspect().layout(Ranked.self).text(0).layoutValue(key: Rank.self)  // 1
    /// ```
    public func layoutValue<K: LayoutValueKey>(key: K.Type) throws -> K.Value {
        try reading("layoutValue(key: \(TypeName.unqualified(K.self)).self)") { node in
            try LayoutValueReading.values(of: node)[ObjectIdentifier(K.self)].map { value in
                guard let typed = value as? K.Value else {
                    throw InspectionError.Reason.typeMismatch(
                        expected: TypeName.display(K.Value.self), found: TypeName.display(type(of: value)), hint: nil)
                }
                return typed
            } ?? K.defaultValue
        }
    }
}

/// What the layout values of a view are: the container's subviews read them.
enum LayoutValueReading {
    /// The values `node`'s `layoutValue(key:value:)` modifiers set, by key type; the outermost
    /// of one key wins.
    static func values(of node: InspectionNode) throws -> [ObjectIdentifier: Any] {
        var values: [ObjectIdentifier: Any] = [:]
        for (_, modifier) in node.ownModifiers(.layoutValue) {
            guard let carrier = modifier as? any LayoutValueCarrier else { continue }
            values[carrier.keyIdentifier] = try Reflection.field("value", of: modifier, as: Any.self)
        }
        return values
    }
}

/// A `layoutValue(key:value:)` modifier, which names its key.
protocol LayoutValueCarrier {
    var keyType: Any.Type { get }
}

extension LayoutValueCarrier {
    var keyIdentifier: ObjectIdentifier { ObjectIdentifier(keyType) }
}

// MARK: - Kind

extension ModifierKind {
    /// `.layoutValue(key:value:)`.
    static let layoutValue = ModifierKind(
        name: ".layoutValue",
        summary: { modifier in
            let key = (modifier as? any LayoutValueCarrier).map { TypeName.unqualified($0.keyType) } ?? "?"
            return ".layoutValue(key: \(key).self, value: \(ModifierDescription.show(Reflection.field("value", of: modifier))))"
        })
}

extension _LayoutValueModifier: InspectableModifier, LayoutValueCarrier {
    static var inspectorModifierKind: ModifierKind { .layoutValue }
    var keyType: Any.Type { Key.self }
}
