/// A label that shows or hides its content when the user expands or collapses it.
///
/// ```swift
/// DisclosureGroup("Advanced") {
///     Toggle("Debug menu", isOn: $debug)
/// }
/// DisclosureGroup(isExpanded: $showsDetails) { Text(details) } label: { Text("Details") }
/// ```
///
/// Without an `isExpanded:` binding the group keeps whether it is expanded as state of its
/// own, which starts collapsed and lives as long as the group keeps its place, like `@State`.
///
/// ViewTree keeps the content in the hierarchy whether or not the group is expanded: the
/// runtime hosts it (its state survives collapsing) and Inspector inspects and searches it.
/// SwiftUI does not render collapsed content; Inspector's `isExpanded()` tells which it is.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// The caller's binding, when there is one.
    let isExpandedBinding: Binding<Bool>?
    /// Whether a group without a binding is expanded.
    @State var internalIsExpanded = false

    /// A group that keeps whether it is expanded as its own state, with a label built with a
    /// view builder.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpandedBinding = nil
    }

    /// A group expanded while `isExpanded` is true, with a label built with a view builder.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content()
        self.isExpandedBinding = isExpanded
    }

    /// Primitive view: `DisclosureGroup` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension DisclosureGroup where Label == Text {
    /// A group labelled with a text looked up as a localization key, which keeps whether it
    /// is expanded as its own state.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group labelled with a text, which keeps whether it is expanded as its own state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A group labelled with a text looked up as a localization key, expanded while
    /// `isExpanded` is true.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }

    /// A group labelled with a text, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}
