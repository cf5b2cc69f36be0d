import ViewTree

/// One level of the inspected tree: a view (with the modifiers that wrap it), a custom
/// modifier, an overlay or background layer, or a group of views standing together.
///
/// Nodes are shared references owned by their `InspectionTree`: a handle is a thin struct
/// around a node and its tree, parents are never copied, and each node computes content that
/// runs code once (a custom view's `body` is evaluated once per node, however many questions
/// are asked of it, and however many searches pass through it). Of a container's views,
/// which run no code, the first search keeps only those it made nodes for; the others are
/// read again the next time the container is visited, and kept from then on (see
/// `InspectionNode+PartialContent.swift`).
final class InspectionNode {
    /// What the node stands for.
    enum Role {
        /// A view; `value` is the view without its `ModifiedContent` wrappers.
        case view
        /// A custom `ViewModifier` applied to the parent; `value` is the modifier.
        case customModifier
        /// What a modifier of the parent carries (the content of an `overlay` or a
        /// `background`); `value` is the modifier.
        case layer(ModifierKind)
        /// Several views that stand together without a container, such as a button label
        /// made of an image and a text; `value` is the builder's output.
        case group
        /// An `if` whose condition does not hold: it shows nothing, but keeps its index among
        /// its siblings, as the source does; `value` is the empty `Optional`.
        case absent
    }

    /// How the node is reached from its parent.
    enum Link: Hashable {
        /// The node inspection started from.
        case root
        /// A child of a container or of a single-content view. `ofMany` tells whether the
        /// parent's children are addressed by index (`text(1)`) or not (`text()`).
        case content(index: Int, ofMany: Bool)
        /// The part at `index` of the parent's kind (`ViewKind.parts`), such as a button's
        /// `labelView()`.
        case part(index: Int)
        /// A custom modifier: `modifier(T.self)`, with the index among modifiers of that type
        /// when there are several; the type is the node's.
        case modifier(index: Int?)
        /// An overlay or background: `overlay()`, `background(1)`; the call is the family of
        /// the node's modifier kind.
        case layer(index: Int?)
        /// A text read from an accessibility modifier: `accessibilityLabel()`. Indirect: few
        /// nodes are reached so, and an inline string would widen every node's link.
        indirect case attributeView(call: String)
    }

    /// The view as flattening found it, kept whole: a node made for a view moves the element
    /// in, where taking its value and lists apart would copy each and destroy the element's
    /// own. `value`, `modifiers` and `steps` read it in place.
    private let element: ExpandedView
    /// The view, without its modifiers; or the modifier, the layer's modifier, the builder's
    /// output (see `Role`).
    var value: Any {
        _read { yield element.value }
    }
    let info: TypeInfo
    let role: Role
    /// In source order: `[0]` was applied first (innermost).
    var modifiers: [Any] {
        _read { yield element.modifiers }
    }
    unowned let tree: InspectionTree
    /// Strong: a handle on a view keeps the chain above it, for `pathToRoot` and `parent()`,
    /// even after a state change rebuilt that part of the tree.
    private(set) var parent: InspectionNode?
    let link: Link
    /// Whether the node was dropped from its tree: its parent computed new content after a
    /// state change. Handles may still hold it; using it adopts it again.
    ///
    /// Declared between the link and the two 32-bit fields below so that the four share one
    /// slot of the node's storage: a search makes a node per view, and a screen of 250,000
    /// views makes that many. Measured gain (`swift run -c release InspectorBenchmarks`,
    /// 250,097 views, 2026-11-28): with full-width `depth` and `attachment`, peak memory was
    /// 120.6 MB against 116.8 MB (3.3 % more; the search times did not move).
    var isRetired = false
    private let depthStorage: Int32
    /// `Int32.min` for none.
    private let attachmentStorage: Int32
    var depth: Int { Int(depthStorage) }
    /// The structural steps from the parent's content to this view, for hosted inspections.
    var steps: [ViewIdentity.Step] {
        _read { yield element.steps }
    }
    private var cachedIdentity: ViewIdentity?
    /// For nodes hanging from one of the parent's modifiers (a custom modifier, an overlay):
    /// that modifier's index in `parent.modifiers`. Only the parent's modifiers outside it
    /// apply to this node's environment.
    var attachment: Int? {
        attachmentStorage == .min ? nil : Int(attachmentStorage)
    }

    /// The content once computed (see `InspectionNode+Content.swift`).
    var cachedContent: CachedContent?
    /// Boxed: a reason is large, and few nodes fail.
    var cachedFailure: CachedFailure?
    /// `.unknown` until the content is first computed.
    var cachedGeneration = TreeGeneration.Value.unknown
    var cachedObservation: ObservationFlag?
    /// A node has few attached nodes (a label, a modifier or two): a list searched in place
    /// costs less than a dictionary's storage and hashing, and the first one is kept inline.
    private var attachedNodes = AttachedNodes.none

