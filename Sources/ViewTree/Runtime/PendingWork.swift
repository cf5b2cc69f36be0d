import Foundation

/// A callback the next flush runs, with what it is for: what a test waiting for the hierarchy
/// to settle is told is still pending.
struct PendingCallback {
    enum Kind {
        /// A view appeared: its `onAppear` actions, tasks and `onChange(initial: true)`.
        case appearance
        /// A view left: its `onDisappear` actions.
        case disappearance
        /// A value a view depends on changed: its `onChange` action.
        case change
        /// A publisher delivered a value while the view subscribed: its `onReceive` action.
        case delivery
    }

    let kind: Kind
    let run: () -> Void

    init(_ kind: Kind, _ run: @escaping () -> Void) {
        self.kind = kind
        self.run = run
    }
}

/// What a hosted hierarchy still has to do: what Inspector's waiting helpers (`settle()`,
/// `find(…, timeout:)`) wait for, and list when the time runs out.
package struct PendingWork: Equatable, Sendable {
    /// Views marked for re-rendering, or the first render, not yet run.
    package var updates: Int
    /// Appearance, disappearance and `onChange` callbacks queued for the next flush.
    package var callbacks: Int
    /// `onReceive` deliveries queued for the next flush.
    package var deliveries: Int
    /// The `.task`s started and not yet returned, described as `.task in Loader`, in the
    /// order they started.
    package var tasks: [String]

    /// Pending work of each kind.
    package init(updates: Int = 0, callbacks: Int = 0, deliveries: Int = 0, tasks: [String] = []) {
        self.updates = updates
        self.callbacks = callbacks
        self.deliveries = deliveries
        self.tasks = tasks
    }

    /// Whether nothing is pending: the hierarchy has settled.
    package var isEmpty: Bool {
        updates == 0 && callbacks == 0 && deliveries == 0 && tasks.isEmpty
    }

    /// One line per kind of pending work, for messages: "1 task still running: .task in Loader".
    package var descriptions: [String] {
        var lines: [String] = []
        if updates > 0 {
            lines.append(updates == 1 ? "1 view still to re-render" : "\(updates) views still to re-render")
        }
        if callbacks > 0 {
            lines.append(callbacks == 1 ? "1 callback still to run" : "\(callbacks) callbacks still to run")
        }
        if deliveries > 0 {
            lines.append(
                deliveries == 1 ? "1 onReceive delivery still to run" : "\(deliveries) onReceive deliveries still to run")
        }
        if !tasks.isEmpty {
            let counted = tasks.count == 1 ? "1 task still running" : "\(tasks.count) tasks still running"
            lines.append(counted + ": " + tasks.joined(separator: ", "))
        }
        return lines
    }
}

extension HostGraph {
    /// What the hierarchy still has to do now; empty once expelled or stopped.
    package var pendingWork: PendingWork {
        lock.withLock {
            let queued = pendingCallbacks.map(\.kind)
            let deliveries = queued.filter { $0 == .delivery }.count
            return pendingLock.withLock {
                PendingWork(
                    updates: dirtyViews.count + (firstRenderPending ? 1 : 0), callbacks: queued.count - deliveries,
                    deliveries: deliveries, tasks: runningTasks.sorted { $0.key < $1.key }.map(\.value))
            }
        }
    }

    /// Records a started task; returns the key that `taskEnded` removes it with.
    func taskStarted(_ description: String) -> UInt64 {
        pendingLock.withLock {
            defer { nextTaskKey += 1 }
            runningTasks[nextTaskKey] = description
            return nextTaskKey
        }
    }

    /// The task with `key` returned (or was cancelled and returned).
    func taskEnded(_ key: UInt64) {
        _ = pendingLock.withLock { runningTasks.removeValue(forKey: key) }
    }

    /// Forgets the tasks still running: the graph was expelled, and cancelled them.
    func forgetRunningTasks() {
        pendingLock.withLock { runningTasks = [:] }
    }

    /// `.task in Loader`, `.task(id: 2) in Loader`: the modifier, and the custom view whose
    /// body wrote it (the root view for one outside every custom view).
    func describeTask(_ slot: GraphNode.TaskSlot) -> String {
        let owner = slot.owner.flatMap { nodes[$0]?.value } ?? rootView
        let modifier = slot.id.map { ".task(id: \(String(reflecting: $0.base)))" } ?? ".task"
        return "\(modifier) in \(String(describing: type(of: owner)))"
    }
}
