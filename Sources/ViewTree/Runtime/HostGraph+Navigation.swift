import Observation

/// Rendering navigation: a stack's root, then the views pushed onto it, one by one; the
/// `navigationDestination(for:)`s declared inside the stack, gathered as the render meets them;
/// links' labels and split views' columns.
///
/// A stack renders as its root (at the stack's identity and `.content`) followed by a
/// `NavigationPushes` value (at `.part("destinations")`) that renders the first pushed view and then
/// itself again for the next one: so every destination declared in the root, and in the views
/// pushed below a view, is known when that view's value is resolved. Inspector computes the
/// same views at the same identities (`ViewType.NavigationStack.PushedViews`).
protocol RuntimeNavigation {
    /// The views to render at `identity`, with their identity steps and environment.
    func runtimeChildren(
        in graph: HostGraph, at identity: ViewIdentity, owner: ViewIdentity?, environment: EnvironmentValues
    ) -> [(content: Any, steps: [ViewIdentity.Step], environment: EnvironmentValues)]
}

extension NavigationStack: RuntimeNavigation {
    func runtimeChildren(
        in graph: HostGraph, at identity: ViewIdentity, owner: ViewIdentity?, environment: EnvironmentValues
    ) -> [(content: Any, steps: [ViewIdentity.Step], environment: EnvironmentValues)] {
        NavigationPushes.stackChildren(
            root: root, path: path, in: graph, at: identity, owner: owner, environment: environment)
    }
}

extension NavigationView: RuntimeNavigation {
    /// A navigation view renders as a stack without a `path:` binding whose root is its content.
    func runtimeChildren(
        in graph: HostGraph, at identity: ViewIdentity, owner: ViewIdentity?, environment: EnvironmentValues
    ) -> [(content: Any, steps: [ViewIdentity.Step], environment: EnvironmentValues)] {
        NavigationPushes.stackChildren(
            root: content, path: nil, in: graph, at: identity, owner: owner, environment: environment)
    }
}

extension ViewPart {
    /// The views pushed onto a navigation stack, bottom first.
    package static let destinations = ViewPart("destinations")
}

extension NavigationPushes {
    /// The children of a stack at `identity`: its root, then the views pushed onto it.
    static func stackChildren(
        root: Any, path: NavigationPathAccess?, in graph: HostGraph, at identity: ViewIdentity, owner: ViewIdentity?,
        environment: EnvironmentValues
    ) -> [(content: Any, steps: [ViewIdentity.Step], environment: EnvironmentValues)] {
        // The stack's place keeps its state; a change to it re-renders the view whose body
        // placed the stack.
        let node = graph.node(at: identity, placedBy: owner)
        node.owner = owner
        let key = UncheckedSendable(identity)
        node.storage.onInvalidate { [weak graph] in graph?.invalidate(key.value) }
        let state = NavigationStackState.hosted(in: node.storage) ?? NavigationStackState()
        var inside = environment
        let scope = NavigationScope()
        inside.navigationScope = scope
        let pushes = NavigationPushes(
            stack: identity, stackNode: node, path: path, state: state, scope: scope, position: 0)
        return [(root, [.content], inside), (pushes, [ViewPart.destinations.step], inside)]
    }
}

/// The views of a stack from `position` up: renders the one at `position`, then itself for the
/// next.
struct NavigationPushes: RuntimeNavigation {
    let stack: ViewIdentity
    /// The stack's node: it keeps what resolving each position reads observed.
    let stackNode: GraphNode
    let path: NavigationPathAccess?
    let state: NavigationStackState
    let scope: NavigationScope
    let position: Int

    func runtimeChildren(
        in graph: HostGraph, at identity: ViewIdentity, owner: ViewIdentity?, environment: EnvironmentValues
    ) -> [(content: Any, steps: [ViewIdentity.Step], environment: EnvironmentValues)] {
        let key = UncheckedSendable(stack)
        // Reading the path and running destination closures is user code: followed, so that a
        // model the path or a destination reads re-renders the stack — by one registration per
        // position of the stack at most, withdrawn when it resolves again.
        let tracker = stackNode.navigationObservation(at: position)
        let resolved: (entry: NavigationStackEntry, view: Any?)? = tracker.track {
            let entries = state.entries(path: path)
            guard entries.indices.contains(position) else { return nil }
            let entry = entries[position]
            scope.phase = position + 1
            switch entry {
            case let .value(value, _):
                return (entry, scope.destination(for: value))
            case let .destination(view, _, _):
                return (entry, view)
            }
        } onChange: { [weak graph] in
            graph?.invalidate(key.value)
        }
        guard let resolved else { return [] }
        let next = NavigationPushes(
            stack: stack, stackNode: stackNode, path: path, state: state, scope: scope, position: position + 1)
        guard let view = resolved.view else {
            if case let .value(value, index) = resolved.entry {
                graph.report(
                    "NavigationStack: no navigationDestination(for: \(type(of: value.base)).self) inside the stack"
                        + " shows the value \(String(reflecting: value.base)) at position \(index) of its path;"
                        + " it shows nothing there")
            }
            return [(next, [], environment)]
        }
        return [
            (
                NavigationStackDestinations.pushedView(view, at: position, entry: resolved.entry, state: state, path: path),
                [.pushed(position, resolved.entry.identity)], environment
            ),
            (next, [], environment),
        ]
    }
}

