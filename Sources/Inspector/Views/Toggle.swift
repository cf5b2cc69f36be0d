import ViewTree

extension ViewType {
    /// `Toggle`.
    public struct Toggle: KnownViewType, BuiltinViewType {
        /// "Toggle".
        public static var typePrefix: String { "Toggle" }
        static var viewKind: ViewKind { .toggle }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Toggle`.
    public func toggle() throws -> InspectableView<ViewType.Toggle> {
        try single(ViewType.Toggle.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Toggle` at `index`.
    public func toggle(_ index: Int) throws -> InspectableView<ViewType.Toggle> {
        try child(ViewType.Toggle.self, at: index)
    }
}

extension InspectableView where View == ViewType.Toggle {
    /// The toggle's label, to be unwrapped: `toggle.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// Whether a toggle made over `sources:` is mixed: some of its sources are on and some
    /// off, as its style's `configuration.isMixed` shows. False for a toggle bound to one value.
    public func isMixed() throws -> Bool {
        try reading("isMixed()") { try ToggleReading.isMixed(of: $0.value) }
    }

    /// Whether the toggle is on: the value of its `isOn` binding. A toggle made over
    /// `sources:` is on when every source is on (so false while it is mixed: see `isMixed()`).
    public func isOn() throws -> Bool {
        try reading("isOn()") { try ToggleReading.isOn(of: $0).wrappedValue }
    }

    /// Taps the toggle: flips its `isOn` binding, as a user's tap does. The view that owns the
    /// bound state sees the new value, hosted or not. A toggle made over `sources:` turns every
    /// source on, unless all of them are on already: then it turns them all off.
    ///
    /// Throws, without changing anything, when a user could not tap it: the toggle or an
    /// ancestor is disabled (`.disabled(true)`) or hidden (`.hidden()`).
    public func tap() throws {
        try reading("tap()") { node in
            try Interaction.ensureResponsive(node, control: "Toggle")
            let isOn = try ToggleReading.isOn(of: node)
            Interaction.perform(at: node) { isOn.wrappedValue.toggle() }
        }
    }
}

enum ToggleReading {
    static func isOn(of node: InspectionNode) throws -> Binding<Bool> {
        try Reflection.field("isOn", of: node.value, as: Binding<Bool>.self)
    }

    static func isMixed(of value: Any) throws -> Bool {
        try Reflection.field("mixed", of: value, as: ToggleSources?.self)?.isMixed ?? false
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Toggle`: no content; its label is a part, reached with `labelView()`. With a style of
    /// your own, search reaches the label through the style's body (`styleBody()`).
    static let toggle = ViewKind(
        name: "Toggle", accessor: "toggle",
        parts: [Part(call: "labelView()", declared: .label), .styleBody],
        dumpAttributes: { value in
            guard let isOn = try? Reflection.field("isOn", of: value, as: Binding<Bool>.self) else { return [] }
            let mixed = (try? ToggleReading.isMixed(of: value)) ?? false
            return mixed ? ["isMixed: true"] : ["isOn: \(isOn.wrappedValue)"]
        },
        accessibility: AccessibilityProfile(role: .toggle, traits: .isToggle, name: .parts(["labelView()"])), scaffoldValue: ScaffoldValue.toggle)
}

extension ViewTree.Toggle: InspectableKind {
    static var inspectorKind: ViewKind { .toggle }
}
