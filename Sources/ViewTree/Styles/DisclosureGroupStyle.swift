/// The appearance and interaction of the disclosure groups in a view:
/// `.disclosureGroupStyle(.automatic)`, or a style of your own, which expands and collapses
/// the group through `configuration.isExpanded`.
///
/// ```swift
/// struct MyDisclosureStyle: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack {
///             Button { configuration.isExpanded.toggle() } label: { configuration.label }
///             if configuration.isExpanded { configuration.content }
///         }
///     }
/// }
/// ```
///
/// A group with the built-in style renders itself (its content whether or not it is expanded,
/// see `DisclosureGroup`); with a style of your own, it renders through the style's `makeBody`,
/// which shows the content when it likes.
public protocol DisclosureGroupStyle {
    /// The view a disclosure group is drawn as.
    associatedtype Body: View

    /// The view that draws a disclosure group with `configuration`: its label, its content and
    /// whether it is expanded. Main-actor code, like `View.body`.
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of the disclosure group being drawn.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The properties of a disclosure group that a `DisclosureGroupStyle` draws.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view the style places (and modifies) where it likes.
    public struct Label: View, StyleConfigurationView {
        package let content: any View

        /// The label standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Label` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The group's content, as a view the style places (and modifies) where it likes.
    public struct Content: View, StyleConfigurationView {
        package let content: any View

        /// The content standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Content` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The group's label.
    public let label: Label
    /// The group's content.
    public let content: Content
    /// Whether the group is expanded: write it to expand or collapse the group
    /// (`configuration.isExpanded.toggle()`). It writes through the group's `isExpanded:`
    /// binding, or into the group's own state.
    @Binding public var isExpanded: Bool

    /// The configuration of a group labelled `label`, of the views `content`.
    package init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        self._isExpanded = isExpanded
    }
}

/// SwiftUI's built-in disclosure group styles: a group with one of them renders itself.
package protocol BuiltinDisclosureGroupStyle {}

/// The platform's default disclosure group style: `.automatic`.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, BuiltinDisclosureGroupStyle, Equatable, Sendable,
    CustomStringConvertible
{
    /// The automatic style.
    public init() {}
    /// The view as it is drawn without a style of your own.
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(
            isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    }
    /// `.automatic`.
    public var description: String { ".automatic" }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's default disclosure group style.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}
