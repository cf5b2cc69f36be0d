import Foundation

/// When an animation counts as complete, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    /// The animation has reached its final value (a spring may still be settling).
    public static let logicallyComplete = AnimationCompletionCriteria("logicallyComplete")
    /// The animation is over and removed from the view.
    public static let removed = AnimationCompletionCriteria("removed")

    /// `.logicallyComplete` or `.removed`.
    public var description: String { "." + name }
}

/// The completions added to a transaction, run once its changes are applied. Closures are
/// not `Sendable`; they are added and run on the main actor, as SwiftUI's.
package struct AnimationCompletions: @unchecked Sendable {
    package var entries: [(criteria: AnimationCompletionCriteria, run: () -> Void)] = []

    package init() {}
}

extension Transaction {
    /// Runs `completion` when the animations of this transaction complete by `criteria`.
    /// Nothing is animated here: they complete as soon as the transaction's changes are
    /// applied (see `withTransaction(_:_:)`; Inspector's `callTransaction()` runs the ones the
    /// `transaction(_:)` closures add).
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
    ) {
        animationCompletions.entries.append((criteria, completion))
    }

    /// Runs the completions added so far, in the order they were added, and forgets them.
    package mutating func runAnimationCompletions() {
        let entries = animationCompletions.entries
        animationCompletions = AnimationCompletions()
        for entry in entries { entry.run() }
    }
}

/// Makes the state changes `body` makes, animated with `animation` in SwiftUI, then calls
/// `completion`, and returns what `body` returns.
///
/// Nothing is animated here, so the animation completes as soon as the changes are applied,
/// whatever `completionCriteria`: `body` runs, hosted views render its changes (a transaction
/// of their own, as with `withAnimation(_:_:)`), and at the next flush — after this returns —
/// the `onChange` and `onAppear` callbacks that render queued run, then `completion`, as in
/// SwiftUI. When nothing hosted rendered (not hosted, or inside a body), `completion` runs
/// after `body`, before this returns.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    try HostTransactions.separate(body, completion: completion)
}
