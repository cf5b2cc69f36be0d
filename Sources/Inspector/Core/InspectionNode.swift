import ViewTree

/// One level of the inspected tree: a view (with the modifiers that wrap it), a custom
/// modifier, an overlay or background layer, or a group of views standing together.
///
/// Nodes are shared references owned by their `InspectionTree`: a handle is a thin struct
/// around a node and its tree, parents are never copied, and each node computes its children
/// once (a custom view's `body` is evaluated once per node, however many questions are asked
/// of it, and however many searches pass through it).
final class InspectionNode {
    /// What the node stands for.
    enum Role {
        /// A view; `value` is the view without its `ModifiedContent` wrappers.
        case view
        /// A custom `ViewModifier` applied to the parent; `value` is the modifier.
        case customModifier
        /// An `overlay` or `background` of the parent; `value` is the modifier.
        case layer(ModifierKind)
        /// Several views that stand together without a container, such as a button label
        /// made of an image and a text; `value` is the builder's output.
        case group
    }

    /// How the node is reached from its parent.
    enum Link: Hashable {
        /// The node inspection started from.
        case root
        /// A child of a container or of a single-content view. `ofMany` tells whether the
        /// parent's children are addressed by index (`text(1)`) or not (`text()`).
        case content(index: Int, ofMany: Bool)
        /// A button's label: `labelView()`.
        case label
        /// A custom modifier: `modifier(T.self)`, with the index among modifiers of that type
        /// when there are several.
        case modifier(typeName: String, index: Int?)
        /// An overlay or background: `overlay()`, `background(1)`.
        case layer(call: String, index: Int?)
        /// A text read from an accessibility modifier: `accessibilityLabel()`.
        case attributeView(call: String)
    }

    let value: Any
    let info: TypeInfo
    let role: Role
    /// In source order: `[0]` was applied first (innermost).
    let modifiers: [Any]
    unowned let tree: InspectionTree
    unowned let parent: InspectionNode?
    let link: Link
    let depth: Int
    /// The structural steps from the parent's content to this view, for hosted inspections.
    let steps: [ViewIdentity.Step]
    private var cachedIdentity: ViewIdentity?
    /// For nodes hanging from one of the parent's modifiers (a custom modifier, an overlay):
    /// that modifier's index in `parent.modifiers`. Only the parent's modifiers outside it
    /// apply to this node's environment.
    let attachment: Int?

    private var cachedChildren: [InspectionNode]?
    private var cachedFailure: InspectionError.Reason?
    private var cachedGeneration: UInt64 = 0
    private var cachedObservation: ObservationFlag?
    private var attachedNodes: [AttachmentKey: InspectionNode] = [:]

    /// Attached nodes by how they are reached and by the modifier they hang from: two
    /// modifier types with one display name (two `private struct Badge`s) stay apart.
    private struct AttachmentKey: Hashable {
        let link: Link
        let attachment: Int?
    }
    var cachedBaseEnvironment: (generation: UInt64, environment: EnvironmentValues)?

    /// Creates a node owned by `tree`: the parent's tree, or a new one for a root.
    private init(
        value: Any, info: TypeInfo, role: Role, modifiers: [Any], tree: InspectionTree,
        parent: InspectionNode?, link: Link, attachment: Int?, steps: [ViewIdentity.Step] = []
    ) {
        self.steps = steps
        self.value = value
        self.info = info
        self.role = role
        self.modifiers = modifiers
        self.tree = tree
        self.parent = parent
        self.link = link
        self.depth = (parent?.depth ?? -1) + 1
        self.attachment = attachment
        tree.adopt(self)
    }

