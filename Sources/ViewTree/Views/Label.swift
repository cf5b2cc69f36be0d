/// A title with an icon: the standard label of menus, lists and toolbars.
///
/// ```swift
/// Label("Favorites", systemImage: "star")
/// Label("Logo", image: "logo")
/// Label("Logo", image: .logo)          // an `ImageResource`
/// Label { Text("Ada").bold() } icon: { Circle().fill(Color.blue) }
/// ```
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label with a title and an icon built from view builders.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// Primitive view: `Label` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled with a localized string key, with an image from the app's assets.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label titled with a localized string key, with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label titled with a string, with an image from the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label titled with a string, with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled with a localized string key, with an image of the app's assets
    /// (`ImageResource.logo`).
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// A label titled with a string, with an image of the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

extension ViewPart {
    /// A label's title.
    package static let title = ViewPart("title")
    /// A label's icon.
    package static let icon = ViewPart("icon")
}

extension Label: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [(title, [ViewPart.title.step]), (icon, [ViewPart.icon.step])]
    }
}