    /// The attached nodes, found by how they are reached and by the modifier they hang from
    /// (their own `link` and `attachment`): two modifier types with one display name (two
    /// `private struct Badge`s) stay apart.
    private enum AttachedNodes {
        case none
        /// Most nodes that have any have one: no array to make.
        case one(InspectionNode)
        case many([InspectionNode])

        var nodes: [InspectionNode] {
            switch self {
            case .none: []
            case let .one(node): [node]
            case let .many(nodes): nodes
            }
        }

        func node(link: Link, attachment: Int?) -> InspectionNode? {
            switch self {
            case .none: nil
            case let .one(node): node.link == link && node.attachment == attachment ? node : nil
            case let .many(nodes): nodes.first { $0.link == link && $0.attachment == attachment }
            }
        }

        mutating func append(_ node: InspectionNode) {
            switch self {
            case .none: self = .one(node)
            case let .one(first): self = .many([first, node])
            case var .many(nodes):
                self = .none
                nodes.append(node)
                self = .many(nodes)
            }
        }
    }
    /// The attached node reached with `link` from the modifier at `attachment`, if it was made.
    func existingAttached(link: Link, attachment: Int?) -> InspectionNode? {
        attachedNodes.node(link: link, attachment: attachment)
    }

    /// The base environment once computed (see `baseEnvironment`) and the state generation it
    /// was computed at. Inline: a box would be one more allocation for each custom view whose
    /// body a search evaluates.
    private var cachedBaseEnvironment: EnvironmentValues?
    /// The state generation `cachedBaseEnvironment` was computed at.
    private var baseEnvironmentGeneration = TreeGeneration.Value.unknown

    /// The cached base environment, if it was computed at `generation`.
    func cachedBaseEnvironment(at generation: TreeGeneration.Value) -> EnvironmentValues? {
        baseEnvironmentGeneration == generation ? cachedBaseEnvironment : nil
    }

    /// Caches `environment` as the base environment at `generation`.
    func cacheBaseEnvironment(_ environment: EnvironmentValues, at generation: TreeGeneration.Value) {
        cachedBaseEnvironment = environment
        baseEnvironmentGeneration = generation
    }

    /// Creates a node owned by `tree`: the parent's tree, or a new one for a root. Unless
    /// `adopting` is false, the tree adopts it at once; otherwise the caller adopts it with
    /// its siblings.
    private init(
        element: consuming ExpandedView, info: TypeInfo, role: Role, tree: InspectionTree, parent: InspectionNode?,
        link: Link, attachment: Int?, adopting: Bool = true
    ) {
        self.element = element
        self.info = info
        self.role = role
        self.tree = tree
        self.parent = parent
        self.link = link
        self.depthStorage = (parent?.depthStorage ?? -1) + 1
        self.attachmentStorage = attachment.map { Int32(truncatingIfNeeded: $0) } ?? .min
        if adopting { tree.adopt(self) }
    }

    /// A node for `value` as it is, owned by `tree`, adopted at once.
    private convenience init(
        value: Any, info: TypeInfo, role: Role, modifiers: [Any], tree: InspectionTree,
        parent: InspectionNode?, link: Link, attachment: Int?, steps: [ViewIdentity.Step] = []
    ) {
        self.init(
            element: ExpandedView(value, modifiers: modifiers, steps: steps, isAbsent: false, typeEntry: info),
            info: info, role: role, tree: tree, parent: parent, link: link, attachment: attachment)
    }

    /// A node for `view`, a child of `parent` reached with `link`; `tree` is the parent's (the
    /// caller has it at hand, where reading `parent.tree` would check that it is alive).
    convenience init(
        _ view: consuming ExpandedView, parent: InspectionNode, tree: InspectionTree, link: Link, attachment: Int? = nil,
        adopting: Bool = true
    ) {
        // The reader looked the type up while flattening.
        let info = view.typeEntry as? TypeInfo ?? TypeInfo.of(value: view.value)
        let role: Role = view.isAbsent ? .absent : .view
        // The element moves in whole.
        self.init(
            element: consume view, info: info, role: role, tree: tree, parent: parent, link: link,
            attachment: attachment, adopting: adopting)
    }

    /// Where this view is in the hosted hierarchy, computed as the runtime does: the parent's
    /// identity, the step from the parent (a label, what a modifier carries), the structural
    /// steps, and the view's `.id(_:)`s. Walks up iteratively and caches.
    var identity: ViewIdentity {
        if let cachedIdentity { return cachedIdentity }
        var pending: [InspectionNode] = []
        var current: InspectionNode? = self
        while let node = current, node.cachedIdentity == nil {
            pending.append(node)
            current = node.parent
        }
        for node in pending.reversed() {
            let base = node.parent?.cachedIdentity ?? tree.rootIdentity
            node.cachedIdentity = base.appending(node.linkSteps + node.steps)
        }
        return cachedIdentity ?? tree.rootIdentity
    }

    private var linkSteps: [ViewIdentity.Step] {
        switch link {
        case .root, .content: []
        case let .part(index): parent.map { [$0.viewKind.parts[index].step] } ?? []
        case .modifier, .layer, .attributeView: attachment.map { [.attached($0)] } ?? []
        }
    }

