import Dispatch
import Foundation
import Observation

/// A hosted hierarchy: the runtime's state for one `ViewHosting.host(view:)`.
///
/// Threading: the graph is guarded by one recursive lock, so views can be hosted and
/// inspected from any thread; bodies are evaluated under it. A second lock serializes
/// flushes, so a flush asked for on one thread waits for one running on another. Updates are
/// delivered on the main queue — a state write marks its view dirty and schedules a flush
/// there — which is what XCTest's `wait(for:timeout:)` runs on Linux. A flush can also run
/// synchronously, which is what the hosted handle's `inspect()` does. Lifecycle callbacks,
/// publisher values included, run outside the graph lock.
package final class HostGraph: @unchecked Sendable {
    /// How many rounds of updates one flush runs before it decides that callbacks keep writing
    /// state in a loop, and stops.
    package static let maximumUpdateRounds = 100

    let lock = NSRecursiveLock()
    private let flushLock = NSRecursiveLock()
    package let rootView: Any
    var nodes: [ViewIdentity: GraphNode] = [:]
    var dirty: Set<ViewIdentity> = []
    var pendingCallbacks: [() -> Void] = []
    private var flushScheduled = false
    var pass = 0
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

    /// Renders the whole hierarchy and schedules the appearance callbacks.
    func start() {
        lock.withLock {
            render(from: nil)
            scheduleFlush()
        }
    }

    /// Marks the view at `identity` for re-rendering and schedules a flush on the main queue.
    func invalidate(_ identity: ViewIdentity) {
        lock.withLock {
            guard !expelled, stopped == nil else { return }
            dirty.insert(identity)
            scheduleFlush()
        }
    }

    private func scheduleFlush() {
        guard !flushScheduled else { return }
        flushScheduled = true
        DispatchQueue.main.async { [self] in
            flush()
        }
    }

    /// Re-renders what changed and runs the pending callbacks, round after round, until
    /// nothing changes — or until `maximumUpdateRounds`, when the graph stops updating and
    /// says why. A flush asked for from inside a callback of the running flush returns at once;
    /// from another thread, it waits for the running one.
    package func flush() {
        flushLock.lock()
        defer { flushLock.unlock() }
        lock.lock()
        flushScheduled = false
        guard !isFlushing, !expelled, stopped == nil else {
            lock.unlock()
            return
        }
        isFlushing = true
        var rounds = 0
        while !dirty.isEmpty || !pendingCallbacks.isEmpty {
            rounds += 1
            if rounds > Self.maximumUpdateRounds {
                stopUpdating()
                break
            }
            for root in topmostDirty() {
                render(from: root)
            }
            let callbacks = pendingCallbacks
            pendingCallbacks = []
            lock.unlock()
            for callback in callbacks {
                callback()
            }
            lock.lock()
        }
        isFlushing = false
        lock.unlock()
    }

    private func stopUpdating() {
        let changing = dirty.compactMap { nodes[$0].map(describe) }.sorted().joined(separator: ", ")
        let reason = "state kept changing for \(Self.maximumUpdateRounds) rounds of updates in a row"
            + " (still changing: \(changing.isEmpty ? "callbacks" : changing)); a callback such as onAppear,"
            + " onChange or onReceive probably writes state that triggers it again. Updates were stopped."
        stopped = reason
        diagnosticsStorage.append(reason)
        FileHandle.standardError.write(Data("ViewHosting: \(reason)\n".utf8))
        dirty = []
        pendingCallbacks = []
    }

    /// Expels the hierarchy: runs disappearance callbacks (for views whose appearance
    /// callbacks ran), cancels subscriptions and tasks, releases all state. Safe to call twice.
    package func expel() {
        lock.lock()
        guard !expelled else {
            lock.unlock()
            return
        }
        expelled = true
        let leaving = nodes.values.sorted { $0.visitOrder > $1.visitOrder }
        let disappearing = leaving.filter(\.appearDelivered).flatMap(\.disappearActions)
        nodes = [:]
        dirty = []
        pendingCallbacks = []
        lock.unlock()
        ViewHosting.remove(self)
        for (action, owner) in disappearing {
            HostCallbacks.run(in: HostContext(graph: self, identity: owner ?? .root, environment: EnvironmentValues()), action)
        }
        for node in leaving {
            node.tearDown()
        }
    }

    private func describe(_ node: GraphNode) -> String {
        node.value.map { "\(type(of: $0))" } ?? node.identity.description
    }

    /// The dirty identities that are not inside another dirty view's body, as render roots.
    private func topmostDirty() -> [ViewIdentity?] {
        let roots = Set(dirty.map(renderRoot))
        dirty = []
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
            return HostContext(graph: self, identity: identity, environment: nodes[identity]?.environment ?? EnvironmentValues())
        }
    }

    /// `action` as a pending callback, run in the context of `owner`.
    func callback(_ action: @escaping () -> Void, owner: ViewIdentity?) -> () -> Void {
        { [weak self] in
            guard let self else { return }
            HostCallbacks.run(in: self.context(for: owner), action)
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
