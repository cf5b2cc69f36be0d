import ViewTree

/// Modal views: "when a modal accessibility element is visible, sibling accessibility elements
/// that are not modal are ignored" (SwiftUI's `AccessibilityTraits.isModal`).
///
/// A view that has the `.isModal` trait and is not hidden restricts its level: the nearest
/// view around it with `.accessibilityElement(children: .contain)`, else the whole screen (the
/// view inspection started from). A screen reader then reaches, at that level, only what is
/// inside a modal view of the level; every other view there, and everything inside it, is
/// hidden. Levels inside a modal view keep their own modal views.
///
/// The screen is scanned for modal views once per model, on first need; a screen without any
/// costs that scan only.
extension AccessibilityModel {
    /// The modal views of a screen.
    struct ModalScan {
        /// The modal views that are not hidden, by the level they restrict: the
        /// `.contain` view around them, or nil for the screen.
        var modals: [ObjectIdentifier?: [InspectionNode]] = [:]
        /// The modal views and the views between each and its level.
        var onPath: Set<ObjectIdentifier> = []
    }

    /// Where a view is, with respect to the modal views around it.
    enum ModalState {
        /// Not restricted: no modal view at the levels around it, or inside one.
        case free
        /// At `level` (nil: the screen), which has modal views, not yet inside one of them.
        case seeking(level: InspectionNode?)
        /// Outside the modal views of its level; the first of them.
        case excluded(by: InspectionNode)
    }

    /// What hides `node` because it is outside a modal view, if anything.
    func modalHiding(of node: InspectionNode) -> Hiding? {
        let scan = modalScan(around: node)
        guard !scan.modals.isEmpty else { return nil }
        let top: ModalState = scan.modals[nil] != nil ? .seeking(level: nil) : .free
        let inherited = modalStates.state(of: node, top: top) { state, parent, child in
            self.modalStep(state, through: parent, to: child, scan: scan)
        }
        guard case let .excluded(modal) = settle(inherited, at: node, scope: node.modifiers.indices, scan: scan) else {
            return nil
        }
        return Hiding(node: modal, cause: ".accessibilityAddTraits(.isModal)", byModal: true)
    }

    /// The state of `node` itself, when its modifiers at the positions `scope` wrap what is
    /// asked about: inside a modal view once the path reaches one of the level's modal views,
    /// excluded once it leaves the paths to them.
    private func settle(_ state: ModalState, at node: InspectionNode, scope: Range<Int>, scan: ModalScan) -> ModalState {
        guard case let .seeking(level) = state else { return state }
        let modals = scan.modals[level.map(ObjectIdentifier.init)] ?? []
        if modals.contains(where: { $0 === node }),
            AccessibilityReading.traits(.addedTraits, of: node, in: scope).contains(.isModal)
        {
            return .free
        }
        if !scan.onPath.contains(ObjectIdentifier(node)), let first = modals.first {
            return .excluded(by: first)
        }
        return state
    }

    private func modalStep(_ state: ModalState, through parent: InspectionNode, to child: InspectionNode, scan: ModalScan) -> ModalState {
        let scope = parent.accessibilityScope(of: child)
        let next = settle(state, at: parent, scope: scope, scan: scan)
        if case .excluded = next { return next }
        if AccessibilityElementReading.childBehavior(of: parent, in: scope) == .contain,
            scan.modals[ObjectIdentifier(parent)] != nil
        {
            return .seeking(level: parent)
        }
        return next
    }

    /// The modal views of the screen `node` is in, found once.
    private func modalScan(around node: InspectionNode) -> ModalScan {
        if let modalScan { return modalScan }
        var screen = node
        while let parent = screen.parent { screen = parent }
        var candidates: [InspectionNode] = []
        // Parts that cannot be evaluated are searched by the query itself, which reports them.
        _ = SearchEngine.traverse(from: screen, traversal: .depthFirst, limit: nil, onScreenOnly: true) { each in
            if Self.declaredTraits(of: each).contains(.isModal) { candidates.append(each) }
            return false
        }
        var scan = ModalScan()
        for modal in candidates where !isHiddenRegardlessOfModals(modal) {
            var path: [ObjectIdentifier] = [ObjectIdentifier(modal)]
            var level: InspectionNode?
            var child = modal
            while let parent = child.parent {
                if AccessibilityElementReading.childBehavior(of: parent, in: parent.accessibilityScope(of: child)) == .contain {
                    level = parent
                    break
                }
                path.append(ObjectIdentifier(parent))
                child = parent
            }
            let key = level.map(ObjectIdentifier.init)
            scan.modals[key] = (scan.modals[key] ?? []) + [modal]
            scan.onPath.formUnion(path)
        }
        modalScan = scan
        return scan
    }
}
