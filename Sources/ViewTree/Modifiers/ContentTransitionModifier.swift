/// How a view's content changes from one value to the next when animated:
/// `.contentTransition(.numericText())`.
public struct ContentTransition: Hashable, Sendable, CustomStringConvertible {
    /// The transition as written in source: `.opacity`, `.numericText(countsDown: true)`.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    /// The content changes without animating.
    public static let identity = ContentTransition(".identity")
    /// The old content fades out and the new one in.
    public static let opacity = ContentTransition(".opacity")
    /// The content's shapes and glyphs are interpolated.
    public static let interpolate = ContentTransition(".interpolate")
    /// Symbol images change with their symbol effect.
    public static let symbolEffect = ContentTransition(".symbolEffect")

    /// Symbol images change with `effect`, played with `options`:
    /// `.contentTransition(.symbolEffect(.replace.downUp))`.
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(options == .default ? ".symbolEffect(\(effect))" : ".symbolEffect(\(effect), options: \(options))")
    }

    /// Numbers' digits roll, up or (`countsDown`) down.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(countsDown ? ".numericText(countsDown: true)" : ".numericText()")
    }

    /// Numbers' digits roll in the direction of the change to `value`.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(".numericText(value: \(value))")
    }
}

/// Sets how the content of the modified view changes when animated.
public struct _ContentTransitionModifier: ViewModifier, Equatable, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime (nothing is animated).
    public typealias Body = Never

    let transition: ContentTransition

    /// Uses `transition`.
    public init(transition: ContentTransition) {
        self.transition = transition
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.contentTransition = transition
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition? { nil }
}

extension EnvironmentValues {
    /// The content transition here: the innermost `.contentTransition(_:)`, or nil.
    package var contentTransition: ContentTransition? {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Changes the content of this view, and of the views inside, with `transition` when
    /// animated. Nothing is animated here: read it with Inspector's `contentTransition()`.
    public consuming func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(_ContentTransitionModifier(transition: transition))
    }
}
