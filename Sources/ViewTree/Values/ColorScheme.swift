/// Light or dark appearance.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

extension EnvironmentValues {
    /// The color scheme of this environment: `.light` unless an ancestor sets another with
    /// `.environment(\.colorScheme, …)` (or the deprecated `.colorScheme(_:)`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

package struct ColorSchemeKey: EnvironmentKey {
    package static var defaultValue: ColorScheme { .light }
}
