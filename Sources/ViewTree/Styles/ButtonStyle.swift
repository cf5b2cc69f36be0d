/// A style that gives buttons a look of your own, keeping the standard interaction: the
/// button is pressed and runs its action as usual, and `makeBody` draws it.
///
/// ```swift
/// struct CustomButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .blur(radius: configuration.isPressed ? 5 : 0)
///     }
/// }
///
/// Button("Save") { save() }
///     .buttonStyle(CustomButtonStyle())
/// ```
///
/// The style applies to every button inside the view it is set on. ViewTree draws nothing, so a
/// hosted button is never pressed: `isPressed` is false while rendering; tests make bodies for
/// either state with Inspector's `inspect(isPressed:)`.
public protocol ButtonStyle {
    /// The view a button is drawn as.
    associatedtype Body: View

    /// The view that draws a button with `configuration`: its label, whether it is pressed and
    /// its role. Main-actor code, like `View.body`.
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of the button being drawn.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button that a `ButtonStyle` draws.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view the style places (and modifies) where it likes.
    public struct Label: View, StyleConfigurationView {
        package let content: any View

        /// The label standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Label` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed.
    public let isPressed: Bool
    /// The button's role, such as `.destructive`; nil when it has none.
    public let role: ButtonRole?

    /// The configuration of a button labelled `label`.
    package init(label: Label, isPressed: Bool, role: ButtonRole?) {
        self.label = label
        self.isPressed = isPressed
        self.role = role
    }
}

/// A style that gives buttons a look and an interaction of your own: `makeBody` decides when
/// the button's action runs, by calling `configuration.trigger()`.
///
/// ```swift
/// struct TapStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .onTapGesture { configuration.trigger() }
///     }
/// }
/// ```
///
/// SwiftUI's built-in styles (`.automatic`, `.plain`, `.bordered`, `.borderedProminent`,
/// `.borderless`) are primitive button styles.
public protocol PrimitiveButtonStyle {
    /// The view a button is drawn as.
    associatedtype Body: View

    /// The view that draws a button and runs its action with `configuration.trigger()`.
    /// Main-actor code, like `View.body`.
    @MainActor @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The properties of the button being drawn.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button that a `PrimitiveButtonStyle` draws, and its action.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view the style places (and modifies) where it likes.
    public struct Label: View, StyleConfigurationView {
        package let content: any View

        /// The label standing for `content`.
        package init(content: any View) {
            self.content = content
        }

        /// Primitive view: `Label` has no body.
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The button's role, such as `.destructive`; nil when it has none.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: () -> Void

    /// The configuration of a button labelled `label` whose action is `action`.
    package init(label: Label, role: ButtonRole?, action: @escaping () -> Void) {
        self.label = label
        self.role = role
        self.action = action
    }

    /// Runs the button's action.
    public func trigger() {
        action()
    }
}
