import ViewTree

extension ViewType.NavigationStack {
    /// The views pushed onto a `NavigationStack`, bottom first: `stack.pushedViews()`. Its
    /// content views are addressed by index (`pushedViews().view(BookDetail.self, 0)`), and it
    /// is a collection of them (`pushedViews().count`).
    public struct PushedViews: MultipleViewContent, BuiltinViewType {
        /// "PushedViews".
        public static var typePrefix: String { "PushedViews" }
        static var viewKind: ViewKind { .navigationPushedViews }
    }
}

extension ViewKind {
    /// The views a stack pushed: one content view per entry of its path and per link push,
    /// each the destination shown for it (several views are one `Group`). Computed from the
    /// stack's state on each change; destination closures and the path may read models, so it
    /// is tracked like a body.
    static let navigationPushedViews = ViewKind(
        name: "NavigationStack's pushed views", accessor: "pushedViews",
        content: .computed { node, observation in
            guard let stack = node.parent, NavigationReading.isStack(stack) else {
                throw InspectionError.Reason.typeMismatch(
                    expected: "the pushed views of a NavigationStack", found: node.kindName, hint: nil)
            }
            let recording = node.tree.recordsIdentity
            return try NavigationReading.pushedViews(of: stack, at: node, observation: observation).enumerated()
                .flatMap { position, pushed in
                    Expansion.expand(
                        pushed.view, recordingSteps: recording,
                        prefix: recording ? [.pushed(position, pushed.identity)] : [])
                }
        },
        indexesContent: true)
}

extension NavigationStackDestinations: InspectableKind {
    static var inspectorKind: ViewKind { .navigationPushedViews }
}

/// Reading and changing navigation stacks: their state, their path, the destinations declared
/// inside them.
enum NavigationReading {
    /// The state of the stack at `stack`: the runtime's for a hosted stack; else the one this
    /// inspection keeps for the stack's place, which starts as the stack value's own. So a
    /// stack value inspected again (a root, a view's stored property) keeps its pushes, and a
    /// stack a body makes anew at each evaluation keeps them for the inspection.
    static func stackState(of stack: InspectionNode) -> NavigationStackState {
        if let storage = Evaluation.place(of: stack), let state = NavigationStackState.hosted(in: storage) {
            return state
        }
        return stack.tree.unhostedState(at: stack.pathToRoot) {
            (try? Reflection.field("state", of: stack.value, as: NavigationStackState.self)) ?? NavigationStackState()
        }
    }

    /// Whether `node` is a stack views are pushed onto: a `NavigationStack`, or a
    /// `NavigationView`, which pushes as a stack without a `path:` binding does.
    static func isStack(_ node: InspectionNode) -> Bool {
        node.viewKind == .navigationStack || node.viewKind == .navigationView
    }

    /// The stack's `path:` binding; nil when it keeps its path itself (a `NavigationView`
    /// always does).
    static func pathAccess(of stack: InspectionNode) throws -> NavigationPathAccess? {
        guard stack.viewKind == .navigationStack else { return nil }
        return try Reflection.field("path", of: stack.value, as: NavigationPathAccess?.self)
    }

