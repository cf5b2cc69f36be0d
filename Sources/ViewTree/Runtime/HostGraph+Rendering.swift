import Foundation
import Observation

/// Rendering: walking a hosted hierarchy from the root or from a changed custom view,
/// evaluating bodies with their state attached, registering lifecycle callbacks, and working
/// out what they place (the pass ends in HostGraph+Lifecycle.swift).
extension HostGraph {
    private struct Item {
        enum Content {
            /// A value to flatten, at the place before its structural steps.
            case value(Any)
            /// A flattened view at its final identity.
            case chain(base: Any, modifiers: [Any])
            /// The end of a piece whose preference values `frame` collects: what is inside
            /// it was rendered.
            case finish(PreferenceFrame)
            /// An `overlayPreferenceValue` / `backgroundPreferenceValue`, whose views are
            /// built when the view it modifies was rendered, from the values `chain` collected
            /// inside the modifier at `index`.
            case preferenceLayer(any PreferenceLayerModifier, chain: PreferenceFrame, index: Int)
        }

        let content: Content
        let identity: ViewIdentity
        /// Where the view's lifecycle modifiers register, for the part of a view inside a custom
        /// modifier: the modified view's identity, then `.modified(index)` (nil: the view's own
        /// identity). See `registrationIdentity(forModifierAt:of:item:)`.
        var registration: (base: ViewIdentity, suffix: [ViewIdentity.Step])?
        let environment: EnvironmentValues
        /// The custom view whose body this is in: what re-renders when this changes.
        let owner: ViewIdentity?
        /// The custom view or custom modifier whose body this is in: what callbacks
        /// registered here report as their context.
        let callbackOwner: ViewIdentity?
        let placeholders: [ObjectIdentifier: Placeholder]
        /// Where the preference values of what is rendered here go.
        let preferences: PreferenceFrame

        init(
            content: Content, identity: ViewIdentity, registration: (base: ViewIdentity, suffix: [ViewIdentity.Step])? = nil,
            environment: EnvironmentValues, owner: ViewIdentity?, callbackOwner: ViewIdentity?,
            placeholders: [ObjectIdentifier: Placeholder], preferences: PreferenceFrame
        ) {
            self.preferences = preferences
            self.content = content
            self.identity = identity
            self.registration = registration
            self.environment = environment
            self.owner = owner
            self.callbackOwner = callbackOwner
            self.placeholders = placeholders
        }
    }

    /// Renders the hierarchy (`start` nil) or the body of the custom view at `start`, then
    /// works out what appeared and what disappeared.
    func render(from start: ViewIdentity?) {
        isRendering = true
        defer {
            isRendering = false
            // What the pass met is let go with it: nodes that left are kept by nothing else.
            visitedThisPass = []
            placedThisPass = [:]
            placements = [:]
        }
        pass += 1
        var stack: [Item] = []
        let scope: ViewIdentity
        var scopeNode: GraphNode?
        renderChangedPreferences = false
        if let start, let node = nodes[start], node.kind == .view, let view = node.value {
            scopeNode = node
            scope = start.appending(.body)
            visit(node)
            guard let body = evaluate(view, at: node) else { return }
            let frame = PreferenceFrame(parent: nil)
            frame.completion = { [weak self] values in
                self?.renderChangedPreferences = !(node.bodyPreferences ?? PreferenceValues()).isSame(as: values)
                node.bodyPreferences = values
            }
            let finish = Item(
                content: .finish(frame), identity: scope, environment: node.environment, owner: start, callbackOwner: start,
                placeholders: node.placeholders, preferences: frame)
            stack.append(finish)
            stack.append(Item(
                content: .value(body), identity: scope, environment: node.environment, owner: start, callbackOwner: start,
                placeholders: node.placeholders, preferences: frame))
        } else {
            guard let rootView else { return }
            scope = .root
            stack.append(Item(
                content: .value(rootView), identity: .root, environment: rootEnvironment, owner: nil, callbackOwner: nil,
                placeholders: [:], preferences: PreferenceFrame(parent: nil)))
        }
        while let item = stack.popLast() {
            // A body or a closure may have expelled the graph meanwhile.
            guard !isTornDown else { return }
            let children: [Item]
            switch item.content {
            case let .value(value):
                children = RuntimeStructure.flatten(value).map { view in
                    Item(
                        content: .chain(base: view.value, modifiers: view.modifiers), identity: item.identity.appending(view.steps),
                        environment: item.environment, owner: item.owner, callbackOwner: item.callbackOwner,
                        placeholders: item.placeholders, preferences: item.preferences)
                }
            case let .chain(base, modifiers):
                children = renderChain(base: base, modifiers: modifiers, item: item)
            case let .finish(frame):
                frame.finish(in: self)
                children = []
            case let .preferenceLayer(layer, chain, index):
                children = renderPreferenceLayer(layer, values: chain.resolved(before: index), item: item)
            }
            stack.append(contentsOf: children.reversed())
        }
        guard !isTornDown else { return }
        finishPass(scope: scope, in: scopeNode)
    }

