import Foundation

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
    /// Callbacks are queued in the order the views were visited (disappearances in reverse).
    func finishPass(scope: ViewIdentity, in scopeNode: GraphNode?) {
        let leaving = placedNodes(within: scopeNode)
            .filter { $0.lastPass != pass && nodes[$0.identity] === $0 && $0.identity.isWithin(scope) }
            .sorted { $0.visitOrder > $1.visitOrder }
        // What each custom view rendered in this pass placed, for the next partial render.
        scopeNode?.placed = placedThisPass[scopeNode?.identity] ?? []
        for node in visitedThisPass where node.kind == .view {
            node.placed = placedThisPass[node.identity] ?? []
        }
        for node in leaving {
            nodes[node.identity] = nil
            // A presentation dismissed by `dismiss()` already ran its `onDismiss`.
            let handled = node.isPresentationTracker && consumeHandledDismissal(for: node)
            if node.appearDelivered, !handled {
                for (action, owner) in node.disappearActions {
                    queue(PendingCallback(.disappearance, callback(action, owner: owner)))
                }
            }
            // Torn down after those callbacks ran (see `flush`), so they see its state.
            retiring.append(node)
        }
        let rendered = visitedThisPass.filter { nodes[$0.identity] === $0 }
        var subscribing: [GraphNode.Receiver] = []
        for node in rendered {
            if node.registrationPass == pass { node.endRegistrations() }
            subscribing += node.receivers.filter { $0.subscription == nil }
            guard !node.hasAppeared else { continue }
            node.hasAppeared = true
            queue(PendingCallback(.appearance, appearance(of: node)))
        }
        // Subscribing runs the publisher's code, which may deliver at once (queued, see
        // `subscribe`) or wait for another thread (which posts to the inbox).
        for receiver in subscribing {
            subscribe(receiver)
        }
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
        node.tasks[index].running = StatePlace.run(in: place) {
            Task(priority: priority) { [weak self] in
                await action.value()
                self?.taskEnded(key)
            }
        }
    }

    func enqueue(_ run: @escaping () -> Void, owner: ViewIdentity?) {
        queue(PendingCallback(.change, callback(run, owner: owner)))
    }
}
