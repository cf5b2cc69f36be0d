/// A control that shows a menu of actions when tapped, or runs its primary action.
///
/// ```swift
/// Menu("Sort") {
///     Button("By name") { sort(.name) }
///     Button("By date") { sort(.date) }
/// }
/// Menu { Button("Duplicate") { duplicate() } } label: { Image(systemName: "ellipsis") }
/// Menu("Share") { Button("Copy link") { copy() } } primaryAction: { share() }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Runs on a tap when set; the menu then opens on a long press.
    let primaryAction: (() -> Void)?

    /// A menu of the views `content` builds, with a label built with a view builder.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.primaryAction = nil
    }

    /// A menu with a primary action, run on a tap.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    /// Primitive view: `Menu` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Menu where Label == Text {
    /// A menu titled with a text looked up as a localization key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A menu titled with a text.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A menu titled with a text looked up as a localization key, with a primary action.
    public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled with a text, with a primary action.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == ViewTree.Label<Text, Image> {
    /// A menu titled with a localized string key, with a system image: its label is a `Label`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { ViewTree.Label(titleKey, systemImage: systemImage) })
    }

    /// A menu titled with a string, with a system image: its label is a `Label`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { ViewTree.Label(title, systemImage: systemImage) })
    }

    /// A menu titled with a localized string key, with an image from the app's resources.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { ViewTree.Label(titleKey, image: image) })
    }

    /// A menu titled with a string, with an image from the app's resources.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { ViewTree.Label(title, image: image) })
    }

    /// A menu titled with a localized string key, with a system image and a primary action.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { ViewTree.Label(titleKey, systemImage: systemImage) },
            primaryAction: primaryAction)
    }

    /// A menu titled with a string, with a system image and a primary action.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { ViewTree.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }

    /// A menu titled with a localized string key, with an image of the app's assets.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { ViewTree.Label(titleKey, image: image) })
    }

    /// A menu titled with a string, with an image of the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { ViewTree.Label(title, image: image) })
    }

    /// A menu titled with a localized string key, with an image of the app's assets and a
    /// primary action.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { ViewTree.Label(titleKey, image: image) }, primaryAction: primaryAction)
    }

    /// A menu titled with a string, with an image of the app's assets and a primary action.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { ViewTree.Label(title, image: image) }, primaryAction: primaryAction)
    }
}
