import ViewTree

extension InspectableView {
    /// The text of the view's search field: the value of its `searchable(text:)` binding.
    public func searchText() throws -> String {
        try reading("searchText()") { try SearchReading.binding(of: $0).wrappedValue }
    }

    /// Types `text` into the view's search field as a user would: writes it through the
    /// `searchable(text:)` binding. Throws, changing nothing, when the view has no
    /// `.searchable` or is disabled or hidden.
    public func setSearchText(_ text: String) throws {
        try reading("setSearchText(_:)") { node in
            let binding = try SearchReading.binding(of: node)
            try Interaction.ensureResponsive(node, control: "the search field of \(node.kindName)")
            Interaction.perform(at: node) { binding.wrappedValue = text }
        }
    }

    /// The prompt of the view's search field, as a text: `try view.searchPrompt().string()`.
    /// Throws when the field has the default prompt.
    public func searchPrompt() throws -> InspectableView<ViewType.Text> {
        try reading("searchPrompt()") { node in
            let (index, modifier) = try SearchReading.modifier(of: node)
            guard let prompt = try Reflection.field("prompt", of: modifier, as: ViewTree.Text?.self) else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "search prompt", view: node.kindName, reason: "the search field has the default prompt")
            }
            return InspectableView<ViewType.Text>(
                node.attached(prompt, role: .group, link: .attributeView(call: "searchPrompt()"), attachment: index))
        }
    }

    /// Where the view's search field is shown.
    public func searchPlacement() throws -> SearchFieldPlacement {
        try reading("searchPlacement()") { node in
            try Reflection.field("placement", of: try SearchReading.modifier(of: node).modifier, as: SearchFieldPlacement.self)
        }
    }
}

extension InspectableView {
    /// Whether the view's search is presented (active): the value of its
    /// `searchable(text:isPresented:)` binding. Throws for a `searchable` without one.
    public func isSearchPresented() throws -> Bool {
        try reading("isSearchPresented()") { try SearchReading.presentation(of: $0).wrappedValue }
    }

    /// Presents or dismisses the view's search as the user would by focusing the field or
    /// tapping Cancel: writes the `searchable(text:isPresented:)` binding. Throws, changing
    /// nothing, for a `searchable` without one, or when the view is disabled or hidden.
    public func setSearchPresented(_ isPresented: Bool) throws {
        try reading("setSearchPresented(_:)") { node in
            let binding = try SearchReading.presentation(of: node)
            try Interaction.ensureResponsive(node, control: "the search field of \(node.kindName)")
            Interaction.perform(at: node) { binding.wrappedValue = isPresented }
        }
    }
}

enum SearchReading {
    static func presentation(of node: InspectionNode) throws -> Binding<Bool> {
        let modifier = try modifier(of: node).modifier
        guard let binding = try Reflection.field("isPresented", of: modifier, as: Binding<Bool>?.self) else {
            throw InspectionError.Reason.attributeUnavailable(
                attribute: "search presentation", view: node.kindName,
                reason: "its searchable(text:) has no isPresented: binding")
        }
        return binding
    }

    /// The nearest node, `node` or an ancestor, with a `searchable`, for a suggestion.
    static func searchingNode(from node: InspectionNode) -> InspectionNode? {
        var current: InspectionNode? = node
        while let candidate = current {
            if !candidate.ownModifiers(.searchable).isEmpty { return candidate }
            current = candidate.parent
        }
        return nil
    }

    static func modifier(of node: InspectionNode) throws -> (index: Int, modifier: Any) {
        guard let found = node.ownModifiers(.searchable).last else { throw node.missing("searchable") }
        return found
    }

    static func binding(of node: InspectionNode) throws -> Binding<String> {
        try Reflection.field("text", of: modifier(of: node).modifier, as: Binding<String>.self)
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.searchable(text:placement:prompt:)`.
    static let searchable = ModifierKind(name: ".searchable")
}

extension _SearchableModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .searchable }
}
