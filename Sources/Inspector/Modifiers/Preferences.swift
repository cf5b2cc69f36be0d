import ViewTree

// Preferences: the values views write for the views above them, the `onPreferenceChange`
// actions that watch them, and the overlays and backgrounds built from them.

extension InspectableView {
    /// The value of the preference `key` that this view produces: what the views inside it
    /// write, reduced in tree order with `key`'s `reduce` (depth first, siblings in order,
    /// overlays and backgrounds at their modifier's place), then changed by this view's own
    /// preference modifiers; `defaultValue` when nothing writes one. What an
    /// `onPreferenceChange(key)` on this view sees.
    ///
    /// ```swift
    /// XCTAssertEqual(try sut.inspect().vStack().preferenceValue(TitleKey.self), "Inbox")
    /// ```
    ///
    /// ViewInspector has no such reader.
    public func preferenceValue<K: PreferenceKey>(_ key: K.Type) throws -> K.Value {
        try reading("preferenceValue(\(TypeName.display(key)).self)") { node in
            try node.preferenceValues().value(key)
        }
    }

    /// Runs the view's `onPreferenceChange` actions for keys whose value is of type `V` with
    /// `value`, as if the value had changed to it; `index` picks among them, in the order they
    /// were applied. Throws when the view has none for a `V` (or not that many).
    ///
    /// ViewInspector has no such call; it is shaped as `callOnChange(newValue:)`.
    public func callOnPreferenceChange<V: Equatable>(_ value: V, index: Int = 0) throws {
        try reading("callOnPreferenceChange(_:\(index == 0 ? "" : " index:"))") { node in
            let action = try PreferenceReading.action(
                of: node, at: index, named: "onPreferenceChange (a key whose value is \(TypeName.display(V.self)))"
            ) { modifier in try? Reflection.field("action", of: modifier, as: ((V) -> Void).self) }
            Interaction.perform(at: node) { action(value) }
        }
    }

    /// Runs the view's `onPreferenceChange(key)` action with `value`; `index` picks among
    /// several for `key`, in the order they were applied. Throws when the view has none.
    public func callOnPreferenceChange<K: PreferenceKey>(_ key: K.Type, value: K.Value, index: Int = 0) throws
    where K.Value: Equatable {
        try reading("callOnPreferenceChange(\(TypeName.display(key)).self, value:\(index == 0 ? "" : ", index:"))") { node in
            let action = try PreferenceReading.action(
                of: node, at: index, named: "onPreferenceChange(\(TypeName.display(key)).self)"
            ) { modifier -> ((K.Value) -> Void)? in
                guard modifier is _PreferenceActionModifier<K> else { return nil }
                return try? Reflection.field("action", of: modifier, as: ((K.Value) -> Void).self)
            }
            Interaction.perform(at: node) { action(value) }
        }
    }

    /// The views of the view's `overlayPreferenceValue`, built from the value its view
    /// produces (as `preferenceValue(_:)` reads it); with several, the one at `index` in the
    /// order applied. Search finds what they contain.
    public func overlayPreferenceValue(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try LayerReading.layer(of: self, call: "overlayPreferenceValue", index: index)
    }

    /// The views of the view's `backgroundPreferenceValue`, built from the value its view
    /// produces; with several, the one at `index` in the order applied.
    public func backgroundPreferenceValue(_ index: Int? = nil) throws -> InspectableView<ViewType.Background> {
        try LayerReading.layer(of: self, call: "backgroundPreferenceValue", index: index)
    }
}

enum PreferenceReading {
    /// The `index`th `onPreferenceChange` action on `node` that `select` accepts, in the order
    /// applied; `name` names what was looked for in errors.
    static func action<Action>(
        of node: InspectionNode, at index: Int, named name: String, _ select: (Any) -> Action?
    ) throws -> Action {
        let actions = node.ownModifiers(.onPreferenceChange).compactMap { select($0.modifier) }
        guard index >= 0, index < actions.count else {
            if actions.isEmpty { throw node.missing(name) }
            throw InspectionError.Reason.indexOutOfRange(
                index: index, count: actions.count, container: node.kindName, item: "\(name) modifier")
        }
        return actions[index]
    }

