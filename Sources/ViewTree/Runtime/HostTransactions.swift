/// Transactions in hosted hierarchies: state changes made in separate transactions render
/// separately, as in SwiftUI.
///
/// Writes made one after another on the main actor are one implicit transaction: they
/// coalesce into one render at the next flush. `withAnimation` and `withTransaction` start an
/// explicit transaction: what was written before it is rendered first (bodies and `onChange`
/// see that value), then what was written inside it, on its own. So after
/// `value = 2; withAnimation { value = 4 }`, bodies have seen 2 and then 4, and `onChange` ran
/// for each step; `withAnimation { value = 2; value = 4 }` renders 4 once.
enum HostTransactions {
    /// Runs `body` as a transaction of its own in every hosted hierarchy.
    static func separate<Result>(_ body: () throws -> Result) rethrows -> Result {
        ViewHosting.closeTransactions()
        defer { ViewHosting.closeTransactions() }
        return try body()
    }
}

extension HostGraph {
    /// Renders the updates written so far, as the end of a transaction: at once, on the main
    /// actor, leaving the callbacks those renders queue — `onChange`, `onAppear`,
    /// `onDisappear` — to the flush, which runs them after the code that called
    /// `withAnimation` returns, as SwiftUI does. Inside a render (a body starting a
    /// transaction), or off the main actor, it does nothing: the writes join the next flush.
    func closeTransaction() {
        guard MainActorBridge.isOnMainActor, !isRendering, inbox.withLock({ $0.acceptsUpdates && $0.hasWork }) else {
            return
        }
        renderDueUpdates()
        // Outside a flush, the one that runs the callbacks comes from the main queue (or the
        // next `hosted.inspect()`); inside one, the running flush takes them.
        if !isFlushing { scheduleFlush() }
    }
}