    /// Applies a view's modifiers outermost first, registers its lifecycle callbacks, and
    /// returns what is inside: its content, then what its modifiers carry.
    private func renderChain(base: Any, modifiers: [Any], item: Item) -> [Item] {
        var environment = item.environment
        var attached: [Item] = []
        // A view whose modifiers change or read preferences collects its values in a frame of
        // its own, finished once what is inside it was rendered; the others add to the frame
        // around them.
        let ownsFrame = modifiers.contains { $0 is any PreferenceAffecting }
        let frame = ownsFrame ? PreferenceFrame(parent: item.preferences) : item.preferences
        let finish: [Item] = ownsFrame ? [Item(
            content: .finish(frame), identity: item.identity, environment: environment, owner: item.owner,
            callbackOwner: item.callbackOwner, placeholders: item.placeholders, preferences: frame)] : []
        for index in modifiers.indices.reversed() {
            let modifier = modifiers[index]
            if let writer = modifier as? any EnvironmentModifier {
                writer.apply(to: &environment)
            } else if let writer = modifier as? any PreferenceModifier {
                frame.steps.append((index, .modifier(writer)))
            } else if let observer = modifier as? any PreferenceObserver {
                let node = node(at: registrationIdentity(forModifierAt: index, of: modifiers, item: item), placedBy: item.owner)
                node.owner = item.owner
                recordPreferenceReader(node, scope: item.identity)
                frame.steps.append((index, .observer(observer, node: node, owner: item.callbackOwner)))
            } else if let layer = modifier as? any PreferenceLayerModifier {
                let layerFrame = PreferenceFrame(parent: nil)
                frame.steps.append((index, .layer(layerFrame)))
                attached.append(Item(
                    content: .preferenceLayer(layer, chain: frame, index: index), identity: item.identity.appending(.attached(index)),
                    environment: environment, owner: item.owner, callbackOwner: item.callbackOwner,
                    placeholders: item.placeholders, preferences: layerFrame))
            } else if let lifecycle = modifier as? any LifecycleModifier {
                lifecycle.register(
                    on: node(at: registrationIdentity(forModifierAt: index, of: modifiers, item: item), placedBy: item.owner),
                    graph: self, owner: item.callbackOwner,
                    environment: environment.applyingFrames(of: modifiers[..<index]))
            } else if let destination = modifier as? any NavigationDestinationProvider {
                // Declared inside a stack: the stack resolves its path's values with it.
                environment.navigationScope?.register(destination, at: item.identity)
            } else if let layer = modifier as? any LayerModifier {
                if let content = layerContent(of: layer, at: item.identity.appending(.attached(index)), item: item) {
                    // Inside a frame of its own, the layer's values join at its place.
                    // Presented content is a hierarchy of its own: what it writes stays there.
                    let presentation = layer as? any PresentationModifier
                    let layerFrame = ownsFrame || presentation != nil ? PreferenceFrame(parent: nil) : frame
                    if ownsFrame, presentation == nil { frame.steps.append((index, .layer(layerFrame))) }
                    if let presentation {
                        trackPresentation(
                            presentation, at: item.identity.appending(.attached(index)), placedBy: item.owner,
                            callbackOwner: item.callbackOwner)
                    }
                    attached.append(Item(
                        content: .value(content), identity: item.identity.appending(.attached(index)),
                        environment: environment, owner: item.owner, callbackOwner: item.callbackOwner,
                        placeholders: item.placeholders, preferences: layerFrame))
                }
            } else if RuntimeStructure.isCompositeModifier(modifier) {
                // The content of this modifier is rendered where its body places `content`.
                let identity = item.identity.appending(.attached(index))
                let node = node(at: identity, placedBy: item.owner)
                node.kind = .modifier
                node.value = modifier
                node.environment = environment
                node.owner = item.owner
                var placeholders = item.placeholders
                placeholders[ObjectIdentifier(type(of: modifier))] = Placeholder(
                    base: base, modifiers: Array(modifiers[..<index]), identity: item.identity, owner: item.owner,
                    callbackOwner: item.callbackOwner, registrationSuffix: [.modified(index)],
                    enclosing: item.placeholders)
                node.placeholders = placeholders
                // A frame of the view's own resolves its anchors in its environment; the
                // frame of a view above is that view's, and keeps its environment.
                if ownsFrame { frame.environment = environment }
                guard let body = evaluate(modifier, at: node) else { return attached.reversed() + finish }
                // The body is a level of its own: a custom view at its top (`Card { content }`)
                // is not the modifier, and keeps state of its own.
                let bodyItem = Item(
                    content: .value(body), identity: identity.appending(.body), environment: environment,
                    owner: item.owner, callbackOwner: identity, placeholders: placeholders, preferences: frame)
                return [bodyItem] + attached.reversed() + finish
            }
        }
        if ownsFrame { frame.environment = environment }
        return content(of: base, at: item, environment: environment, preferences: frame) + attached.reversed() + finish
    }

