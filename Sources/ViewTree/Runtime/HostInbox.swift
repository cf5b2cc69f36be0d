import Synchronization

/// What any thread may tell a hosted graph, and what any thread may ask of it: the one part of
/// a `HostGraph` that is not confined to the main actor, kept in a `Mutex` (see `HostGraph`).
///
/// A state write from a background task, a publisher delivering on another queue, a
/// dismissal, a task that ends: each posts here and asks for a flush; the next flush, on the
/// main actor, takes what was posted. The mutex is held only to read or write these fields —
/// never while user code runs, and never around another lock.
struct HostInbox: ~Copyable {
    /// Views marked for re-rendering.
    var dirtyViews: Set<ViewIdentity> = []
    /// The views a presentation's `dismiss()` invalidated (HostGraph+Presentations.swift).
    var pendingDismissals: [ViewIdentity] = []
    /// Callbacks the next flush runs, in order: lifecycle callbacks a render queued (posted
    /// from the main actor) and publisher deliveries (posted from any thread).
    var callbacks: [PendingCallback] = []
    /// The `.task`s started and not yet returned, by key, with what they are for.
    var runningTasks: [UInt64: String] = [:]
    var nextTaskKey: UInt64 = 0
    /// Hosted off the main actor: the first render waits for a flush on the main actor.
    var firstRenderPending = false
    /// A flush is scheduled on the main queue and has not started yet.
    var flushScheduled = false
    /// The hierarchy was expelled: nothing is accepted any more.
    var expelled = false
    /// Why the graph stopped updating, when it did: a loop of callbacks writing state.
    var stopped: String?
    /// What went wrong while rendering, each once, in order.
    var diagnostics: [String] = []
    /// The hosted view, until the hierarchy is expelled: what an inspection starts from.
    var rootView: UncheckedSendable<Any>?
    /// The app whose scene this hierarchy is, watched for its scene `onChange`s; let go when
    /// the hierarchy is expelled.
    var sceneObserver: UncheckedSendable<SceneObserver>?
    /// The environment the root sees: the hosted scene's (its phase, its `@SceneStorage`).
    var rootEnvironment: UncheckedSendable<EnvironmentValues>

    /// Whether the graph still takes updates: neither expelled nor stopped.
    var acceptsUpdates: Bool {
        !expelled && stopped == nil
    }

    /// Whether a flush has something to do now.
    var hasWork: Bool {
        firstRenderPending || !dirtyViews.isEmpty || !callbacks.isEmpty
    }

    /// Whether nothing is due and no task runs: what `App.main()` waits for.
    var isIdle: Bool {
        !hasWork && !flushScheduled && runningTasks.isEmpty
    }

    /// Forgets everything still pending: the graph was expelled or stopped. Returns the
    /// callbacks, for the caller to release (or run) once the mutex is unlocked.
    mutating func dropPending() -> [PendingCallback] {
        dirtyViews = []
        pendingDismissals = []
        firstRenderPending = false
        defer { callbacks = [] }
        return callbacks
    }
}

/// A callback the next flush runs, with what it is for: what a test waiting for the hierarchy
/// to settle is told is still pending.
///
/// Sendable because it only travels through the inbox: it is posted from any thread but run
/// by `HostGraph.flush`, on the main actor alone.
struct PendingCallback: @unchecked Sendable {
    enum Kind {
        /// A view appeared: its `onAppear` actions, tasks and `onChange(initial: true)`.
        case appearance
        /// A view left: its `onDisappear` actions.
        case disappearance
        /// A value a view depends on changed: its `onChange` action.
        case change
        /// A publisher delivered a value: its `onReceive` action.
        case delivery
    }

    let kind: Kind
    let run: () -> Void

    init(_ kind: Kind, _ run: @escaping () -> Void) {
        self.kind = kind
        self.run = run
    }
}
