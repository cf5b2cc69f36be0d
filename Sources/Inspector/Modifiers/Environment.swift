import ViewTree

// The modifiers that change the environment of a view and its content. Their effects are read
// through the environment (`font()`, `isDisabled()`, `foregroundColor()`), not one by one.

extension ModifierKind {
    /// `.environment(_:_:)`, and the modifiers made of it: `.font(_:)`,
    /// `.foregroundStyle(_:)`, `.foregroundColor(_:)`, `.environment(model)`,
    /// `.defaultAppStorage(_:)`, `.lineLimit(_:)`, `.multilineTextAlignment(_:)`,
    /// `.truncationMode(_:)`, `.minimumScaleFactor(_:)`, `.lineSpacing(_:)`, `.allowsTightening(_:)`,
    /// `.controlSize(_:)`, `.tint(_:)`, and the view modifiers `.bold(_:)`, `.italic(_:)`,
    /// `.fontWeight(_:)`, `.fontDesign(_:)`, `.fontWidth(_:)`; `.buttonBorderShape(_:)`,
    /// `.dynamicTypeSize(_:)` (a size), `.scrollDismissesKeyboard(_:)`,
    /// `.alternatingRowBackgrounds(_:)`, `.unredacted()`,
    /// `.privacySensitive(_:)`, `.headerProminence(_:)`, `.persistentSystemOverlays(_:)`,
    /// `.navigationSubtitle(_:)`, `.symbolRenderingMode(_:)`, `.monospacedDigit()`,
    /// `.textSelection(_:)`, `.textCase(_:)`.
    static let environmentWriting = ModifierKind(
        naming: writingName,
        summary: { modifier in
            let name = writingName(modifier)
            if name == ".environment" { return name }
            if name == ".unredacted" || name == ".monospacedDigit" { return name + "()" }
            if let visibility = Reflection.field("value", of: modifier) as? Visibility { return "\(name)(.\(visibility))" }
            return ModifierDescription.call(name, "value", of: modifier)
        })

    private static func writingName(_ modifier: Any) -> String {
        let keyPath = Reflection.field("keyPath", of: modifier) as? AnyKeyPath
        if keyPath == \EnvironmentValues.font { return ".font" }
        if keyPath == \EnvironmentValues.foregroundStyle { return ".foregroundStyle" }
        if keyPath == \EnvironmentValues.defaultAppStorage { return ".defaultAppStorage" }
        let named: [(AnyKeyPath, String)] = [
            (\EnvironmentValues.lineLimit, ".lineLimit"), (\EnvironmentValues.lineLimits, ".lineLimit"), (\EnvironmentValues.multilineTextAlignment, ".multilineTextAlignment"),
            (\EnvironmentValues.truncationMode, ".truncationMode"), (\EnvironmentValues.minimumScaleFactor, ".minimumScaleFactor"),
            (\EnvironmentValues.controlSize, ".controlSize"), (\EnvironmentValues.tint, ".tint"),
            (\EnvironmentValues.lineSpacing, ".lineSpacing"), (\EnvironmentValues.allowsTightening, ".allowsTightening"),
            (\EnvironmentValues.accentColor, ".accentColor"),
            (\EnvironmentValues.fontIsBold, ".bold"), (\EnvironmentValues.fontIsItalic, ".italic"),
            (\EnvironmentValues.fontWeight, ".fontWeight"), (\EnvironmentValues.fontDesign, ".fontDesign"),
            (\EnvironmentValues.fontWidth, ".fontWidth"),
            (\EnvironmentValues.buttonBorderShape, ".buttonBorderShape"), (\EnvironmentValues.dynamicTypeSize, ".dynamicTypeSize"),
            (\EnvironmentValues.scrollDismissesKeyboardMode, ".scrollDismissesKeyboard"),
            (\EnvironmentValues.alternatingRowBackgrounds, ".alternatingRowBackgrounds"),
            (\EnvironmentValues.isPrivacySensitive, ".privacySensitive"), (\EnvironmentValues.headerProminence, ".headerProminence"),
            (\EnvironmentValues.persistentSystemOverlays, ".persistentSystemOverlays"),
            (\EnvironmentValues.navigationSubtitle, ".navigationSubtitle"),
            (\EnvironmentValues.symbolRenderingMode, ".symbolRenderingMode"),
            (\EnvironmentValues.fontIsMonospacedDigit, ".monospacedDigit"), (\EnvironmentValues.textSelectability, ".textSelection"),
            (\EnvironmentValues.textCase, ".textCase"),
        ]
        if keyPath == \EnvironmentValues.redactionReasons {
            // `.unredacted()` writes no reasons; `.environment(\.redactionReasons, …)` writes some.
            return (Reflection.field("value", of: modifier) as? RedactionReasons) == [] ? ".unredacted" : ".environment"
        }
        return named.first { $0.0 == keyPath }?.1 ?? ".environment"
    }

    /// `.transformEnvironment(_:transform:)`, and the modifiers made of it: `.disabled(_:)`,
    /// `.dynamicTypeSize(_:)` with a range, `.redacted(reason:)`, `.symbolVariant(_:)`,
    /// `.scrollBounceBehavior(_:axes:)`.
    static let environmentTransform = ModifierKind(
        naming: { modifier in
            let keyPath = Reflection.field("keyPath", of: modifier) as? AnyKeyPath
            let named: [(AnyKeyPath, String)] = [
                (\EnvironmentValues.isEnabled, ".disabled"), (\EnvironmentValues.dynamicTypeSizeLimits, ".dynamicTypeSize"),
                (\EnvironmentValues.redactionReasons, ".redacted"), (\EnvironmentValues.symbolVariants, ".symbolVariant"),
                (\EnvironmentValues.scrollBounceBehaviors, ".scrollBounceBehavior"),
            ]
            return named.first { $0.0 == keyPath }?.1 ?? ".transformEnvironment"
        })

    /// `.environmentObject(_:)`.
    static let environmentObject = ModifierKind(name: ".environmentObject")
}

extension _EnvironmentKeyWritingModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .environmentWriting }
}

extension _EnvironmentKeyTransformModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .environmentTransform }
}

extension _EnvironmentObjectModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .environmentObject }
}

extension InspectableView {
    /// The environment's value for `keyPath` at this view: what `.environment(keyPath, …)` on
    /// it or an ancestor wrote, or the key's default, as the view's body reads it:
    /// `try row.environment(\.colorScheme)`. (ViewInspector's `environment(_:)` reads only a
    /// value written on the view itself, and throws otherwise.)
    public func environment<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) throws -> Value {
        try reading("environment(_:)") { $0.environment[keyPath: keyPath] }
    }
}

extension InspectableView {
    /// The value `.environment(keyPath, …)` on this view or an ancestor wrote (or a modifier
    /// made of it, such as `.font(_:)`), as ViewInspector's `customModifier(keyPath:)` reads
    /// your own environment values: `try row.customModifier(keyPath: \.badgeCount)`.
    ///
    /// - Throws: `modifierNotFound` when neither the view nor an ancestor writes it; the
    ///   key's default is not a written value (`environment(_:)` reads that too).
    public func customModifier<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) throws -> T {
        try reading("customModifier(keyPath:)") { node in
            guard let value = node.environment.written(at: keyPath) else {
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "environment value of type \(TypeName.display(T.self))",
                    detail: "neither it nor an ancestor writes one at this key path with .environment(_:_:)")
            }
            return value
        }
    }
}
