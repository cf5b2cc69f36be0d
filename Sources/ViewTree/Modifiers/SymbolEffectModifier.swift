/// Plays a symbol effect on the symbol images of the modified view, each time a value changes
/// or while it is active.
public struct _SymbolEffectModifier<Effect: SymbolEffect>: ViewModifier {
    /// Primitive modifier: applied by the runtime (nothing is animated).
    public typealias Body = Never

    let effect: Effect
    let options: SymbolEffectOptions
    let value: (any Equatable)?
    let isActive: Bool

    /// Plays `effect` with `options`, on each change of `value` (nil: while `isActive`).
    public init(effect: Effect, options: SymbolEffectOptions, value: (any Equatable)?, isActive: Bool) {
        self.effect = effect
        self.options = options
        self.value = value
        self.isActive = isActive
    }
}

extension View {
    /// Plays `effect` on this view's symbol images for as long as `isActive` is true.
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: isSearching)
    /// ```
    public consuming func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(_SymbolEffectModifier(effect: effect, options: options, value: nil, isActive: isActive))
    }

    /// Plays `effect` on this view's symbol images once each time `value` changes.
    ///
    /// ```swift
    /// Image(systemName: "bell").symbolEffect(.bounce, value: notifications)
    /// ```
    public consuming func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        modifier(_SymbolEffectModifier(effect: effect, options: options, value: value, isActive: true))
    }
}