    /// The views of the preference layer `layer` hangs: its closure run with what the view it
    /// hangs from produces inside the modifier.
    static func layerContent(of layer: InspectionNode) throws -> Any? {
        guard let modifier = layer.value as? any PreferenceLayerModifier, let view = layer.parent,
            let index = layer.attachment
        else { return nil }
        let values = try view.preferenceValues(before: index)
        let input = UncheckedSendable((modifier: modifier, values: values))
        let content: UncheckedSendable<Any> = try Evaluation.onMainActor {
            UncheckedSendable(input.value.modifier.layerContent(for: input.value.values))
        }
        return content.value
    }

    /// `.name(Key.self)`, for dumps and messages.
    static func call(_ name: String, of modifier: Any) -> String {
        guard let keyed = type(of: modifier) as? any PreferenceKeyed.Type else { return name }
        return "\(name)(\(TypeName.display(keyed.preferenceKey)).self)"
    }

    /// `.name(key: Key.self)`, for dumps and messages.
    static func keyCall(_ name: String, of modifier: Any) -> String {
        guard let keyed = type(of: modifier) as? any PreferenceKeyed.Type else { return name }
        return "\(name)(key: \(TypeName.display(keyed.preferenceKey)).self)"
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.preference(key:value:)`.
    static let preference = ModifierKind(
        name: ".preference", summary: { PreferenceReading.keyCall(".preference", of: $0) })

    /// `.transformPreference(_:_:)`.
    static let transformPreference = ModifierKind(
        name: ".transformPreference", summary: { PreferenceReading.call(".transformPreference", of: $0) })

    /// `.anchorPreference(key:value:transform:)`.
    static let anchorPreference = ModifierKind(
        name: ".anchorPreference", summary: { PreferenceReading.keyCall(".anchorPreference", of: $0) })

    /// `.transformAnchorPreference(key:value:transform:)`.
    static let transformAnchorPreference = ModifierKind(
        name: ".transformAnchorPreference", summary: { PreferenceReading.keyCall(".transformAnchorPreference", of: $0) })

    /// `.onPreferenceChange(_:perform:)`.
    static let onPreferenceChange = ModifierKind(
        name: ".onPreferenceChange", summary: { PreferenceReading.call(".onPreferenceChange", of: $0) })

    /// `.overlayPreferenceValue(_:_:)` and `(_:alignment:_:)`: its views are built from the
    /// value the modified view produces, so they are computed at their place, once per node.
    static let overlayPreferenceValue = ModifierKind(
        name: ".overlayPreferenceValue", summary: { PreferenceReading.call(".overlayPreferenceValue", of: $0) },
        attachment: .placed(call: "overlayPreferenceValue", content: PreferenceReading.layerContent(of:)))

    /// `.backgroundPreferenceValue(_:_:)` and `(_:alignment:_:)`.
    static let backgroundPreferenceValue = ModifierKind(
        name: ".backgroundPreferenceValue", summary: { PreferenceReading.call(".backgroundPreferenceValue", of: $0) },
        attachment: .placed(call: "backgroundPreferenceValue", content: PreferenceReading.layerContent(of:)))
}

extension _PreferenceWritingModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .preference }
}

extension _PreferenceTransformModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .transformPreference }
}

extension _AnchorWritingModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .anchorPreference }
}

extension _AnchorTransformModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .transformAnchorPreference }
}

extension _PreferenceActionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onPreferenceChange }
}

extension _OverlayPreferenceModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .overlayPreferenceValue }
}

extension _BackgroundPreferenceModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .backgroundPreferenceValue }
}
