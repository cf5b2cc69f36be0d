/// The options of `find` and `findAll`.
public enum ViewSearch {
    /// The direction of a search.
    public enum Relation: Sendable {
        /// Into the view and its content: the view itself, then what is inside it.
        case child
        /// Out through the view's ancestors, nearest first.
        case parent
    }

    /// The order in which a search visits views.
    public enum Traversal: Sendable {
        /// Level by level: the view, then all views one level down, and so on. What `find`
        /// uses unless told otherwise.
        case breadthFirst
        /// Top to bottom as in the source: a view, then everything inside it, before its next
        /// sibling. What `findAll` uses.
        case depthFirst
    }
}

/// The views a search visits and the order it visits them in.
///
/// From a node, search visits (1) its content — a container's views, a custom view's body,
/// the views `ForEach` builds, an `AnyView`'s view — in source order, then (2) a button's label,
/// then (3) in the order the modifiers were applied, the body of each custom view modifier and
/// the content of each overlay and background. Every level is traversed iteratively, so trees
/// thousands of levels deep do not grow the stack.
///
/// Content its kind says is not on screen (`ViewKind.contentShown`: a `NavigationLink`'s
/// destination) is entered by `find` while it is only previewed there, and never by the walks
/// that keep to the screen (`onScreenOnly`: role queries, the accessibility audit and model).
enum SearchEngine {
    /// What a traversal saw.
    struct Outcome {
        var matches: [InspectionNode] = []
        var visited = 0
        /// Nodes whose content could not be evaluated, with the reason; their subtrees were
        /// not searched.
        var blocked: [(node: InspectionNode, reason: InspectionError.Reason)] = []
    }

    /// The nodes search visits right below `node`, in order; `onScreenOnly`, those on screen.
    static func children(of node: InspectionNode, onScreenOnly: Bool = false) throws -> [InspectionNode] {
        // A view drawn by its style shows its content through the style's body (an attachment).
        let content = try node.info.viewKind.styleBodyPart != nil && node.styleBodyNode() != nil
            || !entersContent(of: node, kind: node.info.viewKind, onScreenOnly: onScreenOnly)
            ? [] : node.contentChildren()
        guard case .view = node.role, !node.info.viewKind.parts.isEmpty || !node.modifiers.isEmpty else {
            return content
        }
        let attached = try node.attachments()
        return attached.isEmpty ? content : content + attached
    }

    /// Whether a walk enters the content of `node`, of `kind`: always, but for a kind whose
    /// content is not always on screen (`ViewKind.contentShown`).
    static func entersContent(of node: InspectionNode, kind: ViewKind, onScreenOnly: Bool) -> Bool {
        guard let shown = kind.contentShown else { return true }
        switch shown(node) {
        case .onScreen: return true
        case .previewed: return !onScreenOnly
        case .shownElsewhere, .previewedInPreview: return false
        }
    }

    /// Visits `start` and the nodes below it, stopping after `limit` matches.
    ///
    /// `mayMatch`, when given, must be true for the type of every view `matches` could accept:
    /// a leaf view of another type, with no modifier that hangs views from it, is then counted
    /// as visited without a node being made for it (see `isBareLeaf`). `mayMatchLeaf`, when
    /// given with it, must be true for the value of every such leaf of an accepted type that
    /// `matches` could accept: the leaves it rejects are passed the same way. An overlay or a
    /// background (its node's type is its modifier's) that `mayMatch` rejects and that carries
    /// only such leaves is passed too, and so is a leaf from which only such layers hang.
    ///
    /// The whole visit is one `@Observable` tracking scope (`InspectionTree.searchObservation`).
    static func traverse(
        from start: InspectionNode, traversal: ViewSearch.Traversal, limit: Int?,
        mayMatch: ((TypeInfo) -> Bool)? = nil, mayMatchLeaf: ((Any) -> Bool)? = nil, onScreenOnly: Bool = false,
        matches: (InspectionNode) -> Bool
    ) -> Outcome {
        let tree = start.tree
        let enclosing = tree.searchObservation
        let flag = enclosing ?? ObservationFlag()
        tree.searchObservation = flag
        defer { tree.searchObservation = enclosing }
        guard enclosing == nil else {
            // Nested in a search of this tree, from code that may have entered another
            // inspection's reading scope since: each content computation checks its own.
            return visitAll(
                from: start, in: tree, traversal: traversal, limit: limit, inReadingScope: false, mayMatch: mayMatch,
                mayMatchLeaf: mayMatchLeaf, onScreenOnly: onScreenOnly, matches: matches)
        }
        return tree.generation.reading {
            flag.tracking {
                visitAll(
                    from: start, in: tree, traversal: traversal, limit: limit, inReadingScope: true, mayMatch: mayMatch,
                    mayMatchLeaf: mayMatchLeaf, onScreenOnly: onScreenOnly, matches: matches)
            }
        }
    }