/// The `navigationDestination(for:)`s declared inside one stack, gathered during one render.
///
/// Sendable only to travel in the environment: a render makes it, fills it and reads it, on the
/// main actor, to which the hosted graph is confined; no other thread ever reaches it.
final class NavigationScope: @unchecked Sendable {
    private struct Declared {
        let provider: any NavigationDestinationProvider
        /// 0: in the stack's root; n: in the view pushed at position n - 1.
        let phase: Int
        let depth: Int
        let order: Int
    }

    private var declared: [Declared] = []
    /// Where the views being rendered are: 0 for the root, n for the view pushed at n - 1.
    var phase = 0

    func register(_ provider: any NavigationDestinationProvider, at identity: ViewIdentity) {
        declared.append(Declared(provider: provider, phase: phase, depth: identity.steps.count, order: declared.count))
    }

    /// The view the destination declared closest to the stack's root shows for `value`: in
    /// the root before the pushed views, fewer levels down first, then the first declared.
    func destination(for value: AnyHashable) -> Any? {
        let candidates = declared.filter { $0.provider.accepts(value) }
        let chosen = candidates.min { lhs, rhs in
            (lhs.phase, lhs.depth, lhs.order) < (rhs.phase, rhs.depth, rhs.order)
        }
        return chosen?.provider.destination(for: value)
    }
}

private struct NavigationScopeKey: EnvironmentKey {
    static var defaultValue: NavigationScope? { nil }
}

extension EnvironmentValues {
    /// The stack the views being rendered are in: where their `navigationDestination(for:)`s
    /// are gathered.
    var navigationScope: NavigationScope? {
        get { self[NavigationScopeKey.self] }
        set { self[NavigationScopeKey.self] = newValue }
    }
}

extension NavigationStackDestinations {
    /// The view shown for one pushed destination: the destination itself, or, when it is
    /// several views (or none), a `Group` of them, so that each pushed destination is one view
    /// — for the runtime and for Inspector alike.
    ///
    /// The view is presented content: its `@Environment(\.dismiss)` pops it (with every view
    /// above it) off `state`'s stack, and its `isPresented` is true, as in SwiftUI.
    package static func pushedView(
        _ destination: Any, at position: Int, entry: NavigationStackEntry, state: NavigationStackState,
        path: NavigationPathAccess?
    ) -> Any {
        guard let view = destination as? any View else { return destination }
        let views = ViewStructure.flatten(
            destination, reader: RuntimeStructure.Reader(), recordingSteps: false, keepingAbsent: true)
        let identity = entry.identity
        let dismiss = DismissAction { state.dismiss(at: position, identity: identity, from: path) }
        let shown: any View = views.count == 1 ? view : group(view)
        return presented(shown, dismiss: dismiss)
    }

    private static func group<V: View>(_ view: V) -> any View {
        Group { view }
    }

    private static func presented<V: View>(_ view: V, dismiss: DismissAction) -> Any {
        view.modifier(_PresentedContentModifier(dismiss: dismiss))
    }
}

// MARK: - Links, split views and presented destinations

extension NavigationLink: RuntimeContainer {
    /// Its label; and, while a link made with `isActive:` or `tag:selection:` is active, its
    /// destination, at `.content`: pushed, it hangs from the link (as a
    /// `navigationDestination(isPresented:)`'s from its view), appearing when the binding
    /// becomes true and disappearing when it becomes false. The destination of the other links
    /// is rendered by their stack once pushed (`NavigationPushes`), never here.
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        guard let shown = presentedDestination else { return [(label, [ViewPart.label.step])] }
        return [(shown, [.content]), (label, [ViewPart.label.step])]
    }

    /// Reading the binding is the app's code: a model it reads is followed.
    static var runtimeContentRunsCode: Bool { true }
}

extension ViewPart {
    /// A split view's sidebar column.
    package static let sidebar = ViewPart("sidebar")
    /// A split view's content column (not a stack's content: the `.part("content")` step).
    package static let content = ViewPart("content")
    /// A split view's detail column.
    package static let detail = ViewPart("detail")
}

extension NavigationSplitView: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [(sidebar, [ViewPart.sidebar.step]), (content, [ViewPart.content.step]), (detail, [ViewPart.detail.step])]
    }
}

extension _NavigationDestinationPresentedModifier: LayerModifier {
    var layerContent: Any? { presentedDestination }
    static var layerContentRunsCode: Bool { true }
}

extension _NavigationDestinationItemModifier: LayerModifier {
    var layerContent: Any? { presentedDestination }
    static var layerContentRunsCode: Bool { true }
}
