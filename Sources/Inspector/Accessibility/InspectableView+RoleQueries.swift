import ViewTree

extension InspectableView {
    /// The first accessibility element with `role` whose accessible name is `name` (any name
    /// when nil), as a screen reader sees the screen: `find(role: .button, name: "Save")`.
    ///
    /// Hidden views (`.accessibilityHidden(true)`, `.hidden()`, decorative images, views an
    /// `.accessibilityElement(children: .ignore)` ignores) are not found, nor views read as part
    /// of another element (the texts of a button's label). See `accessibleName()` for where
    /// names come from.
    ///
    /// - Throws: an `InspectionError` naming the role and name looked for and listing the
    ///   elements with that role and their names, and any hidden match with what hides it.
    public func find(role: AccessibilityRole, name: String? = nil) throws -> InspectableView<ViewType.ClassifiedView> {
        let query = RoleQuery(role: role, name: name, call: "find")
        return InspectableView<ViewType.ClassifiedView>(try search(query.searchQuery, relation: .child, traversal: .breadthFirst, skipFound: 0))
    }

    /// Every accessibility element with `role` whose accessible name is `name` (any name when
    /// nil), top to bottom as in the source; empty when there is none. Hidden views are not
    /// found.
    public func findAll(role: AccessibilityRole, name: String? = nil) -> [InspectableView<ViewType.ClassifiedView>] {
        let query = RoleQuery(role: role, name: name, call: "findAll")
        return searchAll(query.searchQuery).map { InspectableView<ViewType.ClassifiedView>($0) }
    }
}

/// A search by role and accessible name.
struct RoleQuery {
    let role: AccessibilityRole
    let name: String?
    let call: String

    var description: String {
        "element with role \(role)" + (name.map { " named \(TreeDump.quoted($0))" } ?? "")
    }

    var searchQuery: SearchQuery {
        let model = AccessibilityModel()
        let role = role
        let name = name
        return SearchQuery(
            call: "\(call)(role: \(role)\(name.map { ", name: \(TreeDump.quoted($0))" } ?? ""))",
            description: description,
            matches: { node in
                guard case .element = model.status(of: node), model.roles(of: node).contains(role) else { return false }
                return name == nil || model.name(of: node) == name
            },
            nearMiss: { start in Self.nearMiss(role: role, name: name, from: start) })
    }

    /// The elements with the role that are there, with their names, and any match that is
    /// hidden or read as part of another element.
    static func nearMiss(role: AccessibilityRole, name: String?, from start: InspectionNode) -> String {
        let model = AccessibilityModel()
        func describe(_ node: InspectionNode, _ name: String?) -> String {
            "\(node.pathToRoot) has role \(role)" + (name.map { " and name \(TreeDump.quoted($0))" } ?? "")
        }
        var present: [String] = []
        var unreachable: [String] = []
        _ = SearchEngine.traverse(from: start, traversal: .depthFirst, limit: nil) { node in
            guard model.roles(of: node).contains(role) else { return false }
            let found = model.name(of: node)
            switch model.status(of: node) {
            case .element:
                present.append("  \(found.map(TreeDump.quoted) ?? "(no name)") at \(node.pathToRoot)")
            case let .hidden(hiding):
                if name == nil || found == name {
                    unreachable.append("\(describe(node, found)), but it is \(hiding.explanation).")
                }
            case let .merged(container):
                if name == nil || found == name {
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
            lines += present.prefix(8)
            if present.count > 8 { lines.append("  … and \(present.count - 8) more") }
        }
        return lines.joined(separator: "\n")
    }
}
