import ViewTree

extension ButtonStyle {
    /// The body this style makes for a button pressed or not, to inspect:
    /// `try style.inspect(isPressed: true).blur().radius`. Its `configuration.label`
    /// (`styleConfigurationLabel()`) stands for no label.
    public func inspect(isPressed: Bool, role: ButtonRole? = nil) throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(content: EmptyView()), isPressed: isPressed, role: role)
        let input = UncheckedSendable((style: self, configuration: configuration))
        return try StyleInspection.body(of: "\(Self.self).makeBody(configuration:)") {
            input.value.style.makeBody(configuration: input.value.configuration)
        }
    }
}

extension PrimitiveButtonStyle {
    /// The body this style makes for a button whose action is `onTrigger`, to inspect:
    /// `try style.inspect().view(CustomButton.self)`.
    public func inspect(
        onTrigger: @escaping () -> Void = {}, role: ButtonRole? = nil
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = PrimitiveButtonStyleConfiguration(onTrigger: onTrigger, role: role)
        let input = UncheckedSendable((style: self, configuration: configuration))
        return try StyleInspection.body(of: "\(Self.self).makeBody(configuration:)") {
            input.value.style.makeBody(configuration: input.value.configuration)
        }
    }
}

extension PrimitiveButtonStyleConfiguration {
    /// A configuration for a test, whose `trigger()` calls `onTrigger`; its label stands for no
    /// label.
    ///
    /// ```swift
    /// let config = PrimitiveButtonStyleConfiguration(onTrigger: { triggered = true })
    /// let view = CustomPrimitiveButtonStyle.CustomButton(configuration: config)
    /// ```
    public init(onTrigger: @escaping () -> Void, role: ButtonRole? = nil) {
        self.init(label: Label(content: EmptyView()), role: role, action: onTrigger)
    }
}

/// Making a style's body for a test.
enum StyleInspection {
    /// Inspects the body `make` returns, made on the main actor as the runtime makes it.
    static func body<Body: ViewTree.View>(
        of call: String, _ make: @MainActor () -> Body
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        let body: Body
        do {
            body = try Evaluation.onMainActor(make)
        } catch {
            throw InspectionError(error, path: call)
        }
        return try body.inspect()
    }

    /// A binding for a configuration made in a test: it holds `value` and takes writes.
    static func binding<Value>(_ value: Value) -> Binding<Value> {
        let box = UncheckedSendable(Box(value))
        return Binding(get: { box.value.value }, set: { box.value.value = $0 })
    }

    private final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
}

// MARK: - Style getters

extension InspectableView {
    /// The style of the buttons here: the innermost `.buttonStyle(_:)` on this view or an
    /// ancestor, of either protocol, or `DefaultButtonStyle` (`.automatic`).
    ///
    /// ```swift
    /// XCTAssertTrue(try sut.inspect().buttonStyle() is PlainButtonStyle)
    /// ```
    ///
    /// Typed `Any`, as in ViewInspector: `.buttonStyle(_:)` takes a `ButtonStyle` or a
    /// `PrimitiveButtonStyle` (all built-in styles are primitive ones).
    public func buttonStyle() throws -> Any {
        try reading("buttonStyle()") { $0.environment.buttonStyle.style }
    }

    /// The primitive button style here: the innermost `.buttonStyle(_:)` on this view or an
    /// ancestor, or `DefaultButtonStyle` (`.automatic`). Throws when the style in effect is a
    /// `ButtonStyle`: read it with `buttonStyle()`.
    public func primitiveButtonStyle() throws -> any PrimitiveButtonStyle {
        try reading("primitiveButtonStyle()") { node in
            switch node.environment.buttonStyle {
            case let .primitive(style): return style
            case let .button(style):
                throw InspectionError.Reason.typeMismatch(
                    expected: "a PrimitiveButtonStyle", found: "\(TypeName.display(type(of: style))), a ButtonStyle",
                    hint: "read it with buttonStyle()")
            }
        }
    }
}

extension InspectableView where View == ViewType.Button {
    /// The body the button style in effect makes for this button, to inspect:
    /// `button().styleBody().hStack().styleConfigurationLabel(0).text()`. Throws for a button
    /// with a built-in style, which draws its label itself (`labelView()`).
    public func styleBody() throws -> InspectableView<ViewType.StyleBody> {
        try styleBody(describing: (try? buttonStyle()) as Any)
    }
}

extension ViewTree.Button: InspectableStyledView {
    func inspectorStyleBody(in environment: EnvironmentValues) -> Any? {
        styleBody(in: environment)
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.buttonStyle(_:)`, of either protocol.
    static let buttonStyle = ModifierKind(
        name: ".buttonStyle", summary: { ModifierDescription.call(".buttonStyle", "style", of: $0) })
}

extension _ButtonStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .buttonStyle }
}
