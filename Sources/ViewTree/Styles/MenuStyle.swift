/// The appearance of the menus in a view: `.menuStyle(.button)`, or a style of your own, whose
/// body usually wraps the menu it draws: `Menu(configuration)`.
///
/// ```swift
/// struct RedBorderMenuStyle: MenuStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Menu(configuration)
///             .border(Color.red)
///     }
/// }
/// ```
///
/// A menu with a built-in style renders itself; with a style of your own, it renders through
/// the style's `makeBody`.
public protocol MenuStyle {
    /// The view a menu is drawn as.
    associatedtype Body: View

    /// The view that draws a menu with `configuration`. Main-actor code, like `View.body`.
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of the menu being drawn.
    typealias Configuration = MenuStyleConfiguration
}

/// The properties of a menu that a `MenuStyle` draws: as in SwiftUI, none to read; make the
/// menu itself with `Menu(configuration)`.
public struct MenuStyleConfiguration {
    /// The menu's label, as a view the style places (and modifies) where it likes.
    public struct Label: View, StyleConfigurationView {
        package let content: any View

        /// The label standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Label` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The menu's items, as a view the style places (and modifies) where it likes.
    public struct Content: View, StyleConfigurationView {
        package let content: any View

        /// The content standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Content` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// The configuration of a menu labelled `label`, of the items `content`.
    package init(label: Label, content: Content, primaryAction: (() -> Void)?) {
        self.label = label
        self.content = content
        self.primaryAction = primaryAction
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style's body is drawing, with its label, items and primary action:
    /// `Menu(configuration).border(Color.red)`. It has the automatic style.
    public init(_ configuration: MenuStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.primaryAction = configuration.primaryAction
    }
}

/// SwiftUI's built-in menu styles: a menu with one of them renders itself.
package protocol BuiltinMenuStyle {}

/// The platform's default menu style: `.automatic`.
public struct DefaultMenuStyle: MenuStyle, BuiltinMenuStyle, Equatable, Sendable, CustomStringConvertible {
    /// The automatic style.
    public init() {}
    /// The view as it is drawn without a style of your own.
    public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
    }
    /// `.automatic`.
    public var description: String { ".automatic" }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's default menu style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

/// A menu drawn as a button: `.button`.
public struct ButtonMenuStyle: MenuStyle, BuiltinMenuStyle, Equatable, Sendable, CustomStringConvertible {
    /// The button style.
    public init() {}
    /// The view as it is drawn without a style of your own.
    public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
    }
    /// `.button`.
    public var description: String { ".button" }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// A menu drawn as a button without a border: `.borderlessButton`.
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltinMenuStyle, Equatable, Sendable, CustomStringConvertible {
    /// The borderlessButton style.
    public init() {}
    /// The view as it is drawn without a style of your own.
    public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
    }
    /// `.borderlessButton`.
    public var description: String { ".borderlessButton" }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a button without a border.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