    /// The views of an `overlayPreferenceValue` / `backgroundPreferenceValue` built from
    /// `values`, what the view it modifies produced inside it. The closure is the app's code:
    /// it is observed at the layer's place, as a layer's content closure is.
    private func renderPreferenceLayer(_ layer: any PreferenceLayerModifier, values: PreferenceValues, item: Item) -> [Item] {
        let place = item.identity.appending(Self.layerObservationStep)
        // Rendering runs on the main actor only: the modifier and the values are only seen there.
        let input = UncheckedSendable((layer: layer, values: values))
        let content = observed(at: place, placedBy: item.owner) {
            MainActorBridge.run { input.value.layer.layerContent(for: input.value.values) }
        }
        // It reads what the view it modifies produces: the view at the layer's parent place.
        if let reader = nodes[place] {
            recordPreferenceReader(reader, scope: ViewIdentity(Array(item.identity.steps.dropLast())))
        }
        guard let content else {
            report("\(type(of: layer)) was not rendered: its content runs on the main actor, and this render was off the main actor")
            return []
        }
        return [Item(
            content: .value(content), identity: item.identity, environment: item.environment, owner: item.owner,
            callbackOwner: item.callbackOwner, placeholders: item.placeholders, preferences: item.preferences)]
    }

    /// Where the lifecycle modifier at `index` registers: the view's identity, less the
    /// explicit ids (`.id(_:)`) applied inside the modifier — those identify the views inside,
    /// not the modifier's place. So an `onAppear` outside `.id(filter)` stays with its place
    /// when the filter changes, and does not run again; one inside runs for each new id.
    ///
    /// Inside a custom modifier's body, the content's modifiers register at the modified view's
    /// identity followed by `.modified(index)`, with the same ids left out.
    private func registrationIdentity(forModifierAt index: Int, of modifiers: [Any], item: Item) -> ViewIdentity {
        let base = item.registration?.base ?? item.identity
        let idsInside = modifiers[..<index].count { $0 is any IdentifiedModifier }
        let place = idsInside > 0 ? base.removingInnermostExplicitSteps(idsInside) : base
        return place.appending(item.registration?.suffix ?? [])
    }

