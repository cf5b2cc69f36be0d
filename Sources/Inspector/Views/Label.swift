import ViewTree

extension ViewType {
    /// `Label`: a title and an icon, reached with `title()` and `icon()`.
    public struct Label: KnownViewType, BuiltinViewType {
        /// "Label".
        public static var typePrefix: String { "Label" }
        static var viewKind: ViewKind { .label }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Label`.
    public func label() throws -> InspectableView<ViewType.Label> {
        try single(ViewType.Label.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Label` at `index`.
    public func label(_ index: Int) throws -> InspectableView<ViewType.Label> {
        try child(ViewType.Label.self, at: index)
    }
}

extension InspectableView where View == ViewType.Label {
    /// The label's title, to be unwrapped: `label.title().text().string()`.
    public func title() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("title()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "title()")) }
    }

    /// The label's icon, to be unwrapped: `label.icon().image().actualImage().name()`.
    public func icon() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("icon()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "icon()")) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Label`: no content; its title and icon are parts; with a style of your own, search
    /// reaches them through the style's body (`styleBody()`).
    static let label = ViewKind(
        name: "Label", accessor: "label",
        parts: [
            Part(call: "title()", declared: .title),
            Part(call: "icon()", declared: .icon),
            .styleBody,
        ],
        accessibility: AccessibilityProfile(role: .staticText, traits: .isStaticText, name: .parts(["title()"])))
}

extension ViewTree.Label: InspectableKind {
    static var inspectorKind: ViewKind { .label }
}
