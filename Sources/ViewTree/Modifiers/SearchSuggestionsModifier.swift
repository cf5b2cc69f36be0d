/// The suggestions a search field offers while the user searches: views, each usually with a
/// `.searchCompletion(_:)` that fills the field when the user picks it.
public struct _SearchSuggestionsModifier<Content: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let suggestions: Content

    /// Offers `suggestions`.
    public init(suggestions: Content) {
        self.suggestions = suggestions
    }
}

extension _SearchSuggestionsModifier: LayerModifier {
    var layerContent: Any? { suggestions }
}

/// The text a search suggestion puts in the search field when the user picks it.
public struct _SearchCompletionModifier: ViewModifier {
    /// Primitive modifier: read by Inspector.
    public typealias Body = Never

    let completion: String

    /// Completes the search with `completion`.
    public init(completion: String) {
        self.completion = completion
    }
}

extension View {
    /// Offers the views `suggestions` builds while the user searches the view's
    /// `searchable(text:)` field.
    ///
    /// ```swift
    /// List(results) { Text($0.name) }
    ///     .searchable(text: $query)
    ///     .searchSuggestions {
    ///         Text("🍎 Apple").searchCompletion("apple")
    ///         Text("🍐 Pear").searchCompletion("pear")
    ///     }
    /// ```
    public consuming func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(_SearchSuggestionsModifier(suggestions: suggestions()))
    }

    /// Makes this view, a search suggestion, fill the search field with `completion` when the
    /// user picks it.
    public consuming func searchCompletion(_ completion: String) -> some View {
        modifier(_SearchCompletionModifier(completion: completion))
    }
}
