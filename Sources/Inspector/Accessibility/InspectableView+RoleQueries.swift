import ViewTree

extension SearchQuery where Found == ViewType.ClassifiedView {
    /// An accessibility element with `role` whose accessible name is `name` (any name when
    /// nil), as a screen reader sees the screen: `find(.role(.button, name: "Save"))`. Its
    /// matches come in the order a screen reader reads them (see `findAll(role:name:)`).
    ///
    /// Hidden views (`.accessibilityHidden(true)`, `.hidden()`, decorative images, views an
    /// `.accessibilityElement(children: .ignore)` ignores, views outside a modal view) are not
    /// found, nor views read as part of another element (the texts of a button's label). See
    /// `accessibleName()` for where names come from. A failed search lists the elements with
    /// that role and their names, and any hidden match with what hides it.
    public static func role(_ role: AccessibilityRole, name: String? = nil) -> SearchQuery<Found> {
        RoleQuery(role: role, match: name.map { TextMatch.exact($0) }).searchQuery
    }

    /// An accessibility element with `role` whose accessible name matches:
    /// `.role(.button, name: .substring("Save"))`.
    public static func role(_ role: AccessibilityRole, name match: TextMatch) -> SearchQuery<Found> {
        RoleQuery(role: role, match: match).searchQuery
    }
}

extension InspectableView {
    /// The first accessibility element with `role` whose accessible name is `name` (any name
    /// when nil), in the order a screen reader reads them (see `findAll(role:name:)`), as a
    /// screen reader sees the screen: `find(role: .button, name: "Save")`. See
    /// `SearchQuery.role(_:name:)` for what is found.
    ///
    /// - Throws: an `InspectionError` naming the role and name looked for and listing the
    ///   elements with that role and their names, and any hidden match with what hides it.
    public func find(role: AccessibilityRole, name: String? = nil) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(.role(role, name: name))
    }

    /// The first accessibility element with `role` whose accessible name matches:
    /// `find(role: .button, name: .substring("Save"))`.
    public func find(role: AccessibilityRole, name match: TextMatch) throws -> InspectableView<ViewType.ClassifiedView> {
        try find(.role(role, name: match))
    }

    /// Every accessibility element with `role` whose accessible name is `name` (any name when
    /// nil), in the order a screen reader reads them: at each level (the screen, a view with
    /// `.accessibilityElement(children: .contain)`), higher `.accessibilitySortPriority(_:)`
    /// first, in source order otherwise; empty when there is none. Hidden views (and, when a
    /// modal view is shown, the views outside it) are not found.
    public func findAll(role: AccessibilityRole, name: String? = nil) -> [InspectableView<ViewType.ClassifiedView>] {
        findAll(.role(role, name: name))
    }

    /// Every accessibility element with `role` whose accessible name matches, in reading order.
    public func findAll(role: AccessibilityRole, name match: TextMatch) -> [InspectableView<ViewType.ClassifiedView>] {
        findAll(.role(role, name: match))
    }

    /// The only accessibility element with `role` whose accessible name is `name` (any name
    /// when nil): the strict form of `find(role:name:)`, which throws when there is none and
    /// when there are several, listing each one's `pathToRoot`.
    public func findUnique(role: AccessibilityRole, name: String? = nil) throws -> InspectableView<ViewType.ClassifiedView> {
        try findUnique(.role(role, name: name))
    }

    /// The only accessibility element with `role` whose accessible name matches.
    public func findUnique(role: AccessibilityRole, name match: TextMatch) throws -> InspectableView<ViewType.ClassifiedView> {
        try findUnique(.role(role, name: match))
    }
}

/// A search by role and accessible name.
struct RoleQuery {
    let role: AccessibilityRole
    /// The accessible name looked for; nil for any.
    let match: TextMatch?

    var searchQuery: SearchQuery<ViewType.ClassifiedView> {
        let role = role
        let match = match
        return SearchQuery(
            arguments: "role: \(role)\(match.map { ", name: \($0)" } ?? "")",
            description: "element with role \(role)" + (match.map { " named \($0.phrase)" } ?? "")
        ) { _ in
            // A model per search: it remembers what it worked out about the nodes of one tree.
            let model = AccessibilityModel()
            return SearchCriteria(
                matches: { node in
                    guard case .element = model.status(of: node), model.roles(of: node).contains(role) else { return false }
                    return Self.name(model.name(of: node), matches: match)
                },
                nearMiss: { start in Self.nearMiss(role: role, match: match, from: start) },
                order: { matches, start in model.readingOrder(matches, from: start) },
                onScreenOnly: true)
        }
    }

    /// Whether an element named `name` is what `match` looks for.
    static func name(_ name: String?, matches match: TextMatch?) -> Bool {
        guard let match else { return true }
        return name.map { match.matches($0) } ?? false
    }

    /// The elements with the role that are there, with their names, and any match that is
    /// hidden or read as part of another element.
    static func nearMiss(role: AccessibilityRole, match: TextMatch?, from start: InspectionNode) -> String {
        let model = AccessibilityModel()
        func describe(_ node: InspectionNode, _ name: String?) -> String {
            "\(node.pathToRoot) has role \(role)" + (name.map { " and name \(TreeDump.quoted($0))" } ?? "")
        }
        var present: [InspectionNode] = []
        var unreachable: [String] = []
        _ = SearchEngine.traverse(from: start, traversal: .depthFirst, limit: nil, onScreenOnly: true) { node in
            guard model.roles(of: node).contains(role) else { return false }
            let found = model.name(of: node)
            switch model.status(of: node) {
            case .element:
                present.append(node)
            case let .hidden(hiding):
                if name(found, matches: match) {
                    unreachable.append("\(describe(node, found)), but \(hiding.explanation).")
                }
            case let .merged(container):
                if name(found, matches: match) {
                    unreachable.append("\(describe(node, found)), but it is read as part of the element at \(container.pathToRoot).")
                }
            case .notAnElement:
                break
            }
            return false
        }
        var lines = unreachable
        if present.isEmpty {
            lines.append("There is no element with role \(role) in the searched views.")
        } else {
            lines.append("The elements with role \(role) there:")
            lines += model.readingOrder(present, from: start).prefix(8).map { node in
                "  \(model.name(of: node).map(TreeDump.quoted) ?? "(no name)") at \(node.pathToRoot)"
            }
            if present.count > 8 { lines.append("  … and \(present.count - 8) more") }
        }
        return lines.joined(separator: "\n")
    }
}
