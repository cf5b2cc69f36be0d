import ViewTree

extension InspectableView {
    /// The first `Text` showing `text`: `find(text: "Save")`.
    public func find(text: String) throws -> InspectableView<ViewType.Text> {
        let query = SearchQuery(
            call: "find(text: \(TreeDump.quoted(text)))", description: "text \(TreeDump.quoted(text))",
            matches: { NodeFacts.string(of: $0) == text },
            nearMiss: { NearMiss.hint(for: text, among: NodeFacts.collect(from: $0, NodeFacts.string(of:)), noun: "text") })
        return InspectableView<ViewType.Text>(try search(query, relation: .child, traversal: .breadthFirst, skipFound: 0))
    }

    /// The first `Button` whose label contains a `Text` showing `title`: `find(button: "Save")`.
    public func find(button title: String) throws -> InspectableView<ViewType.Button> {
        let query = SearchQuery(
            call: "find(button: \(TreeDump.quoted(title)))", description: "button \(TreeDump.quoted(title))",
            matches: { $0.viewKind == .button && NodeFacts.buttonTitles(of: $0).contains(title) },
            nearMiss: { start in
                NearMiss.hint(for: title, among: NodeFacts.collect(from: start) { NodeFacts.buttonTitles(of: $0) }.flatMap { $0 }, noun: "button title")
            })
        return InspectableView<ViewType.Button>(try search(query, relation: .child, traversal: .breadthFirst, skipFound: 0))
    }

    /// The first view identified with `.id(id)`. Equivalent to
    /// `find(where: { try $0.id() == id })`.
    public func find(viewWithId id: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        let query = SearchQuery(
            call: "find(viewWithId: \(NearMiss.show(id)))", description: "view with id \(NearMiss.show(id))",
            matches: { NodeFacts.id(of: $0) == id },
            nearMiss: { NearMiss.hint(for: id, among: NodeFacts.collect(from: $0, NodeFacts.id(of:)), noun: "id") })
        return InspectableView<ViewType.ClassifiedView>(try search(query, relation: .child, traversal: .breadthFirst, skipFound: 0))
    }

    /// The first view tagged with `.tag(tag)`.
    public func find(viewWithTag tag: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        let query = SearchQuery(
            call: "find(viewWithTag: \(NearMiss.show(tag)))", description: "view with tag \(NearMiss.show(tag))",
            matches: { NodeFacts.tag(of: $0) == tag },
            nearMiss: { NearMiss.hint(for: tag, among: NodeFacts.collect(from: $0, NodeFacts.tag(of:)), noun: "tag") })
        return InspectableView<ViewType.ClassifiedView>(try search(query, relation: .child, traversal: .breadthFirst, skipFound: 0))
    }

    /// The first view whose accessibility label is `label`.
    public func find(viewWithAccessibilityLabel label: String) throws -> InspectableView<ViewType.ClassifiedView> {
        let query = SearchQuery(
            call: "find(viewWithAccessibilityLabel: \(TreeDump.quoted(label)))",
            description: "view with accessibility label \(TreeDump.quoted(label))",
            matches: { NodeFacts.accessibilityLabel(of: $0) == label },
            nearMiss: {
                NearMiss.hint(for: label, among: NodeFacts.collect(from: $0, NodeFacts.accessibilityLabel(of:)), noun: "accessibility label")
            })
        return InspectableView<ViewType.ClassifiedView>(try search(query, relation: .child, traversal: .breadthFirst, skipFound: 0))
    }

    /// The first view whose accessibility identifier is `identifier`.
    public func find(viewWithAccessibilityIdentifier identifier: String) throws -> InspectableView<ViewType.ClassifiedView> {
        let query = SearchQuery(
            call: "find(viewWithAccessibilityIdentifier: \(TreeDump.quoted(identifier)))",
            description: "view with accessibility identifier \(TreeDump.quoted(identifier))",
            matches: { NodeFacts.accessibilityIdentifier(of: $0) == identifier },
            nearMiss: {
                NearMiss.hint(
                    for: identifier, among: NodeFacts.collect(from: $0, NodeFacts.accessibilityIdentifier(of:)),
                    noun: "accessibility identifier")
            })
        return InspectableView<ViewType.ClassifiedView>(try search(query, relation: .child, traversal: .breadthFirst, skipFound: 0))
    }

    /// The view of your type `V` around the first `Text` showing `string`:
    /// `find(TableViewCell.self, containing: "Cell's title")`.
    public func find<V: ViewTree.View>(
        _ viewType: V.Type, containing string: String
    ) throws -> InspectableView<ViewType.View<V>> {
        try find(ViewType.View<V>.self, containing: string)
    }

    /// The view of kind `T` around the first `Text` showing `string`:
    /// `find(ViewType.HStack.self, containing: "Title")`.
    public func find<T: KnownViewType>(_ viewType: T.Type, containing string: String) throws -> InspectableView<T> {
        let matcher = try FindCall.matcher(for: T.self, at: self)
        let start = try node()
        let call = "find(\(FindCall.typeArgument(T.self)), containing: \(TreeDump.quoted(string)))"
        // Texts first, breadth first; then, for each, the nearest enclosing view of the kind,
        // up to where the search started.
        func enclosing(_ text: InspectionNode) -> InspectionNode? {
            var current: InspectionNode? = text
            while let node = current {
                if matcher.matches(node) { return node }
                if node === start { return nil }
                current = node.parent
            }
            return nil
        }
        var found: InspectionNode?
        let query = SearchQuery(
            call: call, description: "\(matcher.expectedName) containing text \(TreeDump.quoted(string))",
            matches: { node in
                guard NodeFacts.string(of: node) == string, let around = enclosing(node) else { return false }
                found = around
                return true
            },
            nearMiss: { start in
                let texts = NodeFacts.collect(from: start) { NodeFacts.string(of: $0) == string ? $0 : nil }
                guard let text = texts.first else {
                    return NearMiss.hint(for: string, among: NodeFacts.collect(from: start, NodeFacts.string(of:)), noun: "text")
                }
                return "Text \(TreeDump.quoted(string)) is at \(text.pathToRoot), but not inside a \(matcher.expectedName)."
            })
        _ = try search(query, relation: .child, traversal: .breadthFirst, skipFound: 0)
        guard let found else {
            throw InspectionError(
                .searchFailed(query: "\(matcher.expectedName) around the text", visited: 0, direction: "below"), at: start,
                appending: call)
        }
        return InspectableView<T>(found)
    }
}
