import Foundation

/// What the runtime keeps for one place of a hosted hierarchy: a custom view's state and
/// latest value, and the lifecycle callbacks registered on the view there.
final class GraphNode {
    enum Kind {
        /// A custom view: it has a body and may have state.
        case view
        /// A custom view modifier: it has a body around a placeholder and may have state.
        case modifier
        /// Any other view that carries lifecycle modifiers.
        case plain
    }

    let identity: ViewIdentity
    var kind: Kind = .plain
    let storage = NodeStorage()

    /// The latest value of the custom view or modifier, with what re-rendering it needs.
    var value: Any?
    /// The environment its body sees.
    var environment = EnvironmentValues()
    /// The custom view whose body placed this node (nil: the root's own level).
    var owner: ViewIdentity?
    /// The placeholders in scope where the node was rendered.
    var placeholders: [ObjectIdentifier: Placeholder] = [:]

    /// Rendered at least once: later renders may fire `onChange` and restart tasks.
    var hasAppeared = false
    /// Its appearance callbacks ran: only then do its disappearance callbacks run.
    var appearDelivered = false
    /// It stands for a presentation while shown: its disappearance action is its `onDismiss`
    /// (HostGraph+Presentations.swift).
    var isPresentationTracker = false
    var lastPass = 0
    /// The pass its body was last evaluated in (0: never).
    var renderedPass = 0
    /// When it was first visited in its last pass, depth first: callbacks run in this order.
    var visitOrder = 0
    var registrationPass = 0
    /// The pass it was last recorded as placed in, and, for a custom view, the nodes its body
    /// placed in its last render: what a re-render of its body compares against.
    var placedPass = 0
    var placed: [GraphNode] = []

    // Lifecycle, registered anew each time the place is rendered.
    var appearActions: [(action: () -> Void, owner: ViewIdentity?)] = []
    var disappearActions: [(action: () -> Void, owner: ViewIdentity?)] = []
    var receivers: [Receiver] = []
    var tasks: [TaskSlot] = []
    var changes: [ChangeSlot] = []
    /// The last value each `onPreferenceChange` at this place saw, in the order applied.
    var preferenceObservations: [AnyEquatable] = []
    /// Whether the `.focused` modifiers here give this place the focus, registered anew each
    /// time the place is rendered (HostGraph+Focus.swift).
    var focusProbes: [() -> Bool] = []
    /// What the `.focusedValue` and `.focusedSceneValue` modifiers here publish, outermost
    /// first, registered anew each time the place is rendered.
    var focusedValueWrites: [(isSceneValue: Bool, publish: (inout FocusedValues) -> Void)] = []
    /// For a custom view: the preference values its body produced in its last render.
    var bodyPreferences: PreferenceValues?
    var objectSubscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    /// What its body read of `@Observable` models: one registration at most, withdrawn before
    /// each render and at teardown (`ObservationTracker`).
    var observation: ObservationTracker {
        if let observationStorage { return observationStorage }
        let tracker = ObservationTracker()
        observationStorage = tracker
        return tracker
    }
    private var observationStorage: ObservationTracker?
    /// For a navigation stack: what resolving the view pushed at each position read.
    private var navigationObservations: [Int: ObservationTracker] = [:]

    /// The tracker of what resolving the view pushed at `position` of this stack reads.
    func navigationObservation(at position: Int) -> ObservationTracker {
        if let tracker = navigationObservations[position] { return tracker }
        let tracker = ObservationTracker()
        navigationObservations[position] = tracker
        return tracker
    }

    init(identity: ViewIdentity) {
        self.identity = identity
    }

    final class Receiver {
        var action: (Any) -> Void
        var owner: ViewIdentity?
        var subscription: AnyCancellable?
        var subscribe: (@escaping (Any) -> Void) -> AnyCancellable
        /// What the publisher delivers from: another publisher means a new subscription.
        var publisherID: PublisherIdentity
        /// Set while subscribing: values delivered at once (a current value) are queued.
        var isSubscribing = false

        init(
            action: @escaping (Any) -> Void, owner: ViewIdentity?, publisherID: PublisherIdentity,
            subscribe: @escaping (@escaping (Any) -> Void) -> AnyCancellable
        ) {
            self.action = action
            self.owner = owner
            self.publisherID = publisherID
            self.subscribe = subscribe
        }
    }

    struct TaskSlot {
        var id: AnyEquatable?
        var priority: TaskPriority
        var action: () async -> Void
        /// The custom view whose body registered the task: the place it runs in.
        var owner: ViewIdentity?
        var running: Task<Void, Never>?
    }

    struct ChangeSlot {
        var value: AnyEquatable
        var initial: Bool
        var action: (AnyEquatable, AnyEquatable) -> Void
        var owner: ViewIdentity?
    }

    /// Starts a new list of registrations for this render pass, keeping what lasts across
    /// renders (subscriptions, running tasks, last values) by position.
    func beginRegistrations(pass: Int) {
        guard registrationPass != pass else { return }
        registrationPass = pass
        appearActions = []
        disappearActions = []
        focusProbes = []
        focusedValueWrites = []
        receiverCursor = 0
        taskCursor = 0
        changeCursor = 0
        preferenceCursor = 0
    }