    /// `tree` is `start`'s, and so every node's below it. `inReadingScope` tells that the caller
    /// made this tree the reader of state (`TreeGeneration.reading`) around the visit: the
    /// content the visit computes, from its own calls, is computed in that scope without each
    /// computation checking it.
    private static func visitAll(
        from start: InspectionNode, in tree: InspectionTree, traversal: ViewSearch.Traversal, limit: Int?,
        inReadingScope: Bool, mayMatch: ((TypeInfo) -> Bool)?, mayMatchLeaf: ((Any) -> Bool)?, onScreenOnly: Bool,
        matches: (InspectionNode) -> Bool
    ) -> Outcome {
        var outcome = Outcome()
        var pending: [InspectionNode] = [start]
        var head = 0
        while true {
            let node: InspectionNode
            switch traversal {
            case .breadthFirst:
                guard head < pending.count else { return outcome }
                node = pending[head]
                head += 1
                // Keep the queue from holding every visited node of a large tree.
                if head > 4096, head * 2 > pending.count {
                    pending.removeFirst(head)
                    head = 0
                }
            case .depthFirst:
                guard let last = pending.popLast() else { return outcome }
                node = last
            }
            // An `if` that shows nothing is a placeholder for indices, not a view.
            if case .absent = node.role { continue }
            outcome.visited += 1
            if matches(node) {
                outcome.matches.append(node)
                if let limit, outcome.matches.count >= limit { return outcome }
            }
            // A node whose children cannot all be computed is blocked: none of them is visited.
            let mark = (pending: pending.count, visited: outcome.visited)
            do {
                try appendChildren(
                    of: node, in: tree, to: &pending, reversed: traversal == .depthFirst, visited: &outcome.visited,
                    inReadingScope: inReadingScope, mayMatch: mayMatch, mayMatchLeaf: mayMatchLeaf,
                    onScreenOnly: onScreenOnly)
            } catch let reason as InspectionError.Reason {
                pending.removeSubrange(mark.pending...)
                outcome.visited = mark.visited
                outcome.blocked.append((node, reason))
            } catch {
                pending.removeSubrange(mark.pending...)
                outcome.visited = mark.visited
                outcome.blocked.append((node, .evaluationFailed(view: node.kindName, error: String(describing: error))))
            }
        }
    }

    /// Appends the nodes search visits right below `node` (`children(of:)`) to `pending`, in
    /// order or, `reversed`, last first; counts in `visited` the bare leaves it passes without
    /// making their nodes, and skips `if`s that show nothing.
    private static func appendChildren(
        of node: InspectionNode, in tree: InspectionTree, to pending: inout [InspectionNode], reversed: Bool,
        visited: inout Int, inReadingScope: Bool, mayMatch: ((TypeInfo) -> Bool)?, mayMatchLeaf: ((Any) -> Bool)?,
        onScreenOnly: Bool
    ) throws {
        let info = node.info
        let start = pending.count
        // A view drawn by its style shows its content through the style's body (an attachment).
        if try info.styleBodyPart == nil || node.styleBodyNode() == nil,
            info.viewKind.contentShown == nil || entersContent(of: node, kind: info.viewKind, onScreenOnly: onScreenOnly)
        {
            // An `if` that shows nothing is a placeholder for indices, not a view. The filter
            // is unwrapped once here, not once per view.
            if let mayMatch {
                // The content's views are a level below the node; what hangs from them, two.
                let layerDepth = node.depth + 2
                try node.searchContent(reversed: reversed, into: &pending, inReadingScope: inReadingScope, tree: tree) { view in
                    if view.isAbsent { return false }
                    guard let passed = bareLeafVisits(view, layerDepth: layerDepth, tree: tree, mayMatch, mayMatchLeaf) else {
                        return true
                    }
                    visited += passed
                    return false
                }
            } else {
                try node.searchContent(reversed: reversed, into: &pending, inReadingScope: inReadingScope, tree: tree) { view in
                    !view.isAbsent
                }
            }
        }
        guard case .view = node.role, info.hasParts || !node.modifiers.isEmpty else { return }
        // The attached nodes go straight into `pending`, after the content.
        let middle = pending.count
        if let mayMatch {
            // An overlay or a background that carries only bare leaves is passed as they are.
            try node.appendAttachments(to: &pending) { info, views in
                guard let passed = layerVisits(info: info, views: views, mayMatch, mayMatchLeaf) else { return false }
                visited += passed
                return true
            }
        } else {
            try node.appendAttachments(to: &pending)
        }
        guard reversed, pending.count > middle else { return }
        // Last first: the attached nodes, last first, then the content, last first. The
        // content is already last first: turned around twice, it stays so.
        pending.reverseElements(in: start..<middle)
        pending.reverseElements(in: start..<pending.count)
    }

