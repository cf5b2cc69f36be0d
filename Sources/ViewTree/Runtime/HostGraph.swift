import Dispatch
import Foundation
import Observation

/// A hosted hierarchy: the runtime's state for one `ViewHosting.host(view:)`.
///
/// Threading: the graph is guarded by one recursive lock, so views can be hosted and
/// inspected from any thread; bodies are evaluated under it. Updates are delivered on the
/// main queue — a state write marks its view dirty and schedules a flush there — which is what
/// XCTest's `wait(for:timeout:)` runs on Linux. A flush can also be run synchronously, which is
/// what the hosted handle's `inspect()` does. Lifecycle callbacks run outside the lock.
package final class HostGraph: @unchecked Sendable {
    /// How many rounds of updates one flush runs before it decides that callbacks keep writing
    /// state in a loop, and stops.
    package static let maximumUpdateRounds = 100

    private let lock = NSRecursiveLock()
    package let rootView: Any
    private var nodes: [ViewIdentity: GraphNode] = [:]
    private var dirty: Set<ViewIdentity> = []
    private var pendingCallbacks: [PendingCallback] = []
    private var flushScheduled = false
    private var pass = 0
    private var isFlushing = false
    package private(set) var isExpelled = false
    /// Why the graph stopped updating, when it did: a callback loop.
    package private(set) var stopReason: String?
    private var diagnosticsStorage: [String] = []

    private struct PendingCallback {
        let run: () -> Void
        let owner: ViewIdentity?
    }

    package init(rootView: Any) {
        self.rootView = rootView
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
            guard !isExpelled, stopReason == nil else { return }
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
    /// says why.
    package func flush() {
        lock.lock()
        flushScheduled = false
        guard !isFlushing, !isExpelled, stopReason == nil else {
            lock.unlock()
            return
        }
        isFlushing = true
        var rounds = 0
        while !dirty.isEmpty || !pendingCallbacks.isEmpty {
            rounds += 1
            if rounds > Self.maximumUpdateRounds {
                let changing = dirty.compactMap { nodes[$0].map(describe) }.sorted().joined(separator: ", ")
                let reason = "state kept changing for \(Self.maximumUpdateRounds) rounds of updates in a row"
                    + " (still changing: \(changing.isEmpty ? "callbacks" : changing)); a callback such as onAppear,"
                    + " onChange or onReceive probably writes state that triggers it again. Updates were stopped."
                stopReason = reason
                diagnosticsStorage.append(reason)
                FileHandle.standardError.write(Data("ViewHosting: \(reason)\n".utf8))
                dirty = []
                pendingCallbacks = []
                break
            }
            for root in topmostDirty() {
                render(from: root)
            }
            let callbacks = pendingCallbacks
            pendingCallbacks = []
            lock.unlock()
            for callback in callbacks {
                HostCallbacks.run(in: context(for: callback.owner), callback.run)
            }
            lock.lock()
        }
        isFlushing = false
        lock.unlock()
    }

    /// Expels the hierarchy: runs disappearance callbacks, cancels subscriptions and tasks,
    /// releases all state. Safe to call twice.
    package func expel() {
        lock.lock()
        guard !isExpelled else {
            lock.unlock()
            return
        }
        isExpelled = true
        let leaving = nodes.values.sorted { $0.identity.steps.count > $1.identity.steps.count }
        nodes = [:]
        dirty = []
        pendingCallbacks = []
        lock.unlock()
        for node in leaving where node.hasAppeared {
            for (action, owner) in node.disappearActions {
                HostCallbacks.run(in: HostContext(graph: self, identity: owner ?? .root, environment: EnvironmentValues()), action)
            }
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

    private func context(for owner: ViewIdentity?) -> HostContext {
        lock.withLock {
            let identity = owner ?? .root
            return HostContext(graph: self, identity: identity, environment: nodes[identity]?.environment ?? EnvironmentValues())
        }
    }

    // MARK: - Rendering

    private struct Item {
        enum Content {
            /// A value to flatten, at the place before its structural steps.
            case value(Any)
            /// A flattened view at its final identity.
            case chain(base: Any, modifiers: [Any])
        }

        let content: Content
        let identity: ViewIdentity
        let environment: EnvironmentValues
        /// The custom view whose body this is in: what re-renders when this changes.
        let owner: ViewIdentity?
        /// The custom view or custom modifier whose body this is in: what callbacks
        /// registered here report as their context.
        let callbackOwner: ViewIdentity?
        let placeholders: [ObjectIdentifier: Placeholder]
    }

    /// Renders the hierarchy (`start` nil) or the body of the custom view at `start`, then
    /// works out what appeared and what disappeared.
    private func render(from start: ViewIdentity?) {
        pass += 1
        var stack: [Item] = []
        let scope: ViewIdentity
        if let start, let node = nodes[start], node.kind == .view, let view = node.value {
            scope = start.appending(.body)
            node.lastPass = pass
            guard let body = evaluate(view, at: node) else { return }
            stack.append(Item(
                content: .value(body), identity: scope, environment: node.environment, owner: start, callbackOwner: start,
                placeholders: node.placeholders))
        } else {
            scope = .root
            stack.append(Item(
                content: .value(rootView), identity: .root, environment: EnvironmentValues(), owner: nil, callbackOwner: nil,
                placeholders: [:]))
        }
        while let item = stack.popLast() {
            let children: [Item]
            switch item.content {
            case let .value(value):
                children = RuntimeStructure.flatten(value).map { view in
                    let identity = item.identity.appending(view.steps + RuntimeStructure.explicitSteps(of: view.modifiers))
                    return Item(
                        content: .chain(base: view.base, modifiers: view.modifiers), identity: identity,
                        environment: item.environment, owner: item.owner, callbackOwner: item.callbackOwner,
                        placeholders: item.placeholders)
                }
            case let .chain(base, modifiers):
                children = renderChain(base: base, modifiers: modifiers, item: item)
            }
            stack.append(contentsOf: children.reversed())
        }
        finishPass(scope: scope)
    }

    /// Applies a view's modifiers outermost first, registers its lifecycle callbacks, and
    /// returns what is inside: its content, then what its modifiers carry.
    private func renderChain(base: Any, modifiers: [Any], item: Item) -> [Item] {
        var environment = item.environment
        var attached: [Item] = []
        for index in modifiers.indices.reversed() {
            let modifier = modifiers[index]
            if let writer = modifier as? any EnvironmentModifier {
                writer.apply(to: &environment)
            } else if let lifecycle = modifier as? any LifecycleModifier {
                lifecycle.register(on: node(at: item.identity), graph: self, owner: item.callbackOwner)
            } else if let layer = modifier as? any LayerModifier {
                if let content = layer.layerContent {
                    attached.append(Item(
                        content: .value(content), identity: item.identity.appending(.attached(index)),
                        environment: environment, owner: item.owner, callbackOwner: item.callbackOwner,
                        placeholders: item.placeholders))
                }
            } else if RuntimeStructure.isCompositeModifier(modifier) {
                // The content of this modifier is rendered where its body places `content`.
                let identity = item.identity.appending(.attached(index))
                let node = node(at: identity)
                node.kind = .modifier
                node.value = modifier
                node.environment = environment
                node.owner = item.owner
                node.lastPass = pass
                node.modifiedPlace = item.identity
                var placeholders = item.placeholders
                placeholders[ObjectIdentifier(type(of: modifier))] = Placeholder(
                    base: base, modifiers: Array(modifiers[..<index]), identity: item.identity, owner: item.owner,
                    callbackOwner: item.callbackOwner, enclosing: item.placeholders)
                node.placeholders = placeholders
                guard let body = evaluate(modifier, at: node) else { return attached.reversed() }
                let bodyItem = Item(
                    content: .value(body), identity: identity, environment: environment, owner: item.owner,
                    callbackOwner: identity, placeholders: placeholders)
                return [bodyItem] + attached.reversed()
            }
        }
        return content(of: base, at: item, environment: environment) + attached.reversed()
    }

    private func content(of base: Any, at item: Item, environment: EnvironmentValues) -> [Item] {
        if let placeholder = base as? any ModifierContentPlaceholder {
            let key = ObjectIdentifier(type(of: placeholder).modifierType)
            guard let bound = item.placeholders[key] else { return [] }
            return [Item(
                content: .chain(base: bound.base, modifiers: bound.modifiers), identity: bound.identity,
                environment: environment, owner: bound.owner, callbackOwner: bound.callbackOwner,
                placeholders: bound.enclosing)]
        }
        if RuntimeStructure.isComposite(base) {
            let node = node(at: item.identity)
            node.kind = .view
            node.value = base
            node.environment = environment
            node.owner = item.owner
            node.placeholders = item.placeholders
            node.lastPass = pass
            guard let body = evaluate(base, at: node) else { return [] }
            return [Item(
                content: .value(body), identity: item.identity.appending(.body), environment: environment,
                owner: item.identity, callbackOwner: item.identity, placeholders: item.placeholders)]
        }
        if let container = base as? any RuntimeContainer {
            return container.runtimeChildren.map { child in
                Item(
                    content: .value(child.content), identity: item.identity.appending(child.step),
                    environment: environment, owner: item.owner, callbackOwner: item.callbackOwner,
                    placeholders: item.placeholders)
            }
        }
        return []
    }

    /// Prepares the view or modifier at `node` and evaluates its body, tracking the
    /// observable objects and `@Observable` models it reads. Nil when it cannot be rendered.
    private func evaluate(_ value: Any, at node: GraphNode) -> Any? {
        let identity = UncheckedSendable(node.identity)
        node.storage.onInvalidate { [weak self] in self?.invalidate(identity.value) }
        do {
            try DynamicProperties.prepare(
                value, context: PreparationContext(environment: { [environment = node.environment] in environment }, storage: node.storage))
        } catch {
            diagnosticsStorage.append(
                "\(type(of: value)) reads @EnvironmentObject var \(error.property): \(error.objectType),"
                    + " but no \(error.objectType) was provided with .environmentObject(_:); it was not rendered")
            return nil
        }
        observeObjects(of: value, at: node)
        let body = withObservationTracking {
            node.kind == .modifier ? RuntimeStructure.body(ofModifier: value) : RuntimeStructure.body(of: value)
        } onChange: { [weak self] in
            self?.invalidate(identity.value)
        }
        return body
    }

    private func observeObjects(of value: Any, at node: GraphNode) {
        let objects = DynamicProperties.observedObjects(of: value)
        var subscriptions: [ObjectIdentifier: AnyCancellable] = [:]
        let identity = UncheckedSendable(node.identity)
        for object in objects {
            let key = ObjectIdentifier(object)
            subscriptions[key] = node.objectSubscriptions[key] ?? Self.subscribe(to: object) { [weak self] in
                self?.invalidate(identity.value)
            }
        }
        node.objectSubscriptions = subscriptions
    }

    private static func subscribe<O: ObservableObject>(to object: O, _ action: @escaping () -> Void) -> AnyCancellable {
        object.objectWillChange.sink { _ in action() }
    }

    fileprivate func node(at identity: ViewIdentity) -> GraphNode {
        let node: GraphNode
        if let existing = nodes[identity] {
            node = existing
        } else {
            node = GraphNode(identity: identity)
            nodes[identity] = node
        }
        node.lastPass = pass
        node.beginRegistrations(pass: pass)
        return node
    }

    /// After a render: nodes in scope that were not rendered disappear; new ones appear.
    private func finishPass(scope: ViewIdentity) {
        var leaving: [GraphNode] = []
        for (identity, node) in nodes where identity.isWithin(scope) && node.lastPass != pass {
            leaving.append(node)
        }
        for node in leaving.sorted(by: { $0.identity.steps.count > $1.identity.steps.count }) {
            nodes[node.identity] = nil
            if node.hasAppeared {
                for (action, owner) in node.disappearActions {
                    pendingCallbacks.append(PendingCallback(run: action, owner: owner))
                }
            }
            node.tearDown()
        }
        let rendered = nodes.values.filter { $0.lastPass == pass }.sorted { $0.identity.steps.count < $1.identity.steps.count }
        for node in rendered {
            if node.registrationPass == pass { node.endRegistrations() }
            for receiver in node.receivers where receiver.subscription == nil {
                receiver.subscription = receiver.subscribe { [weak self, weak receiver] value in
                    guard let self, let receiver, !self.isExpelled else { return }
                    HostCallbacks.run(in: self.context(for: receiver.owner)) { receiver.action(value) }
                }
            }
            guard !node.hasAppeared else { continue }
            node.hasAppeared = true
            for (action, owner) in node.appearActions {
                pendingCallbacks.append(PendingCallback(run: action, owner: owner))
            }
            for index in node.tasks.indices {
                startTask(at: index, of: node)
            }
            for change in node.changes where change.initial {
                let value = change.value
                pendingCallbacks.append(PendingCallback(run: { change.action(value, value) }, owner: change.owner))
            }
        }
    }

    fileprivate func startTask(at index: Int, of node: GraphNode) {
        let action = UncheckedSendable(node.tasks[index].action)
        node.tasks[index].running = Task(priority: node.tasks[index].priority) {
            await action.value()
        }
    }

    fileprivate func enqueue(_ run: @escaping () -> Void, owner: ViewIdentity?) {
        pendingCallbacks.append(PendingCallback(run: run, owner: owner))
    }
}

/// A value sent across a concurrency boundary that the runtime's lock guards.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

// MARK: - Modifiers the runtime acts on

/// Modifiers that register lifecycle callbacks on the view they modify.
protocol LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?)
}

extension _AppearanceActionModifier: LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?) {
        if let appear { node.appearActions.append((appear, owner)) }
        if let disappear { node.disappearActions.append((disappear, owner)) }
    }
}