    /// Forgets the cached children and attached nodes: when the tree goes, or when the node is
    /// retired. Children point to their parents, so this breaks the cycles.
    func releaseChildren() {
        cachedContent = nil
        attachedNodes = .none
    }

    /// Retires `roots` and everything below them, iteratively: they leave the tree's list
    /// and their caches, so what no handle holds is freed.
    func retire(_ roots: [InspectionNode]) {
        var pending = roots
        var count = 0
        while let node = pending.popLast() {
            // Read into locals: no access to a node's storage spans a call, so the compiler
            // checks none at run time.
            let content = node.cachedContent
            content?.appendNodes(to: &pending)
            let attached = node.attachedNodes
            pending += attached.nodes
            node.releaseChildren()
            if !node.isRetired {
                node.isRetired = true
                count += 1
            }
        }
        tree.noteRetired(count)
    }

    /// Forgets the node's children and its parent; only the tree calls this, when it goes.
    func releaseLinks() {
        releaseChildren()
        parent = nil
    }

    deinit {
        // Release the chain of ancestors that only this node kept, iteratively: dropping a
        // handle on a view 10,000 levels deep must not recurse 10,000 times.
        var ancestor = parent
        parent = nil
        while ancestor != nil, isKnownUniquelyReferenced(&ancestor) {
            let next = ancestor?.parent
            ancestor?.parent = nil
            ancestor = next
        }
    }

    /// The root node of a new inspection of `view`, owned by `tree`.
    static func root(_ view: Any, in tree: InspectionTree) -> InspectionNode {
        let expanded = Expansion.expand(view, in: tree)
        if expanded.count == 1, let single = expanded.first {
            return InspectionNode(
                value: single.value, info: TypeInfo.of(value: single.value), role: single.isAbsent ? .absent : .view,
                modifiers: single.modifiers, tree: tree, parent: nil, link: .root, attachment: nil, steps: single.steps)
        }
        return InspectionNode(
            value: view, info: TypeInfo.of(value: view), role: .group, modifiers: [], tree: tree, parent: nil,
            link: .root, attachment: nil)
    }

    var viewKind: ViewKind {
        if case .view = role { return info.viewKind }
        return .notAView
    }

    /// Whether the node is a custom `ViewModifier`'s body level.
    var isCustomModifier: Bool {
        if case .customModifier = role { return true }
        return false
    }

    /// The name of this node in messages: `HStack`, `OtherView`, `overlay`.
    var kindName: String {
        switch role {
        case .view: info.kindName
        case .customModifier: info.displayName
        case let .layer(kind): kind.attachment?.call ?? info.displayName
        case .group: "group of views"
        case .absent: "absent view"
        }
    }

    // MARK: - Attached nodes

    /// The node for content hanging from this node — a label, a layer, a custom modifier —
    /// created once, so that every way of reaching it yields the same node. `info`, when the
    /// caller has looked it up, is the content's type information.
    func attached(
        _ content: @autoclosure () throws -> Any, info: TypeInfo? = nil, role: Role, link: Link, attachment: Int?
    ) rethrows -> InspectionNode {
        let known = attachedNodes
        if let existing = known.node(link: link, attachment: attachment) { return existing }
        let tree = self.tree
        if isRetired { tree.readopt(self) }
        let value = try content()
        let node: InspectionNode
        if case .group = role, case let expanded = Expansion.expand(value, in: tree), expanded.count == 1,
            let single = expanded.first
        {
            node = InspectionNode(single, parent: self, tree: tree, link: link, attachment: attachment)
        } else {
            node = InspectionNode(
                value: value, info: info ?? TypeInfo.of(value: value), role: role, modifiers: [], tree: tree,
                parent: self, link: link, attachment: attachment)
        }
        // Changed in a local and put back (moved out first, so the list is not copied): no
        // access to the node's storage spans a call, so the compiler checks none at run time.
        var attached = attachedNodes
        attachedNodes = .none
        attached.append(node)
        attachedNodes = attached
        return node
    }
}

/// Limits that keep inspection of runaway views finite, and failure messages readable.
public enum InspectionLimits {
    /// How many levels deep inspection unwraps views — each call of a `pathToRoot` is a level —
    /// before it reports a `body` that contains itself without end. Deep but finite recursive
    /// views (a view that contains itself 5,000 times, a few levels each time) inspect and
    /// search normally.
    public static let maximumDepth = 50_000

    /// How many lines of the searched tree a failed `find` shows in its message; the rest is
    /// summarized in one line. `treeDump()` shows everything.
    public static let failureDumpLines = 120

    /// How many matches a strict search (`findUnique`) that found several lists in its
    /// message; the rest are counted in one line. The error's reason holds them all.
    public static let listedMatches = 20
}

/// A node's cached failure to compute its content.
final class CachedFailure {
    let reason: InspectionError.Reason
    init(_ reason: InspectionError.Reason) { self.reason = reason }
}
