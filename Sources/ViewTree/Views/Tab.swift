/// One tab of a `TabView`: its content, its label and the value that selects it.
///
/// ```swift
/// Tab("Home", systemImage: "house", value: Screen.home) { HomeScreen() }
/// Tab(value: Screen.search, role: .search) { SearchScreen() } label: { Text("Search") }
/// ```
///
/// In SwiftUI `Tab` is tab content rather than a view; here it is a view, so that `TabView`'s
/// view builder takes it. The label of the title forms is a `Label` of the title and the
/// icon, as in SwiftUI: `tab.labelView().label().title().text()`, or `find(text:)`. A tab made
/// without a `value:` (its `Value` is `Never`) cannot be selected by value.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    /// The value that selects the tab; nil for a tab made without one.
    let value: Value?
    let role: TabRole?
    let content: Content
    let label: Label

    init(value: Value?, role: TabRole?, content: Content, label: Label) {
        self.value = value
        self.role = role
        self.content = content
        self.label = label
    }

    /// A tab selected by `value`, with a label built with a view builder.
    public init(
        value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, role: role, content: content(), label: label())
    }

    /// Primitive view: `Tab` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Tab where Label == ViewTree.Label<Text, Image> {
    /// A tab selected by `value`, titled with a text looked up as a localization key and
    /// an SF Symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content(), label: ViewTree.Label(titleKey, systemImage: systemImage))
    }

    /// A tab selected by `value`, titled with a text and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content(), label: ViewTree.Label(title, systemImage: systemImage))
    }

    /// A tab selected by `value`, titled with a text looked up as a localization key and an
    /// image from the asset catalog.
    public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content(), label: ViewTree.Label(titleKey, image: image))
    }

    /// A tab selected by `value`, titled with a text and an image from the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content(), label: ViewTree.Label(title, image: image))
    }
}

extension Tab where Value == Never, Label == ViewTree.Label<Text, Image> {
    /// A tab without a value, titled with a text looked up as a localization key and an SF Symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(value: nil, role: role, content: content(), label: ViewTree.Label(titleKey, systemImage: systemImage))
    }

    /// A tab without a value, titled with a text and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(value: nil, role: role, content: content(), label: ViewTree.Label(title, systemImage: systemImage))
    }

    /// A tab without a value, titled with a text looked up as a localization key and an image
    /// from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: ViewTree.Label(titleKey, image: image))
    }

    /// A tab without a value, titled with a text and an image from the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: ViewTree.Label(title, image: image))
    }
}

extension Tab where Label == ViewTree.Label<Text, Image> {
    /// A tab selected by `value`, titled with a text looked up as a localization key and an
    /// image of the app's assets.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content(), label: ViewTree.Label(titleKey, image: image))
    }

    /// A tab selected by `value`, titled with a text and an image of the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, role: role, content: content(), label: ViewTree.Label(title, image: image))
    }

}

extension Tab where Value == Never, Label == ViewTree.Label<Text, Image> {
    /// A tab without a value, titled with a text looked up as a localization key and an image
    /// of the app's assets.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(value: nil, role: role, content: content(), label: ViewTree.Label(titleKey, image: image))
    }

    /// A tab without a value, titled with a text and an image of the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, role: TabRole? = nil, @ViewBuilder content: () -> Content
    ) {
        self.init(value: nil, role: role, content: content(), label: ViewTree.Label(title, image: image))
    }
}

extension Tab where Label == EmptyView {
    /// A tab selected by `value`, with an empty label.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, content: content(), label: EmptyView())
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab without a value, with an empty label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, content: content(), label: EmptyView())
    }
}

extension Tab where Value == Never {
    /// A tab without a value, with a label built with a view builder.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, role: role, content: content(), label: label())
    }
}

extension Tab where Label == ViewTree.Label<Text, Image> {
    /// A tab selected by `value`, whose label is the one of its role: for `.search`, "Search"
    /// with the `magnifyingglass` symbol, as SwiftUI shows it; without a role, an empty label.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, content: content(), label: TabRole.label(of: role))
    }
}

extension Tab where Value == Never, Label == ViewTree.Label<Text, Image> {
    /// A tab without a value, whose label is the one of its role (for `.search`, "Search"
    /// with the `magnifyingglass` symbol); without a role, an empty label.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, content: content(), label: TabRole.label(of: role))
    }
}

/// The label of a tab made without one (`Tab(value:role:content:)`): a title beside a symbol.
public typealias DefaultTabLabel = ViewTree.Label<Text, Image>

/// What a tab is for, which can change how and where it is shown.
public struct TabRole: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// The tab that searches the app.
    public static let search = TabRole(name: "search")

    /// The role as written in source: `.search`.
    public var description: String { "." + name }

    /// The label SwiftUI gives a tab of this role made without one: for `.search` (the only
    /// role), "Search" beside the `magnifyingglass` symbol.
    /// The label of a tab made with only `role`: the role's, or, without one, an empty label.
    static func label(of role: TabRole?) -> DefaultTabLabel {
        role?.label ?? ViewTree.Label(title: { Text(verbatim: "") }, icon: { Image(systemName: "") })
    }

    var label: ViewTree.Label<Text, Image> {
        ViewTree.Label(title: { Text(verbatim: "Search") }, icon: { Image(systemName: "magnifyingglass") })
    }
}

extension Tab: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content]), (label, [ViewPart.label.step])] }
}
