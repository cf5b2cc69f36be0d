import ViewTree

// Content that runs no code (a stack's views) of which a search made nodes for some views only
// keeps those nodes (`CachedContent.partial`, `.partialOne`), not the other views: these are
// dropped while the search has them at hand, which frees them while they are still in the
// cache, and computed again when something asks for them. Keeping them would cost an array of
// every view and the boxes of the values they hold, for each such container, until the tree
// goes. The nodes kept are matched to the views computed again by their index.
extension InspectionNode {
    /// `searchContent` for the views of content that runs no code, just computed into `views`
    /// (two or more), which it empties: only the nodes made are kept (`CachedContent.partial`);
    /// the other views are dropped here, while they are at hand, and computed again if asked for.
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
    /// in `views` (which it empties), of which `made` (last first) have nodes: `merge`, then
    /// keeps what the content now has.
    func searchContent(
        ofRunningNoCode views: inout [ExpandedView], made: [InspectionNode], into list: inout [InspectionNode],
        tree: InspectionTree, make: (ExpandedView) -> Bool
    ) {
        let count = views.count
        cachedContent = keep(merge(&views, made: made, into: &list, tree: tree, make: make), of: count)
    }

    /// Merges the views of content that runs no code, computed again in `views` (which it
    /// empties), with `made`, the nodes made for some of them before (last first): appends to
    /// `list`, last first, the node of each view that has one, and a new node for each other
    /// view `make` accepts (adopted by the tree). Returns every node the content now has, last
    /// first.
    func merge(
        _ views: inout [ExpandedView], made: [InspectionNode], into list: inout [InspectionNode], tree: InspectionTree,
        make: (ExpandedView) -> Bool
    ) -> [InspectionNode] {
        let ofMany = indexesContent || views.count != 1
        var nodes: [InspectionNode] = []
        nodes.reserveCapacity(made.count)
        // `made` is last first, as the views are taken: one pass matches them by index.
        var next = made.startIndex
        var index = views.count
        while let view = views.popLast() {
            index -= 1
            while next < made.endIndex, made[next].contentIndex.map({ $0 > index }) ?? true { next += 1 }
            if next < made.endIndex, made[next].contentIndex == index {
                list.append(made[next])
                nodes.append(made[next])
                next += 1
                continue
            }
            guard make(view) else { continue }
            let node = InspectionNode(consume view, parent: self, tree: tree, link: .content(index: index, ofMany: ofMany))
            list.append(node)
            nodes.append(node)
        }
        return nodes
    }

    /// What to cache for content of `count` views that runs no code, of which `nodes` (last
    /// first) have nodes.
    func keep(_ nodes: [InspectionNode], of count: Int) -> CachedContent? {
        switch nodes.count {
        case 0: nil
        case count: .nodes(nodes.reversed())
        case 1: .partialOne(nodes[0])
        default: .partial(nodes)
        }
    }

    /// The nodes of content that runs no code, computed again in `views` (which it empties),
    /// of which `made` (last first) have nodes already: those, and a new node for each other
    /// view, in source order.
    func nodes(completing views: inout [ExpandedView], made: [InspectionNode], tree: InspectionTree)
        -> [InspectionNode]
    {
        var nodes: [InspectionNode] = []
        nodes.reserveCapacity(views.count)
        _ = merge(&views, made: made, into: &nodes, tree: tree) { _ in true }
        nodes.reverse()
        return nodes
    }

    /// The index of a content view's node among its siblings; nil for a node reached another
    /// way.
    var contentIndex: Int? {
        if case let .content(index, _) = link { return index }
        return nil
    }
}
