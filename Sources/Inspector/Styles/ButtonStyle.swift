import ViewTree

extension ButtonStyle {
    /// The body this style makes for a button pressed or not, to inspect:
    /// `try style.inspect(isPressed: true).blur().radius`. Its `configuration.label`
    /// (`styleConfigurationLabel()`) stands for no label.
    public func inspect(isPressed: Bool, role: ButtonRole? = nil) throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(content: EmptyView()), isPressed: isPressed, role: role)
        let input = UncheckedSendable((style: self, configuration: configuration))
        let arguments = StyleInspection.arguments([("isPressed", "\(isPressed)"), ("role", role.map { "\($0)" })])
        return try StyleInspection.body(of: Self.self, call: "inspect(\(arguments))") {
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
        let arguments = StyleInspection.arguments([("onTrigger", "…"), ("role", role.map { "\($0)" })])
        return try StyleInspection.body(of: Self.self, call: "inspect(\(arguments))") {
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
    ///
    /// The body is evaluated through, as a search would, before it is returned: a view in it
    /// whose body cannot be made (it reads an `@EnvironmentObject` no one provides) throws
    /// here, at `\(style).\(call)` followed by the chain to that view, naming the style and
    /// the call that made it rather than failing later at an unrelated-looking call.
    static func body<Body: ViewTree.View>(
        of style: Any.Type, call: String, _ make: @MainActor () -> Body
    ) throws -> InspectableView<ViewType.ClassifiedView> {
        let origin = "\(TypeName.display(style)).\(call)"
        let body: Body
        do {
            body = try Evaluation.onMainActor(make)
        } catch {
            throw InspectionError(error, path: origin)
        }
        let view = try body.inspect()
        let root = try view.node()
        let outcome = SearchEngine.traverse(from: root, traversal: .depthFirst, limit: nil) { _ in false }
        if let (node, reason) = outcome.blocked.first {
            let chain = node.pathToRoot
            throw InspectionError(reason, path: chain.isEmpty ? origin : "\(origin).\(chain)")
        }
        return view
    }

    /// The arguments of a style's `inspect(…)` call, as written: `isPressed: true, role: .cancel`.
    static func arguments(_ pairs: [(label: String, value: String?)]) -> String {
        pairs.compactMap { pair in pair.value.map { "\(pair.label): \($0)" } }.joined(separator: ", ")
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
    /// ancestor, of either protocol. Throws, as ViewInspector does, when neither the view nor an ancestor sets one (SwiftUI then
    /// uses `.automatic`); inside a style's body the reset to `.automatic` counts as set.
    ///
    /// ```swift
    /// XCTAssertTrue(try sut.inspect().buttonStyle() is PlainButtonStyle)
    /// ```
    ///
    /// Typed `Any`, as in ViewInspector: `.buttonStyle(_:)` takes a `ButtonStyle` or a
    /// `PrimitiveButtonStyle` (all built-in styles are primitive ones).
    public func buttonStyle() throws -> Any {
        try reading("buttonStyle()") { node in
            try StyleReading.written("buttonStyle", at: node) { $0.writtenButtonStyle }.style
        }
    }

    /// The primitive button style here: the innermost `.buttonStyle(_:)` on this view or an
    /// ancestor. Throws when none sets one, as `buttonStyle()` does, and when the style in
    /// effect is a `ButtonStyle`: read it with `buttonStyle()`.
    public func primitiveButtonStyle() throws -> any PrimitiveButtonStyle {
        try reading("primitiveButtonStyle()") { node in
            switch try StyleReading.written("buttonStyle", at: node, { $0.writtenButtonStyle }) {
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
        try styleBody { $0.buttonStyle.style }
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