    private func content(of base: Any, at item: Item, environment: EnvironmentValues, preferences: PreferenceFrame) -> [Item] {
        if let placeholder = base as? any ModifierContentPlaceholder {
            let key = ObjectIdentifier(type(of: placeholder).modifierType)
            guard let bound = item.placeholders[key] else { return [] }
            // Placed more than once, the content is more than one view: the first keeps the
            // modified view's place; each later one is a place of its own.
            let placement = placements[bound.identity, default: 0]
            placements[bound.identity] = placement + 1
            let later: [ViewIdentity.Step] = placement > 0 ? [.duplicate(placement)] : []
            return [Item(
                content: .chain(base: bound.base, modifiers: bound.modifiers), identity: bound.identity.appending(later),
                registration: (bound.identity, bound.registrationSuffix + later), environment: environment,
                owner: bound.owner, callbackOwner: bound.callbackOwner, placeholders: bound.enclosing,
                preferences: preferences)]
        }
        if RuntimeStructure.isComposite(base) {
            let existing = nodes[item.identity]
            let node = node(at: item.identity, placedBy: item.owner)
            if node === existing, canKeepBody(of: node, value: base, environment: environment, item: item) {
                keepRendered(node)
                preferences.add(node.bodyPreferences ?? PreferenceValues())
                return []
            }
            node.kind = .view
            node.value = base
            node.environment = environment
            node.owner = item.owner
            node.placeholders = item.placeholders
            guard let body = evaluate(base, at: node) else { return [] }
            // What the body produces is kept with the view, for renders that keep its body.
            let bodyFrame = PreferenceFrame(parent: preferences)
            bodyFrame.completion = { node.bodyPreferences = $0 }
            return [Item(
                content: .value(body), identity: item.identity.appending(.body), environment: environment,
                owner: item.identity, callbackOwner: item.identity, placeholders: item.placeholders, preferences: bodyFrame),
                Item(
                    content: .finish(bodyFrame), identity: item.identity, environment: environment, owner: item.owner,
                    callbackOwner: item.callbackOwner, placeholders: item.placeholders, preferences: bodyFrame)]
        }
        if let navigation = base as? any RuntimeNavigation {
            // A stack's root and pushed views; they see the stack's environment.
            return navigation.runtimeChildren(in: self, at: item.identity, owner: item.owner, environment: environment)
                .map { child in
                    Item(
                        content: .value(child.content), identity: item.identity.appending(child.steps),
                        environment: child.environment, owner: item.owner, callbackOwner: item.callbackOwner,
                        placeholders: item.placeholders, preferences: preferences)
                }
        }
        if let container = base as? any RuntimeContainer {
            if container is any RuntimeStatefulContainer {
                attachState(of: base, at: item, environment: environment)
            }
            let diagnostic = container.runtimeDiagnostic
            let children: [(content: Any, steps: [ViewIdentity.Step])]
            if type(of: container).runtimeContentRunsCode {
                // The content closure is observed as a body is, by the container's place.
                children = observed(at: item.identity, placedBy: item.owner) { container.runtimeChildren(in: environment) }
            } else {
                children = container.runtimeChildren(in: environment)
            }
            if let diagnostic { report(diagnostic) }
            let contentEnvironment = container.runtimeContentEnvironment(environment)
            return children.map { child in
                Item(
                    content: .value(child.content), identity: item.identity.appending(child.steps),
                    environment: contentEnvironment, owner: item.owner, callbackOwner: item.callbackOwner,
                    placeholders: item.placeholders, preferences: preferences)
            }
        }
        return []
    }

