import Foundation
import Synchronization

/// The end of a rendering pass: which views were placed, what appeared and what disappeared,
/// and the lifecycle work it schedules — appearance callbacks, subscriptions, tasks.
extension HostGraph {
    /// Marks `node` as rendered in this pass, in depth-first order.
    func visit(_ node: GraphNode) {
        guard node.lastPass != pass else { return }
        node.lastPass = pass
        visits += 1
        node.visitOrder = visits
        visitedThisPass.append(node)
    }

    /// The nodes the body of the custom view `scope` (nil: the root) placed in its last render,
    /// and those placed by the bodies of the custom views among them, transitively: what was
    /// within a scope before it rendered again. Proportional to the scope, not the graph.
    func placedNodes(within scope: GraphNode?) -> [GraphNode] {
        guard let scope else { return Array(nodes.values) }
        var result: [GraphNode] = []
        var pending = scope.placed
        while let node = pending.popLast() {
            result.append(node)
            if node.kind == .view { pending += node.placed }
        }
        return result
    }

    /// After a render: nodes in scope that were not rendered disappear; new ones appear.
    ///
    /// The order is SwiftUI's: the views that appeared first, deepest first — a child's
    /// `onAppear` before its parent's, so the parent's sees what the child's wrote, and
    /// siblings in order — then the views that left, last placed first. So when an identity
    /// changes, the new view's `onAppear` runs before the old view's `onDisappear`.
    func finishPass(scope: ViewIdentity, in scopeNode: GraphNode?) {
        let leaving = placedNodes(within: scopeNode)
            .filter { $0.lastPass != pass && nodes[$0.identity] === $0 && $0.identity.isWithin(scope) }
            .sorted { $0.visitOrder > $1.visitOrder }
        // What each custom view rendered in this pass placed, for the next partial render.
        scopeNode?.placed = placedThisPass[scopeNode?.identity] ?? []
        for node in visitedThisPass where node.kind == .view {
            node.placed = placedThisPass[node.identity] ?? []
        }
        // Made while the nodes that left are still in the graph: each callback keeps the
        // place of the view whose body wrote it, to read the state the view had.
        var disappearances: [PendingCallback] = []
        for node in leaving {
            // A presentation dismissed by `dismiss()` already ran its `onDismiss`.
            let handled = node.isPresentationTracker && consumeHandledDismissal(for: node)
            guard node.appearDelivered, !handled else { continue }
            for (action, owner) in node.disappearActions {
                disappearances.append(PendingCallback(.disappearance, callback(action, owner: owner)))
            }
        }
        for node in leaving {
            nodes[node.identity] = nil
            // Torn down after the callbacks ran (see `flush`), so they see its state.
            retiring.append(node)
        }
        let rendered = visitedThisPass.filter { nodes[$0.identity] === $0 }
        var subscribing: [GraphNode.Receiver] = []
        var appearing: [GraphNode] = []
        for node in rendered {
            if node.registrationPass == pass { node.endRegistrations() }
            subscribing += node.receivers.filter { $0.subscription == nil }
            guard !node.hasAppeared else { continue }
            node.hasAppeared = true
            appearing.append(node)
        }
        for node in Self.deepestFirst(appearing) {
            queue(PendingCallback(.appearance, appearance(of: node)))
        }
        for disappearance in disappearances {
            queue(disappearance)
        }
        // Subscribing runs the publisher's code, which may deliver at once (queued, see
        // `subscribe`) or wait for another thread (which posts to the inbox).
        for receiver in subscribing {
            subscribe(receiver)
        }
    }

