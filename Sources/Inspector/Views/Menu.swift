import ViewTree

extension ViewType {
    /// `Menu`: its items (buttons, sections, nested menus), addressed by index; its label is
    /// reached with `labelView()`.
    public struct Menu: MultipleViewContent, BuiltinViewType {
        /// "Menu".
        public static var typePrefix: String { "Menu" }
        static var viewKind: ViewKind { .menu }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Menu`.
    public func menu() throws -> InspectableView<ViewType.Menu> {
        try single(ViewType.Menu.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Menu` at `index`.
    public func menu(_ index: Int) throws -> InspectableView<ViewType.Menu> {
        try child(ViewType.Menu.self, at: index)
    }
}

extension InspectableView where View == ViewType.Menu {
    /// The label, to be unwrapped: `menu.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// Runs the menu's `primaryAction:`, as a tap on such a menu does (ViewInspector's name).
    /// Throws, without running anything, when the menu was made without one (a tap only opens
    /// it: tap its items instead, `menu.button(0).tap()`) and when the menu or an ancestor is
    /// disabled or hidden.
    public func callPrimaryAction() throws {
        try runPrimaryAction(call: "callPrimaryAction()")
    }

    /// Taps the menu: the same as `callPrimaryAction()`, under the name other controls use.
    public func tap() throws {
        try runPrimaryAction(call: "tap()")
    }

    private func runPrimaryAction(call: String) throws {
        try reading(call) { node in
            guard let action = try MenuReading.primaryAction(of: node) else {
                let title = (try? node.partNode(call: "labelView()")).flatMap { label in NodeFacts.collect(from: label) { NodeFacts.string(of: $0) }.first }
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "primary action", view: "Menu" + (title.map { " \(TreeDump.quoted($0))" } ?? ""),
                    reason: "it was made without primaryAction:, so a tap only opens it; tap its items: menu().button(0).tap()")
            }
            try Interaction.ensureResponsive(node, control: "Menu")
            Interaction.perform(at: node, action)
        }
    }
}

/// What a menu holds that its readers and `explore(...)` share.
enum MenuReading {
    /// The menu's `primaryAction:`; nil for a menu made without one.
    static func primaryAction(of node: InspectionNode) throws -> (() -> Void)? {
        try Reflection.field("primaryAction", of: node.value, as: (() -> Void)?.self)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Menu`: its items, addressed by index; its label is a part.
    static let menu = ViewKind(
        name: "Menu", accessor: "menu", content: .stored(field: "content", step: .content), indexesContent: true,
        parts: [Part(call: "labelView()", declared: .label), .styleBody],
        accessibility: AccessibilityProfile(role: .menu, traits: [], name: .parts(["labelView()"])))
}

extension ViewTree.Menu: InspectableKind {
    static var inspectorKind: ViewKind { .menu }
}
