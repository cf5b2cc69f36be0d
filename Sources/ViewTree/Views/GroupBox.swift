/// A box around related views, with an optional label.
///
/// ```swift
/// GroupBox("Clues") {
///     LabeledContent("Paw Size", value: "Large")
/// }
/// GroupBox { Text("Details") } label: { Text("Alibi").bold() }
/// ```
///
/// A group box without a label has `EmptyView` for `Label`.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A group box with a label built with a view builder.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A group box with the given label view (the older form).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// Primitive view: `GroupBox` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension GroupBox where Label == EmptyView {
    /// A group box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A group box labelled with a text, looked up as a localization key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group box labelled with a text.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content]), (label, [ViewPart.label.step])] }
}
