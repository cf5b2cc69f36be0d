import ViewTree

/// Lists the actions a user could take on a screen now, and counts the controls seen for the
/// coverage table.
enum ExploreDiscovery {
    /// The actions on the screen whose root is `root`: kind by kind (`ExploreControls.all`),
    /// in tree order within a kind. Only controls on screen and responsive (neither disabled
    /// nor hidden), and inside the presented sheet or alert on top if there is one, have
    /// actions; every control found, on screen or not, is counted in
    /// `coverage`.
    static func actions(
        in root: InspectableView<ViewType.ClassifiedView>, inputs: [String], coverage: inout ExploreCoverageBook
    ) -> [ExploreMove] {
        guard let rootNode = try? root.node() else { return [] }
        // The views on screen, once for every kind. The nodes are kept alive while their
        // identifiers are compared, so that no other node can take one of them.
        let onScreenNodes = SearchEngine.traverse(from: rootNode, traversal: .depthFirst, limit: nil, onScreenOnly: true) { _ in true }
            .matches
        let onScreen = Set(onScreenNodes.map(ObjectIdentifier.init))
        // A link's destination is searched where the link is until the link pushes it, and then
        // where the stack shows it.
        for link in root.findAll(ViewType.NavigationLink.self) where (try? link.isActive()) == true {
            coverage.pushed(from: link.pathToRoot)
        }
        let modal = topmostPresentation(in: root)
        var actions: [ExploreMove] = []
        withExtendedLifetime(onScreenNodes) {
            for kind in ExploreControls.all {
                actions += discover(kind, in: root, onScreen: onScreen, modal: modal, inputs: inputs, coverage: &coverage)
            }
        }
        return actions
    }

    /// The content of the presented sheet, full-screen cover, popover, alert or dialog that is
    /// on top (the deepest: a presentation from presented content is inside it), if any: a
    /// user can act only inside it. (A tap outside a popover only dismisses it, as on iPad; an
    /// inspector is a column beside the content and blocks nothing.)
    private static func topmostPresentation(in root: InspectableView<ViewType.ClassifiedView>) -> InspectionNode? {
        func presented<Kind: PresentedContentType>(_ kind: Kind.Type) -> [InspectionNode] {
            root.findAll(Kind.self).filter { (try? $0.isPresented()) == true }.compactMap { try? $0.node() }
        }
        let all = presented(ViewType.Sheet.self) + presented(ViewType.FullScreenCover.self) + presented(ViewType.Popover.self)
            + presented(ViewType.Alert.self)
            + presented(ViewType.ConfirmationDialog.self) + presented(ViewType.ActionSheet.self)
        // The deepest is on top: it was presented from inside the others.
        return all.max { $0.depth < $1.depth }
    }

    /// Whether `node` is `container` or inside it.
    private static func isInside(_ node: InspectionNode, _ container: InspectionNode) -> Bool {
        var current: InspectionNode? = node
        while let candidate = current {
            if candidate === container { return true }
            current = candidate.parent
        }
        return false
    }

    private static func discover<Kind: ExploreControl>(
        _ kind: Kind.Type, in root: InspectableView<ViewType.ClassifiedView>, onScreen: Set<ObjectIdentifier>,
        modal: InspectionNode?, inputs: [String], coverage: inout ExploreCoverageBook
    ) -> [ExploreMove] {
        // Every control of the kind, previewed content included (a destination not pushed):
        // the index locator counts in this list, as `findAll` does.
        let all = root.findAll(Kind.Control.self)
        guard !all.isEmpty else { return [] }
        let nodes = all.map { try? $0.node() }
        let named = NamedElements(kind, in: root)
        // Controls are a user's; a view that is no accessibility element (a stack popped)
        // is not in the coverage table.
        let counted = Kind.roleQuery != nil
        var actions: [ExploreMove] = []
        for (index, control) in all.enumerated() {
            guard let node = nodes[index] else { continue }
            let name = (try? control.accessibleName()) ?? nil
            let path = node.pathToRoot
            let key = ExploreControlKey(kind: Kind.kindName, path: path)
            guard onScreen.contains(ObjectIdentifier(node)) else {
                if counted { coverage.count(key, name: name, locator: indexLocator(kind, index).code, visible: false, enabled: false) }
                continue
            }
            let locator = locator(kind, for: node, named: name, index: index, among: named)
            let enabled = control.isResponsive()
            if counted { coverage.count(key, name: name, locator: locator.code, visible: true, enabled: enabled) }
            let described = ExploreControlKey.describe(kind: Kind.kindName, name: name, path: path)
            // Under a presented sheet or alert, only what it presents can be reached.
            guard enabled, modal.map({ isInside(node, $0) }) ?? true else { continue }
            for step in Kind.steps(for: control, inputs: inputs) {
                actions.append(
                    ExploreMove(
                        action: ExploreAction(
                            swiftCode: "try hosted.inspect().\(locator.code).\(step.code)",
                            description: "\(step.summary) \(described)", control: key)
                    ) { root in try step.perform(locator.resolve(root)) })
            }
        }
        return actions
    }

