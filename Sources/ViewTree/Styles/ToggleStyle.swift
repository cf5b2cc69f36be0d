/// The appearance of the toggles in a view: `.toggleStyle(.switch)`, or a style of your own.
///
/// ```swift
/// struct CustomToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .blur(radius: configuration.isOn ? 5 : 0)
///     }
/// }
/// ```
///
/// ViewTree provides SwiftUI's built-in styles as values that tests can read back
/// (`try toggle.toggleStyle() is SwitchToggleStyle`); a toggle with a built-in style renders its
/// label itself. With a style of your own, the toggle renders through the style's `makeBody`.
public protocol ToggleStyle {
    /// The view a toggle is drawn as.
    associatedtype Body: View

    /// The view that draws a toggle with `configuration`: its label and its `isOn` binding.
    /// Main-actor code, like `View.body`.
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of the toggle being drawn.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle that a `ToggleStyle` draws.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view the style places (and modifies) where it likes.
    public struct Label: View, StyleConfigurationView {
        package let content: any View

        /// The label standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Label` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on: write it to switch the toggle (`configuration.isOn.toggle()`).
    @Binding public var isOn: Bool
    /// Whether the toggle stands for a mix of on and off values. ViewTree's toggles bind one
    /// value, so it is false for them.
    public var isMixed: Bool

    /// The configuration of a toggle labelled `label`, bound to `isOn`.
    package init(label: Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        self._isOn = isOn
        self.isMixed = isMixed
    }
}

/// SwiftUI's built-in toggle styles: a toggle with one of them renders its label itself.
package protocol BuiltinToggleStyle {}

/// The default toggle style of the platform: `.automatic`.
public struct DefaultToggleStyle: ToggleStyle, BuiltinToggleStyle, Equatable, Sendable, CustomStringConvertible {
    /// The default style.
    public init() {}
    /// The toggle's label.
    public func makeBody(configuration: Configuration) -> ToggleStyleConfiguration.Label { configuration.label }
    /// `.automatic`.
    public var description: String { ".automatic" }
}

/// A toggle drawn as a switch: `.switch`.
public struct SwitchToggleStyle: ToggleStyle, BuiltinToggleStyle, Equatable, Sendable, CustomStringConvertible {
    /// The switch style.
    public init() {}
    /// The toggle's label.
    public func makeBody(configuration: Configuration) -> ToggleStyleConfiguration.Label { configuration.label }
    /// `.switch`.
    public var description: String { ".switch" }
}

/// A toggle drawn as a button that looks pressed while on: `.button`.
public struct ButtonToggleStyle: ToggleStyle, BuiltinToggleStyle, Equatable, Sendable, CustomStringConvertible {
    /// The button style.
    public init() {}
    /// The toggle's label.
    public func makeBody(configuration: Configuration) -> ToggleStyleConfiguration.Label { configuration.label }
    /// `.button`.
    public var description: String { ".button" }
}

/// A toggle drawn as a checkbox (macOS): `.checkbox`.
public struct CheckboxToggleStyle: ToggleStyle, BuiltinToggleStyle, Equatable, Sendable, CustomStringConvertible {
    /// The checkbox style.
    public init() {}
    /// The toggle's label.
    public func makeBody(configuration: Configuration) -> ToggleStyleConfiguration.Label { configuration.label }
    /// `.checkbox`.
    public var description: String { ".checkbox" }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style of the platform.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that looks pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A checkbox.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

/// Sets the style of the toggles in the modified view.
public struct _ToggleStyleModifier<Style: ToggleStyle>: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    public typealias Body = Never

    let style: Style

    /// Sets `style`.
    public init(style: Style) {
        self.style = style
    }

    package func apply(to environment: inout EnvironmentValues) {
        environment.toggleStyle = style
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: any ToggleStyle { DefaultToggleStyle() }
}

extension EnvironmentValues {
    /// The style of toggles here: the innermost `.toggleStyle(_:)` on the view or an ancestor.
    package var toggleStyle: any ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    /// What `.toggleStyle(_:)` on the view or an ancestor wrote, or the reset inside a style's
    /// body; nil when none did.
    package var writtenToggleStyle: (any ToggleStyle)? {
        written(ToggleStyleKey.self)
    }
}

extension View {
    /// Sets the style of the toggles in this view: `.toggleStyle(.switch)`.
    public consuming func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(_ToggleStyleModifier(style: style))
    }
}
