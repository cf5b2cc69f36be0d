import ViewTree

/// How a screen reader sees the inspected tree: which views are elements, their roles, their
/// names, which views it does not read, and the order it reads them in.
///
/// - A view hidden with `.accessibilityHidden(true)` or `.hidden()`, on it or an ancestor, a
///   decorative image (`Image(decorative:)`), the views of a `.mask`, and every view inside an
///   `.accessibilityElement(children: .ignore)` are hidden: not read at all.
/// - When a view that is not hidden has the `.isModal` trait, the views outside it at its level
///   (in the nearest `.accessibilityElement(children: .contain)` around it, else the whole
///   screen) are hidden too (`AccessibilityModel+Modal.swift`).
/// - The views in the parts of a kind that is an element (a button's label, a label's title and
///   icon) and every view inside an `.accessibilityElement(children: .combine)` are merged:
///   read as part of the outermost such element, not as elements of their own.
/// - Any other view is an element when it has a role, an accessibility label, or an
///   `.accessibilityElement(children:)` that ignores or combines its children.
///
/// Modifiers apply in the order they were applied (`AccessibilityScope.swift`): what an overlay
/// or background shows is inside the modifiers applied after it only.
///
/// One model serves one query or audit: it keeps what it computed for each node, so that asking
/// about every node of a tree costs one visit per node.
final class AccessibilityModel {
    /// Why a screen reader does not read a view.
    struct Hiding {
        /// The view whose modifier (or whose kind) hides it; for a modal view, the modal view.
        let node: InspectionNode
        /// How, as written in source: `.accessibilityHidden(true)`, `.hidden()`,
        /// `.accessibilityAddTraits(.isModal)`.
        let cause: String
        /// Whether the view is hidden because it is outside a modal view.
        var byModal = false

