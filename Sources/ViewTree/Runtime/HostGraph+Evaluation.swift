import Dispatch

/// Evaluating a view's body for the runtime (on the main actor), watching the objects it
/// observes, and the nodes rendering visits.
extension HostGraph {
    /// Prepares the view or modifier at `node` and evaluates its body, tracking the
    /// observable objects and `@Observable` models it reads. Nil when it cannot be rendered.
    ///
    /// Bodies (and the `@StateObject` initial values preparing may make) are main-actor code:
    /// rendering happens on the main actor only (see `HostGraph`'s notes on threading), so
    /// the bridge runs them here; off the main actor nothing is evaluated.
    func evaluate(_ value: Any, at node: GraphNode) -> Any? {
        // Rendering runs on the main actor only: the view and its node do not cross to
        // another thread here, they are only seen as main-actor values.
        let input = UncheckedSendable((value: value, node: node))
        node.renderedPass = pass
        guard let evaluated = MainActorBridge.run({ evaluateOnMainActor(input.value.value, at: input.value.node) }) else {
            report(
                "\(type(of: value)) was not rendered: its body runs on the main actor, and this render was off the main actor")
            return nil
        }
        return evaluated
    }

    @MainActor private func evaluateOnMainActor(_ value: Any, at node: GraphNode) -> Any? {
        let identity = UncheckedSendable(node.identity)
        node.storage.onInvalidate { [weak self] in self?.invalidate(identity.value) }
        let environment = node.environment
        let storage = node.storage
        let isModifier = node.kind == .modifier
        // User code — wrappers' preparation (a @StateObject's initial value), the body — may
        // wait for another thread that writes state or sends on a publisher this graph listens
        // to: those post to the inbox, which no render holds. It may also expel the graph,
        // which `render` checks for afterwards.
        let outcome: Result<Any?, MissingEnvironmentObject>
        do {
            // Its place is current: state the value shares with another place reads this one's.
            outcome = .success(try StatePlace.run(in: storage) {
                try DynamicProperties.prepare(
                    value, context: PreparationContext(environment: { environment }, storage: storage))
                // One registration per node at most: tracking again withdraws the last one, so a
                // model that never changes does not collect a registration per render.
                return node.observation.track {
                    isModifier ? RuntimeStructure.body(ofModifier: value) : RuntimeStructure.body(of: value)
                } onChange: { [weak self] in
                    self?.invalidate(identity.value)
                }
            })
        } catch let error as MissingEnvironmentObject {
            outcome = .failure(error)
        } catch {
            outcome = .success(nil)
        }
        // Expelled by the body itself: its node was torn down while the body ran, and the
        // registration the body just made must not outlive it.
        if isTornDown { node.observation.cancel() }
        switch outcome {
        case let .success(body):
            observeObjects(of: value, at: node)
            return body
        case let .failure(error) where error.isModel:
            report(
                "\(type(of: value)) reads @Environment(\(error.objectType).self) var \(error.property),"
                    + " but no \(error.objectType) was provided with .environment(_:); it was not rendered")
            return nil
        case let .failure(error):
            report(
                "\(type(of: value)) reads @EnvironmentObject var \(error.property): \(error.objectType),"
                    + " but no \(error.objectType) was provided with .environmentObject(_:); it was not rendered")
            return nil
        }
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

    /// The node at `identity`, made on first use, marked as rendered in this pass and as placed
    /// by the body of the custom view `owner` (nil: outside every custom view).
    func node(at identity: ViewIdentity, placedBy owner: ViewIdentity?) -> GraphNode {
        let node: GraphNode
        if let existing = nodes[identity] {
            node = existing
        } else {
            node = GraphNode(identity: identity)
            nodes[identity] = node
        }
        visit(node)
        if node.placedPass != pass {
            node.placedPass = pass
            placedThisPass[owner, default: []].append(node)
        }
        node.beginRegistrations(pass: pass)
        return node
    }
}