    /// `nodes`, listed in the order they were visited (a parent before what is inside it),
    /// reordered so that each comes after every node inside it: children before parents,
    /// siblings in order.
    static func deepestFirst(_ nodes: [GraphNode]) -> [GraphNode] {
        guard nodes.count > 1 else { return nodes }
        var result: [GraphNode] = []
        result.reserveCapacity(nodes.count)
        var enclosing: [GraphNode] = []
        for node in nodes {
            while let last = enclosing.last, !node.identity.isWithin(last.identity) {
                result.append(enclosing.removeLast())
            }
            enclosing.append(node)
        }
        result.append(contentsOf: enclosing.reversed())
        return result
    }

    /// The callback that makes `node` appear: its `onAppear` actions, its tasks, its
    /// `onChange(initial: true)` actions — unless it left before the callback ran.
    func appearance(of node: GraphNode) -> () -> Void {
        { [weak self] in
            guard let self, self.nodes[node.identity] === node else { return }
            node.appearDelivered = true
            for index in node.tasks.indices where node.tasks[index].running == nil {
                self.startTask(at: index, of: node)
            }
            let actions = node.appearActions.map { self.callback($0.action, owner: $0.owner) }
                + node.changes.filter(\.initial).map { change in
                    let value = change.value
                    return self.callback({ change.action(value, value) }, owner: change.owner)
                }
            for action in actions {
                action()
            }
        }
    }

    /// Subscribes to a receiver's publisher. A value delivered on the main actor runs the
    /// action at once, as SwiftUI's `onReceive` does — unless it comes while subscribing (a
    /// current value), when it waits for the flush. A value delivered on another thread is
    /// posted to the inbox and runs in the next flush, on the main actor.
    func subscribe(_ receiver: GraphNode.Receiver) {
        receiver.isSubscribing = true
        receiver.subscription = receiver.subscribe { [weak self, weak receiver] value in
            guard let self else { return }
            // The value crosses to the main actor with the delivery; the publisher handed it
            // over and keeps no claim on it.
            let sent = UncheckedSendable(value)
            let deliver = { [weak self, weak receiver] in
                guard let self, let receiver, !self.isExpelled else { return }
                self.callback({ receiver.action(sent.value) }, owner: receiver.owner)()
            }
            if MainActorBridge.isOnMainActor, receiver?.isSubscribing == false {
                deliver()
            } else {
                self.post(PendingCallback(.delivery, deliver))
            }
        }
        receiver.isSubscribing = false
    }

    /// Starts a `.task` action. It runs with the isolation it was written with — a closure
    /// written in a body is main-actor code, so it runs on the main actor, as in SwiftUI — and
    /// is cancelled when its view leaves or its `id` changes.
    func startTask(at index: Int, of node: GraphNode) {
        let action = UncheckedSendable(node.tasks[index].action)
        let priority = node.tasks[index].priority
        // The task runs in the place of the view whose body wrote it.
        let place = node.tasks[index].owner.flatMap { nodes[$0]?.storage }
        let key = taskStarted(describeTask(node.tasks[index]))
        // The task lets go of the action — and of the view and models it captured — as soon as
        // the action returns, before it says it ended: an expel waiting for cancelled tasks to
        // end (`letCancelledTasksEnd`) then finds nothing of them retained.
        let running = RunningAction(action.value)
        node.tasks[index].running = StatePlace.run(in: place) {
            Task(priority: priority) { [weak self] in
                await running.run()
                self?.taskEnded(key)
            }
        }
    }

    func enqueue(_ run: @escaping () -> Void, owner: ViewIdentity?) {
        queue(PendingCallback(.change, callback(run, owner: owner)))
    }
}

/// A `.task`'s action while its task runs: taken out when it starts, so that it is released
/// when it returns rather than when the task's closure is.
private final class RunningAction: Sendable {
    // Read once, by the task that runs it, and cleared then: the mutex hands it over once.
    private let action: Mutex<UncheckedSendable<() async -> Void>?>

    init(_ action: @escaping () async -> Void) {
        self.action = Mutex(UncheckedSendable(action))
    }

    func run() async {
        guard let action = action.withLock({ $0.take() }) else { return }
        await action.value()
    }
}
