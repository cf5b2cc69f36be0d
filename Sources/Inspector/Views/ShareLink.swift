import ViewTree

extension ViewType {
    /// `ShareLink`: a leaf whose label (`labelView()`), subject (`subjectView()`) and message
    /// (`messageView()`) are parts.
    public struct ShareLink: KnownViewType, BuiltinViewType {
        /// "ShareLink".
        public static var typePrefix: String { "ShareLink" }
        static var viewKind: ViewKind { .shareLink }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `ShareLink`.
    public func shareLink() throws -> InspectableView<ViewType.ShareLink> {
        try single(ViewType.ShareLink.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `ShareLink` at `index`.
    public func shareLink(_ index: Int) throws -> InspectableView<ViewType.ShareLink> {
        try child(ViewType.ShareLink.self, at: index)
    }
}

extension InspectableView where View == ViewType.ShareLink {
    /// The label, to be unwrapped: `shareLink.labelView().label().title().text().string()` for
    /// a link made without a label (a `Label` of its title, "Share" by default, and the share
    /// icon).
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// The subject, a `Text` handle; throws for a link made without one.
    public func subjectView() throws -> InspectableView<ViewType.Text> {
        try reading("subjectView()") { try ShareLinkReading.text("subject", call: "subjectView()", of: $0) }
    }

    /// The message, a `Text` handle; throws for a link made without one.
    public func messageView() throws -> InspectableView<ViewType.Text> {
        try reading("messageView()") { try ShareLinkReading.text("message", call: "messageView()", of: $0) }
    }

    /// The item shared by a link made with `item:` (or with `items:` holding one), as a `T`.
    /// Throws when the link shares several items (use `items()`) or an item of another type.
    public func item<T>(type: T.Type) throws -> T {
        try reading("item(type: \(TypeName.display(T.self)).self)") { node in
            let items = try ShareLinkReading.items(of: node)
            guard items.count == 1, let item = items.first else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "item", view: "ShareLink", reason: "it shares \(items.count) items; read them with items()")
            }
            guard let typed = item as? T else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(T.self), found: TypeName.display(Swift.type(of: item)), hint: nil)
            }
            return typed
        }
    }

    /// The items the link shares, as given to `items:` (a `CollectionOfOne` for `item:`).
    public func items() throws -> Any {
        try reading("items()") { try Reflection.field("items", of: $0.value, as: Any.self) }
    }
}

enum ShareLinkReading {
    static func items(of node: InspectionNode) throws -> [Any] {
        let items = try Reflection.field("items", of: node.value, as: Any.self)
        guard let collection = items as? any Collection else { return [items] }
        return collection.map { $0 as Any }
    }

    static func text(_ field: String, call: String, of node: InspectionNode) throws -> InspectableView<ViewType.Text> {
        guard try Reflection.field(field, of: node.value, as: ViewTree.Text?.self) != nil else {
            throw InspectionError.Reason.attributeUnavailable(
                attribute: field, view: "ShareLink", reason: "it was made without one (\(field): nil)")
        }
        return InspectableView<ViewType.Text>(try node.partNode(call: call))
    }
}

// MARK: - Kind

extension ViewKind {
    /// `ShareLink`: no content; its label, subject and message are parts.
    static let shareLink = ViewKind(
        name: "ShareLink", accessor: "shareLink",
        parts: [
            Part(call: "labelView()", declared: .label),
            Part(call: "subjectView()", declared: .subject, isTyped: true),
            Part(call: "messageView()", declared: .message, isTyped: true),
        ],
        accessibility: AccessibilityProfile(role: .button, traits: .isButton, name: .parts(["labelView()"])))
}

extension ViewTree.ShareLink: InspectableKind {
    static var inspectorKind: ViewKind { .shareLink }
}
