/// A view that says why there is no content to show: an empty list, a search without results.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
/// ContentUnavailableView {
///     Label("No Suspects", systemImage: "magnifyingglass.circle")
/// } description: {
///     Text("Select a suspect to inspect")
/// } actions: {
///     Button("Refresh") { reload() }
/// }
/// ContentUnavailableView.search(text: query)
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view with a label, a description and actions built from view builders.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
        @ViewBuilder actions: () -> Actions
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// Primitive view: `ContentUnavailableView` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// A view with a label and a description, without actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Description == EmptyView {
    /// A view with a label and actions, without a description.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder actions: () -> Actions) {
        self.init(label: label, description: { EmptyView() }, actions: actions)
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// A view with a label only.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == ViewTree.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view titled with a localized string key, with an image from the app's assets and an
    /// optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { ViewTree.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }

    /// A view titled with a localized string key, with a system symbol and an optional
    /// description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { ViewTree.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// A view titled with a string, with an image from the app's assets and an optional
    /// description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { ViewTree.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }

    /// A view titled with a string, with a system symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { ViewTree.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// The standard view for a search without results: "No Results", and a suggestion to
    /// check the spelling.
    public static var search: Self {
        search(nil)
    }

    /// The standard view for a search for `text` without results: "No Results for “text”".
    public static func search(text: String) -> Self {
        search(text as String?)
    }

    private static func search(_ text: String?) -> Self {
        Self(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() })
    }
}

/// The content of `ContentUnavailableView.search`: views with bodies, inspected as your own
/// views are (`labelView().label().title().text().string()` reaches "No Results").
public struct SearchUnavailableContent {
    /// "No Results" or "No Results for “text”", with a magnifying glass.
    public struct Label: View {
        let text: String?

        /// The title with its symbol.
        public var body: some View {
            ViewTree.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// A suggestion to check the spelling or try another search.
    public struct Description: View {
        /// The suggestion.
        public var body: some View {
            Text("Check the spelling or try a new search.")
        }
    }

    /// No actions.
    public struct Actions: View {
        /// Nothing.
        public var body: some View {
            EmptyView()
        }
    }
}

extension ViewPart {
    /// A content-unavailable view's description.
    package static let description = ViewPart("description")
    /// A content-unavailable view's actions.
    package static let actions = ViewPart("actions")
}

extension ContentUnavailableView: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [(label, [ViewPart.label.step]), (description, [ViewPart.description.step]), (actions, [ViewPart.actions.step])]
    }
}