        /// What hides the view, as a clause: `it is hidden by .hidden() on vStack().text(0)`.
        var explanation: String {
            byModal
                ? "the modal view at \(node.pathToRoot) hides it (\(cause): a screen reader reaches only what is inside)"
                : "it is hidden by \(cause) on \(node.pathToRoot)"
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

    /// What the ancestors of a view impose on it (not its own modifiers).
    private struct Context {
        var hiding: Hiding?
        /// The outermost ancestor that takes in the views below it, and whether it ignores
        /// them (rather than merging them).
        var container: (node: InspectionNode, ignores: Bool)?
        /// Whether the view is in the header of a `Section`.
        var inSectionHeader = false
    }

    private let contexts = InheritedStates<Context>()
    private var names: [ObjectIdentifier: String?] = [:]
    /// The modal views of the screen, found on first need.
    var modalScan: ModalScan?
    let modalStates = InheritedStates<ModalState>()
    let readingPlaces = InheritedStates<ReadingPlace>()

    // MARK: - Status

    func status(of node: InspectionNode) -> Status {
        let context = contexts.state(of: node, top: Context(), step: Self.step)
        if let hiding = context.hiding ?? Self.hiding(by: node, in: node.modifiers.indices, kindToo: true) {
            return .hidden(hiding)
        }
        if let (container, ignores) = context.container {
            return ignores
                ? .hidden(Hiding(node: container, cause: ".accessibilityElement(children: .ignore)"))
                : .merged(into: container)
        }
        if let modal = modalHiding(of: node) { return .hidden(modal) }
        guard case .view = node.role else { return .notAnElement }
        if !roles(of: node).isEmpty || Self.label(of: node) != nil { return .element }
        if let behavior = AccessibilityElementReading.childBehavior(of: node), behavior != .contain { return .element }
        return .notAnElement
    }

    /// Whether `node` is hidden by itself or its ancestors, or ignored by an ancestor (not
    /// counting modal views).
    func isHiddenRegardlessOfModals(_ node: InspectionNode) -> Bool {
        let context = contexts.state(of: node, top: Context(), step: Self.step)
        return context.hiding != nil || context.container?.ignores == true
            || Self.hiding(by: node, in: node.modifiers.indices, kindToo: true) != nil
    }

    /// What `child` gets from `parent` and above.
    private static func step(_ context: Context, through parent: InspectionNode, to child: InspectionNode) -> Context {
        var next = context
        let scope = parent.accessibilityScope(of: child)
        if next.hiding == nil { next.hiding = hiding(by: parent, in: scope, kindToo: parent.holdsWithin(child)) }
        // A mask's views shape what is drawn; they are not shown, nor read.
        if next.hiding == nil, child.parent === parent, case let .layer(kind) = child.role, kind == .mask {
            next.hiding = Hiding(node: parent, cause: ".mask")
        }
        if next.container == nil { next.container = takesIn(child, from: parent) }
        if !next.inSectionHeader, parent.viewKind == .section, case let .part(index) = child.link,
            parent.viewKind.parts[index].call == "header()"
        {
            next.inSectionHeader = true
        }
        return next
    }

    /// Whether `parent` takes in `child`: the child is one of the parts of an element kind, or
    /// the parent ignores or combines its children (with a modifier that wraps the child).
    static func takesIn(_ child: InspectionNode, from parent: InspectionNode) -> (node: InspectionNode, ignores: Bool)? {
        if case .view = parent.role, case .part = child.link, parent.viewKind.accessibility != nil {
            return (parent, false)
        }
        // A classic tab's `.tabItem` label is read as part of the tab, the view it labels.
        if case .view = parent.role, case let .layer(kind) = child.role, kind == .tabItem {
            return (parent, false)
        }
        let scope = parent.accessibilityScope(of: child)
        guard let behavior = AccessibilityElementReading.childBehavior(of: parent, in: scope), behavior != .contain else {
            return nil
        }
        return (parent, behavior == .ignore)
    }

    /// What among the modifiers of `node` at the positions `scope` (and, with `kindToo`, its
    /// kind) hides what they wrap from a screen reader, if anything. Any
    /// `.accessibilityHidden(true)` hides: a `false` inside it does not show the view again.
    static func hiding(by node: InspectionNode, in scope: Range<Int>, kindToo: Bool) -> Hiding? {
        for (index, modifier) in node.ownModifiers(.accessibility) where scope.contains(index) {
            if AccessibilityReading.hides(modifier) {
                return Hiding(node: node, cause: ".accessibilityHidden(true)")
            }
        }
        if node.ownModifiers(.hidden).contains(where: { scope.contains($0.index) }) {
            return Hiding(node: node, cause: ".hidden()")
        }
        if kindToo, node.viewKind == .image, ImageReading.isDecorative(node.value) {
            return Hiding(node: node, cause: "Image(decorative:)")
        }
        return nil
    }

    // MARK: - Roles and traits

    /// The traits `node` declares: its kind's, plus the ones added, minus the ones removed.
    static func declaredTraits(of node: InspectionNode) -> AccessibilityTraits {
        guard case .view = node.role else { return [] }
        let base = node.viewKind.accessibility?.traits ?? []
        return base.union(AccessibilityReading.traits(.addedTraits, of: node))
            .subtracting(AccessibilityReading.traits(.removedTraits, of: node))
    }

    /// The traits of `node`: the ones it declares, plus `.isHeader` for a text in the header of
    /// a `Section`, as a list shows section headers.
    func traits(of node: InspectionNode) -> AccessibilityTraits {
        var traits = Self.declaredTraits(of: node)
        if traits.contains(.isStaticText), contexts.state(of: node, top: Context(), step: Self.step).inSectionHeader {
            traits.insert(.isHeader)
        }
        return traits
    }

    /// The roles of `node`, in order of precedence: its kind's (unless the traits it implies
    /// were removed), the ones its traits give, and, for an element that combines its children,
    /// theirs.
    func roles(of node: InspectionNode) -> [AccessibilityRole] {
        guard case .view = node.role else { return [] }
        var roles = Set(ownRoles(of: node))
        if AccessibilityElementReading.childBehavior(of: node) == .combine {
            let skippingParts = node.viewKind.accessibility != nil
            visitMerged(from: node, includingStart: false, includingHidden: false, skippingParts: skippingParts) { each in
                roles.formUnion(ownRoles(of: each))
                // An element kind's parts are its own business.
                return each.viewKind.accessibility == nil
            }
        }
        return roles.sorted { $0.rank < $1.rank }
    }

    private func ownRoles(of node: InspectionNode) -> [AccessibilityRole] {
        guard case .view = node.role else { return [] }
        let traits = traits(of: node)
        var roles: [AccessibilityRole] = []
        if let profile = node.viewKind.accessibility,
            profile.traits.isEmpty || !AccessibilityReading.traits(.removedTraits, of: node).isSuperset(of: profile.traits)
        {
            roles.append(profile.role)
        }
        if !node.ownModifiers(.tabItem).isEmpty, !roles.contains(.tab) {
            roles.append(.tab)
        }
        for (trait, role) in AccessibilityRole.fromTraits where traits.contains(trait) && !roles.contains(role) {
            roles.append(role)
        }
        return roles
    }

    // MARK: - Names

    /// The accessibility label set on `node`, if any and not empty.
    static func label(of node: InspectionNode) -> String? {
        guard let text = (try? AccessibilityReading.property(.label, of: node, as: ViewTree.Text.self))??.value,
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
        let profile = node.viewKind.accessibility
        let own = tabItemName(of: node, includingHidden: includingHidden)
            ?? profile.flatMap { kindName(of: node, from: $0.name, includingHidden: includingHidden) }
        guard AccessibilityElementReading.childBehavior(of: node) == .combine else { return own }
        // A kind that names itself names itself first; what it combines besides its parts follows.
        let combined = mergedName(from: node, includingStart: false, includingHidden: includingHidden, skippingParts: profile != nil)
        let names = [own, combined].compactMap { $0 }
        return names.isEmpty ? nil : names.joined(separator: ", ")
    }

    /// The name the kind of `node` gives it, from `source`.
    private func kindName(of node: InspectionNode, from source: AccessibilityProfile.NameSource, includingHidden: Bool) -> String? {
        switch source {
        case .text:
            return (try? TextReading.string(of: node.value)).flatMap { $0.isEmpty ? nil : $0 }
        case .imageLabel:
            return ImageReading.accessibilityLabel(of: node.value)
        case let .fixed(name):
            return name
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

    /// The name the `.tabItem` label of `node` gives it, as a tab: a classic tab is named by
    /// its tab item, not by its content.
    private func tabItemName(of node: InspectionNode, includingHidden: Bool) -> String? {
        guard !node.ownModifiers(.tabItem).isEmpty,
            let item = ((try? SearchEngine.children(of: node, onScreenOnly: true)) ?? []).first(where: { child in
                if case let .layer(kind) = child.role { return kind == .tabItem }
                return false
            })
        else { return nil }
        return mergedName(from: item, includingStart: true, includingHidden: includingHidden)
    }

    /// The names of the views from `start` (a part) or below it (a `.combine` element) that
    /// name what they are part of, joined with ", ".
    private func mergedName(
        from start: InspectionNode, includingStart: Bool, includingHidden: Bool, skippingParts: Bool = false
    ) -> String? {
        var parts: [String] = []
        visitMerged(from: start, includingStart: includingStart, includingHidden: includingHidden, skippingParts: skippingParts) { node in
            let name = Self.label(of: node) ?? contentName(of: node, includingHidden: includingHidden)
            if let name { parts.append(name) }
            // A view that names itself (or that has a profile) speaks for the views inside it.
            return name == nil && node.viewKind.accessibility == nil
                && AccessibilityElementReading.childBehavior(of: node) != .ignore
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Visits `start` (when told) and the views below it that it takes in (but the parts of its
    /// kind, when told), top to bottom as in the source, skipping hidden ones unless told;
    /// `visit` returns whether to go on below the view it was given.
    private func visitMerged(
        from start: InspectionNode, includingStart: Bool, includingHidden: Bool, skippingParts: Bool = false,
        _ visit: (InspectionNode) -> Bool
    ) {
        var pending: [InspectionNode] = includingStart
            ? [start]
            : ((try? SearchEngine.children(of: start, onScreenOnly: true)) ?? []).filter { child in
                if skippingParts, case .part = child.link { return false }
                return Self.takesIn(child, from: start) != nil
            }.reversed()
        while let node = pending.popLast() {
            if case .absent = node.role { continue }
            if !includingHidden, Self.hiding(by: node, in: node.modifiers.indices, kindToo: true) != nil {
                // What hangs from a modifier applied outside the one that hides may still show.
                let shown = ((try? SearchEngine.children(of: node, onScreenOnly: true)) ?? []).filter {
                    Self.hiding(by: node, in: node.accessibilityScope(of: $0), kindToo: node.holdsWithin($0)) == nil
                }
                pending.append(contentsOf: shown.reversed())
                continue
            }
            if case .view = node.role, !visit(node) { continue }
            pending.append(contentsOf: ((try? SearchEngine.children(of: node, onScreenOnly: true)) ?? []).reversed())
        }
    }
}

/// States that views get from their ancestors, computed top down from the nearest ancestor
/// already known, iteratively (trees thousands of levels deep do not grow the stack), and kept.
final class InheritedStates<State> {
    private var states: [ObjectIdentifier: State] = [:]

    /// The state `node` gets from its ancestors: `top` for the node with no parent, else
    /// `step` applied to its parent's state, through the parent, to it.
    func state(
        of node: InspectionNode, top: State, step: (State, _ parent: InspectionNode, _ child: InspectionNode) -> State
    ) -> State {
        if let known = states[ObjectIdentifier(node)] { return known }
        var chain: [InspectionNode] = []
        var current: InspectionNode? = node
        while let each = current, states[ObjectIdentifier(each)] == nil {
            chain.append(each)
            current = each.parent
        }
        var parent = current
        var state = current.flatMap { states[ObjectIdentifier($0)] } ?? top
        for each in chain.reversed() {
            if let parent { state = step(state, parent, each) }
            states[ObjectIdentifier(each)] = state
            parent = each
        }
        return state
    }
}
