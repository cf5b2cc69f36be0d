/// A style that draws labels: `makeBody` places the label's title and icon.
///
/// ```swift
/// struct CustomLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack {
///             configuration.title
///             configuration.icon
///         }
///     }
/// }
///
/// Label("Favorites", systemImage: "star")
///     .labelStyle(CustomLabelStyle())
/// ```
///
/// The style applies to every label inside the view it is set on, including the labels of
/// buttons, toggles and menus made with `systemImage:`.
public protocol LabelStyle {
    /// The view a label is drawn as.
    associatedtype Body: View

    /// The view that draws a label from its title and icon. Main-actor code, like `View.body`.
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of the label being drawn.
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label that a `LabelStyle` draws.
public struct LabelStyleConfiguration {
    /// The label's title, as a view the style places where it likes.
    public struct Title: View, StyleConfigurationView {
        package let content: any View

        /// The title standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Title` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The label's icon, as a view the style places where it likes.
    public struct Icon: View, StyleConfigurationView {
        package let content: any View

        /// The icon standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Icon` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon

    /// The configuration of a label with `title` and `icon`.
    package init(title: Title, icon: Icon) {
        self.title = title
        self.icon = icon
    }
}

extension LabelStyleConfiguration.Title: RuntimeContainer {}
extension LabelStyleConfiguration.Icon: RuntimeContainer {}

// MARK: - Built-in styles

/// SwiftUI's built-in label styles. ViewTree draws nothing, so they are values tests read back
/// (`try sut.inspect().labelStyle() is IconOnlyLabelStyle`); a label with one of them keeps its
/// title and icon, as without a style.
package protocol BuiltinLabelStyle {}

/// The platform's default label style: `.automatic`.
public struct DefaultLabelStyle: LabelStyle, BuiltinLabelStyle, Equatable, Sendable, CustomStringConvertible {
    /// The default style.
    public init() {}
    /// The title and the icon.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
    /// `.automatic`.
    public var description: String { ".automatic" }
}

/// A label shown as its icon only: `.iconOnly`.
public struct IconOnlyLabelStyle: LabelStyle, BuiltinLabelStyle, Equatable, Sendable, CustomStringConvertible {
    /// The icon-only style.
    public init() {}
    /// The icon.
    public func makeBody(configuration: Configuration) -> LabelStyleConfiguration.Icon { configuration.icon }
    /// `.iconOnly`.
    public var description: String { ".iconOnly" }
}

/// A label shown as its title only: `.titleOnly`.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltinLabelStyle, Equatable, Sendable, CustomStringConvertible {
    /// The title-only style.
    public init() {}
    /// The title.
    public func makeBody(configuration: Configuration) -> LabelStyleConfiguration.Title { configuration.title }
    /// `.titleOnly`.
    public var description: String { ".titleOnly" }
}

/// A label shown as its icon and its title: `.titleAndIcon`.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltinLabelStyle, Equatable, Sendable, CustomStringConvertible {
    /// The title-and-icon style.
    public init() {}
    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
    /// `.titleAndIcon`.
    public var description: String { ".titleAndIcon" }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon only.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title only.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a label style's configuration, inside a style's body: it shows the
    /// styled label's title and icon with the automatic style.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
