import ViewTree

// The readers of the settings environment-writing modifiers make for buttons, type sizes,
// keyboards, redaction, headers, system overlays, the navigation subtitle, symbols and text.
// Each reads what the innermost modifier on the view or an ancestor set, and throws when none
// did (the environment's default is not a value set: read it with `environment(_:)`).

extension InspectableView {
    /// The border shape set by `buttonBorderShape(_:)` on this view or an ancestor.
    public func buttonBorderShape() throws -> ButtonBorderShape {
        try reading("buttonBorderShape()") {
            try EnvironmentReading.written(ButtonBorderShapeKey.self, by: "buttonBorderShape", on: $0)
        }
    }

    /// The Dynamic Type size `dynamicTypeSize(_:)` on this view or an ancestor leaves: the size
    /// set, kept within the ranges set (`.large`, the default, within a range alone).
    public func dynamicTypeSize() throws -> DynamicTypeSize {
        try reading("dynamicTypeSize()") { node in
            let environment = node.environment
            guard environment.written(DynamicTypeSizeKey.self) != nil || environment.written(DynamicTypeSizeLimitsKey.self) != nil
            else {
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "dynamicTypeSize",
                    detail: "neither it nor an ancestor sets one with .dynamicTypeSize(_:)")
            }
            return environment.dynamicTypeSize
        }
    }

    /// How scrolling dismisses the keyboard, set by `scrollDismissesKeyboard(_:)` on this view
    /// or an ancestor.
    public func scrollDismissesKeyboard() throws -> ScrollDismissesKeyboardMode {
        try reading("scrollDismissesKeyboard()") {
            try EnvironmentReading.written(ScrollDismissesKeyboardKey.self, by: "scrollDismissesKeyboard", on: $0)
        }
    }

    /// Whether the rows of lists and tables here alternate their backgrounds, set by
    /// `alternatingRowBackgrounds(_:)` on this view or an ancestor.
    public func alternatingRowBackgrounds() throws -> AlternatingRowBackgroundBehavior {
        try reading("alternatingRowBackgrounds()") {
            try EnvironmentReading.written(AlternatingRowBackgroundsKey.self, by: "alternatingRowBackgrounds", on: $0)
        }
    }

    /// How the scroll views in this view bounce along `axis`: the innermost
    /// `scrollBounceBehavior(_:axes:)` naming that axis on this view or an ancestor.
    ///
    /// - Throws: `modifierNotFound` when neither the view nor an ancestor sets one for `axis`.
    public func scrollBounceBehavior(axis: Axis = .vertical) throws -> ScrollBounceBehavior {
        try reading("scrollBounceBehavior(axis:)") { node in
            guard let behavior = node.environment.written(ScrollBounceBehaviorsKey.self)?[axis] else {
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "scrollBounceBehavior",
                    detail: "neither it nor an ancestor sets one for the \(axis) axis with .scrollBounceBehavior(_:axes:)")
            }
            return behavior
        }
    }

    /// The reasons this view's content is redacted for: what `redacted(reason:)` on it and its
    /// ancestors added, `[]` inside `unredacted()`.
    public func redactionReasons() throws -> RedactionReasons {
        try reading("redactionReasons()") { node in
            guard let reasons = node.environment.written(RedactionReasonsKey.self) else {
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "redactionReasons",
                    detail: "neither it nor an ancestor sets one with .redacted(reason:) or .unredacted()")
            }
            return reasons
        }
    }

    /// Whether `privacySensitive(_:)` on this view or an ancestor marks it as private.
    public func privacySensitive() throws -> Bool {
        try reading("privacySensitive()") {
            try EnvironmentReading.written(PrivacySensitiveKey.self, by: "privacySensitive", on: $0)
        }
    }

    /// The header prominence set by `headerProminence(_:)` on this view or an ancestor.
    public func headerProminence() throws -> Prominence {
        try reading("headerProminence()") {
            try EnvironmentReading.written(HeaderProminenceKey.self, by: "headerProminence", on: $0)
        }
    }

    /// The visibility of the system overlays set by `persistentSystemOverlays(_:)` on this view
    /// or an ancestor.
    public func persistentSystemOverlays() throws -> Visibility {
        try reading("persistentSystemOverlays()") {
            try EnvironmentReading.written(PersistentSystemOverlaysKey.self, by: "persistentSystemOverlays", on: $0)
        }
    }

    /// The navigation subtitle set by `navigationSubtitle(_:)` on this view or an ancestor, as
    /// its text shows it (`string()`'s rendering).
    public func navigationSubtitle() throws -> String {
        try reading("navigationSubtitle()") { node in
            try TextReading.string(of: try EnvironmentReading.written(NavigationSubtitleKey.self, by: "navigationSubtitle", on: node))
        }
    }

    /// How symbol images use their colors: for an image, the mode its own
    /// `Image.symbolRenderingMode(_:)` gives it, if any; else the one `symbolRenderingMode(_:)`
    /// sets on this view or an ancestor; nil after `.symbolRenderingMode(nil)`.
    public func symbolRenderingMode() throws -> SymbolRenderingMode? {
        try reading("symbolRenderingMode()") { node in
            if let image = node.value as? ViewTree.Image, let own = try image.symbolRenderingMode() { return own }
            return try EnvironmentReading.written(SymbolRenderingModeKey.self, by: "symbolRenderingMode", on: node)
        }
    }

    /// The symbol variants `symbolVariant(_:)` on this view and its ancestors add up to.
    public func symbolVariant() throws -> SymbolVariants {
        try reading("symbolVariant()") {
            try EnvironmentReading.written(SymbolVariantsKey.self, by: "symbolVariant", on: $0)
        }
    }

    /// Whether `monospacedDigit()` on this view or an ancestor gives its text fixed-width
    /// digits (a text's own `monospacedDigit()` is read with `attributes().isMonospacedDigit()`).
    public func monospacedDigit() throws -> Bool {
        try reading("monospacedDigit()") { node in
            guard let value = node.environment.written(MonospacedDigitKey.self) else {
                throw InspectionError.Reason.modifierNotFound(
                    view: node.kindName, modifier: "monospacedDigit",
                    detail: "neither it nor an ancestor sets one with .monospacedDigit()")
            }
            return value
        }
    }

    /// Whether people can select the text here: true under `textSelection(.enabled)` on this
    /// view or an ancestor, false under `.disabled`.
    public func textSelection() throws -> Bool {
        try reading("textSelection()") { node in
            let selectability = try EnvironmentReading.written(TextSelectabilityKey.self, by: "textSelection", on: node)
            return type(of: selectability).allowsSelection
        }
    }

    /// The case `textCase(_:)` on this view or an ancestor shows text in; nil after
    /// `.textCase(nil)`. A text's `string()` is its string as written, as in ViewInspector.
    public func textCase() throws -> Text.Case? {
        try reading("textCase()") { try EnvironmentReading.written(TextCaseKey.self, by: "textCase", on: $0) }
    }
}
