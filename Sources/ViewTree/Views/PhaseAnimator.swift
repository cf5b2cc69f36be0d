import Foundation

/// A view that animates its content through a sequence of phases.
///
/// ```swift
/// PhaseAnimator([false, true]) { highlighted in
///     Text("New").scaleEffect(highlighted ? 1.2 : 1)
/// }
/// ```
///
/// Nothing is animated here: the content is built for the first phase (as SwiftUI shows it
/// at rest, before a trigger changes), at each render. Inspector's `phaseAnimator()` reads
/// the phases and builds the content for any of them with `contentView(phase:)`.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: (any Equatable)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles `content` through `phases` each time `trigger` changes, with the `animation` of
    /// each phase it enters.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    /// Cycles `content` through `phases` continuously, with the `animation` of each phase it
    /// enters.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Primitive view: `PhaseAnimator` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension PhaseAnimator {
    /// The content for `phase`. Called directly, not read through reflection, so the closure
    /// is called at the abstraction it was stored at.
    package func content(for phase: Phase) -> Content {
        content(phase)
    }

    /// The animation into `phase`.
    package func animation(for phase: Phase) -> Animation? {
        animation(phase)
    }
}

extension PhaseAnimator: RuntimeContainer {
    static var runtimeContentRunsCode: Bool { true }

    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        guard let first = phases.first else { return [] }
        return [(content(first), [.content])]
    }
}

extension View {
    /// Cycles this view through `phases` continuously: `content` builds it for each phase
    /// (its first argument stands for this view), entered with the phase's `animation`.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill")
    ///     .phaseAnimator([1.0, 1.3]) { heart, scale in heart.scaleEffect(scale) }
    /// ```
    public consuming func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Cycles this view through `phases` each time `trigger` changes: `content` builds it for
    /// each phase (its first argument stands for this view), entered with the phase's
    /// `animation`.
    public consuming func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