    /// Whether search can count `view` as visited without making its node: a leaf (no
    /// content, no parts) whose modifiers hang nothing from it (no custom modifier, no overlay
    /// or background: nothing `attachments()` would return), of a type `mayMatch` rejects or
    /// with a value `mayMatchLeaf` rejects. Its node would match nothing and lead nowhere.
    private static func isBareLeaf(
        _ view: ExpandedView, rejectedBy mayMatch: (TypeInfo) -> Bool, _ mayMatchLeaf: ((Any) -> Bool)?
    ) -> Bool {
        bareLeafVisits(view, layerDepth: nil, tree: nil, mayMatch, mayMatchLeaf) != nil
    }

    /// How many views search counts for `view` when it can pass it without making its node,
    /// or nil: a leaf as `isBareLeaf` tells, but for the overlays and backgrounds hanging from
    /// it, which `layerVisits` must pass too (their nodes would be at `layerDepth`, which must
    /// be within the depth limit). Without `tree`, a leaf with a layer is not passed.
    private static func bareLeafVisits(
        _ view: ExpandedView, layerDepth: Int?, tree: InspectionTree?, _ mayMatch: (TypeInfo) -> Bool,
        _ mayMatchLeaf: ((Any) -> Bool)?
    ) -> Int? {
        let info = view.typeEntry as? TypeInfo ?? TypeInfo.of(value: view.value)
        guard info.isLeaf else { return nil }
        if mayMatch(info) {
            guard let mayMatchLeaf, !mayMatchLeaf(view.value) else { return nil }
        }
        var visits = 1
        // By index: each modifier's type is read in place, without copying the modifier.
        for index in 0..<view.modifiers.count {
            // Most modifiers hang nothing: a flag tells, without their type's entry.
            guard TypeInfo.hangsViews(type(of: view.modifiers[index])) else { continue }
            let modifierInfo = TypeInfo.of(type(of: view.modifiers[index]))
            guard let modifierKind = modifierInfo.modifierKind else { continue }
            if modifierKind.hasBody { return nil }
            guard let attachment = modifierKind.attachment else { continue }
            // A layer whose views run the user's code is never computed just to be passed.
            guard !attachment.runsCode, let tree, let layerDepth, layerDepth < InspectionLimits.maximumDepth else {
                return nil
            }
            var views = tree.takeLayerViews()
            defer { tree.putBack(layerViews: &views) }
            guard attachment.appendViews(of: view.modifiers[index], in: tree, to: &views),
                let passed = layerVisits(info: modifierInfo, views: views, mayMatch, mayMatchLeaf)
            else { return nil }
            visits += passed
        }
        return visits
    }

    /// How many views search counts for an overlay or a background (of the modifier type
    /// `info`, carrying `views`) when it can pass it without making its node, or nil: when
    /// `mayMatch` rejects the modifier's type and every view it carries is absent or a bare
    /// leaf. The layer counts as one view, as its node would, and each leaf as one.
    private static func layerVisits(
        info: TypeInfo, views: [ExpandedView], _ mayMatch: (TypeInfo) -> Bool, _ mayMatchLeaf: ((Any) -> Bool)?
    ) -> Int? {
        guard !mayMatch(info) else { return nil }
        var visits = 1
        for index in views.indices where !views[index].isAbsent {
            guard isBareLeaf(views[index], rejectedBy: mayMatch, mayMatchLeaf) else { return nil }
            visits += 1
        }
        return visits
    }

    /// Visits the ancestors of `start`, nearest first, stopping after `limit` matches.
    static func ancestors(
        of start: InspectionNode, limit: Int?, matches: (InspectionNode) -> Bool
    ) -> Outcome {
        var outcome = Outcome()
        var current = start.parent
        while let node = current {
            outcome.visited += 1
            if matches(node) {
                outcome.matches.append(node)
                if let limit, outcome.matches.count >= limit { return outcome }
            }
            current = node.parent
        }
        return outcome
    }
}

extension Array {
    /// Reverses the elements in `range` in place: a slice's `reverse()` may copy the array's
    /// storage first.
    mutating func reverseElements(in range: Range<Int>) {
        var low = range.lowerBound
        var high = range.upperBound - 1
        while low < high {
            swapAt(low, high)
            low += 1
            high -= 1
        }
    }
}
