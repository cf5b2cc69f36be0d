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

    init(header: Parent, content: Content, footer: Footer) {
        self.header = header
        self.content = content
        self.footer = footer
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
