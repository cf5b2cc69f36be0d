/// The modifiers the runtime acts on: lifecycle callbacks and layers with views of their own.

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
