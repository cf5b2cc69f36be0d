/// The color scheme a view prefers for its presentation: SwiftUI's window adopts the one a view
/// inside it prefers. ViewTree hosts no window, so nothing adopts it: it is recorded where it is
/// applied, for Inspector to read, and the environment's `colorScheme` does not change.
public struct _PreferredColorSchemeModifier: ViewModifier {
    /// Primitive modifier: recorded, applied by no window here.
    public typealias Body = Never

    let colorScheme: ColorScheme?

    /// Prefers `colorScheme`; nil: no preference.
    public init(colorScheme: ColorScheme?) {
        self.colorScheme = colorScheme
    }
}

extension View {
    /// Prefers `colorScheme` for the presentation that shows this view; nil: no preference.
    public consuming func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }

    /// Sets the color scheme of this view and the views inside it. Deprecated in SwiftUI in
    /// favour of `preferredColorScheme(_:)`, without a warning, as here.
    @available(swift, deprecated: 100000, renamed: "preferredColorScheme(_:)")
    public consuming func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
