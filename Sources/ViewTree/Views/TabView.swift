/// A view that switches between tabs: its child views, each labelled with `.tabItem { }`,
/// or `Tab`s.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Home", systemImage: "house", value: 0) { HomeScreen() }
///     Tab("Settings", systemImage: "gear", value: 1) { SettingsScreen() }
/// }
/// TabView {
///     HomeScreen().tabItem { Text("Home") }.tag(0)
///     SettingsScreen().tabItem { Text("Settings") }.tag(1)
/// }
/// ```
///
/// A tab's selection value is its `Tab`'s `value:`, or the `.tag(_:)` of a view labelled with
/// `.tabItem`. Without a `selection:` binding the view keeps the selected tab as state of its
/// own, which starts at the first tab and lives as long as the view keeps its place.
///
/// ViewTree keeps every tab in the hierarchy, selected or not: the runtime hosts them all (each
/// keeps its state while another is shown, as in SwiftUI) and Inspector inspects and searches
/// them all.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// The caller's binding, when there is one.
    let selection: Binding<SelectionValue>?
    let content: Content
    /// The selected tab's value of a tab view without a binding; nil for the first tab.
    @State var internalSelection: AnyHashable?

    /// A tab view whose selected tab is the one whose value is `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Primitive view: `TabView` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps the selected tab as its own state.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

extension TabView: RuntimeStatefulContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}

/// The label of a tab, set on the view a `TabView` shows in that tab.
public struct _TabItemModifier<Label: View>: ViewModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let label: Label

    /// Labels the modified view's tab with `label`.
    public init(label: Label) {
        self.label = label
    }
}

extension _TabItemModifier: LayerModifier {
    var layerContent: Any? { label }
}

extension View {
    /// Labels the tab this view is shown in, inside a `TabView`, with the views `label` builds.
    public consuming func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: label()))
    }
}
