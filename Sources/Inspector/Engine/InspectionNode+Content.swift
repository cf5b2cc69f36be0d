import ViewTree

/// A node's content — a container's views, a custom view's body, a custom modifier's body, a
/// layer's content — computed once and kept while nothing it depends on changes.
///
/// Chain calls get every content view as a node (`contentChildren()`). A search makes nodes
/// only for the views it must look at (`searchContent`): a leaf it can only count, and an
/// `if` that shows nothing, keep their views until something asks for their nodes. Content
/// that runs no code (a stack's views) keeps at first only the nodes the search made: its
/// other views are computed again, once, when something comes back to it, and matched to
/// those nodes by index (see `InspectionNode+PartialContent.swift`). A custom modifier's body
/// that flattens to one view the search passes is kept as it was evaluated, in one object
/// (`EvaluatedModifierBody`), and flattened again when needed. Whichever comes first, each
/// view gets one node, with the same link, so every way of reaching a view yields the same
/// node.
extension InspectionNode {
    /// A view of a node's content: the node made for it, or the view until a node is needed.
    enum ContentSlot {
        case node(InspectionNode)
        case view(ExpandedView)
    }

    /// A node's computed content.
    enum CachedContent {
        /// The one content view, with its node: a custom view's body, a custom modifier's
        /// body, a layer's content most often are one view, and need no array.
        case single(InspectionNode)
        /// Every view has its node, in source order.
        case nodes([InspectionNode])
        /// Some views may have no node yet. Stored last first (`slots[0]` is the last view),
        /// the order in which views are moved out of the array they were computed in.
        case slots([ContentSlot])
        /// Content that runs no code (a stack's views) of which the first search made nodes
        /// for some views only: those nodes, last first (highest index first). The other views
        /// are not kept: they are computed again when the content is next needed, and matched
        /// to these nodes by index; the content is then kept whole (`slots` or `nodes`).
        case partial([InspectionNode])
        /// `partial` with one node, the most common case: no array.
        case partialOne(InspectionNode)
        /// A custom modifier's body as it was evaluated, when the search made no node for the
        /// one view it flattens to (most often the content placeholder with modifiers): the
        /// body, one object, is flattened again when needed, which runs no code, where keeping
        /// the view would keep its modifiers one by one. An `EvaluatedModifierBody`, kept as an
        /// object reference: one word, as every other case's payload.
        case modifierBody(AnyObject)

        /// Appends the nodes made so far to `list`.
        func appendNodes(to list: inout [InspectionNode]) {
            switch self {
            case let .single(node):
                list.append(node)
            case let .nodes(nodes):
                list += nodes
            case let .slots(slots):
                for slot in slots {
                    if case let .node(node) = slot { list.append(node) }
                }
            case let .partial(nodes):
                list += nodes
            case let .partialOne(node):
                list.append(node)
            case .modifierBody:
                break
            }
        }
    }

    /// Content as `takeContent` gives it back: what was cached, with partial content's views
    /// read again and put with the nodes kept, as slots; or content just computed.
    enum TakenContent {
        case single(InspectionNode)
        case nodes([InspectionNode])
        case slots([ContentSlot])
        /// Computed anew into the caller's array. For a custom modifier whose body is its
        /// content placeholder, the body as evaluated, for the caller to keep
        /// (`CachedContent.modifierBody`) if it makes no node for that one view.
        case computed(keepable: (any EvaluatedModifierBody)?)
    }

    /// The children a chain addresses with `text()` / `text(0)`: a container's views, a custom
    /// view's body, a custom modifier's body, a layer's content.
    ///
    /// Computed once and kept while nothing the content depends on changes: a state write, a
    /// binding, a published property or `objectWillChange` advances `StateGeneration`, and an
    /// `@Observable` model read by a body marks that body's node. A handle held across a
    /// `tap()` therefore shows the content as it is now, not as it was.
    func contentChildren() throws(InspectionError.Reason) -> [InspectionNode] {
        // Leaves (half the views of a screen) have nothing to cache or to keep up to date.
        guard hasContent else { return [] }
        let tree = self.tree
        var views: [ExpandedView] = []
        let children: [InspectionNode]
        switch try takeContent(computingInto: &views, tree: tree) {
        case let .single(node):
            children = [node]
        case let .nodes(nodes):
            children = nodes
        case var .slots(slots):
            children = nodes(completing: &slots, tree: tree)
        case .computed:
            children = nodes(for: &views, tree: tree)
        }
        cachedContent = .nodes(children)
        return children
    }