extension _OnReceiveModifier: LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?) {
        let publisher = publisher
        let action = action
        node.register(
            receiver: { value in if let value = value as? P.Output { action(value) } }, owner: owner,
            subscribe: { deliver in publisher.sink { deliver($0) } })
    }
}

extension _TaskModifier: LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?) {
        let index = node.taskCursor
        if node.register(task: self) {
            graph.startTask(at: index, of: node)
        }
    }
}

extension _ValueActionModifier: LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?) {
        let action = action
        let callback = node.register(change: AnyEquatable(value), initial: initial, owner: owner) { old, new in
            if let old = old.base as? Value, let new = new.base as? Value { action(old, new) }
        }
        if let callback, node.hasAppeared {
            graph.enqueue(callback, owner: owner)
        }
    }
}

/// Modifiers that carry views of their own: overlays and backgrounds.
protocol LayerModifier {
    var layerContent: Any? { get }
}

extension _OverlayModifier: LayerModifier {
    var layerContent: Any? { overlay }
}

extension _BackgroundModifier: LayerModifier {
    var layerContent: Any? { background }
}

extension _OverlayStyleModifier: LayerModifier {
    var layerContent: Any? { style as? any View }
}

extension _BackgroundStyleModifier: LayerModifier {
    var layerContent: Any? { style as? any View }
}
