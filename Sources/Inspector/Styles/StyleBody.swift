import ViewTree

// How Inspector shows a view drawn by its style (see ViewTree's `StyleBody`): the styled view
// has a part, `styleBody()`, computed from the style in its environment; the part is a level of
// its own whose content is the style's `makeBody(configuration:)`, evaluated like a custom
// view's body. While a view has a style body, search reaches its content and its other parts
// through that body only — `configuration.label` (`styleConfigurationLabel()`) leads back to
// the label — so each view is visited once, and `pathToRoot` of a view inside reads
// `button().styleBody().hStack().styleConfigurationLabel(0).text()`.

extension ViewType {
    /// The body a style makes for a styled view: `button().styleBody()`.
    public struct StyleBody: KnownViewType, BuiltinViewType, SingleViewContent, MultipleViewContent {
        /// "StyleBody".
        public static var typePrefix: String { "StyleBody" }
        static var viewKind: ViewKind { .styleBody }
    }
}

extension ViewKind.Part {
    /// The body of the style in effect where a styled view is; absent for
    /// built-in styles (the view then draws its parts itself).
    static var styleBody: ViewKind.Part {
        ViewKind.Part(
            call: "styleBody()", field: "", step: ViewTree.StyleBody<Never, Never, EmptyView>.step, isTyped: true,
            computed: { node in (node.value as? any InspectableStyledView)?.inspectorStyleBody(in: node.environment) },
            isStyleBody: true)
    }
}

/// A ViewTree view drawn by a style from the environment.
protocol InspectableStyledView {
    /// The `StyleBody` it renders through in `environment`, or nil for a built-in style.
    func inspectorStyleBody(in environment: EnvironmentValues) -> Any?
}

extension InspectionNode {
    /// The node of the style body this view is drawn through, or nil when its kind is not
    /// styled or its style is built in.
    func styleBodyNode() throws -> InspectionNode? {
        guard let index = viewKind.styleBodyPart else { return nil }
        let node = try partNode(at: index)
        if case .absent = node.role { return nil }
        return node
    }
}

extension InspectableView {
    /// The body the style in effect makes for this styled view; throws for a view drawn by a
    /// built-in style (or not styled at all), naming the style.
    func styleBody(describing style: @escaping (EnvironmentValues) -> Any) throws -> InspectableView<ViewType.StyleBody> {
        try reading("styleBody()") { node in
            guard let body = try node.styleBodyNode() else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "styleBody()", view: node.kindName,
                    reason: "its style, \(ModifierDescription.show(style(node.environment))), is built in: it has no body of its own")
            }
            return InspectableView<ViewType.StyleBody>(body)
        }
    }
}

// MARK: - Kind

/// The style body type seen without its generic arguments.
protocol InspectorStyleBody {
    static var styleType: Any.Type { get }
    var styleValue: Any { get }
    @MainActor func inspectorBody() -> Any
}

extension ViewTree.StyleBody: InspectorStyleBody {
    static var styleType: Any.Type { Style.self }
    var styleValue: Any { style }
    @MainActor func inspectorBody() -> Any { body }
}

extension ViewKind {
    /// A style's body for a styled view: its content is `makeBody(configuration:)`, evaluated
    /// in the style body's place as a custom view's body is.
    static let styleBody = ViewKind(
        naming: { type in
            "body of \((type as? any InspectorStyleBody.Type).map { TypeName.display($0.styleType) } ?? "a style")"
        },
        accessor: "styleBody",
        content: .computed { node, observation in
            guard let styled = node.value as? any InspectorStyleBody else { return [] }
            let body = try StatePlace.run(in: Evaluation.place(of: node)) {
                try Evaluation.prepare(node)
                let value = UncheckedSendable(styled)
                return try Evaluation.onMainActor { Evaluation.tracked(observation) { value.value.inspectorBody() } }
            }
            return Expansion.expand(body, in: node.tree, prefix: .body)
        },
        dumpAttributes: { value in
            (value as? any InspectorStyleBody).map { ["style: \(ModifierDescription.show($0.styleValue))"] } ?? []
        })
}

extension ViewTree.StyleBody: InspectableKind {
    static var inspectorKind: ViewKind { .styleBody }
}

extension ModifierKind {
    /// The reset of a style inside a style's body: `.buttonStyle(.automatic)`.
    static let styleReset = ModifierKind(naming: { ($0 as? StyleReset)?.summary ?? ".styleReset" })
}

extension StyleReset: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .styleReset }
}
