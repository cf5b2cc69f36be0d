import ViewTree

// Alerts, confirmation dialogs and action sheets: presentations (see Presentations.swift) whose
// content is their title, actions and message. Tapping one of their buttons runs its action,
// then dismisses them.

extension ViewType {
    /// What an `alert` presents: `try view.alert().title().string()`.
    public struct Alert: SingleViewContent, MultipleViewContent {
        /// "Alert".
        public static var typePrefix: String { "Alert" }
    }

    /// What a `confirmationDialog` presents.
    public struct ConfirmationDialog: SingleViewContent, MultipleViewContent {
        /// "ConfirmationDialog".
        public static var typePrefix: String { "ConfirmationDialog" }
    }

    /// What a legacy `actionSheet` presents.
    public struct ActionSheet: SingleViewContent, MultipleViewContent {
        /// "ActionSheet".
        public static var typePrefix: String { "ActionSheet" }
    }

    /// A button of an alert, a confirmation dialog or an action sheet: `alert().primaryButton()`.
    public struct AlertButton: KnownViewType {
        /// "AlertButton".
        public static var typePrefix: String { "AlertButton" }
    }
}

/// What an alert, a confirmation dialog or an action sheet presents: the handles `title()`,
/// `message()`, `actions()` and their buttons are read from.
public protocol AlertContentType: PresentedContentType {}

extension ViewType.Alert: PresentationType, AlertContentType { static var call: String { "alert" } }
extension ViewType.ConfirmationDialog: PresentationType, AlertContentType {
    static var call: String { "confirmationDialog" }
}
extension ViewType.ActionSheet: PresentationType, AlertContentType { static var call: String { "actionSheet" } }

extension ViewType.AlertButton: NodeMatching {
    static func matches(_ node: InspectionNode) -> Bool {
        node.viewKind == .button && node.environment.dismissesOnAction
    }
    static func accessor(index: Int?) -> String { "button(\(index.map(String.init) ?? ""))" }
    static var expectedName: String { "a button of an alert, a dialog or an action sheet" }
}

extension ViewTree.Alert.Button {
    /// How an alert's button looks, from its role: what `style()` returns.
    public enum Style: Hashable, Sendable {
        /// No role.
        case `default`
        /// `.cancel`.
        case cancel
        /// `.destructive`.
        case destructive
    }
}

extension InspectableView {
    /// What the view's `alert` presents; with several, the one at `index` in the order they
    /// were applied. Throws when it is not presented.
    public func alert(_ index: Int? = nil) throws -> InspectableView<ViewType.Alert> {
        try PresentationReading.presentation(of: self, index: index)
    }

    /// What the view's `confirmationDialog` presents. Throws when it is not presented.
    public func confirmationDialog(_ index: Int? = nil) throws -> InspectableView<ViewType.ConfirmationDialog> {
        try PresentationReading.presentation(of: self, index: index)
    }

    /// What the view's legacy `actionSheet` presents. Throws when it is not presented.
    public func actionSheet(_ index: Int? = nil) throws -> InspectableView<ViewType.ActionSheet> {
        try PresentationReading.presentation(of: self, index: index)
    }
}

extension InspectableView where View: AlertContentType {
    /// The title. A confirmation dialog's title is read also when its `titleVisibility` is
    /// `.hidden`, as in ViewInspector, though it is not shown (search does not find it).
    public func title() throws -> InspectableView<ViewType.Text> {
        try reading("title()") { node in
            let parts = try AlertReading.parts(of: node)
            guard let title = parts.title else {
                throw InspectionError.Reason.attributeUnavailable(attribute: "title", view: node.kindName, reason: "it has none")
            }
            return InspectableView<ViewType.Text>(
                node.attached(title, role: .group, link: .attributeView(call: "title()"), attachment: nil))
        }
    }

    /// The views its actions are made of: `actions().button(0)`.
    public func actions() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("actions()") { node in
            let parts = try AlertReading.parts(of: node)
            return InspectableView<ViewType.ClassifiedView>(
                node.attached(parts.environment.wrapping(parts.actions), role: .group, link: .attributeView(call: "actions()"), attachment: nil))
        }
    }

    /// Its buttons, in order.
    public func actionButtons() throws -> [InspectableView<ViewType.AlertButton>] {
        try reading("actionButtons()") { node in try AlertReading.buttons(of: node) }
    }

    /// Its first button: a legacy `Alert`'s primary button.
    public func primaryButton() throws -> InspectableView<ViewType.AlertButton> {
        try reading("primaryButton()") { node in
            guard let button = try AlertReading.buttons(of: node).first else {
                throw InspectionError.Reason.attributeUnavailable(attribute: "primaryButton", view: node.kindName, reason: "it has no buttons")
            }
            return button
        }
    }

    /// Its second button: a legacy `Alert`'s secondary button.
    public func secondaryButton() throws -> InspectableView<ViewType.AlertButton> {
        try reading("secondaryButton()") { node in
            let buttons = try AlertReading.buttons(of: node)
            guard buttons.count > 1 else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "secondaryButton", view: node.kindName, reason: "it has \(buttons.count) button\(buttons.count == 1 ? "" : "s")")
            }
            return buttons[1]
        }
    }
}

extension InspectableView where View == ViewType.Alert {
    /// The views its message is made of, as ViewInspector returns them:
    /// `alert().message().text().string()`. Throws when it has none.
    public func message() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("message()") { node in InspectableView<ViewType.ClassifiedView>(try AlertReading.messageViews(of: node)) }
    }

    /// The message as one text, as the legacy `Alert` has it: `alert().message().string()`.
    @_disfavoredOverload
    public func message() throws -> InspectableView<ViewType.Text> {
        try reading("message()") { node in try AlertReading.messageText(of: node) }
    }
}

