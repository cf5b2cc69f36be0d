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
    ///
    /// A subview that is a custom view (or an `AnyView`) of one view carries what its body's
    /// view carries too, as in SwiftUI: `.layoutValue` written at the top of a row's body
    /// reaches the layout the row is in. Values written outside win over those inside.
    static func values(of node: InspectionNode) throws -> [ObjectIdentifier: Any] {
        var values: [ObjectIdentifier: Any] = [:]
        var current: InspectionNode? = node
        while let level = current {
            for (_, modifier) in level.ownModifiers(.layoutValue).reversed() {
                guard let carrier = modifier as? any LayoutValueCarrier, values[carrier.keyIdentifier] == nil else { continue }
                values[carrier.keyIdentifier] = try Reflection.field("value", of: modifier, as: Any.self)
            }
            current = try singleBodyView(of: level)
        }
        return values
    }

    /// The one view a custom view's body or an `AnyView` shows, or nil for any other view and
    /// for a body of several views.
    static func singleBodyView(of node: InspectionNode) throws(InspectionError.Reason) -> InspectionNode? {
        guard node.viewKind == .custom || node.viewKind == .anyView else { return nil }
        let children = try node.contentChildren()
        return children.count == 1 ? children[0] : nil
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