    /// Search's way into the content: appends to `list` the node of each content view, in
    /// source order, or last first when `reversed`. A view that has no node yet gets one only
    /// if `make` says so; otherwise its view is kept for a later call to make its node, except
    /// in content that runs no code met for the first time, of which only the nodes made are
    /// kept (the views are computed again when needed).
    ///
    /// `make` must not reach this node's content. `inReadingScope` tells that the caller is
    /// inside the tree's `TreeGeneration.reading` scope, which the content then need not
    /// check for. `tree` is this node's: a search reads it once for all the nodes it visits
    /// (each read of the unowned reference checks that the tree is alive).
    func searchContent(
        reversed: Bool, into list: inout [InspectionNode], inReadingScope: Bool, tree: InspectionTree,
        make: (ExpandedView) -> Bool
    ) throws(InspectionError.Reason) {
        guard hasContent else { return }
        var views = tree.takeContentViews()
        defer { tree.putBack(contentViews: &views) }
        let start = list.count
        switch try takeContent(computingInto: &views, tree: tree, inReadingScope: inReadingScope) {
        case let .single(node):
            list.append(node)
            cachedContent = .single(node)
            return
        case let .nodes(nodes):
            list += reversed ? nodes.reversed() : nodes
            cachedContent = .nodes(nodes)
            return
        case var .slots(slots):
            // Last first, as stored.
            let last = slots.count - 1
            let ofMany = indexesContent || slots.count != 1
            for slot in slots.indices {
                switch slots[slot] {
                case let .node(node):
                    list.append(node)
                case let .view(view):
                    guard make(view) else { continue }
                    let node = InspectionNode(view, parent: self, tree: tree, link: .content(index: last - slot, ofMany: ofMany))
                    slots[slot] = .node(node)
                    list.append(node)
                }
            }
            cachedContent = .slots(slots)
        case let .computed(keepable):
            let ofMany = indexesContent || views.count != 1
            // One view: when it gets its node, no array to keep.
            if views.count == 1, let view = views.popLast() {
                guard make(view) else {
                    // A custom modifier's body is kept as it was evaluated, in one object.
                    if let keepable {
                        cachedContent = .modifierBody(keepable)
                    } else {
                        cachedContent = .slots([.view(consume view)])
                    }
                    return
                }
                let node = InspectionNode(consume view, parent: self, tree: tree, link: .content(index: 0, ofMany: ofMany))
                list.append(node)
                cachedContent = .single(node)
                return
            }
            // Content that runs no code (a stack's views) keeps only the nodes the search
            // makes (see `InspectionNode+PartialContent.swift`).
            guard contentRunsCode else {
                searchContent(ofRunningNoCode: &views, tree: tree, start: start, into: &list, make: make)
                if !reversed { list.reverseElements(in: start..<list.count) }
                return
            }
            var slots: [ContentSlot] = []
            slots.reserveCapacity(views.count)
            moveViews(&views, into: &slots, nodesTo: &list, tree: tree, ofMany: ofMany, make: make)
            // Adopted all at once: every node from `start` on is new.
            tree.adopt(list[start...])
            cachedContent = .slots(slots)
        }
        if !reversed { list.reverseElements(in: start..<list.count) }
    }

    /// Moves each of `views` out of the array, last first, into `slots`: a node for each view
    /// `make` accepts (also appended to `list`, for the caller to adopt), the view itself for
    /// the others.
    private func moveViews(
        _ views: inout [ExpandedView], into slots: inout [ContentSlot], nodesTo list: inout [InspectionNode],
        tree: InspectionTree, ofMany: Bool, make: (ExpandedView) -> Bool
    ) {
        var index = views.count
        while let view = views.popLast() {
            index -= 1
            guard make(view) else {
                slots.append(.view(consume view))
                continue
            }
            let node = InspectionNode(
                consume view, parent: self, tree: tree, link: .content(index: index, ofMany: ofMany), adopting: false)
            slots.append(.node(node))
            list.append(node)
        }
    }

