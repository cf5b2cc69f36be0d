/// A style that draws progress views: `makeBody` places the labels and shows how much is done.
///
/// ```swift
/// struct PercentStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack {
///             configuration.label
///             Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///         }
///     }
/// }
///
/// ProgressView("Download", value: 0.5)
///     .progressViewStyle(PercentStyle())
/// ```
public protocol ProgressViewStyle {
    /// The view a progress view is drawn as.
    associatedtype Body: View

    /// The view that draws a progress view from its labels and its fraction completed.
    /// Main-actor code, like `View.body`.
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of the progress view being drawn.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view that a `ProgressViewStyle` draws.
public struct ProgressViewStyleConfiguration {
    /// The label describing the task, as a view the style places where it likes.
    public struct Label: View, StyleConfigurationView {
        package let content: any View

        /// The label standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Label` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The label describing the current value, as a view the style places where it likes.
    public struct CurrentValueLabel: View, StyleConfigurationView {
        package let content: any View

        /// The label standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `CurrentValueLabel` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The label describing the task; nil for a progress view made without one.
    public var label: Label?
    /// The label describing the current value; nil for a progress view made without one.
    public var currentValueLabel: CurrentValueLabel?
    /// How much of the task is done, from 0 to 1; nil while indeterminate.
    public let fractionCompleted: Double?

    /// The configuration of a progress view with these labels, `fractionCompleted` done.
    package init(label: Label?, currentValueLabel: CurrentValueLabel?, fractionCompleted: Double?) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.fractionCompleted = fractionCompleted
    }
}

extension ProgressViewStyleConfiguration.Label: RuntimeContainer {}
extension ProgressViewStyleConfiguration.CurrentValueLabel: RuntimeContainer {}

/// SwiftUI's built-in progress view styles: a progress view with one renders its labels
/// itself, as without a style.
package protocol BuiltinProgressViewStyle {}

/// The platform's default progress view style: `.automatic`.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle, Equatable, Sendable,
    CustomStringConvertible
{
    /// The default style.
    public init() {}
    /// The labels.
    public func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            configuration.currentValueLabel
        }
    }
    /// `.automatic`.
    public var description: String { ".automatic" }
}

/// A progress bar: `.linear`.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle, Equatable, Sendable,
    CustomStringConvertible
{
    /// The linear style.
    public init() {}
    /// The labels.
    public func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            configuration.currentValueLabel
        }
    }
    /// `.linear`.
    public var description: String { ".linear" }
}

/// A spinner or a ring: `.circular`.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle, Equatable, Sendable,
    CustomStringConvertible
{
    /// The circular style.
    public init() {}
    /// The labels.
    public func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            configuration.currentValueLabel
        }
    }
    /// `.circular`.
    public var description: String { ".circular" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner or a ring.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view made from a progress view style's configuration, inside a style's body:
    /// it shows the styled view's labels and fraction completed with the automatic style. A
    /// label the configuration has not stands for nothing.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            value: configuration.fractionCompleted, total: 1, progress: nil,
            label: configuration.label ?? ProgressViewStyleConfiguration.Label(content: EmptyView()),
            currentValueLabel: configuration.currentValueLabel
                ?? ProgressViewStyleConfiguration.CurrentValueLabel(content: EmptyView()))
    }
}