    /// The nearest `NavigationStack` or `NavigationView` above `node`.
    static func enclosingStack(of node: InspectionNode) -> InspectionNode? {
        var current = node.parent
        while let candidate = current {
            if isStack(candidate) { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// Appends `value` to the stack's path, or throws naming `what` when the path holds values
    /// of another type.
    static func append(_ value: AnyHashable, to stack: InspectionNode, by what: String, at actor: InspectionNode? = nil) throws {
        let path = try pathAccess(of: stack)
        let state = stackState(of: stack)
        var appended = false
        Interaction.perform(at: actor ?? stack) { appended = state.append(value, to: path) }
        guard appended else {
            let type = TypeName.display(Swift.type(of: value.base))
            throw InspectionError.Reason.invalidArgument(
                argument: "\(what) \(NearMiss.show(value)) of type \(type)",
                reason: "cannot join the stack's path, a \(path?.typeDescription ?? "NavigationPath")")
        }
    }

    /// Pops `count` views (nil: all), presented destinations first; throws, popping nothing,
    /// when there are fewer.
    static func pop(_ count: Int?, from stack: InspectionNode) throws {
        let path = try pathAccess(of: stack)
        let state = stackState(of: stack)
        let presented = presentedDestinations(in: stack)
        let pushed = state.entries(path: path).count
        let available = presented.count + pushed
        if let count {
            guard count > 0 else {
                throw InspectionError.Reason.invalidArgument(argument: "count", reason: "must be positive (it is \(count))")
            }
            guard count <= available else {
                let views = available == 1 ? "1 view" : "\(available) views"
                throw InspectionError.Reason.unresponsive(
                    control: stack.kindName, reason: "has \(views) above its root: it cannot pop \(count)")
            }
        }
        var remaining = count ?? available
        Interaction.perform(at: stack) {
            for binding in presented.reversed() where remaining > 0 {
                binding.dismiss()
                remaining -= 1
            }
            if remaining > 0 { state.pop(remaining, from: path) }
        }
    }

    // MARK: - Presented destinations

    /// The destinations presented with `navigationDestination(isPresented:)` / `(item:)` inside
    /// the stack, in the order search meets them (the last is the topmost).
    private static func presentedDestinations(in stack: InspectionNode) -> [any PresentedNavigationDestination] {
        var found: [any PresentedNavigationDestination] = []
        _ = SearchEngine.traverse(from: stack, traversal: .breadthFirst, limit: nil, onScreenOnly: true) { node in
            // The stack's own modifiers act on the stack around it.
            guard node !== stack, belongs(node, to: stack) else { return false }
            // A link made with `isActive:` or `tag:selection:` presents its destination itself.
            if let link = node.value as? any PresentedNavigationDestination, link.isShowing {
                found.append(link)
            }
            for modifier in node.modifiers {
                if let presented = modifier as? any PresentedNavigationDestination, presented.isShowing {
                    found.append(presented)
                }
            }
            return false
        }
        return found
    }

    // MARK: - Pushed views

    /// The view shown for each entry of the stack (at `pushes`, its pushed views' node), with
    /// what identifies it beside its position.
    static func pushedViews(
        of stack: InspectionNode, at pushes: InspectionNode, observation: ObservationFlag?
    ) throws -> [(view: Any, identity: AnyHashable)] {
        let path = try pathAccess(of: stack)
        let state = stackState(of: stack)
        let entries = Evaluation.tracked(observation) { state.entries(path: path) }
        guard !entries.isEmpty else { return [] }
        var resolver = DestinationResolver(stack: stack, pushes: pushes)
        var views: [(view: Any, identity: AnyHashable)] = []
        for entry in entries {
            let destination: Any
            switch entry {
            case let .value(value, index):
                destination = try resolver.destination(for: value, index: index, pushed: views, observation: observation)
            case let .destination(view, _, _):
                destination = view
            }
            let view = NavigationStackDestinations.pushedView(
                destination, at: views.count, entry: entry, state: state, path: path)
            views.append((view, entry.identity))
        }
        return views
    }

    /// Finds the `navigationDestination(for:)` for a value: the one declared closest to the
    /// stack's root — in the root before the pushed views, fewer levels down first, then the
    /// first met — as the runtime does.
    private struct DestinationResolver {
        let stack: InspectionNode
        let pushes: InspectionNode
        /// Declared in the root, then in each pushed view, gathered when first needed.
        private var declared: [[(provider: any NavigationDestinationProvider, depth: Int)]] = []

        init(stack: InspectionNode, pushes: InspectionNode) {
            self.stack = stack
            self.pushes = pushes
        }

        mutating func destination(
            for value: AnyHashable, index: Int, pushed: [(view: Any, identity: AnyHashable)], observation: ObservationFlag?
        ) throws -> Any {
            for phase in 0...pushed.count {
                if declared.count <= phase {
                    declared.append(phase == 0 ? rootDeclarations() : declarations(inPushed: pushed[phase - 1], at: phase - 1))
                }
                let accepting = declared[phase].enumerated().filter { $0.element.provider.accepts(value) }
                guard let chosen = accepting.min(by: { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }) else {
                    continue
                }
                // The destination closure was written in a body: main-actor code.
                let input = UncheckedSendable((provider: chosen.element.provider, value: value))
                let resolved = try Evaluation.tracked(observation) {
                    try Evaluation.onMainActor { input.value.provider.destination(for: input.value.value) }
                }
                if let resolved { return resolved }
            }
            let type = TypeName.display(Swift.type(of: value.base))
            throw InspectionError.Reason.modifierNotFound(
                view: "NavigationStack", modifier: "navigationDestination(for: \(type).self)",
                detail: "nothing inside it shows the value \(NearMiss.show(value)) at position \(index) of its path")
        }

        private func rootDeclarations() -> [(provider: any NavigationDestinationProvider, depth: Int)] {
            guard let root = try? stack.contentChildren() else { return [] }
            return NavigationReading.declarations(from: root, in: stack)
        }

        /// The destinations declared in a pushed view, found in an inspection of it of its own,
        /// in the stack's environment and, hosted, at its place.
        private func declarations(
            inPushed pushed: (view: Any, identity: AnyHashable), at position: Int
        ) -> [(provider: any NavigationDestinationProvider, depth: Int)] {
            let host = stack.tree.host
            let tree = InspectionTree(
                rootEnvironment: pushes.environment, host: host,
                rootIdentity: host == nil ? .root : pushes.identity.appending(.pushed(position, pushed.identity)))
            return withExtendedLifetime(tree) {
                NavigationReading.declarations(from: [InspectionNode.root(pushed.view, in: tree)], in: nil)
            }
        }
    }

    /// The `navigationDestination(for:)`s declared at or below `starts` that belong to
    /// `stack` (not to a stack inside it), with how deep each is.
    fileprivate static func declarations(
        from starts: [InspectionNode], in stack: InspectionNode?
    ) -> [(provider: any NavigationDestinationProvider, depth: Int)] {
        var found: [(provider: any NavigationDestinationProvider, depth: Int)] = []
        for start in starts {
            _ = SearchEngine.traverse(from: start, traversal: .breadthFirst, limit: nil, onScreenOnly: true) { node in
                guard node.modifiers.contains(where: { $0 is any NavigationDestinationProvider }),
                    belongs(node, to: stack)
                else { return false }
                for modifier in node.modifiers {
                    if let provider = modifier as? any NavigationDestinationProvider {
                        found.append((provider, node.depth))
                    }
                }
                return false
            }
        }
        return found
    }

    /// Whether the modifiers of `node` act on `stack`: no other stack stands between them.
    /// (A stack's own modifiers act on the stack around it.) A nil `stack` is the root of the
    /// inspection.
    private static func belongs(_ node: InspectionNode, to stack: InspectionNode?) -> Bool {
        var current = node.parent
        while let candidate = current, candidate !== stack {
            if isStack(candidate) { return false }
            current = candidate.parent
        }
        return true
    }
}
