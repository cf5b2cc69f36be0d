import Dispatch
import Foundation
import Observation

/// A hosted hierarchy: the runtime's state for one `ViewHosting.host(view:)`.
///
/// Threading: the graph is guarded by one recursive lock, so views can be hosted, updated and
/// expelled from any thread. Rendering, though, runs user code that is `@MainActor` — bodies,
/// modifier bodies, `@StateObject` initial values — and the callbacks those bodies register,
/// so it happens on the main actor only (the main thread, or the main queue: see
/// `MainActorBridge.isOnMainActor`):
///
/// - On the main actor — plain XCTest methods on Linux, `@MainActor` tests — `host(view:)`
///   renders at once and `update()` (and the hosted handle's `inspect()`) flushes at once,
///   synchronously.
/// - On any other thread, nothing is rendered there: `host(view:)` registers the graph and
///   defers its first render to the main queue, and a flush asked for there is scheduled on
///   the main queue instead of run. Nothing crashes and no body races with the main actor;
///   the hierarchy is rendered as soon as the main queue runs (in XCTest's
///   `wait(for:timeout:)`, or at the next `hosted.inspect()` on the main actor).
///
/// Updates are delivered on the main queue — a state write marks its view dirty (under a lock
/// of its own, `pendingLock`, never the graph lock) and schedules a flush there. A second lock
/// serializes flushes. User code runs without the graph lock: bodies and wrapper preparation,
/// `ForEach` closures, publisher subscriptions, `onChange`'s `==` and lifecycle callbacks; a
/// render checks afterwards whether the graph was expelled meanwhile.
/// `onReceive` actions run on the thread that sends the value.
package final class HostGraph: @unchecked Sendable {
    /// How many rounds of updates one flush runs before it decides that callbacks keep writing
    /// state in a loop, and stops.
    package static let maximumUpdateRounds = 100

    let lock = NSRecursiveLock()
    private let flushLock = NSRecursiveLock()
    package let rootView: Any
    var nodes: [ViewIdentity: GraphNode] = [:]
    /// What a state write touches, guarded by `pendingLock` alone: a write from any thread —
    /// a task, a background queue a body waits for — must never wait for the graph lock, which
    /// is held while bodies run.
    let pendingLock = NSLock()
    var dirtyViews: Set<ViewIdentity> = []
    /// The views a presentation's `dismiss()` invalidated, guarded by `pendingLock`; taken
    /// into `handledDismissals` for the next render (HostGraph+Presentations.swift).
    private var pendingDismissals: [ViewIdentity] = []
    var handledDismissals: [ViewIdentity] = []
    private var acceptsUpdates = true
    var pendingCallbacks: [PendingCallback] = []
    /// The `.task`s started and not yet returned, by key, with what they are for; guarded by
    /// `pendingLock`, as a task ends on whatever thread it runs on (PendingWork.swift).
    var runningTasks: [UInt64: String] = [:]
    var nextTaskKey: UInt64 = 0
    /// Nodes that left the hierarchy, torn down once the callbacks queued with them ran: their
    /// `onDisappear` actions read the state the view had, as in SwiftUI.
    var retiring: [GraphNode] = []
    /// Guarded by `pendingLock`.
    var flushScheduled = false
    /// Hosted off the main actor: the first render waits for a flush on the main actor.
    var firstRenderPending = false
    var pass = 0
    /// How often each modifier's content was placed in this render pass.
    var placements: [ViewIdentity: Int] = [:]
    /// The nodes visited in this render pass, in order, and those placed by each custom view's
    /// body in it (nil: outside every custom view).
    var visitedThisPass: [GraphNode] = []
    var placedThisPass: [ViewIdentity?: [GraphNode]] = [:]
    var visits = 0
    private var isFlushing = false
    var expelled = false
    /// Why the graph stopped updating, when it did: a callback loop.
    private var stopped: String?
    var diagnosticsStorage: [String] = []

    package init(rootView: Any) {
        self.rootView = rootView
    }

    /// Whether the hierarchy was expelled.
    package var isExpelled: Bool {
        lock.withLock { expelled }
    }

    /// Why the graph stopped updating, when it did: a loop of callbacks writing state.
    package var stopReason: String? {
        lock.withLock { stopped }
    }

    /// What went wrong while rendering: missing environment objects, callback loops.
    package var diagnostics: [String] {
        lock.withLock { diagnosticsStorage }
    }

    // MARK: - What Inspector asks

    /// The storage of the view at `identity`, when the runtime rendered one there.
    package func storage(for identity: ViewIdentity) -> NodeStorage? {
        lock.withLock { nodes[identity]?.storage }
    }

    /// The environment the body of the view at `identity` sees.
    package func environment(for identity: ViewIdentity) -> EnvironmentValues? {
        lock.withLock { nodes[identity]?.environment }
    }

    /// The identities of the custom views currently rendered, for tests of identity agreement.
    package var renderedViewIdentities: [ViewIdentity] {
        lock.withLock { nodes.values.filter { $0.kind == .view }.map(\.identity) }
    }

    // MARK: - Updating

    /// Renders the whole hierarchy and schedules the appearance callbacks; off the main
    /// actor, schedules the first render on the main queue instead (see the type's notes).
    func start() {
        lock.withLock {
            if MainActorBridge.isOnMainActor {
                render(from: nil)
            } else {
                firstRenderPending = true
            }
            scheduleFlush()
        }
    }

    /// Marks the view at `identity` for re-rendering and schedules a flush on the main queue.
    /// Takes only `pendingLock`: it can be called from any thread while bodies run.
    func invalidate(_ identity: ViewIdentity) {
        let dismissing = PresentationDismissal.isDismissing
        let accepted = pendingLock.withLock {
            guard acceptsUpdates else { return false }
            dirtyViews.insert(identity)
            if dismissing { pendingDismissals.append(identity) }
            return true
        }
        if accepted { scheduleFlush() }
    }

    private func scheduleFlush() {
        let schedule = pendingLock.withLock {
            guard !flushScheduled else { return false }
            flushScheduled = true
            return true
        }
        guard schedule else { return }
        DispatchQueue.main.async { [self] in
            flush()
        }
    }

    private var hasDirtyViews: Bool {
        pendingLock.withLock { !dirtyViews.isEmpty }
    }

    private func takeDirtyViews() -> Set<ViewIdentity> {
        pendingLock.withLock {
            defer { dirtyViews = [] }
            return dirtyViews
        }
    }

    /// Stops accepting updates: the graph was expelled or stopped.
    private func refuseUpdates() {
        pendingLock.withLock {
            acceptsUpdates = false
            dirtyViews = []
            pendingDismissals = []
        }
    }

    /// Re-renders what changed and runs the pending callbacks, round after round, until
    /// nothing changes — or until `maximumUpdateRounds`, when the graph stops updating and
    /// says why. A flush asked for from inside a callback of the running flush returns at once.
    /// Off the main actor, the flush is scheduled on the main queue and this returns at once:
    /// bodies and callbacks are main-actor code.
    package func flush() {
        guard MainActorBridge.isOnMainActor else {
            lock.withLock {
                if !expelled, stopped == nil { scheduleFlush() }
            }
            return
        }
        flushLock.lock()
        defer { flushLock.unlock() }
        lock.lock()
        pendingLock.withLock { flushScheduled = false }
        guard !isFlushing, !expelled, stopped == nil else {
            lock.unlock()
            return
        }
        isFlushing = true
        var rounds = 0
        while firstRenderPending || hasDirtyViews || !pendingCallbacks.isEmpty {
            rounds += 1
            if rounds > Self.maximumUpdateRounds {
                stopUpdating()
                break
            }
            handledDismissals = pendingLock.withLock {
                defer { pendingDismissals = [] }
                return pendingDismissals
            }
            if firstRenderPending {
                firstRenderPending = false
                _ = takeDirtyViews()
                render(from: nil)
            } else {
                for root in topmostDirty() {
                    render(from: root)
                }
            }
            handledDismissals = []
            let callbacks = pendingCallbacks
            pendingCallbacks = []
            let retired = retiring
            retiring = []
            lock.unlock()
            for callback in callbacks {
                callback.run()
            }
            for node in retired {
                node.tearDown()
            }
            lock.lock()
        }
        isFlushing = false
        let abandoned = retiring
        retiring = []
        lock.unlock()
        // Stopped in a callback loop: what left still releases its state.
        for node in abandoned {
            node.tearDown()
        }
    }

    private func stopUpdating() {
        let changing = takeDirtyViews().compactMap { nodes[$0].map(describe) }.sorted().joined(separator: ", ")
        let reason = "state kept changing for \(Self.maximumUpdateRounds) rounds of updates in a row"
            + " (still changing: \(changing.isEmpty ? "callbacks" : changing)); a callback such as onAppear,"
            + " onChange or onReceive probably writes state that triggers it again. Updates were stopped."
        stopped = reason
        refuseUpdates()
        diagnosticsStorage.append(reason)
        FileHandle.standardError.write(Data("ViewHosting: \(reason)\n".utf8))
        pendingCallbacks = []
        firstRenderPending = false
    }

    /// Expels the hierarchy: runs disappearance callbacks (for views whose appearance
    /// callbacks ran), cancels subscriptions and tasks, releases all state. Safe to call twice.
    ///
    /// The graph is expelled at once on any thread; off the main actor, its `onDisappear`
    /// callbacks (main-actor code) and the release of its state run later on the main queue.
    package func expel() {
        lock.lock()
        guard !expelled else {
            lock.unlock()
            return
        }
        expelled = true
        let leaving = nodes.values.sorted { $0.visitOrder > $1.visitOrder } + retiring
        let disappearing = nodes.values.sorted { $0.visitOrder > $1.visitOrder }.filter(\.appearDelivered)
            .flatMap(\.disappearActions)
            .map { action, owner in (action, owner, nodes[owner ?? .root]?.storage) }
        nodes = [:]
        retiring = []
        refuseUpdates()
        forgetRunningTasks()
        pendingCallbacks = []
        firstRenderPending = false
        lock.unlock()
        ViewHosting.remove(self)
        let finish = { [self] in
            for (action, owner, storage) in disappearing {
                HostCallbacks.run(
                    in: HostContext(graph: self, identity: owner ?? .root, environment: EnvironmentValues(), storage: storage),
                    action)
            }
            for node in leaving {
                node.tearDown()
            }
        }
        if MainActorBridge.isOnMainActor {
            finish()
        } else {
            // The nodes left the graph above: only this closure still reaches them.
            let work = UncheckedSendable(finish)
            DispatchQueue.main.async { work.value() }
        }
    }

    private func describe(_ node: GraphNode) -> String {
        node.value.map { "\(type(of: $0))" } ?? node.identity.description
    }

    /// The dirty identities that are not inside another dirty view's body, as render roots.
    private func topmostDirty() -> [ViewIdentity?] {
        let roots = Set(takeDirtyViews().map(renderRoot))
        if roots.contains(nil) { return [nil] }
        let sorted = roots.compactMap { $0 }.sorted { $0.steps.count < $1.steps.count }
        var chosen: [ViewIdentity] = []
        for identity in sorted where !chosen.contains(where: { identity.isWithin($0.appending(.body)) }) {
            chosen.append(identity)
        }
        return chosen
    }

    /// Where re-rendering starts for a change at `identity`: the custom view itself, or for a
    /// modifier the custom view it is in (nil: the root).
    private func renderRoot(_ identity: ViewIdentity) -> ViewIdentity? {
        guard let node = nodes[identity] else { return nil }
        switch node.kind {
        case .view: return identity
        case .modifier, .plain: return node.owner
        }
    }

    func context(for owner: ViewIdentity?) -> HostContext {
        lock.withLock {
            let identity = owner ?? .root
            let node = nodes[identity]
            return HostContext(
                graph: self, identity: identity, environment: node?.environment ?? EnvironmentValues(),
                storage: node?.storage)
        }
    }

    /// `action` as a pending callback, run in the context of `owner`; the place its state
    /// goes to is `owner`'s now, also if `owner` has left by the time it runs (`onDisappear`).
    func callback(_ action: @escaping () -> Void, owner: ViewIdentity?) -> () -> Void {
        let place = UncheckedSendable(lock.withLock { nodes[owner ?? .root]?.storage })
        return { [weak self] in
            guard let self else { return }
            var context = self.context(for: owner)
            context.storage = context.storage ?? place.value
            HostCallbacks.run(in: context, action)
        }
    }
}

/// A value sent across a concurrency boundary that a lock, or the main queue, guards.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
