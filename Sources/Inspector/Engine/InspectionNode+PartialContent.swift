import ViewTree

// Content that runs no code (a stack's views) of which the first search made nodes for some
// views only keeps those nodes (`CachedContent.partial`, `.partialOne`), not the other views:
// these are dropped while the search has them at hand, which frees them while they are still
// in the processor's cache, where keeping them would cost an array of every view and the boxes
// of the values they hold, for each such container, until the tree goes. Most trees are
// searched once.
//
// When something comes back to the content — a chain call, or another search on the same
// tree — `takeContent` computes the views again (it runs no code) and gives them back with the
// nodes kept, matched by index, as slots. From then on every view is kept (`.slots`, or
// `.nodes` once each has its node), so a tree searched again and again reads each container's
// views twice at most.
//
// Measured gain (`swift run -c release InspectorBenchmarks`, 250,097 views, medians of seven
// runs on the 2-core Linux machine, 2026-11-28): keeping every view instead, the first
// `findAll` took 0.184 s against 0.167 s (10 % more) and peak memory was 122.8 MB against
// 116.8 MB (5 % more); `find(text:)` was unchanged. The price is paid by a second search of the
// same tree, which reads the views again: 0.088 s against 0.055 s when they are kept.
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

    /// The slots of partial content, last first: its views computed again in `views` (which
    /// it empties), each with its node among `made` (last first) when it has one. The caller
    /// keeps them whole from now on.
    func slots(
        readingAgain views: inout [ExpandedView], made: [InspectionNode], tree: InspectionTree, inReadingScope: Bool
    ) throws(InspectionError.Reason) -> [ContentSlot] {
        do {
            try computeContentViews(into: &views, observation: nil, tree: tree, inReadingScope: inReadingScope)
        } catch {
            // Not expected: the same views were computed at this generation without failing.
            // The nodes stay as they were.
            cachedContent = made.count == 1 ? .partialOne(made[0]) : .partial(made)
            throw reason(for: error)
        }
        var slots: [ContentSlot] = []
        slots.reserveCapacity(views.count)
        var next = made.startIndex
        var index = views.count
        while let view = views.popLast() {
            index -= 1
            guard next < made.endIndex, made[next].contentIndex == index else {
                slots.append(.view(consume view))
                continue
            }
            // Read again at the same state, by readers that run no code: the same views.
            assert(made[next].info.type == type(of: view.value), "content read again differs from the first read")
            slots.append(.node(made[next]))
            next += 1
        }
        assert(next == made.endIndex, "content read again has fewer views than the first read")
        return slots
    }

    /// The index of a content view's node among its siblings; nil for a node reached another
    /// way.
    var contentIndex: Int? {
        if case let .content(index, _) = link { return index }
        return nil
    }
}
