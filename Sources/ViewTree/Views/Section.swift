/// A part of a `List` or a `Form`, with an optional header and footer.
///
/// ```swift
/// Section("Identity") { TextField("Name", text: $name) }
/// Section {
///     Toggle("Notifications", isOn: $notify)
/// } header: {
///     Text("Alerts")
/// } footer: {
///     Text("You can change this later.")
/// }
/// ```
///
/// A section without a header has `EmptyView` for `Parent`; without a footer, for `Footer`.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether a collapsible section is expanded; nil for a section that is not collapsible.
    let isExpandedBinding: Binding<Bool>?

    init(header: Parent, content: Content, footer: Footer, isExpanded: Binding<Bool>? = nil) {
        self.header = header
        self.content = content
        self.footer = footer
        self.isExpandedBinding = isExpanded
    }

    /// A section with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// A section with the given header and footer views (the older form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    /// Primitive view: `Section` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// A section with the given header view (the older form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }

    /// A section that expands and collapses with `isExpanded` (a sidebar's), with a header.
    ///
    /// As a `DisclosureGroup`'s, the content stays in the hierarchy while collapsed: the runtime
    /// hosts it and Inspector inspects and searches it; `isExpanded()` tells which it is.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// A section with the given footer view (the older form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is a text, looked up as a localization key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// A section whose header is a text.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }

    /// A section titled with a localization key that expands and collapses with `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }

    /// A section titled with a string that expands and collapses with `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

extension ViewPart {
    /// A section's header.
    package static let header = ViewPart("header")
    /// A section's footer.
    package static let footer = ViewPart("footer")
}

extension Section: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [(content, [.content]), (header, [ViewPart.header.step]), (footer, [ViewPart.footer.step])]
    }
}
