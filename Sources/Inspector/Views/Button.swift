import ViewTree

extension ViewType {
    /// `Button`.
    public struct Button: KnownViewType, BuiltinViewType {
        /// "Button".
        public static var typePrefix: String { "Button" }
        static var viewKind: ViewKind { .button }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Button`.
    public func button() throws -> InspectableView<ViewType.Button> {
        try single(ViewType.Button.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Button` at `index`.
    public func button(_ index: Int) throws -> InspectableView<ViewType.Button> {
        try child(ViewType.Button.self, at: index)
    }
}

extension InspectableView where View == ViewType.Button {
    /// The button's label, to be unwrapped: `button.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// Taps the button: runs its action; in an alert, a confirmation dialog or an action
    /// sheet, then dismisses it.
    ///
    /// Throws, without running the action, when a user could not tap it: the button or an
    /// ancestor is disabled (`.disabled(true)`) or hidden (`.hidden()`).
    public func tap() throws {
        try reading("tap()") { node in
            try Interaction.ensureResponsive(node, control: "Button")
            let action = try Reflection.field("action", of: node.value, as: (() -> Void).self)
            let environment = node.environment
            Interaction.perform(at: node, action)
            // An alert's (or a dialog's) button dismisses it once its action ran.
            if environment.dismissesOnAction { environment.dismiss() }
        }
    }

    /// The button's role, such as `.destructive`; nil when it has none.
    public func role() throws -> ButtonRole? {
        try reading("role()") { node in
            try Reflection.field("role", of: node.value, as: ButtonRole?.self)
        }
    }
}

/// Checks shared by everything a test can tap.
enum Interaction {
    /// Throws when a user could not operate the control at `node`.
    static func ensureResponsive(_ node: InspectionNode, control: String) throws {
        if let disabling = node.disablingNode() {
            throw InspectionError.Reason.unresponsive(
                control: control, reason: "is disabled by .disabled(true) \(place(of: disabling, relativeTo: node))")
        }
        if let hiding = node.hidingNode() {
            throw InspectionError.Reason.unresponsive(
                control: control, reason: "is hidden by .hidden() \(place(of: hiding, relativeTo: node))")
        }
        if let blocking = node.hitTestingNode() {
            throw InspectionError.Reason.unresponsive(
                control: control,
                reason: "does not receive touches: .allowsHitTesting(false) \(place(of: blocking, relativeTo: node))")
        }
    }

    /// Runs `action` — a control's, a callback's — as the runtime would: in the place of the
    /// view or modifier whose body made it, so state it shares with another place (a view
    /// value placed twice) is this place's.
    static func perform(at node: InspectionNode, _ action: () throws -> Void) rethrows {
        var current: InspectionNode? = node.parent
        while let candidate = current {
            if candidate.viewKind == .custom || candidate.isCustomModifier {
                return try StatePlace.run(in: Evaluation.place(of: candidate), action)
            }
            current = candidate.parent
        }
        try action()
    }

    private static func place(of owner: InspectionNode, relativeTo node: InspectionNode) -> String {
        owner === node ? "on itself" : "on its ancestor \(owner.pathToRoot)"
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Button`: no content; its label is a part, reached with `labelView()`; with a style of
    /// your own, search reaches the label through the style's body (`styleBody()`).
    static let button = ViewKind(
        name: "Button", accessor: "button",
        parts: [Part(call: "labelView()", declared: .label), .styleBody],
        accessibility: AccessibilityProfile(role: .button, traits: .isButton, name: .parts(["labelView()"])))
}

extension ViewTree.Button: InspectableKind {
    static var inspectorKind: ViewKind { .button }
}
