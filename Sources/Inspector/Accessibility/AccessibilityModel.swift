import ViewTree

/// How a screen reader sees the inspected tree: which views are elements, their roles, their
/// names, and which views it does not read.
///
/// - A view hidden with `.accessibilityHidden(true)` or `.hidden()`, on it or an ancestor, a
///   decorative image (`Image(decorative:)`), and every view inside an
///   `.accessibilityElement(children: .ignore)` are hidden: not read at all.
/// - The views in the parts of a kind that is an element (a button's label, a label's title and
///   icon) and every view inside an `.accessibilityElement(children: .combine)` are merged:
///   read as part of the outermost such element, not as elements of their own.
/// - Any other view is an element when it has a role, an accessibility label, or an
///   `.accessibilityElement(children:)` that ignores or combines its children.
///
/// One model serves one query or audit: it keeps what it computed for each node, so that asking
/// about every node of a tree costs one visit per node.
final class AccessibilityModel {
    /// Why a screen reader does not read a view.
    struct Hiding {
        /// The view whose modifier (or whose kind) hides it.
        let node: InspectionNode
        /// How, as written in source: `.accessibilityHidden(true)`, `.hidden()`.
        let cause: String

        var explanation: String {
            "hidden by \(cause) on \(node.pathToRoot)"
        }
    }

    /// What a screen reader makes of a view.
    enum Status {
        /// An element of its own.
        case element
        /// Not read.
        case hidden(Hiding)
        /// Read as part of the element `into`.
        case merged(into: InspectionNode)
        /// Not an element: a container, a custom view; the elements inside it are read.
        case notAnElement
    }

    /// What the ancestors of a view (and the view itself) impose on it.
    private struct Context {
        var hiding: Hiding?
        /// The outermost ancestor that takes in the views below it, and whether it ignores
        /// them (rather than merging them).
        var container: (node: InspectionNode, ignores: Bool)?
    }

    private var contexts: [ObjectIdentifier: Context] = [:]
    private var names: [ObjectIdentifier: String?] = [:]

    // MARK: - Status

    func status(of node: InspectionNode) -> Status {
        let context = context(of: node)
        if let hiding = context.hiding { return .hidden(hiding) }
        if let (container, ignores) = context.container {
            return ignores
                ? .hidden(Hiding(node: container, cause: ".accessibilityElement(children: .ignore)"))
                : .merged(into: container)
        }
        guard case .view = node.role else { return .notAnElement }
        if !roles(of: node).isEmpty || Self.label(of: node) != nil { return .element }
        if let behavior = AccessibilityElementReading.childBehavior(of: node), behavior != .contain { return .element }
        return .notAnElement
    }

    private func context(of node: InspectionNode) -> Context {
        if let known = contexts[ObjectIdentifier(node)] { return known }
        // Walk up to the nearest ancestor already known, iteratively, then come back down.
        var chain: [InspectionNode] = []
        var current: InspectionNode? = node
        while let each = current, contexts[ObjectIdentifier(each)] == nil {
            chain.append(each)
            current = each.parent
        }
        var above: (node: InspectionNode, context: Context)? = current.map { ($0, contexts[ObjectIdentifier($0)] ?? Context()) }
        for each in chain.reversed() {
            var context = Context()
            if let (parent, parentContext) = above {
                context.hiding = parentContext.hiding
                context.container = parentContext.container ?? Self.takesIn(each, from: parent)
            }
            if context.hiding == nil { context.hiding = Self.ownHiding(of: each) }
            contexts[ObjectIdentifier(each)] = context
            above = (each, context)
        }
        return contexts[ObjectIdentifier(node)] ?? Context()
    }

    /// Whether `parent` takes in `child`: the child is one of the parts of an element kind, or
    /// the parent ignores or combines its children.
    private static func takesIn(_ child: InspectionNode, from parent: InspectionNode) -> (node: InspectionNode, ignores: Bool)? {
        if case .view = parent.role, case .part = child.link, AccessibilityProfile.of(parent.viewKind) != nil {
            return (parent, false)
        }
        guard let behavior = AccessibilityElementReading.childBehavior(of: parent), behavior != .contain else { return nil }
        return (parent, behavior == .ignore)
    }

    /// What hides `node` itself from a screen reader, if anything.
    static func ownHiding(of node: InspectionNode) -> Hiding? {
        if (try? AccessibilityReading.property("hidden", of: node, as: Bool.self))??.value == true {
            return Hiding(node: node, cause: ".accessibilityHidden(true)")
        }
        if !node.ownModifiers(.hidden).isEmpty {
            return Hiding(node: node, cause: ".hidden()")
        }
        if node.viewKind == .image, (try? Reflection.field("isDecorative", of: node.value, as: Bool.self)) == true {
            return Hiding(node: node, cause: "Image(decorative:)")
        }
        return nil
    }

    // MARK: - Roles and traits

