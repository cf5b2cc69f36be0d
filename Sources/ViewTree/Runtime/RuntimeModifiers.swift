/// The modifiers the runtime acts on: lifecycle callbacks and layers with views of their own.

/// Modifiers that register lifecycle callbacks on the view they modify.
protocol LifecycleModifier {
    /// Registers at `node`; `environment` is the one the modified view sees, with the frames
    /// inside the modifier applied (what `onGeometryChange` measures).
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?, environment: EnvironmentValues)
}

extension _AppearanceActionModifier: LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?, environment: EnvironmentValues) {
        if let appear { node.appearActions.append((appear, owner)) }
        if let disappear { node.disappearActions.append((disappear, owner)) }
    }
}

extension _OnReceiveModifier: LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?, environment: EnvironmentValues) {
        let publisher = publisher
        let action = action
        node.register(
            receiver: { value in if let value = value as? P.Output { action(value) } }, owner: owner,
            publisherID: PublisherIdentity(publisher), subscribe: { deliver in publisher.sink { deliver($0) } })
    }
}

extension _TaskModifier: LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?, environment: EnvironmentValues) {
        let index = node.taskCursor
        if node.register(task: self, owner: owner) {
            graph.startTask(at: index, of: node)
        }
    }
}

extension _ValueActionModifier: LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?, environment: EnvironmentValues) {
        let action = action
        let callback = node.register(change: AnyEquatable(value), initial: initial, owner: owner) { old, new in
            if let old = old.base as? Value, let new = new.base as? Value { action(old, new) }
        }
        if let callback, node.hasAppeared {
            graph.enqueue(callback, owner: owner)
        }
    }
}

extension _FocusedModifier: LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?, environment: EnvironmentValues) {
        let binding = binding
        let value = value
        node.focusProbes.append { binding.wrappedValue == value }
    }
}

extension _FocusedValueModifier: LifecycleModifier {
    func register(on node: GraphNode, graph: HostGraph, owner: ViewIdentity?, environment: EnvironmentValues) {
        let modifier = self
        node.focusedValueWrites.append((isSceneValue, { modifier.publish(into: &$0) }))
    }
}

/// Modifiers that carry views of their own: overlays and backgrounds.
protocol LayerModifier {
    var layerContent: Any? { get }
    /// Whether `layerContent` runs the app's code — a binding's getter, a content closure (a
    /// sheet's, an item destination's) — rather than returning a stored view: the runtime then
    /// observes the `@Observable` models that code reads.
    static var layerContentRunsCode: Bool { get }
}

extension LayerModifier {
    static var layerContentRunsCode: Bool { false }
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

/// What makes two publishers the same for `onReceive`: the objects they deliver from.
///
/// A class publisher (a subject) is itself. A value-type publisher — `model.$value`, a `map` or
/// `dropFirst` chain — is the objects it holds, found through its stored properties: a new
/// model, or a chain over another subject, is another publisher, so the old subscription is
/// cancelled and a new one made. A chain rebuilt by every body over the same subject stays
/// subscribed.
struct PublisherIdentity: Equatable {
    private let type: ObjectIdentifier
    private let objects: [ObjectIdentifier]

    init(_ publisher: Any) {
        type = ObjectIdentifier(Swift.type(of: publisher))
        var objects: [ObjectIdentifier] = []
        var pending: [(value: Any, depth: Int)] = [(publisher, 0)]
        // Publishers nest a few levels (a chain of operators over a subject); the limits keep
        // a publisher holding large values cheap to identify.
        while let (value, depth) = pending.popLast(), objects.count < 32 {
            if Swift.type(of: value) is AnyClass {
                objects.append(ObjectIdentifier(value as AnyObject))
                continue
            }
            guard depth < 8 else { continue }
            for child in Mirror(reflecting: value).children {
                pending.append((child.value, depth + 1))
            }
        }
        self.objects = objects
    }
}
