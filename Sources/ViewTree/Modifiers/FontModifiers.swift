import Foundation

// The view modifiers that change the font of the text inside a view: `bold()`, `italic()`,
// `fontWeight(_:)`, `fontDesign(_:)` and `fontWidth(_:)`. Each writes the environment, so it
// applies to every text in the view, the innermost winning, as `font(_:)` does.

private struct FontBoldKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct FontItalicKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct FontWeightKey: EnvironmentKey {
    static var defaultValue: Font.Weight? { nil }
}

private struct FontDesignKey: EnvironmentKey {
    static var defaultValue: Font.Design? { nil }
}

private struct FontWidthKey: EnvironmentKey {
    static var defaultValue: Font.Width? { nil }
}

extension EnvironmentValues {
    /// Whether text here is bold, set by `bold(_:)`.
    package var fontIsBold: Bool {
        get { self[FontBoldKey.self] }
        set { self[FontBoldKey.self] = newValue }
    }

    /// Whether text here is italic, set by `italic(_:)`.
    package var fontIsItalic: Bool {
        get { self[FontItalicKey.self] }
        set { self[FontItalicKey.self] = newValue }
    }

    /// The weight of text here, set by `fontWeight(_:)`; nil: the font's own.
    package var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// The design of system fonts here, set by `fontDesign(_:)`; nil: the font's own.
    package var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }

    /// The width of text here, set by `fontWidth(_:)`; nil: the font's own.
    package var fontWidth: Font.Width? {
        get { self[FontWidthKey.self] }
        set { self[FontWidthKey.self] = newValue }
    }
}

extension View {
    /// Makes the text in this view bold, or, with `false`, not: `VStack { … }.bold()`.
    public consuming func bold(_ isActive: Bool = true) -> some View {
        environment(\.fontIsBold, isActive)
    }

    /// Makes the text in this view italic, or, with `false`, not.
    public consuming func italic(_ isActive: Bool = true) -> some View {
        environment(\.fontIsItalic, isActive)
    }

    /// Sets the weight of the text in this view; nil: each font's own.
    public consuming func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight)
    }

    /// Sets the design of the system fonts in this view (`.rounded`, `.serif`, …); nil: each
    /// font's own. A font given a design of its own, and a custom font, keep theirs.
    public consuming func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.fontDesign, design)
    }

    /// Sets the width of the text in this view (`.condensed`, `.expanded`, …); nil: each
    /// font's own.
    public consuming func fontWidth(_ width: Font.Width?) -> some View {
        environment(\.fontWidth, width)
    }
}