    /// The traits of `node`: its kind's, plus the ones added, minus the ones removed.
    static func traits(of node: InspectionNode) -> AccessibilityTraits {
        guard case .view = node.role else { return [] }
        let base = AccessibilityProfile.of(node.viewKind)?.traits ?? []
        return base.union(AccessibilityReading.traits("addedTraits", of: node))
            .subtracting(AccessibilityReading.traits("removedTraits", of: node))
    }

    /// The roles of `node`, in order of precedence: its kind's (unless the traits it implies
    /// were removed), the ones its traits give, and, for an element that combines its children,
    /// theirs.
    func roles(of node: InspectionNode) -> [AccessibilityRole] {
        guard case .view = node.role else { return [] }
        var roles = Set(Self.ownRoles(of: node))
        if AccessibilityElementReading.childBehavior(of: node) == .combine {
            visitMerged(from: node, includingStart: false, includingHidden: false) { each in
                roles.formUnion(Self.ownRoles(of: each))
                // An element kind's parts are its own business.
                return AccessibilityProfile.of(each.viewKind) == nil
            }
        }
        return roles.sorted { $0.rank < $1.rank }
    }

    private static func ownRoles(of node: InspectionNode) -> [AccessibilityRole] {
        guard case .view = node.role else { return [] }
        let traits = traits(of: node)
        var roles: [AccessibilityRole] = []
        if let profile = AccessibilityProfile.of(node.viewKind),
            profile.traits.isEmpty || !AccessibilityReading.traits("removedTraits", of: node).isSuperset(of: profile.traits)
        {
            roles.append(profile.role)
        }
        for (trait, role) in AccessibilityRole.fromTraits where traits.contains(trait) && !roles.contains(role) {
            roles.append(role)
        }
        return roles
    }

    // MARK: - Names

    /// The accessibility label set on `node`, if any and not empty.
    static func label(of node: InspectionNode) -> String? {
        guard let text = (try? AccessibilityReading.property("label", of: node, as: ViewTree.Text.self))??.value,
            let string = try? TextReading.string(of: text), !string.isEmpty
        else { return nil }
        return string
    }

    /// The accessible name of `node`: its accessibility label, else what its content says (a
    /// text's string, an image's label, the texts of a button's label, the names of the
    /// elements a `.combine` element merges, joined with ", "); nil when it has none.
    func name(of node: InspectionNode) -> String? {
        if let known = names[ObjectIdentifier(node)] { return known }
        let name = Self.label(of: node) ?? contentName(of: node, includingHidden: false)
        names[ObjectIdentifier(node)] = name
        return name
    }

    /// What the content of `node` names it, without its accessibility label; with
    /// `includingHidden`, hidden views count too (to tell a hidden label from none).
    func contentName(of node: InspectionNode, includingHidden: Bool) -> String? {
        guard case .view = node.role else { return nil }
        if let profile = AccessibilityProfile.of(node.viewKind) {
            switch profile.name {
            case .text:
                return (try? TextReading.string(of: node.value)).flatMap { $0.isEmpty ? nil : $0 }
            case .imageLabel:
                let label = try? Reflection.field("label", of: node.value, as: ViewTree.Text?.self)
                return label.flatMap { try? TextReading.string(of: $0) }.flatMap { $0.isEmpty ? nil : $0 }
            case let .parts(calls):
                for call in calls {
                    guard let part = try? node.partNode(call: call) else { continue }
                    if let name = mergedName(from: part, includingStart: true, includingHidden: includingHidden) {
                        return name
                    }
                }
                return nil
            }
        }
        guard AccessibilityElementReading.childBehavior(of: node) == .combine else { return nil }
        return mergedName(from: node, includingStart: false, includingHidden: includingHidden)
    }

    /// The names of the views from `start` (a part) or below it (a `.combine` element) that
    /// name what they are part of, joined with ", ".
    private func mergedName(from start: InspectionNode, includingStart: Bool, includingHidden: Bool) -> String? {
        var parts: [String] = []
        visitMerged(from: start, includingStart: includingStart, includingHidden: includingHidden) { node in
            let name = Self.label(of: node) ?? contentName(of: node, includingHidden: includingHidden)
            if let name { parts.append(name) }
            // A view that names itself (or that has a profile) speaks for the views inside it.
            return name == nil && AccessibilityProfile.of(node.viewKind) == nil
                && AccessibilityElementReading.childBehavior(of: node) != .ignore
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Visits `start` (when told) and the views below it, top to bottom as in the source,
    /// skipping hidden ones unless told; `visit` returns whether to go on below the view it was
    /// given.
    private func visitMerged(
        from start: InspectionNode, includingStart: Bool, includingHidden: Bool, _ visit: (InspectionNode) -> Bool
    ) {
        var pending = includingStart ? [start] : ((try? SearchEngine.children(of: start)) ?? []).reversed()
        while let node = pending.popLast() {
            if case .absent = node.role { continue }
            if !includingHidden, Self.ownHiding(of: node) != nil { continue }
            if case .view = node.role, !visit(node) { continue }
            pending.append(contentsOf: ((try? SearchEngine.children(of: node)) ?? []).reversed())
        }
    }
}
