import ViewTree

extension ViewType {
    /// The views of a `searchSuggestions { }`: `try list.searchSuggestions().text(1)`.
    public struct SearchSuggestions: SingleViewContent, MultipleViewContent, AttachedLayerType {
        /// "SearchSuggestions".
        public static var typePrefix: String { "SearchSuggestions" }
        static var family: String { "searchSuggestions" }
    }
}

extension InspectableView {
    /// The suggestions of the view's search field; with several `searchSuggestions`, the one at
    /// `index` in the order they were applied. Search reaches them too.
    public func searchSuggestions(_ index: Int? = nil) throws -> InspectableView<ViewType.SearchSuggestions> {
        try LayerReading.layer(of: self, call: "searchSuggestions", index: index)
    }

    /// The text `searchCompletion(_:)` on this view, a suggestion, puts in the search field.
    ///
    /// - Throws: `modifierNotFound` when the view has no `searchCompletion(_:)`.
    public func searchCompletion() throws -> String {
        try reading("searchCompletion()") { node in
            try Reflection.field("completion", of: try SearchSuggestionReading.completion(of: node), as: String.self)
        }
    }

    /// Picks this suggestion as the user would: writes its `searchCompletion(_:)` into the
    /// search field of the nearest `searchable` on the view the suggestions hang from or above
    /// it. Throws, changing nothing, when the view has no completion or no search field holds it.
    public func selectSearchCompletion() throws {
        try reading("selectSearchCompletion()") { node in
            let completion = try Reflection.field(
                "completion", of: try SearchSuggestionReading.completion(of: node), as: String.self)
            guard let searching = SearchReading.searchingNode(from: node) else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "search field", view: node.kindName,
                    reason: "no view from here up to the root has a searchable(text:)")
            }
            let binding = try SearchReading.binding(of: searching)
            try Interaction.ensureResponsive(searching, control: "the search field of \(searching.kindName)")
            Interaction.perform(at: searching) { binding.wrappedValue = completion }
        }
    }
}

enum SearchSuggestionReading {
    static func completion(of node: InspectionNode) throws -> Any {
        guard let (_, modifier) = node.ownModifiers(.searchCompletion).last else { throw node.missing("searchCompletion") }
        return modifier
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.searchSuggestions { }`: its views are a layer search visits.
    static let searchSuggestions = ModifierKind(
        name: ".searchSuggestions", attachment: Attachment(call: "searchSuggestions", field: "suggestions"))

    /// `.searchCompletion(_:)`.
    static let searchCompletion = ModifierKind(
        name: ".searchCompletion", summary: { ModifierDescription.call(".searchCompletion", "completion", of: $0) })
}

extension _SearchSuggestionsModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .searchSuggestions }
}

extension _SearchCompletionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .searchCompletion }
}
