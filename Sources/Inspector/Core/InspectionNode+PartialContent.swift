import ViewTree

// Content that runs no code (a stack's views) of which the first search made nodes for some
// views only keeps those nodes (`CachedContent.partial`, `.partialOne`), not the other views:
// these are dropped while the search has them at hand, which frees them while they are still
// in the processor's cache, where keeping them would cost an array of every view and the boxes
// of the values they hold, for each such container, until the tree goes. Most trees are
// searched once.
//
// When something comes back to the content — a chain call, or another search on the same
// tree — the views are computed again (it runs no code) and matched to the nodes kept by their
// index. From then on every view is kept (`.slots`, or `.nodes` once each has its node), so a
// tree searched again and again reads each container's views twice at most.
//
// The readers this relies on must read the same views every time for a given state: a view
// kind's `.stored` and `.erased` content and an attachment that does not run code
// (`ModifierKind.Attachment.runsCode`) only read stored properties.
extension InspectionNode {
    /// `searchContent` for the views of content that runs no code, just computed into `views`
    /// (none, or two or more), which it empties: only the nodes made are kept
    /// (`CachedContent.partial`); the other views are dropped here, while they are at hand.
    func searchContent(
        ofRunningNoCode views: inout [ExpandedView], tree: InspectionTree, start: Int, into list: inout [InspectionNode],
        make: (ExpandedView) -> Bool
    ) {
        let ofMany = indexesContent || views.count != 1
        var index = views.count
        while let view = views.popLast() {
            index -= 1
            guard make(view) else { continue }
            list.append(
                InspectionNode(
                    consume view, parent: self, tree: tree, link: .content(index: index, ofMany: ofMany), adopting: false))
        }
        // No node: nothing to keep.
        guard list.count > start else { return }
        // Adopted all at once: every node from `start` on is new.
        tree.adopt(list[start...])
        cachedContent = list.count - start == 1 ? .partialOne(list[start]) : .partial(Array(list[start...]))
    }

    /// `searchContent` for content that runs no code whose views `takeContent` computed again
    /// in `views` (which it empties), of which `made` (last first) have nodes: appends to
    /// `list`, last first, the node of each view that has one and a new node for each other
    /// view `make` accepts, and keeps every view from now on.
    func searchContent(
        ofRunningNoCode views: inout [ExpandedView], made: [InspectionNode], into list: inout [InspectionNode],
        tree: InspectionTree, make: (ExpandedView) -> Bool
    ) {
        let ofMany = indexesContent || views.count != 1
        var slots: [ContentSlot] = []
        slots.reserveCapacity(views.count)
        merge(&views, made: made) { slot, index in
            switch slot {
            case let .node(node):
                list.append(node)
                slots.append(.node(node))
            case let .view(view):
                guard make(view) else {
                    slots.append(.view(view))
                    return
                }
                let node = InspectionNode(view, parent: self, tree: tree, link: .content(index: index, ofMany: ofMany))
                list.append(node)
                slots.append(.node(node))
            }
        }
        cachedContent = .slots(slots)
    }

    /// The nodes of content that runs no code, computed again in `views` (which it empties),
    /// of which `made` (last first) have nodes already: those, and a new node for each other
    /// view, in source order.
    func nodes(completing views: inout [ExpandedView], made: [InspectionNode], tree: InspectionTree)
        -> [InspectionNode]
    {
        let ofMany = indexesContent || views.count != 1
        var nodes: [InspectionNode] = []
        nodes.reserveCapacity(views.count)
        merge(&views, made: made) { slot, index in
            switch slot {
            case let .node(node):
                nodes.append(node)
            case let .view(view):
                nodes.append(InspectionNode(view, parent: self, tree: tree, link: .content(index: index, ofMany: ofMany)))
            }
        }
        nodes.reverse()
        return nodes
    }

    /// Gives `visit`, last first, each of `views` (computed again; it empties the array) as a
    /// slot — the node among `made` (last first) that has its index, or the view — with its
    /// index.
    private func merge(
        _ views: inout [ExpandedView], made: [InspectionNode], _ visit: (ContentSlot, Int) -> Void
    ) {
        var next = made.startIndex
        var index = views.count
        while let view = views.popLast() {
            index -= 1
            guard next < made.endIndex, made[next].contentIndex == index else {
                visit(.view(view), index)
                continue
            }
            // Read again at the same state, by readers that run no code: the same views.
            assert(made[next].info.type == type(of: view.value), "content read again differs from the first read")
            visit(.node(made[next]), index)
            next += 1
        }
        assert(next == made.endIndex, "content read again has fewer views than the first read")
    }

    /// The index of a content view's node among its siblings; nil for a node reached another
    /// way.
    var contentIndex: Int? {
        if case let .content(index, _) = link { return index }
        return nil
    }
}
