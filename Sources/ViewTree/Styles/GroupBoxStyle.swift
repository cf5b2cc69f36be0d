/// A style that draws group boxes: `makeBody` places the box's label and content.
///
/// ```swift
/// struct CardStyle: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack {
///             configuration.label.bold()
///             configuration.content
///         }
///     }
/// }
///
/// GroupBox("Clues") { Text("Paw print") }
///     .groupBoxStyle(CardStyle())
/// ```
public protocol GroupBoxStyle {
    /// The view a group box is drawn as.
    associatedtype Body: View

    /// The view that draws a group box from its label and content. Main-actor code, like
    /// `View.body`.
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of the group box being drawn.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box that a `GroupBoxStyle` draws.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, as a view the style places where it likes.
    public struct Label: View, StyleConfigurationView {
        package let content: any View

        /// The label standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Label` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The group box's content, as a view the style places where it likes.
    public struct Content: View, StyleConfigurationView {
        package let content: any View

        /// The content standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Content` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The group box's label; an empty view for a box made without one.
    public let label: Label
    /// The group box's content.
    public let content: Content

    /// The configuration of a group box with `label` and `content`.
    package init(label: Label, content: Content) {
        self.label = label
        self.content = content
    }
}

extension GroupBoxStyleConfiguration.Label: RuntimeContainer {}
extension GroupBoxStyleConfiguration.Content: RuntimeContainer {}

/// SwiftUI's built-in group box styles: a group box with one renders its label and content
/// itself, as without a style.
package protocol BuiltinGroupBoxStyle {}

/// The platform's default group box style: `.automatic`.
public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltinGroupBoxStyle, Equatable, Sendable, CustomStringConvertible {
    /// The default style.
    public init() {}
    /// The label above the content.
    public func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            configuration.content
        }
    }
    /// `.automatic`.
    public var description: String { ".automatic" }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's default style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box made from a group box style's configuration, inside a style's body: it
    /// shows the styled box's label and content with the automatic style.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
