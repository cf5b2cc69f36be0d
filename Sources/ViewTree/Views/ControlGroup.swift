/// Controls shown together, as one group (a segmented row of buttons, or a menu when space
/// is short).
///
/// ```swift
/// ControlGroup {
///     Button("Decrease") { count -= 1 }
///     Button("Increase") { count += 1 }
/// }
/// ControlGroup("Zoom", systemImage: "plus.magnifyingglass") { … }
/// ControlGroup("Zoom", image: .zoom) { … }                      // an `ImageResource`
/// ControlGroup { … } label: { Label("Zoom", systemImage: "plus.magnifyingglass") }
/// ```
///
/// SwiftUI's labelled forms make `Content` a `LabeledControlGroupContent`; here `Content` is
/// the controls' type in every form and the label is kept beside them (`EmptyView` when none).
public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: any View

    /// A group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = EmptyView()
    }

    /// A group of the controls `content` builds, labelled with a view `label` builds (shown
    /// when the group is collapsed into a menu).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
        self.label = label()
    }

    /// A group labelled with a text looked up as a localization key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group labelled with a text.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A group labelled with a text looked up as a localization key and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Label(titleKey, systemImage: systemImage) })
    }

    /// A group labelled with a text and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Label(title, systemImage: systemImage) })
    }

    /// A group labelled with a text looked up as a localization key and an image of the app's
    /// assets.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Label(titleKey, image: image) })
    }

    /// A group labelled with a text and an image of the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Label(title, image: image) })
    }

    /// Primitive view: `ControlGroup` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension ControlGroup: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content]), (label, [ViewPart.label.step])] }
}
