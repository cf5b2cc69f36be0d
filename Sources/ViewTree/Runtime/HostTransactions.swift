/// Transactions in hosted hierarchies: state changes made in separate transactions render
/// separately, as in SwiftUI.
///
/// Writes made one after another on the main actor are one implicit transaction: they
/// coalesce into one render at the next flush. `withAnimation` and `withTransaction` start an
/// explicit transaction: what was written before it is rendered first (bodies and `onChange`
/// see that value), then what was written inside it, on its own. So after
/// `value = 2; withAnimation { value = 4 }`, bodies have seen 2 and then 4, and `onChange` ran
/// for each step; `withAnimation { value = 2; value = 4 }` renders 4 once.
///
/// An animation's completion (`withAnimation(_:completionCriteria:_:completion:)`, a
/// transaction's `addAnimationCompletion`) runs once the transaction's changes are rendered
/// and the callbacks that render queued (`onChange`, `onAppear`) have run: nothing is
/// animated, so the animation is complete then. It is queued after those callbacks in the
/// hierarchy that rendered the changes, and runs at its flush — after the code that called
/// `withAnimation` returns, as in SwiftUI. When no hosted hierarchy rendered anything, it runs
/// at once, before `withAnimation` returns.
enum HostTransactions {
    /// Runs `body` as a transaction of its own in every hosted hierarchy; then `completion`,
    /// when given, as described above.
    static func separate<Result>(_ body: () throws -> Result, completion: (() -> Void)? = nil) rethrows -> Result {
        ViewHosting.closeTransactions()
        let result: Result
        do {
            result = try body()
        } catch {
            ViewHosting.closeTransactions()
            throw error
        }
        let rendered = ViewHosting.closeTransactions()
        if let completion {
            if let graph = rendered.first {
                graph.enqueue(completion, owner: nil)
            } else {
                completion()
            }
        }
        return result
    }
}

extension HostGraph {
    /// Renders the updates written so far, as the end of a transaction: at once, on the main
    /// actor, leaving the callbacks those renders queue — `onChange`, `onAppear`,
    /// `onDisappear` — to the flush, which runs them after the code that called
    /// `withAnimation` returns, as SwiftUI does. Inside a render (a body starting a
    /// transaction), or off the main actor, it does nothing: the writes join the next flush.
    ///
    /// Returns whether it rendered.
    @discardableResult
    func closeTransaction() -> Bool {
        guard MainActorBridge.isOnMainActor, !isRendering, inbox.withLock({ $0.acceptsUpdates && $0.hasWork }) else {
            return false
        }
        renderDueUpdates()
        // Outside a flush, the one that runs the callbacks comes from the main queue (or the
        // next `hosted.inspect()`); inside one, the running flush takes them.
        if !isFlushing { scheduleFlush() }
        return true
    }
}