    private convenience init(_ view: ExpandedView, parent: InspectionNode, link: Link, attachment: Int? = nil) {
        self.init(
            value: view.value, info: view.info, role: .view, modifiers: view.modifiers, tree: parent.tree,
            parent: parent, link: link, attachment: attachment, steps: view.steps)
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
            node.cachedIdentity = base.appending(node.linkSteps + node.steps + node.explicitSteps)
        }
        return cachedIdentity ?? tree.rootIdentity
    }

    private var linkSteps: [ViewIdentity.Step] {
        switch link {
        case .root, .content: []
        case .label: [.label]
        case .modifier, .layer, .attributeView: attachment.map { [.attached($0)] } ?? []
        }
    }

    private var explicitSteps: [ViewIdentity.Step] {
        ownModifiers(.id).compactMap { _, modifier in
            (Reflection.field("id", of: modifier) as? AnyHashable).map { .explicit($0) }
        }
    }

    /// Forgets the cached children and attached nodes; only the tree calls this, when it goes.
    func releaseChildren() {
        cachedChildren = nil
        attachedNodes = [:]
    }

    /// The root node of a new inspection of `view`, owned by `tree`.
    static func root(_ view: Any, in tree: InspectionTree) -> InspectionNode {
        let expanded = ViewStructure.expand(view, recordingSteps: tree.recordsIdentity)
        if expanded.count == 1, let single = expanded.first {
            return InspectionNode(
                value: single.value, info: single.info, role: .view, modifiers: single.modifiers, tree: tree,
                parent: nil, link: .root, attachment: nil, steps: single.steps)
        }
        return InspectionNode(
            value: view, info: TypeInfo.of(value: view), role: .group, modifiers: [], tree: tree, parent: nil,
            link: .root, attachment: nil)
    }

    var viewKind: ViewKind {
        if case .view = role { return info.viewKind }
        return .notAView
    }

    /// The name of this node in messages: `HStack`, `OtherView`, `overlay`.
    var kindName: String {
        switch role {
        case .view: info.kindName
        case .customModifier: info.displayName
        case let .layer(kind): kind == .overlay || kind == .overlayStyle ? "overlay" : "background"
        case .group: "group of views"
        }
    }

    // MARK: - Content

    /// The children a chain addresses with `text()` / `text(0)`: a container's views, a custom
    /// view's body, a custom modifier's body, a layer's content.
    ///
    /// Computed once and kept while nothing the content depends on changes: a state write, a
    /// binding, a published property or `objectWillChange` advances `StateGeneration`, and an
    /// `@Observable` model read by a body marks that body's node. A handle held across a
    /// `tap()` therefore shows the content as it is now, not as it was.
    func contentChildren() throws(InspectionError.Reason) -> [InspectionNode] {
        let generation = StateGeneration.current
        if cachedGeneration == generation, cachedObservation?.hasChanged != true {
            if let cachedChildren { return cachedChildren }
            if let cachedFailure { throw cachedFailure }
        }
        // Only bodies read models; containers need no observation.
        let observation = evaluatesBody ? ObservationFlag() : nil
        cachedGeneration = generation
        cachedObservation = observation
        do {
            let children = try makeContentChildren(observation: observation)
            cachedChildren = children
            cachedFailure = nil
            return children
        } catch let reason as InspectionError.Reason {
            cachedChildren = nil
            cachedFailure = reason
            throw reason
        } catch {
            let reason = InspectionError.Reason.notSupported(String(describing: error))
            cachedChildren = nil
            cachedFailure = reason
            throw reason
        }
    }

    private var evaluatesBody: Bool {
        switch role {
        case .view: info.viewKind == .custom || info.viewKind == .forEach
        case .customModifier: true
        case .layer, .group: false
        }
    }

    private func makeContentChildren(observation: ObservationFlag?) throws -> [InspectionNode] {
        guard hasContent else { return [] }
        guard depth < InspectionLimits.maximumDepth else {
            throw InspectionError.Reason.depthLimitExceeded(limit: InspectionLimits.maximumDepth, view: recursingViewName)
        }
        switch role {
        case .view:
            switch info.viewKind {
            case .hStack, .vStack, .zStack, .group:
                return children(of: try Reflection.field("content", of: value, info: info), prefix: .content)
            case .anyView:
                let view = try Reflection.field("storage", of: value, info: info)
                return children(of: view, prefix: .erased(ObjectIdentifier(type(of: view))))
            case .forEach:
                // Content closures read models too: track them like bodies.
                let recording = tree.recordsIdentity
                let elements = try Evaluation.tracked(observation) {
                    try Evaluation.forEachElements(of: value, withIDs: recording)
                }
                var views: [ExpandedView] = []
                for element in elements {
                    views += ViewStructure.expand(
                        element.content, recordingSteps: recording, prefix: element.id.map { [.element($0)] } ?? [])
                }
                return nodes(for: views, forceMany: true)
            case .custom:
                return children(of: try Evaluation.body(of: self, observation: observation), prefix: .body)
            default:
                return []
            }
        case .customModifier:
            return children(of: try Evaluation.body(ofModifier: self, observation: observation))
        case let .layer(kind):
            switch kind {
            case .overlay: return children(of: try Reflection.field("overlay", of: value, as: Any.self))
            case .background: return children(of: try Reflection.field("background", of: value, as: Any.self))
            default:
                let style = try Reflection.field("style", of: value, as: Any.self)
                return style is any ViewTree.View ? children(of: style) : []
            }
        case .group:
            return children(of: value)
        }
    }

    /// Whether the node can have content at all: leaves never reach the depth limit.
    private var hasContent: Bool {
        switch role {
        case .view:
            switch info.viewKind {
            case .hStack, .vStack, .zStack, .group, .anyView, .forEach, .custom: true
            default: false
            }
        case .customModifier, .layer, .group: true
        }
    }

    /// The custom view nearest this node, the likely body that contains itself.
    private var recursingViewName: String {
        var current: InspectionNode? = self
        while let node = current {
            if node.viewKind == .custom { return node.info.displayName }
            current = node.parent
        }
        return kindName
    }

    private func children(of content: Any, prefix: ViewIdentity.Step? = nil) -> [InspectionNode] {
        let recording = tree.recordsIdentity
        let expanded = ViewStructure.expand(
            content, recordingSteps: recording, prefix: recording ? prefix.map { [$0] } ?? [] : [])
        return nodes(for: expanded, forceMany: false)
    }

    private func nodes(for views: [ExpandedView], forceMany: Bool) -> [InspectionNode] {
        let ofMany = forceMany || isMultipleContainer || views.count != 1
        return views.enumerated().map { index, view in
            InspectionNode(view, parent: self, link: .content(index: index, ofMany: ofMany))
        }
    }

    /// Containers whose children are always addressed by index, even when there is one.
    private var isMultipleContainer: Bool {
        switch role {
        case .view:
            switch info.viewKind {
            case .hStack, .vStack, .zStack, .group, .forEach: true
            default: false
            }
        case .group: true
        case .customModifier, .layer: false
        }
    }

    // MARK: - Attached nodes

    /// The node for content hanging from this node — a label, a layer, a custom modifier —
    /// created once, so that every way of reaching it yields the same node.
    func attached(
        _ content: @autoclosure () throws -> Any, role: Role, link: Link, attachment: Int?
    ) rethrows -> InspectionNode {
        let key = AttachmentKey(link: link, attachment: attachment)
        if let existing = attachedNodes[key] { return existing }
        let value = try content()
        let node: InspectionNode
        let expanded = ViewStructure.expand(value, recordingSteps: tree.recordsIdentity)
        if case .group = role, expanded.count == 1, let single = expanded.first {
            node = InspectionNode(single, parent: self, link: link, attachment: attachment)
        } else {
            node = InspectionNode(
                value: value, info: TypeInfo.of(value: value), role: role, modifiers: [], tree: tree,
                parent: self, link: link, attachment: attachment)
        }
        attachedNodes[key] = node
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
}
