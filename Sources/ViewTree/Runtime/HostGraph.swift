import Dispatch
import Foundation
import Synchronization

/// A hosted hierarchy: the runtime's state for one `ViewHosting.host(view:)`.
///
/// Threading: the graph is confined to the main actor, as SwiftUI's is. Its nodes, the work a
/// render pass queues and what is leaving the hierarchy are read and written on the main actor
/// only (the main thread, or the main queue: see `MainActorBridge.isOnMainActor`), where bodies
/// run anyway — so no lock guards them, and no lock is held while user code runs: bodies,
/// wrapper preparation, `ForEach` and presentation content closures, environment transforms,
/// binding getters, `onChange`'s `==`, lifecycle callbacks.
///
/// Other threads reach the graph through its inbox alone (`HostInbox`, in a `Mutex`): a state
/// write from a background task marks its view dirty there, a publisher delivering on another
/// queue posts its delivery there, a task that ends says so there; each asks for a flush on the
/// main queue. So:
///
/// - On the main actor — plain XCTest methods on Linux, `@MainActor` tests — `host(view:)`
///   renders at once and `update()` (and the hosted handle's `inspect()`) flushes at once.
/// - On any other thread, nothing is rendered: `host(view:)` defers the first render to the
///   main queue, `update()` schedules a flush there, and `expel()` marks the graph expelled at
///   once and lets it go on the main queue.
///
/// Every entry point that touches main-actor state checks where it runs first; the class is
/// `@unchecked Sendable` because of that confinement, which the compiler cannot see (its
/// methods are called from nonisolated, synchronous test code).
package final class HostGraph: @unchecked Sendable {
    /// How many rounds of updates one flush runs before it decides that callbacks keep writing
    /// state in a loop, and stops.
    package static let maximumUpdateRounds = 100

    /// What other threads post and read (see the type's notes).
    let inbox: Mutex<HostInbox>

    // MARK: Main-actor state

    var nodes: [ViewIdentity: GraphNode] = [:]
    /// The dismissals taken from the inbox for the render in progress (HostGraph+Presentations.swift).
    var handledDismissals: [ViewIdentity] = []
    /// Nodes that left the hierarchy, torn down once the callbacks queued with them ran: their
    /// `onDisappear` actions read the state the view had, as in SwiftUI.
    var retiring: [GraphNode] = []
    var pass = 0
    /// How often each modifier's content was placed in this render pass.
    var placements: [ViewIdentity: Int] = [:]
    /// The nodes visited in this render pass, in order, and those placed by each custom view's
    /// body in it (nil: outside every custom view).
    var visitedThisPass: [GraphNode] = []
    var placedThisPass: [ViewIdentity?: [GraphNode]] = [:]
    var visits = 0
    /// A flush is running: a flush asked for from inside it (a callback calling `update()`)
    /// returns at once, and the running one picks up what was posted meanwhile.
    var isFlushing = false
    /// A render pass is running: what it is building is not to be rendered again from inside.
    var isRendering = false
    /// The hierarchy was torn down (by an expel on the main actor, perhaps from a body or a
    /// callback): what a render checks after each piece of user code, without the inbox's lock.
    var isTornDown = false
    /// The views marked dirty that the running update renders: a custom view at or above one
    /// of them renders its body again even when its value did not change.
    var dirtyInRender: Set<ViewIdentity> = []
    /// The nodes that read preferences (HostGraph+Preferences.swift), each with the identity
    /// whose views' values it reads.
    var preferenceReaders: [ViewIdentity: ViewIdentity] = [:]
    /// Whether what the body of the custom view the last render started at produces changed.
    var renderChangedPreferences = false

    package init(rootView: Any, environment: EnvironmentValues = EnvironmentValues()) {
        inbox = Mutex(HostInbox(rootView: UncheckedSendable(rootView), rootEnvironment: UncheckedSendable(environment)))
    }

    /// Whether nothing is due and no `.task` the hierarchy started is running.
    package var isIdle: Bool {
        inbox.withLock { $0.isIdle }
    }

    /// The hosted view; nil once the hierarchy was expelled, which lets it go.
    package var rootView: Any? {
        inbox.withLock { $0.rootView }?.value
    }

    /// Whether the hierarchy was expelled.
    package var isExpelled: Bool {
        inbox.withLock { $0.expelled }
    }

    /// Why the graph stopped updating, when it did: a loop of callbacks writing state.
    package var stopReason: String? {
        inbox.withLock { $0.stopped }
    }

    /// What went wrong while rendering: missing environment objects, callback loops.
    package var diagnostics: [String] {
        inbox.withLock { $0.diagnostics }
    }

    // MARK: - What Inspector asks

    /// The storage of the view at `identity`, when the runtime rendered one there. Nil off the
    /// main actor: the graph's nodes are the main actor's.
    package func storage(for identity: ViewIdentity) -> NodeStorage? {
        guard MainActorBridge.isOnMainActor else { return nil }
        return nodes[identity]?.storage
    }

    /// The environment the body of the view at `identity` sees; nil off the main actor.
    package func environment(for identity: ViewIdentity) -> EnvironmentValues? {
        guard MainActorBridge.isOnMainActor else { return nil }
        return nodes[identity]?.environment
    }

    /// What the body of the view at `identity` observes of `@Observable` models, when the
    /// runtime rendered one there: for tests that registrations stay bounded. Nil off the main
    /// actor.
    package func observationTracker(at identity: ViewIdentity) -> ObservationTracker? {
        guard MainActorBridge.isOnMainActor else { return nil }
        return nodes[identity]?.observation
    }

    /// The identities of the custom views currently rendered, for tests of identity agreement;
    /// empty off the main actor.
    package var renderedViewIdentities: [ViewIdentity] {
        guard MainActorBridge.isOnMainActor else { return [] }
        return nodes.values.filter { $0.kind == .view }.map(\.identity)
    }

    // MARK: - Updating

    /// Renders the whole hierarchy and schedules the appearance callbacks; off the main
    /// actor, schedules the first render on the main queue instead (see the type's notes).
    func start() {
        if MainActorBridge.isOnMainActor {
            render(from: nil)
        } else {
            inbox.withLock { $0.firstRenderPending = true }
        }
        scheduleFlush()
    }

    /// Marks the view at `identity` for re-rendering and schedules a flush on the main queue.
    /// Touches the inbox alone: it can be called from any thread, while bodies run.
    func invalidate(_ identity: ViewIdentity) {
        let dismissing = PresentationDismissal.isDismissing
        let accepted = inbox.withLock { inbox in
            guard inbox.acceptsUpdates else { return false }
            inbox.dirtyViews.insert(identity)
            if dismissing { inbox.pendingDismissals.append(identity) }
            return true
        }
        if accepted { scheduleFlush() }
    }

    /// Posts a callback for the next flush, from any thread, and schedules that flush.
    func post(_ callback: PendingCallback) {
        if queue(callback) { scheduleFlush() }
    }

    /// Queues a callback a render pass made, for the flush that runs the pass; returns whether
    /// the graph still takes it.
    @discardableResult
    func queue(_ callback: PendingCallback) -> Bool {
        inbox.withLock { inbox in
            guard inbox.acceptsUpdates else { return false }
            inbox.callbacks.append(callback)
            return true
        }
    }

    func scheduleFlush() {
        let schedule = inbox.withLock { inbox in
            guard !inbox.flushScheduled, inbox.acceptsUpdates else { return false }
            inbox.flushScheduled = true
            return true
        }
        guard schedule else { return }
        // Weakly: a flush still scheduled does not keep an expelled hierarchy alive.
        DispatchQueue.main.async { [weak self] in
            self?.flush()
        }
    }

    /// Re-renders what changed and runs the pending callbacks, round after round, until
    /// nothing changes — or until `maximumUpdateRounds`, when the graph stops updating and
    /// says why. A flush asked for from inside the running flush returns at once: the running
    /// one takes what was posted meanwhile.
    /// Off the main actor, the flush is scheduled on the main queue and this returns at once:
    /// bodies and callbacks are main-actor code.
    package func flush() {
        guard MainActorBridge.isOnMainActor else {
            scheduleFlush()
            return
        }
        inbox.withLock { $0.flushScheduled = false }
        guard !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false }
        var rounds = 0
        while inbox.withLock({ $0.acceptsUpdates && $0.hasWork }) {
            rounds += 1
            if rounds > Self.maximumUpdateRounds {
                stopUpdating()
                break
            }
            renderDueUpdates()
            updateFocusedValues()
            runCallbacks()
        }
        // Stopped in a callback loop: what left still releases its state.
        let abandoned = retiring
        retiring = []
        for node in abandoned {
            node.tearDown()
        }
    }

    /// Renders what the inbox says is due — the first render, or the views marked dirty — and
    /// leaves the callbacks those renders queue to the flush.
    func renderDueUpdates() {
        let (first, dirty, dismissals) = inbox.withLock { inbox in
            defer {
                inbox.firstRenderPending = false
                inbox.dirtyViews = []
                inbox.pendingDismissals = []
            }
            return (inbox.firstRenderPending, inbox.dirtyViews, inbox.pendingDismissals)
        }
        guard first || !dirty.isEmpty else { return }
        handledDismissals = dismissals
        dirtyInRender = dirty
        defer {
            handledDismissals = []
            dirtyInRender = []
        }
        for root in first ? [nil] : topmostDirty(dirty) {
            guard !isExpelled else { return }
            render(from: root)
            if let root { propagatePreferences(from: root) }
        }
    }

    /// Runs the callbacks queued so far, in order, then tears down the nodes that left.
    private func runCallbacks() {
        let callbacks = inbox.withLock { inbox in
            defer { inbox.callbacks = [] }
            return inbox.callbacks
        }
        let retired = retiring
        retiring = []
        for callback in callbacks {
            // A callback may expel the hierarchy (an inspection's last one does): the rest then
            // do not run — but the views that left in this update still disappear, as the
            // expel makes every other view disappear.
            guard !isExpelled || callback.kind == .disappearance else { continue }
            callback.run()
        }
        for node in retired {
            node.tearDown()
        }
    }

    private func stopUpdating() {
        let dirty = inbox.withLock { $0.dirtyViews }
        let changing = dirty.compactMap { nodes[$0].map(describe) }.sorted().joined(separator: ", ")
        let reason = "state kept changing for \(Self.maximumUpdateRounds) rounds of updates in a row"
            + " (still changing: \(changing.isEmpty ? "callbacks" : changing)); a callback such as onAppear,"
            + " onChange or onReceive probably writes state that triggers it again. Updates were stopped."
        let dropped = inbox.withLock { inbox in
            inbox.stopped = reason
            inbox.diagnostics.append(reason)
            return inbox.dropPending()
        }
        // Released here, after the lock: a callback's captures may run code of the app's as they
        // go (a `deinit`).
        _ = dropped
        FileHandle.standardError.write(Data("ViewHosting: \(reason)\n".utf8))
    }

    private func describe(_ node: GraphNode) -> String {
        node.value.map { "\(type(of: $0))" } ?? node.identity.description
    }

    /// The dirty identities that are not inside another dirty view's body, as render roots
    /// (nil: the root).
    private func topmostDirty(_ dirty: Set<ViewIdentity>) -> [ViewIdentity?] {
        let roots = Set(dirty.map(renderRoot))
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
        let identity = owner ?? .root
        let node = nodes[identity]
        return HostContext(
            graph: self, identity: identity, environment: node?.environment ?? EnvironmentValues(), storage: node?.storage)
    }

    /// `action` as a pending callback, run in the context of `owner`; the place its state
    /// goes to is `owner`'s now, also if `owner` has left by the time it runs (`onDisappear`).
    func callback(_ action: @escaping () -> Void, owner: ViewIdentity?) -> () -> Void {
        let place = nodes[owner ?? .root]?.storage
        return { [weak self] in
            guard let self else { return }
            var context = self.context(for: owner)
            context.storage = context.storage ?? place
            HostCallbacks.run(in: context, action)
        }
    }

    /// Records a problem found while rendering, once: in `diagnostics`, and on standard error,
    /// as SwiftUI logs one.
    func report(_ diagnostic: String) {
        let isNew = inbox.withLock { inbox in
            guard !inbox.diagnostics.contains(diagnostic) else { return false }
            inbox.diagnostics.append(diagnostic)
            return true
        }
        if isNew {
            FileHandle.standardError.write(Data("ViewHosting: \(diagnostic)\n".utf8))
        }
    }
}

/// A value sent across a concurrency boundary that a lock, or the main queue, guards: each use
/// says which.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
