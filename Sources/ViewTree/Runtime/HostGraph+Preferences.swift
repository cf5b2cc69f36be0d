/// Preferences in a hosted hierarchy: what views write flows up, reduced in tree order, to
/// the views that read it (`onPreferenceChange`, `overlayPreferenceValue`,
/// `backgroundPreferenceValue`).
///
/// A render pass collects the values as it goes, depth first: each piece of the pass that
/// changes values (a view with preference modifiers, a custom view's body) has a
/// `PreferenceFrame`, whose content adds to it in tree order and which, once its content is
/// done, applies its modifiers innermost first and hands the result to the frame around it.
/// A custom view keeps what its body produced: when its body is kept, that is used again.
///
/// A render that starts at a custom view (a state change inside it) does not reach the views
/// above it; when what its body produces changed and a reader lies above it, the custom view
/// whose body holds the outermost such reader renders again, in the same update — so an
/// `onPreferenceChange` sees the new value and an overlay is rebuilt with it.
extension HostGraph {
    /// Records that `node` reads preferences of the views at and inside `scope`.
    func recordPreferenceReader(_ node: GraphNode, scope: ViewIdentity) {
        preferenceReaders[node.identity] = scope
    }

    /// Registers the value `observer` watches in `values` at `node`, and queues the callback
    /// that runs its action when the value differs from the last one registered there — or,
    /// the first time, from the key's default. Compared when the callback runs: `==` is the
    /// app's code, kept out of the render.
    func registerObservation(
        _ observer: any PreferenceObserver, at node: GraphNode, owner: ViewIdentity?, values: PreferenceValues
    ) {
        let current = observer.observed(in: values)
        let previous = node.register(preference: current, initial: observer.initialObserved)
        enqueue({ if previous != current { observer.perform(with: current) } }, owner: owner)
    }

    /// After a render that started at the custom view `start`: while what the rendered body
    /// produces changed and a reader lies above it, renders the custom view around the
    /// outermost such reader. Each render goes further up, so this ends.
    ///
    /// The views between the reader and `start` render again (what they produced includes
    /// `start`'s old values); `start` itself keeps the body it just rendered: what was dirty
    /// inside it is done, and its owner stands in for it among the dirty views.
    func propagatePreferences(from start: ViewIdentity) {
        var current = start
        while renderChangedPreferences, !isTornDown, let reader = outermostReader(enclosing: current) {
            let target = nodes[reader]?.owner
            let rendered = current
            dirtyInRender = dirtyInRender.filter { !$0.isWithin(rendered) }
            if let owner = nodes[rendered]?.owner { dirtyInRender.insert(owner) }
            render(from: target)
            guard let target else { return }
            current = target
        }
    }

    /// The reader whose scope holds `identity` and is the outermost, forgetting readers that
    /// left the hierarchy.
    private func outermostReader(enclosing identity: ViewIdentity) -> ViewIdentity? {
        var found: (reader: ViewIdentity, depth: Int)?
        for (reader, scope) in preferenceReaders {
            guard nodes[reader] != nil else {
                preferenceReaders[reader] = nil
                continue
            }
            guard identity.isWithin(scope), found.map({ scope.steps.count < $0.depth }) ?? true else { continue }
            found = (reader, scope.steps.count)
        }
        return found?.reader
    }
}

/// Collects the preference values of one piece of a render pass (see `HostGraph`'s notes in
/// HostGraph+Preferences.swift). Main actor only, like the pass.
final class PreferenceFrame {
    enum Step {
        /// A modifier that writes or changes values.
        case modifier(any PreferenceModifier)
        /// An overlay or a background: its views' values join at its place.
        case layer(PreferenceFrame)
        /// An `onPreferenceChange`, registered at `node` with the values at its place.
        case observer(any PreferenceObserver, node: GraphNode, owner: ViewIdentity?)
    }

    /// Where the values go when the piece is done; nil: read by whoever made the frame.
    let parent: PreferenceFrame?
    /// What the content produced so far, in tree order.
    private(set) var values = PreferenceValues()
    /// The steps of the view's modifiers, by modifier index, in the order rendering met them
    /// (outermost first).
    var steps: [(index: Int, step: Step)] = []
    /// The modified view's environment: it places anchors.
    var environment = EnvironmentValues()
    /// Called with the values when the piece is done.
    var completion: ((PreferenceValues) -> Void)?

    init(parent: PreferenceFrame?) {
        self.parent = parent
    }

    func add(_ next: PreferenceValues) {
        values.merge(next)
    }

    /// The values with the steps of the modifiers applied inside `limit` (all when nil),
    /// innermost first; `observe` receives each observer with the values at its place.
    func resolved(
        before limit: Int? = nil,
        observe: ((any PreferenceObserver, GraphNode, ViewIdentity?, PreferenceValues) -> Void)? = nil
    ) -> PreferenceValues {
        var result = values
        for (index, step) in steps.reversed() {
            if let limit, index >= limit { continue }
            switch step {
            case let .modifier(modifier):
                modifier.apply(to: &result, environment: environment)
            case let .layer(frame):
                result.merge(frame.values)
            case let .observer(observer, node, owner):
                observe?(observer, node, owner, result)
            }
        }
        return result
    }

    /// The piece is done: registers its observers and hands its values on.
    func finish(in graph: HostGraph) {
        let result = resolved { observer, node, owner, values in
            graph.registerObservation(observer, at: node, owner: owner, values: values)
        }
        parent?.add(result)
        completion?(result)
    }
}

/// The modifiers that change or read preference values: a view with one collects its values
/// in a frame of its own.
protocol PreferenceAffecting {}

extension _PreferenceWritingModifier: PreferenceAffecting {}
extension _PreferenceTransformModifier: PreferenceAffecting {}
extension _AnchorWritingModifier: PreferenceAffecting {}
extension _AnchorTransformModifier: PreferenceAffecting {}
extension _PreferenceActionModifier: PreferenceAffecting {}
extension _OverlayPreferenceModifier: PreferenceAffecting {}
extension _BackgroundPreferenceModifier: PreferenceAffecting {}
