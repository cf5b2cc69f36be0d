import Dispatch
import Foundation
import Synchronization

/// Expelling a hosted hierarchy: its disappearance callbacks, the release of its state, and
/// the wait for its cancelled tasks.
extension HostGraph {
    /// Expels the hierarchy: runs disappearance callbacks (for views whose appearance
    /// callbacks ran), cancels subscriptions and tasks, releases all state. Safe to call twice.
    ///
    /// On the main actor, everything is released before this returns. Off the main actor, the
    /// graph is expelled at once — it takes no update and shows nothing — and its
    /// `onDisappear` callbacks (main-actor code) and the release of its state run on the main
    /// queue.
    package func expel() {
        guard let dropped = markExpelled() else { return }
        if MainActorBridge.isOnMainActor {
            tearDownHierarchy(running: dropped)
            letCancelledTasksEnd()
        } else {
            let pending = UncheckedSendable(dropped)
            DispatchQueue.main.async { [self] in
                tearDownHierarchy(running: pending.value)
            }
        }
    }

    /// `expel()`, then waits until the tasks it cancelled have ended, so that nothing they
    /// captured is retained when this returns: for `async` callers on any thread (Swift
    /// Testing's `.expelsHostedViews`).
    package func expelAndWait(timeout: Duration = HostGraph.cancelledTasksAwait) async {
        guard let dropped = markExpelled() else { return }
        let work = UncheckedSendable((graph: self, dropped: dropped))
        await MainActor.run { work.value.graph.tearDownHierarchy(running: work.value.dropped) }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while hasRunningTasks, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Marks the graph expelled, once: it takes no update and lets its root view go. Returns the
    /// callbacks that were still pending (their disappearances still run), or nil when the graph
    /// was expelled already.
    func markExpelled() -> [PendingCallback]? {
        let (root, dropped, observer) = inbox.withLock {
            inbox -> (UncheckedSendable<Any>?, [PendingCallback]?, UncheckedSendable<SceneObserver>?) in
            guard !inbox.expelled else { return (nil, nil, nil) }
            inbox.expelled = true
            return (inbox.rootView.take(), inbox.dropPending(), inbox.sceneObserver.take())
        }
        // The root view (and the app) are let go here, after the lock: what they release may run
        // the app's code (a `deinit`).
        _ = root
        _ = observer
        if dropped != nil { ViewHosting.remove(self) }
        return dropped
    }

    /// How long an expel waits for the tasks it cancelled to end: cancellation is cooperative,
    /// and a task that ignores it is given up on (what it captured is then released when it
    /// returns). A task that sees its cancellation ends within a millisecond or so.
    package static let cancelledTasksWait: Duration = .milliseconds(100)

    /// How long an `async` expel awaits the tasks it cancelled: longer than the blocking wait,
    /// as it does not hold the thread, and the tasks resume on the main actor, which tests
    /// running in parallel may keep busy for a while (a long synchronous walk).
    package static let cancelledTasksAwait: Duration = .seconds(1)

    /// Whether tasks the hierarchy started have not ended yet (cancelled ones included).
    var hasRunningTasks: Bool {
        inbox.withLock { !$0.runningTasks.isEmpty }
    }

    /// After an expel on the main actor: waits, a bounded time, until the tasks it cancelled
    /// have returned and let go of what they captured — running the main queue meanwhile when
    /// it can, as a task written in a body resumes there to see its cancellation.
    ///
    /// Only on the main thread outside any task (a plain XCTest method or `tearDown`): inside a
    /// task, or inside one of the main queue's blocks (a callback a scheduled flush runs), the
    /// queue cannot be run, and the tasks that resume on the main actor end once the caller
    /// returns to it — `whenCancelledTasksEnd(_:)` tells when.
    func letCancelledTasksEnd() {
        guard hasRunningTasks, Thread.isMainThread, withUnsafeCurrentTask(body: { $0 == nil }) else { return }
        let deadline = ContinuousClock.now + Self.cancelledTasksWait
        while hasRunningTasks, ContinuousClock.now < deadline {
            // A block queued behind the tasks' resumptions: when it has run, so have they.
            let probe = MainQueueProbe()
            DispatchQueue.main.async { probe.ran.store(true, ordering: .relaxed) }
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.002))
            // Not run: this is inside one of the main queue's blocks after all.
            guard probe.ran.load(ordering: .relaxed) else { return }
        }
    }

    /// Calls `action`, on another thread, once the tasks this expelled hierarchy cancelled have
    /// ended, or after `limit`; at once when none is running. What an inspection callback that
    /// expels the hierarchy waits for before it tells the test it is done: the test's
    /// `wait(for:)` runs the main queue meanwhile, where tasks written in bodies resume.
    package func whenCancelledTasksEnd(within limit: Duration, _ action: @escaping @Sendable () -> Void) {
        guard hasRunningTasks else {
            action()
            return
        }
        let deadline = ContinuousClock.now + limit
        DispatchQueue.global().async { [self] in
            while hasRunningTasks, ContinuousClock.now < deadline {
                Thread.sleep(forTimeInterval: 0.001)
            }
            action()
        }
    }

    /// Runs the disappearance callbacks of every view that appeared — after those of the views
    /// that had left already, among `pending` — last placed first, and releases every node.
    /// Main actor only.
    func tearDownHierarchy(running pending: [PendingCallback]) {
        isTornDown = true
        for callback in pending where callback.kind == .disappearance {
            callback.run()
        }
        let present = nodes.values.sorted { $0.visitOrder > $1.visitOrder }
        let leaving = present + retiring
        let disappearing = present.filter(\.appearDelivered)
            .flatMap(\.disappearActions)
            .map { action, owner in (action, owner, nodes[owner ?? .root]?.storage) }
        nodes = [:]
        retiring = []
        preferenceReaders = [:]
        visitedThisPass = []
        placedThisPass = [:]
        for (action, owner, storage) in disappearing {
            HostCallbacks.run(
                in: HostContext(graph: self, identity: owner ?? .root, environment: EnvironmentValues(), storage: storage),
                action)
        }
        for node in leaving {
            node.tearDown()
        }
    }
}

/// Whether a block queued on the main queue has run: whether a run loop turn drained it.
private final class MainQueueProbe: Sendable {
    let ran = Atomic<Bool>(false)
}
