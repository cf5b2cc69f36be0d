/// A search field for the modified view, whose text is the caller's binding.
public struct _SearchableModifier: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let text: Binding<String>
    /// Whether the search is active (the field focused, its suggestions shown); nil when the
    /// caller does not bind it.
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    /// Nil: the platform's default prompt.
    let prompt: Text?

    /// A search field writing to `text`, active while `isPresented` (when given) is true.
    public init(
        text: Binding<String>, isPresented: Binding<Bool>? = nil, placement: SearchFieldPlacement, prompt: Text?
    ) {
        self.text = text
        self.isPresented = isPresented
        self.placement = placement
        self.prompt = prompt
    }
}

/// Where a search field is shown.
public struct SearchFieldPlacement: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// Where the platform puts it.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar of a split view.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// The placement as written in source: `.automatic`.
    public var description: String { "." + name }
}

extension View {
    /// Adds a search field whose text is `text`.
    ///
    /// ```swift
    /// List(filtered) { Text($0.name) }
    ///     .searchable(text: $query, prompt: "Animals")
    /// ```
    public consuming func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        modifier(_SearchableModifier(text: text, placement: placement, prompt: prompt))
    }

    /// Adds a search field whose text is `text`, prompting with a text looked up as a
    /// localization key.
    public consuming func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        modifier(_SearchableModifier(text: text, placement: placement, prompt: Text(prompt)))
    }

    /// Adds a search field whose text is `text`, prompting with a string.
    @_disfavoredOverload
    public consuming func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        modifier(_SearchableModifier(text: text, placement: placement, prompt: Text(prompt)))
    }

    /// Adds a search field whose text is `text`, active while `isPresented` is true: setting
    /// it presents the search (focuses the field), and the user's starting or cancelling a
    /// search writes it.
    ///
    /// ```swift
    /// List(filtered) { Text($0.name) }
    ///     .searchable(text: $query, isPresented: $searching, prompt: "Animals")
    /// ```
    public consuming func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt))
    }

    /// Adds a search field whose text is `text`, active while `isPresented` is true, prompting
    /// with a text looked up as a localization key.
    public consuming func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt)))
    }

    /// Adds a search field whose text is `text`, active while `isPresented` is true, prompting
    /// with a string.
    @_disfavoredOverload
    public consuming func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt)))
    }
}
