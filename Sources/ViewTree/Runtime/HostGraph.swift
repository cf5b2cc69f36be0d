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

    private let lock = NSRecursiveLock()
    private let flushLock = NSRecursiveLock()
    package let rootView: Any
    private var nodes: [ViewIdentity: GraphNode] = [:]
    private var dirty: Set<ViewIdentity> = []
    private var pendingCallbacks: [() -> Void] = []
    private var flushScheduled = false
    private var pass = 0
    private var visits = 0
    private var isFlushing = false
    private var expelled = false
    /// Why the graph stopped updating, when it did: a callback loop.
    private var stopped: String?
    private var diagnosticsStorage: [String] = []

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

    private func context(for owner: ViewIdentity?) -> HostContext {
        lock.withLock {
            let identity = owner ?? .root
            return HostContext(graph: self, identity: identity, environment: nodes[identity]?.environment ?? EnvironmentValues())
        }
    }

    /// `action` as a pending callback, run in the context of `owner`.
    private func callback(_ action: @escaping () -> Void, owner: ViewIdentity?) -> () -> Void {
        { [weak self] in
            guard let self else { return }
            HostCallbacks.run(in: self.context(for: owner), action)
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
        /// Where the view's lifecycle modifiers register: its identity, or for the part of a
        /// view inside a custom modifier, that identity and `.modified(index)`.
        var registrationIdentity: ViewIdentity?
        let environment: EnvironmentValues
        /// The custom view whose body this is in: what re-renders when this changes.
        let owner: ViewIdentity?
        /// The custom view or custom modifier whose body this is in: what callbacks
        /// registered here report as their context.
        let callbackOwner: ViewIdentity?
        let placeholders: [ObjectIdentifier: Placeholder]

        init(
            content: Content, identity: ViewIdentity, registrationIdentity: ViewIdentity? = nil,
            environment: EnvironmentValues, owner: ViewIdentity?, callbackOwner: ViewIdentity?,
            placeholders: [ObjectIdentifier: Placeholder]
        ) {
            self.content = content
            self.identity = identity
            self.registrationIdentity = registrationIdentity
            self.environment = environment
            self.owner = owner
            self.callbackOwner = callbackOwner
            self.placeholders = placeholders
        }
    }

    /// Renders the hierarchy (`start` nil) or the body of the custom view at `start`, then
    /// works out what appeared and what disappeared.
    private func render(from start: ViewIdentity?) {
        pass += 1
        var stack: [Item] = []
        let scope: ViewIdentity
        if let start, let node = nodes[start], node.kind == .view, let view = node.value {
            scope = start.appending(.body)
            visit(node)
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
                lifecycle.register(on: node(at: item.registrationIdentity ?? item.identity), graph: self, owner: item.callbackOwner)
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
                var placeholders = item.placeholders
                placeholders[ObjectIdentifier(type(of: modifier))] = Placeholder(
                    base: base, modifiers: Array(modifiers[..<index]), identity: item.identity, owner: item.owner,
                    callbackOwner: item.callbackOwner, registrationIdentity: item.identity.appending(.modified(index)),
                    enclosing: item.placeholders)
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
                registrationIdentity: bound.registrationIdentity, environment: environment, owner: bound.owner,
                callbackOwner: bound.callbackOwner, placeholders: bound.enclosing)]
        }
        if RuntimeStructure.isComposite(base) {
            let node = node(at: item.identity)
            node.kind = .view
            node.value = base
            node.environment = environment
            node.owner = item.owner
            node.placeholders = item.placeholders
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

    /// The node at `identity`, made on first use, marked as rendered in this pass.
    fileprivate func node(at identity: ViewIdentity) -> GraphNode {
        let node: GraphNode
        if let existing = nodes[identity] {
            node = existing
        } else {
            node = GraphNode(identity: identity)
            nodes[identity] = node
        }
        visit(node)
        node.beginRegistrations(pass: pass)
        return node
    }

    /// Marks `node` as rendered in this pass, in depth-first order.
    private func visit(_ node: GraphNode) {
        guard node.lastPass != pass else { return }
        node.lastPass = pass
        visits += 1
        node.visitOrder = visits
    }

    /// After a render: nodes in scope that were not rendered disappear; new ones appear.
    /// Callbacks are queued in the order the views were visited (disappearances in reverse).
    private func finishPass(scope: ViewIdentity) {
        let leaving = nodes.values.filter { $0.identity.isWithin(scope) && $0.lastPass != pass }
            .sorted { $0.visitOrder > $1.visitOrder }
        for node in leaving {
            nodes[node.identity] = nil
            if node.appearDelivered {
                for (action, owner) in node.disappearActions {
                    pendingCallbacks.append(callback(action, owner: owner))
                }
            }
            node.tearDown()
        }
        let rendered = nodes.values.filter { $0.lastPass == pass }.sorted { $0.visitOrder < $1.visitOrder }
        for node in rendered {
            if node.registrationPass == pass { node.endRegistrations() }
            for receiver in node.receivers where receiver.subscription == nil {
                subscribe(receiver)
            }
            guard !node.hasAppeared else { continue }
            node.hasAppeared = true
            pendingCallbacks.append(appearance(of: node))
        }
    }

    /// The callback that makes `node` appear: its `onAppear` actions, its tasks, its
    /// `onChange(initial: true)` actions — unless it left before the callback ran.
    private func appearance(of node: GraphNode) -> () -> Void {
        { [weak self] in
            guard let self else { return }
            let actions: [() -> Void]? = self.lock.withLock {
                guard self.nodes[node.identity] === node else { return nil }
                node.appearDelivered = true
                for index in node.tasks.indices where node.tasks[index].running == nil {
                    self.startTask(at: index, of: node)
                }
                return node.appearActions.map { self.callback($0.action, owner: $0.owner) }
                    + node.changes.filter(\.initial).map { change in
                        let value = change.value
                        return self.callback({ change.action(value, value) }, owner: change.owner)
                    }
            }
            for action in actions ?? [] {
                action()
            }
        }
    }

    /// Subscribes to a receiver's publisher. Values the publisher delivers while subscribing
    /// (a current value) are queued; later ones run the action at once, outside the lock.
    private func subscribe(_ receiver: GraphNode.Receiver) {
        receiver.isSubscribing = true
        receiver.subscription = receiver.subscribe { [weak self, weak receiver] value in
            guard let self, let receiver else { return }
            let delivery: (action: (Any) -> Void, owner: ViewIdentity?, now: Bool)? = self.lock.withLock {
                guard !self.expelled else { return nil }
                return (receiver.action, receiver.owner, !receiver.isSubscribing)
            }
            guard let delivery else { return }
            let run = self.callback({ delivery.action(value) }, owner: delivery.owner)
            if delivery.now {
                run()
            } else {
                self.lock.withLock { self.pendingCallbacks.append(run) }
            }
        }
        receiver.isSubscribing = false
    }

    fileprivate func startTask(at index: Int, of node: GraphNode) {
        let action = UncheckedSendable(node.tasks[index].action)
        node.tasks[index].running = Task(priority: node.tasks[index].priority) {
            await action.value()
        }
    }

    fileprivate func enqueue(_ run: @escaping () -> Void, owner: ViewIdentity?) {
        pendingCallbacks.append(callback(run, owner: owner))
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
        let publisherID = type(of: publisher) is AnyClass ? ObjectIdentifier(publisher as AnyObject) : nil
        node.register(
            receiver: { value in if let value = value as? P.Output { action(value) } }, owner: owner,
            publisherID: publisherID, subscribe: { deliver in publisher.sink { deliver($0) } })
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
