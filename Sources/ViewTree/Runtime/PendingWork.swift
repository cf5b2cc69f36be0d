import Foundation

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
    /// What the hierarchy still has to do now; empty once expelled or stopped. Any thread.
    package var pendingWork: PendingWork {
        inbox.withLock { inbox in
            // Tasks an expel cancelled may take a moment to end: the hierarchy is done with them.
            guard !inbox.expelled else { return PendingWork() }
            let deliveries = inbox.callbacks.count { $0.kind == .delivery }
            return PendingWork(
                updates: inbox.dirtyViews.count + (inbox.firstRenderPending ? 1 : 0),
                callbacks: inbox.callbacks.count - deliveries, deliveries: deliveries,
                tasks: inbox.runningTasks.sorted { $0.key < $1.key }.map(\.value))
        }
    }

    /// Records a started task; returns the key that `taskEnded` removes it with.
    func taskStarted(_ description: String) -> UInt64 {
        inbox.withLock { inbox in
            defer { inbox.nextTaskKey += 1 }
            inbox.runningTasks[inbox.nextTaskKey] = description
            return inbox.nextTaskKey
        }
    }

    /// The task with `key` returned (or was cancelled and returned). Any thread.
    func taskEnded(_ key: UInt64) {
        _ = inbox.withLock { $0.runningTasks.removeValue(forKey: key) }
    }

    /// `.task in Loader`, `.task(id: 2) in Loader`: the modifier, and the custom view whose
    /// body wrote it (the root view for one outside every custom view).
    func describeTask(_ slot: GraphNode.TaskSlot) -> String {
        let owner: Any? = slot.owner.flatMap { nodes[$0]?.value } ?? rootView
        let modifier = slot.id.map { ".task(id: \(String(reflecting: $0.base)))" } ?? ".task"
        return "\(modifier) in \(owner.map { String(describing: type(of: $0)) } ?? "the expelled hierarchy")"
    }
}
