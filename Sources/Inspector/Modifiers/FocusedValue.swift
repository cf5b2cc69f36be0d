import ViewTree

extension InspectableView {
    /// The value the view publishes at `keyPath` with `.focusedValue(_:_:)` (for readers while
    /// it has the focus), the innermost when it publishes several. Throws when it publishes
    /// none for `keyPath`, naming what it has.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>) throws -> Value {
        try reading("focusedValue(_:)") { try FocusedValueReading.value(at: keyPath, of: $0, sceneValue: false) }
    }

    /// The value the view publishes at `keyPath` with `.focusedSceneValue(_:_:)`, the innermost
    /// when it publishes several. Throws when it publishes none for `keyPath`.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>) throws -> Value {
        try reading("focusedSceneValue(_:)") { try FocusedValueReading.value(at: keyPath, of: $0, sceneValue: true) }
    }

    /// The object of type `type` the view publishes with `.focusedObject(_:)`, the innermost
    /// when it publishes several. Throws when it publishes none of that type.
    public func focusedObject<Object: ObservableObject>(_ type: Object.Type) throws -> Object {
        try reading("focusedObject(\(Object.self).self)") {
            try FocusedValueReading.value(at: \.[focusedObject: _FocusedObjectKey<Object>()], of: $0, sceneValue: false, object: true)
        }
    }

    /// The object of type `type` the view publishes with `.focusedSceneObject(_:)`. Throws when
    /// it publishes none of that type.
    public func focusedSceneObject<Object: ObservableObject>(_ type: Object.Type) throws -> Object {
        try reading("focusedSceneObject(\(Object.self).self)") {
            try FocusedValueReading.value(at: \.[focusedObject: _FocusedObjectKey<Object>()], of: $0, sceneValue: true, object: true)
        }
    }
}

enum FocusedValueReading {
    static func value<Value>(
        at keyPath: WritableKeyPath<FocusedValues, Value?>, of node: InspectionNode, sceneValue: Bool, object: Bool = false
    ) throws -> Value {
        if object {
            guard let value = try? value(at: keyPath, of: node, sceneValue: sceneValue) else {
                throw node.missing("\(sceneValue ? ".focusedSceneObject" : ".focusedObject")(_:) of a \(Value.self)")
            }
            return value
        }
        let name = sceneValue ? ".focusedSceneValue" : ".focusedValue"
        for (_, modifier) in node.ownModifiers(.focusedValue) {
            guard let modifier = modifier as? _FocusedValueModifier<Value>,
                  try Reflection.field("isSceneValue", of: modifier, as: Bool.self) == sceneValue,
                  try Reflection.field("keyPath", of: modifier, as: WritableKeyPath<FocusedValues, Value?>.self) == keyPath,
                  let value = try Reflection.field("value", of: modifier, as: Value?.self)
            else { continue }
            return value
        }
        throw node.missing("\(name)(_:_:) of a \(Value.self) at that key path")
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.focusedValue(_:_:)` and `.focusedSceneValue(_:_:)`.
    static let focusedValue = ModifierKind(
        name: ".focusedValue",
        summary: { modifier in
            let isScene = Reflection.field("isSceneValue", of: modifier) as? Bool ?? false
            return (isScene ? ".focusedSceneValue" : ".focusedValue") + "(_:\(ModifierDescription.show(Reflection.field("value", of: modifier))))"
        })
}

extension _FocusedValueModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .focusedValue }
}
