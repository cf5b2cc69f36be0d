/// How a view renders through a style read from the environment: the one mechanism behind
/// every style protocol (`ButtonStyle`, `PrimitiveButtonStyle`, and the label, group box,
/// toggle and progress view styles built on it).
///
/// A styled view (a `Button`) reads its style from the environment, where the style's
/// modifier (`.buttonStyle(_:)`) put it. When the style is one of the user's own, the view
/// renders as a `StyleBody`: a level whose body is `style.makeBody(configuration:)`, made with
/// a configuration whose views (`configuration.label`) stand for the view's own parts. The
/// runtime renders a `StyleBody` as it renders a custom view, at the identity step
/// `StyleBody.step` below the styled view, so views the style's body returns keep `@State`
/// while hosted. Built-in styles (`.automatic`, `.plain`, …) make no `StyleBody`: the view
/// renders its parts itself, as it always did.
///
/// Inside a style's body the styled view's own style no longer applies (`reset`): a
/// `Button` inside a button style's body is an automatic button, not the styled one again.
///
/// The style's own dynamic properties (`@State private var isHovered`,
/// `@Environment(\.isEnabled)` declared on the style struct) are prepared as the style body's:
/// the environment is the styled view's, and state is kept per styled view while hosted.
package struct StyleBody<Style, Configuration, Content: View>: View {
    /// The style, whose wrappers are prepared as this view's.
    let properties: StyleProperties<Style>
    /// The style in effect: what Inspector's tree dump shows.
    package var style: Style { properties.style }
    /// What the styled view tells its style.
    package let configuration: Configuration
    let reset: StyleReset
    let makeBody: @MainActor (Style, Configuration) -> Content

    /// The body `makeBody` makes from `style` and `configuration`, inside which `reset` applies.
    package init(
        style: Style, configuration: Configuration, reset: StyleReset,
        makeBody: @escaping @MainActor (Style, Configuration) -> Content
    ) {
        properties = StyleProperties(style: style)
        self.configuration = configuration
        self.reset = reset
        self.makeBody = makeBody
    }

    /// The identity step from a styled view to its style body.
    package static var step: ViewIdentity.Step { .part("style") }

    /// The style's body, with the styled view's style reset around it.
    package var body: ModifiedContent<Content, StyleReset> {
        makeBody(style, configuration).modifier(reset)
    }
}

/// A style held by its style body so that the wrappers declared on the style struct are
/// prepared with the body's: `DynamicProperties` reads its wrappers as the style's own (a
/// struct with one stored property is laid out as that property).
struct StyleProperties<Style>: DynamicProperty, ForwardingDynamicProperty {
    let style: Style

    static var forwardedType: Any.Type { Style.self }
    var forwardedValue: Any { style }
}

/// Resets a style inside a style's body: `.buttonStyle(.automatic)` for what a button style's
/// body contains.
package struct StyleReset: ViewModifier, EnvironmentModifier {
    /// Primitive modifier: applied by the runtime.
    package typealias Body = Never

    /// The reset as written in source: `.buttonStyle(.automatic)`.
    package let summary: String
    let change: (inout EnvironmentValues) -> Void

    /// A reset written `summary` that applies `change`.
    package init(_ summary: String, change: @escaping (inout EnvironmentValues) -> Void) {
        self.summary = summary
        self.change = change
    }

    package func apply(to environment: inout EnvironmentValues) {
        change(&environment)
    }
}

/// A view of a style's configuration that stands for a part of the styled view: a button
/// style's `configuration.label`. It shows `content` — the styled view's part, or nothing when
/// a style is made outside a styled view (a test's `style.inspect()`) — under the identity step
/// the runtime and Inspector use for an erased view (`AnyView`'s).
package protocol StyleConfigurationView: View {
    /// What the view stands for.
    var content: any View { get }
}

extension StyleConfigurationView {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        let view: Any = content
        return [(view, [.erased(ObjectIdentifier(type(of: view)))])]
    }
}