    /// What `layer` shows, read at the place of its content, `identity`: a layer whose content
    /// runs the app's code (a sheet's `isPresented` getter and content closure) is observed
    /// there, as a body is, so a change to what that code read re-renders the view whose body
    /// holds the layer.
    private func layerContent(of layer: any LayerModifier, at identity: ViewIdentity, item: Item) -> Any? {
        guard type(of: layer).layerContentRunsCode else { return layer.layerContent }
        return observed(at: identity.appending(Self.layerObservationStep), placedBy: item.owner) { layer.layerContent }
    }

    /// Runs `work` — the app's code that builds views outside a body — observed at a place of
    /// its own, `identity`, placed by the custom view `owner`: a change to an `@Observable`
    /// model it read re-renders `owner`'s body (the node at `identity` re-renders its owner).
    private func observed<Result>(at identity: ViewIdentity, placedBy owner: ViewIdentity?, _ work: () -> Result) -> Result {
        let node = node(at: identity, placedBy: owner)
        node.owner = owner
        return node.observation.track(work) { [weak self] in
            self?.invalidate(identity)
        }
    }

    /// The step, after a layer's content's identity, of the place that observes the code that
    /// computes the content.
    static var layerObservationStep: ViewIdentity.Step { .part("layer") }

    /// Whether the custom view at `node`, placed again by its parent's body with `value`, can
    /// keep the body it rendered last, as SwiftUI keeps it: its value equals the last one
    /// (`ViewValueComparison`), it sees the same environment, and nothing it reads changed —
    /// no view at or inside it was marked dirty in this update. A view whose body places a
    /// custom modifier's `content` renders again: what `content` stands for may have changed.
    private func canKeepBody(of node: GraphNode, value: Any, environment: EnvironmentValues, item: Item) -> Bool {
        guard node.kind == .view, node.hasAppeared, node.renderedPass > 0, item.placeholders.isEmpty,
            let last = node.value
        else { return false }
        if dirtyInRender.contains(where: { $0.isWithin(node.identity) }) { return false }
        guard node.environment.isSame(as: environment) else { return false }
        // The content of an `EquatableView` (`.equatable()`) is compared with its own `==`.
        if item.identity.steps.last == EquatableComparison.contentStep {
            return EquatableComparison.isEqual(last, value)
        }
        return ViewValueComparison.isEqual(last, value)
    }

    /// Keeps what the custom view at `node` placed in its last render, without evaluating a
    /// body: each node inside it is visited in this pass, with its registrations, subscriptions
    /// and tasks as they are, so none of them leaves or appears.
    private func keepRendered(_ node: GraphNode) {
        placedThisPass[node.identity] = node.placed
        // Depth first, in the order they were placed, as a render visits them: the visit order
        // is the order of their callbacks (disappearances, an expel's).
        var pending = Array(node.placed.reversed())
        while let child = pending.popLast() {
            guard nodes[child.identity] === child else { continue }
            visit(child)
            if child.kind == .view {
                placedThisPass[child.identity] = child.placed
                pending += child.placed.reversed()
            }
        }
    }

    /// Points the `@State` of a primitive view that has some (`RuntimeStatefulContainer`) at
    /// the storage of its place, as a custom view's is before its body runs; a write
    /// re-renders the custom view around it.
    private func attachState(of view: Any, at item: Item, environment: EnvironmentValues) {
        let node = node(at: item.identity, placedBy: item.owner)
        let storage = node.storage
        let owner = UncheckedSendable(item.owner ?? .root)
        storage.onInvalidate { [weak self] in self?.invalidate(owner.value) }
        StatePlace.run(in: storage) {
            try? DynamicProperties.prepare(view, context: PreparationContext(environment: { environment }, storage: storage))
        }
    }
}
