/// A search field for the modified view, whose text is the caller's binding.
///
/// It sets `isSearching` and `dismissSearch` for the views inside it.
public struct _SearchableModifier: ViewModifier, EnvironmentModifier {
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

    /// Inside the search: searching while `isPresented` is true (never without the binding,
    /// where no test can start a search), and a `dismissSearch` that ends it.
    package func apply(to environment: inout EnvironmentValues) {
        let isSearching = isPresented?.wrappedValue ?? false
        environment.isSearching = isSearching
        let text = text
        let isPresented = isPresented
        environment.dismissSearch = DismissSearchAction(searching: isSearching) {
            guard let isPresented, isPresented.wrappedValue else { return }
            isPresented.wrappedValue = false
            text.wrappedValue = ""
        }
    }
}

/// An action that ends the search the view is in: what views read with
/// `@Environment(\.dismissSearch)`.
///
/// ```swift
/// struct Results: View {
///     @Environment(\.dismissSearch) private var dismissSearch
///     var body: some View {
///         Button("Show first match") { dismissSearch() }
///     }
/// }
/// ```
///
/// As SwiftUI's, calling it while the search is active ends it: it sets the
/// `searchable(text:isPresented:)` binding to false (so `isSearching` reads false) and clears
/// the search text. It does nothing while the search is not active, outside a `searchable`, and
/// in one without an `isPresented:` binding (which no test can activate). Unlike SwiftUI's, the
/// action is not isolated to the main actor, so that synchronous tests can call one.
///
/// Two actions are equal when both are inside an active search, or both are not: a child whose
/// body is kept keeps the action it was rendered with, which ends the same search (the search's
/// bindings write to the same state), so the views inside a `searchable` are not rendered again
/// only because their parent was.
public struct DismissSearchAction: Equatable {
    private let action: () -> Void
    /// Whether a search was active when the action was made.
    private let searching: Bool

    package init(searching: Bool = false, _ action: @escaping () -> Void) {
        self.searching = searching
        self.action = action
    }

    /// Whether both actions were made inside an active search, or both outside one.
    public static func == (lhs: DismissSearchAction, rhs: DismissSearchAction) -> Bool {
        lhs.searching == rhs.searching
    }

    /// Ends the search the view is in, if it is active.
    public func callAsFunction() {
        action()
    }
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction {} }
}

extension EnvironmentValues {
    /// Whether the user is searching in the `searchable` this view is inside: true while its
    /// `isPresented:` binding is true (a test sets it with `setSearchPresented(true)` or by
    /// writing the binding), false outside a `searchable` and in one without the binding.
    public package(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search this view is inside: see `DismissSearchAction`.
    public package(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
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