    /// The elements with a kind's role on a screen, by accessible name: what
    /// `findUnique(role:name:)` finds.
    private struct NamedElements {
        /// For each name, the controls of the kind the elements with it unwrap to (nil for
        /// one that is not of the kind).
        var nodes: [String: [InspectionNode?]] = [:]

        init<Kind: ExploreControl>(_ kind: Kind.Type, in root: InspectableView<ViewType.ClassifiedView>) {
            guard let query = Kind.roleQuery else { return }
            for element in root.findAll(role: query.role) {
                guard let name = (try? element.accessibleName()) ?? nil else { continue }
                nodes[name, default: []].append(try? query.unwrap(element).node())
            }
        }
    }

    /// `findUnique(role:name:)` when it finds exactly this control, else its index.
    private static func locator<Kind: ExploreControl>(
        _ kind: Kind.Type, for node: InspectionNode, named name: String?, index: Int, among named: NamedElements
    ) -> ExploreLocator<Kind.Control> {
        if let name, !name.isEmpty, let query = Kind.roleQuery {
            if let elements = named.nodes[name], elements.count == 1, elements[0] === node {
                return ExploreLocator(code: "findUnique(role: \(query.role), name: \(SwiftLiteral.string(name))).\(query.unwrapCode)") {
                    try query.unwrap($0.findUnique(role: query.role, name: name))
                }
            }
        }
        return indexLocator(kind, index)
    }

    /// `findAll(ViewType.Button.self)[index]`, throwing instead of trapping out of range.
    private static func indexLocator<Kind: ExploreControl>(_ kind: Kind.Type, _ index: Int) -> ExploreLocator<Kind.Control> {
        let code = "findAll(\(Kind.typeCode).self)[\(index)]"
        return ExploreLocator(code: code) { root in
            let all = root.findAll(Kind.Control.self)
            guard index < all.count else {
                throw InspectionError(
                    .indexOutOfRange(index: index, count: all.count, container: "findAll(\(Kind.typeCode).self)", item: Kind.kindName),
                    path: "hosted.inspect().\(code)")
            }
            return all[index]
        }
    }
}

/// The coverage table as the walk fills it: controls in the order first seen.
struct ExploreCoverageBook {
    private var rows: [ExploreReport.ControlCoverage] = []

    /// The table. A control in a link's destination is at another place in the tree before
    /// the link pushes it (under the link) than after (where the stack shows it): a row never
    /// on screen is left out when the link it is under was active in some state (its pushed
    /// copy has a row of its own), or when a row of its kind and name was on screen.
    var table: [ExploreReport.ControlCoverage] {
        let reached = Set(rows.filter { $0.visible > 0 }.compactMap { row in row.name.map { "\(row.kind) \($0)" } })
        return rows.filter { row in
            guard row.visible == 0 else { return true }
            if pushingLinks.contains(where: { row.path.hasPrefix($0 + ".") }) { return false }
            return !(row.name.map { reached.contains("\(row.kind) \($0)") } ?? false)
        }
    }
    private var places: [ExploreControlKey: Int] = [:]
    /// The paths of the links that were active in some state, in the order found.
    private var pushingLinks: [String] = []

    /// Notes that the link at `path` is active: what is under it is on screen where the stack
    /// shows it.
    mutating func pushed(from path: String) {
        if !pushingLinks.contains(path) { pushingLinks.append(path) }
    }

    /// Counts `key`, named `name` there, in one more state: `visible` on screen, `enabled`
    /// responsive there.
    mutating func count(_ key: ExploreControlKey, name: String?, locator: String, visible: Bool, enabled: Bool) {
        let place = row(for: key, name: name, locator: locator)
        if visible {
            rows[place].visible += 1
            // The name and locator where the control is first on screen.
            if rows[place].visible == 1 {
                rows[place].locator = locator
                rows[place].name = name
            }
        }
        if enabled { rows[place].enabled += 1 }
    }

    /// Counts one action taken on `key`.
    mutating func acted(_ key: ExploreControlKey) {
        guard let place = places[key] else { return }
        rows[place].acted += 1
    }

    private mutating func row(for key: ExploreControlKey, name: String?, locator: String) -> Int {
        if let place = places[key] { return place }
        rows.append(
            ExploreReport.ControlCoverage(
                kind: key.kind, name: name, path: key.path, locator: locator, visible: 0, enabled: 0, acted: 0))
        places[key] = rows.count - 1
        return rows.count - 1
    }
}
