/// A group of tabs in a `TabView`, under a header: shown as a section of the sidebar by
/// `.tabViewStyle(.sidebarAdaptable)`, and as its tabs in the tab bar.
///
/// ```swift
/// TabView {
///     Tab("Home", systemImage: "house") { Home() }
///     TabSection("Collections") {
///         Tab("Favorites", systemImage: "star") { Favorites() }
///         Tab("Recent", systemImage: "clock") { Recent() }
///     }
/// }
/// ```
///
/// In SwiftUI `TabSection` is tab content; here, like `Tab`, it is a view, so that `TabView`'s
/// view builder takes it. Its tabs are the tab view's tabs: selecting by value reaches them.
public struct TabSection<Header: View, Content: View>: View {
    let header: Header
    let content: Content

    /// A section of the tabs `content` builds, under the views `header` builds.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header()
        self.content = content()
    }

    /// Primitive view: `TabSection` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension TabSection where Header == Text {
    /// A section titled with a text looked up as a localization key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A section titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension TabSection where Header == EmptyView {
    /// A section without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension TabSection: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [(content, [.content]), (header, [ViewPart.header.step])]
    }
}
