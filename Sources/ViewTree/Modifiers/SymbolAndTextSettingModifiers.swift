import Foundation

// The modifiers that set how symbols and text show in a view: `symbolRenderingMode(_:)`,
// `symbolVariant(_:)`, `monospacedDigit()`, `textSelection(_:)` and `textCase(_:)`. Each
// writes (or, for the variants SwiftUI adds up, transforms) one environment value.

package struct SymbolRenderingModeKey: EnvironmentKey {
    package static var defaultValue: SymbolRenderingMode? { nil }
}

package struct SymbolVariantsKey: EnvironmentKey {
    package static var defaultValue: SymbolVariants { .none }
}

package struct MonospacedDigitKey: EnvironmentKey {
    package static var defaultValue: Bool { false }
}

package struct TextSelectabilityKey: EnvironmentKey {
    package static var defaultValue: any TextSelectability { DisabledTextSelectability() }
}

package struct TextCaseKey: EnvironmentKey {
    package static var defaultValue: Text.Case? { nil }
}

extension EnvironmentValues {
    /// How symbol images here use their colors; nil (each symbol's own) unless set.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The variants symbol images here show: what `symbolVariant(_:)` on the view and its
    /// ancestors added; `.none` unless set.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// Whether the fonts of text here have fixed-width digits, set by `monospacedDigit()`.
    package var fontIsMonospacedDigit: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }

    /// Whether people can select text here, set by `textSelection(_:)`.
    package var textSelectability: any TextSelectability {
        get { self[TextSelectabilityKey.self] }
        set { self[TextSelectabilityKey.self] = newValue }
    }

    /// The case text here shows in, whatever its string's; nil (as written) unless set.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Sets how the symbol images in this view use their colors:
    /// `.symbolRenderingMode(.hierarchical)`; nil: each symbol's own.
    public consuming func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Makes the symbol images in this view show `variant`: `.symbolVariant(.circle.fill)`.
    /// Variants add up: inside `.symbolVariant(.circle)`, `.symbolVariant(.fill)` shows
    /// `.circle.fill`, and `.none` changes nothing (write `.environment(\.symbolVariants, .none)`
    /// to clear them).
    public consuming func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { $0 = $0.adding(variant) }
    }

    /// Gives the fonts of the text in this view fixed-width digits.
    public consuming func monospacedDigit() -> some View {
        environment(\.fontIsMonospacedDigit, true)
    }

    /// Lets people select the text in this view, or not: `.textSelection(.enabled)`.
    public consuming func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.textSelectability, selectability)
    }

    /// Shows the text in this view in `textCase`: `.textCase(.uppercase)`; nil: as written.
    public consuming func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
