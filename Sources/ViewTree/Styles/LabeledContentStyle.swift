/// The appearance of the labeled contents in a view: `.labeledContentStyle(.automatic)`, or a
/// style of your own.
///
/// ```swift
/// struct StackedStyle: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.font(.caption)
///             configuration.content
///         }
///     }
/// }
/// ```
///
/// A `LabeledContent` with the built-in style renders itself; with a style of your own, it
/// renders through the style's `makeBody`.
public protocol LabeledContentStyle {
    /// The view a labeled content is drawn as.
    associatedtype Body: View

    /// The view that draws a labeled content with `configuration`: its label and content.
    /// Main-actor code, like `View.body`.
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of the labeled content being drawn.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of a `LabeledContent` that a `LabeledContentStyle` draws.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view the style places (and modifies) where it likes.
    public struct Label: View, StyleConfigurationView {
        package let content: any View

        /// The label standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Label` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The content (the value), as a view the style places (and modifies) where it likes.
    public struct Content: View, StyleConfigurationView {
        package let content: any View

        /// The content standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Content` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The label.
    public let label: Label
    /// The content: the value.
    public let content: Content

    /// The configuration of a labeled content labelled `label`, showing `content`.
    package init(label: Label, content: Content) {
        self.label = label
        self.content = content
    }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style's body is drawing: `LabeledContent(configuration).padding()`.
    /// It has the automatic style.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// SwiftUI's built-in labeled content styles: a `LabeledContent` with one of them renders itself.
package protocol BuiltinLabeledContentStyle {}

/// The platform's default labeled content style: `.automatic`.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltinLabeledContentStyle, Equatable, Sendable,
    CustomStringConvertible
{
    /// The automatic style.
    public init() {}
    /// The view as it is drawn without a style of your own.
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration)
    }
    /// `.automatic`.
    public var description: String { ".automatic" }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's default labeled content style.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}