extension InspectableView where View == ViewType.ConfirmationDialog {
    /// The views its message is made of, as ViewInspector returns them:
    /// `confirmationDialog().message().text().string()`. Throws when it has none.
    public func message() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("message()") { node in InspectableView<ViewType.ClassifiedView>(try AlertReading.messageViews(of: node)) }
    }

    /// The message as one text: `confirmationDialog().message().string()`.
    @_disfavoredOverload
    public func message() throws -> InspectableView<ViewType.Text> {
        try reading("message()") { node in try AlertReading.messageText(of: node) }
    }

    /// Whether its title shows: `.automatic` unless the view said otherwise.
    public func titleVisibility() throws -> Visibility {
        try reading("titleVisibility()") { node in
            try Reflection.field("titleVisibility", of: try PresentationReading.style(of: node), as: Visibility.self)
        }
    }
}

extension InspectableView where View == ViewType.ActionSheet {
    /// The message, a text.
    public func message() throws -> InspectableView<ViewType.Text> {
        try reading("message()") { node in try AlertReading.messageText(of: node) }
    }
}

extension InspectableView where View == ViewType.AlertButton {
    /// The button's label, a `Text` as ViewInspector has it (`primaryButton().labelView().string()`).
    ///
    /// - Throws: `typeMismatch` for a button whose label is another view; reach it with
    ///   `actions().button(i).labelView()`.
    public func labelView() throws -> InspectableView<ViewType.Text> {
        let label = try InspectableView<ViewType.Button>(try node()).labelView()
        let node = try label.node()
        var views = [node]
        if case .group = node.role { views = try node.contentChildren() }
        guard views.count == 1, ViewType.Text.matches(views[0]) else {
            throw InspectionError(
                .typeMismatch(
                    expected: "Text", found: views.count == 1 ? views[0].kindName : "\(views.count) views",
                    hint: "an alert button's labelView() is its Text; for another label use actions().button(i).labelView()"),
                path: label.pathToRoot)
        }
        return InspectableView<ViewType.Text>(views[0])
    }

    /// The button's role: nil, `.cancel` or `.destructive`.
    public func role() throws -> ButtonRole? {
        try InspectableView<ViewType.Button>(try node()).role()
    }

    /// The button's style, from its role.
    public func style() throws -> ViewTree.Alert.Button.Style {
        let role = try role()
        if role == .cancel { return .cancel }
        if role == .destructive { return .destructive }
        return .default
    }

    /// Taps the button: runs its action, then dismisses what presented it.
    public func tap() throws {
        try InspectableView<ViewType.Button>(try node()).tap()
    }
}

enum AlertReading {
    struct Parts {
        let title: ViewTree.Text?
        let actions: Any
        let message: Any
        let environment: _PresentedContentModifier
    }

    static func parts(of node: InspectionNode) throws -> Parts {
        let presentation = try PresentationReading.modifier(of: node)
        guard let content = presentation.presentedContent,
            let tuple = Reflection.field("value", of: content).map(Reflection.tupleElements(of:)), tuple.count == 3
        else {
            throw InspectionError.Reason.attributeUnavailable(
                attribute: "content", view: node.kindName, reason: "it is not presented")
        }
        // A dialog's hidden title is not presented; its style keeps it.
        let shownTitle = (tuple[0] as? ViewTree.Text?) ?? nil
        let title = shownTitle ?? Reflection.field("title", of: presentation.presentationStyle).flatMap { $0 as? ViewTree.Text }
        return Parts(title: title, actions: tuple[1], message: tuple[2], environment: presentation.presentedEnvironment)
    }

    /// The node of the views the message is made of; throws when there are none.
    static func messageViews(of node: InspectionNode) throws -> InspectionNode {
        let parts = try parts(of: node)
        let message = node.attached(
            parts.environment.wrapping(parts.message), role: .group, link: .attributeView(call: "message()"),
            attachment: nil)
        var hasNone = parts.message is EmptyView || message.value is EmptyView
        if case .absent = message.role { hasNone = true }
        guard !hasNone else {
            throw InspectionError.Reason.attributeUnavailable(attribute: "message", view: node.kindName, reason: "it has none")
        }
        return message
    }

    /// The message, when it is one text.
    static func messageText(of node: InspectionNode) throws -> InspectableView<ViewType.Text> {
        let message = try messageViews(of: node)
        guard case .view = message.role, message.viewKind == .text else {
            throw InspectionError.Reason.attributeUnavailable(attribute: "message", view: node.kindName, reason: "it is not one Text")
        }
        return InspectableView<ViewType.Text>(message)
    }

    static func buttons(of node: InspectionNode) throws -> [InspectableView<ViewType.AlertButton>] {
        let parts = try parts(of: node)
        let actions = node.attached(
            parts.environment.wrapping(parts.actions), role: .group, link: .attributeView(call: "actions()"), attachment: nil)
        let found = InspectableView<ViewType.ClassifiedView>(actions).findAll(ViewType.Button.self)
        return try found.map { InspectableView<ViewType.AlertButton>(try $0.node()) }
    }
}

extension _PresentedContentModifier {
    /// `content` with this environment around it, as the presentation shows it.
    fileprivate func wrapping(_ content: Any) -> Any {
        guard let view = content as? any ViewTree.View else { return content }
        return modified(view)
    }

    private func modified<V: ViewTree.View>(_ view: V) -> Any {
        view.modifier(self)
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.alert`, modern and legacy.
    static let alert = PresentationReading.kind(named: "alert")
    /// `.confirmationDialog`.
    static let confirmationDialog = PresentationReading.kind(named: "confirmationDialog")
    /// `.actionSheet`.
    static let actionSheet = PresentationReading.kind(named: "actionSheet")
}