    private(set) var receiverCursor = 0
    private(set) var taskCursor = 0
    private(set) var changeCursor = 0
    private(set) var preferenceCursor = 0

    func register(
        receiver action: @escaping (Any) -> Void, owner: ViewIdentity?, publisherID: PublisherIdentity,
        subscribe: @escaping (@escaping (Any) -> Void) -> AnyCancellable
    ) {
        if receiverCursor < receivers.count {
            let receiver = receivers[receiverCursor]
            receiver.action = action
            receiver.owner = owner
            if receiver.publisherID != publisherID || receiver.subscription == nil {
                receiver.subscription?.cancel()
                receiver.subscription = nil
                receiver.publisherID = publisherID
                receiver.subscribe = subscribe
            }
        } else {
            receivers.append(Receiver(action: action, owner: owner, publisherID: publisherID, subscribe: subscribe))
        }
        receiverCursor += 1
    }

    /// Returns whether the task must (re)start.
    func register(task: _TaskModifier, owner: ViewIdentity?) -> Bool {
        defer { taskCursor += 1 }
        if taskCursor < tasks.count {
            tasks[taskCursor].action = task.action
            tasks[taskCursor].owner = owner
            guard tasks[taskCursor].id != task.id else { return false }
            tasks[taskCursor].running?.cancel()
            tasks[taskCursor].running = nil
            tasks[taskCursor].id = task.id
            return appearDelivered
        }
        tasks.append(TaskSlot(id: task.id, priority: task.priority, action: task.action, owner: owner))
        return false
    }

    /// Returns the callback that runs the action if the value changed since the last render
    /// (nil on the first render): it compares when it runs, in the flush's callbacks.
    func register(change value: AnyEquatable, initial: Bool, owner: ViewIdentity?, action: @escaping (AnyEquatable, AnyEquatable) -> Void) -> (() -> Void)? {
        defer { changeCursor += 1 }
        if changeCursor < changes.count {
            let previous = changes[changeCursor].value
            changes[changeCursor].action = action
            changes[changeCursor].owner = owner
            changes[changeCursor].value = value
            // Compared when the callback runs, not in the middle of the render: `==` is user code.
            return { if previous != value { action(previous, value) } }
        }
        changes.append(ChangeSlot(value: value, initial: initial, action: action, owner: owner))
        return nil
    }

    /// Registers the value an `onPreferenceChange` at this place sees now; returns the one it
    /// saw in the last render, or `initial` the first time.
    func register(preference value: AnyEquatable, initial: AnyEquatable) -> AnyEquatable {
        defer { preferenceCursor += 1 }
        if preferenceCursor < preferenceObservations.count {
            let previous = preferenceObservations[preferenceCursor]
            preferenceObservations[preferenceCursor] = value
            return previous
        }
        preferenceObservations.append(value)
        return initial
    }

    /// Drops registrations past what this pass registered (a modifier went away).
    func endRegistrations() {
        if receiverCursor < receivers.count {
            for receiver in receivers[receiverCursor...] { receiver.subscription?.cancel() }
            receivers.removeSubrange(receiverCursor...)
        }
        if taskCursor < tasks.count {
            for task in tasks[taskCursor...] { task.running?.cancel() }
            tasks.removeSubrange(taskCursor...)
        }
        if changeCursor < changes.count {
            changes.removeSubrange(changeCursor...)
        }
        if preferenceCursor < preferenceObservations.count {
            preferenceObservations.removeSubrange(preferenceCursor...)
        }
    }

    /// Cancels everything running for this node and releases its storage, its value, its
    /// environment and every callback it keeps: nothing of the view — the models it holds or
    /// reads from the environment — stays reachable from the node.
    func tearDown() {
        for receiver in receivers { receiver.subscription?.cancel() }
        receivers = []
        for task in tasks { task.running?.cancel() }
        tasks = []
        changes = []
        preferenceObservations = []
        bodyPreferences = nil
        appearActions = []
        disappearActions = []
        objectSubscriptions = [:]
        observationStorage?.cancel()
        for tracker in navigationObservations.values { tracker.cancel() }
        navigationObservations = [:]
        storage.release()
        value = nil
        environment = EnvironmentValues()
        placeholders = [:]
        placed = []
    }
}

/// What a custom modifier's `content` placeholder stands for.
struct Placeholder {
    let base: Any
    let modifiers: [Any]
    let identity: ViewIdentity
    let owner: ViewIdentity?
    let callbackOwner: ViewIdentity?
    /// Where the lifecycle modifiers inside the modifier register, after `identity` (less the
    /// ids applied inside each): `.modified(index)`, see `Step.modified`.
    let registrationSuffix: [ViewIdentity.Step]
    /// The placeholders in scope where the modifier was applied.
    let enclosing: [ObjectIdentifier: Placeholder]
}
