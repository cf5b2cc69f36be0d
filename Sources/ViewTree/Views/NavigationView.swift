/// A view that shows its content as the root of a navigation stack: `NavigationLink`s inside
/// it push their destinations on top. Deprecated in SwiftUI in favour of `NavigationStack` and
/// `NavigationSplitView`, and still in many codebases.
///
/// ```swift
/// NavigationView {
///     List {
///         NavigationLink("Settings") { SettingsView() }   // pushes SettingsView
///     }
///     .navigationTitle("Home")
/// }
/// .navigationViewStyle(.stack)
/// ```
///
/// It keeps what its links pushed as a `NavigationStack` without a `path:` binding does:
/// hosted, for as long as it keeps its place; without hosting, in the value (for one made in a
/// body, for as long as the inspection). Every style pushes onto one stack: a
/// `DoubleColumnNavigationViewStyle` does not show the pushed view in a second column.
public struct NavigationView<Content: View>: View {
    let content: Content
    /// The views pushed onto it: what Inspector's `pushedViews()` reaches.
    let destinations = NavigationStackDestinations()
    /// What it keeps when nothing hosts it, shared by the copies of this value.
    let state = NavigationStackState()

    /// A navigation view showing `content` as its root.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive view: `NavigationView` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