    /// The cached content, taken out of the node (the caller puts the content back); or, when
    /// there is none or it is out of date, `.computed`, with the content's views computed anew
    /// in `views`, the caller's array, which the caller empties by moving each view out.
    /// Partial content, which kept only nodes, comes back as slots: its views are read again
    /// and put with those nodes; so does a modifier body kept as evaluated. `tree` is this
    /// node's; `inReadingScope`, whether the caller is inside its reading scope.
    private func takeContent(
        computingInto views: inout [ExpandedView], tree: InspectionTree, inReadingScope: Bool = false
    ) throws(InspectionError.Reason) -> TakenContent {
        let generation = tree.generation.current
        // The flag is read only for content computed at this generation: a node met for the
        // first time has none to read.
        if cachedGeneration == generation, cachedObservation?.hasChanged != true {
            if let content = cachedContent {
                cachedContent = nil
                switch content {
                case let .single(node):
                    return .single(node)
                case let .nodes(nodes):
                    return .nodes(nodes)
                case let .slots(slots):
                    return .slots(slots)
                case let .partial(made):
                    return .slots(try slots(readingAgain: &views, made: made, tree: tree, inReadingScope: inReadingScope))
                case let .partialOne(node):
                    return .slots(try slots(readingAgain: &views, made: [node], tree: tree, inReadingScope: inReadingScope))
                case let .modifierBody(object):
                    guard let body = object as? any EvaluatedModifierBody else {
                        throw .evaluationFailed(view: kindName, error: "the body kept is a \(type(of: object))")
                    }
                    // Flattened again, as it was; from now on the view is kept.
                    Expansion.expand(body.piece(), in: tree, prefix: .body, into: &views)
                    var slots: [ContentSlot] = []
                    slots.reserveCapacity(views.count)
                    while let view = views.popLast() { slots.append(.view(consume view)) }
                    return .slots(slots)
                }
            }
            if let cachedFailure { throw cachedFailure.reason }
        }
        if isRetired { tree.readopt(self) }
        if let stale = cachedContent {
            cachedContent = nil
            var nodes: [InspectionNode] = []
            stale.appendNodes(to: &nodes)
            retire(nodes)
        }
        // Only code (bodies, ForEach closures) reads models; containers need no observation.
        // Inside a search, the search's tracking scope records the reads.
        // The content is given its own flag only outside a search. A container's content
        // reads neither.
        let observation: ObservationFlag?
        let contentObservation: ObservationFlag?
        if evaluatesBody {
            let shared = tree.searchObservation
            observation = shared ?? ObservationFlag()
            contentObservation = shared == nil ? observation : nil
        } else {
            (observation, contentObservation) = (nil, nil)
        }
        cachedGeneration = generation
        cachedObservation = observation
        do {
            let keepable = try computeContentViews(
                into: &views, observation: contentObservation, tree: tree, inReadingScope: inReadingScope)
            cachedFailure = nil
            return .computed(keepable: keepable)
        } catch {
            let reason = reason(for: error)
            cachedFailure = CachedFailure(reason)
            throw reason
        }
    }

    /// Whether computing the content runs code the user wrote: a body, a `ForEach`'s closure,
    /// a sheet's content. Such content is computed once and kept; of other content (a stack's
    /// views) the first search keeps only the nodes it makes, or nothing when it makes none,
    /// and the views are read again when needed.
    private var contentRunsCode: Bool {
        switch role {
        case .view: info.runsCode
        case .customModifier: true
        case let .layer(kind): kind.attachment?.runsCode ?? false
        case .group, .absent: false
        }
    }

    /// Whether the content is a body (or a `ForEach`'s elements) whose `@Observable` reads
    /// are followed.
    private var evaluatesBody: Bool {
        switch role {
        case .view: info.runsCode
        case .customModifier: true
        case .layer, .group, .absent: false
        }
    }

    /// A node for each of `views`, which it empties, adopted by the tree.
    private func nodes(for views: inout [ExpandedView], tree: InspectionTree) -> [InspectionNode] {
        let ofMany = indexesContent || views.count != 1
        var nodes: [InspectionNode] = []
        nodes.reserveCapacity(views.count)
        // Taken from the back: `popLast` moves each view out of the array, where iterating
        // would copy it and destroy the original. Adopted in order, all at once.
        var index = views.count
        while let view = views.popLast() {
            index -= 1
            nodes.append(InspectionNode(view, parent: self, tree: tree, link: .content(index: index, ofMany: ofMany), adopting: false))
        }
        nodes.reverse()
        tree.adopt(nodes)
        return nodes
    }

    /// The nodes of `slots` (stored last first), which it empties, made for the views that
    /// have none yet.
    private func nodes(completing slots: inout [ContentSlot], tree: InspectionTree) -> [InspectionNode] {
        let ofMany = indexesContent || slots.count != 1
        var nodes: [InspectionNode] = []
        nodes.reserveCapacity(slots.count)
        var index = 0
        while let slot = slots.popLast() {
            switch slot {
            case let .node(node):
                nodes.append(node)
            case let .view(view):
                nodes.append(InspectionNode(view, parent: self, tree: tree, link: .content(index: index, ofMany: ofMany)))
            }
            index += 1
        }
        return nodes
    }

    /// Whether children are always addressed by index, even when there is one.
    var indexesContent: Bool {
        switch role {
        case .view: info.indexesContent
        case .group: true
        case .customModifier, .layer, .absent: false
        }
    }
}
