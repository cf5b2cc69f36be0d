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

extension InspectableView where View == ViewType.ShareLink {
    /// The `SharePreview` the link's `preview:` gives for `element` (for a link made with
    /// `item:` and a preview, that preview whatever the element), typed by its image and icon:
    /// `try link.sharePreview(for: photo, imageType: String.self, iconType: Never.self).title().string()`.
    ///
    /// - Throws: for a link made without `preview:`, an element not of the type of its items,
    ///   and a preview of other image or icon types (the message names them).
    public func sharePreview<DataElement, PreviewImage, PreviewIcon>(
        for element: DataElement, imageType: PreviewImage.Type, iconType: PreviewIcon.Type
    ) throws -> SharePreview<PreviewImage, PreviewIcon> {
        let written = String(reflecting: element)
        let call = "sharePreview(for: \(written), imageType: \(TypeName.display(PreviewImage.self)).self,"
            + " iconType: \(TypeName.display(PreviewIcon.self)).self)"
        return try reading(call) { node in
            let stored = try Reflection.field(
                "preview", of: node.value, as: ((elementType: Any.Type, make: (Any) -> Any?))?.self)
            guard let preview = stored else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "preview", view: "ShareLink", reason: "it was made without one (no preview:)")
            }
            guard let made = preview.make(element) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "for: \(written)",
                    reason: "is a \(TypeName.display(DataElement.self)), not an element of the link's items"
                        + " (\(TypeName.display(preview.elementType)))")
            }
            guard let typed = made as? SharePreview<PreviewImage, PreviewIcon> else {
                throw InspectionError.Reason.typeMismatch(
                    expected: TypeName.display(SharePreview<PreviewImage, PreviewIcon>.self),
                    found: TypeName.display(type(of: made)), hint: "pass the preview's image and icon types")
            }
            return typed
        }
    }
}

extension SharePreview {
    /// The title, a `Text` handle to read: `try preview.title().string()`.
    public func title() throws -> InspectableView<ViewType.Text> {
        guard let title = try SharePreviewReading.field("title", of: self, call: "title()", as: ViewTree.Text.self) else {
            throw SharePreviewReading.failure("title", of: self, call: "title()")
        }
        return try title.inspect().text()
    }

    /// The image, as given to `image:`.
    ///
    /// - Throws: for a preview made without one (`SharePreview(_:icon:)`, `SharePreview(_:)`).
    public func image() throws -> Image {
        guard let image = try SharePreviewReading.field("image", of: self, call: "image()", as: Image.self) else {
            throw SharePreviewReading.failure("image", of: self, call: "image()")
        }
        return image
    }

    /// The icon, as given to `icon:`.
    ///
    /// - Throws: for a preview made without one (`SharePreview(_:image:)`, `SharePreview(_:)`).
    public func icon() throws -> Icon {
        guard let icon = try SharePreviewReading.field("icon", of: self, call: "icon()", as: Icon.self) else {
            throw SharePreviewReading.failure("icon", of: self, call: "icon()")
        }
        return icon
    }
}

/// The stored parts of a `SharePreview`.
enum SharePreviewReading {
    /// The optional field `label` of `preview`.
    static func field<T>(_ label: String, of preview: Any, call: String, as type: T.Type) throws -> T? {
        do {
            return try Reflection.field(label, of: preview, as: T?.self)
        } catch let reason as InspectionError.Reason {
            throw InspectionError(reason, path: "\(describe(preview)).\(call)")
        }
    }

    static func failure(_ part: String, of preview: Any, call: String) -> InspectionError {
        InspectionError(
            .attributeUnavailable(attribute: part, view: "SharePreview", reason: "it was made without one (no \(part):)"),
            path: "\(describe(preview)).\(call)")
    }

    /// The preview as written: `SharePreview("Sunset")`, with its title read.
    private static func describe(_ preview: Any) -> String {
        let title = (try? Reflection.field("title", of: preview, as: ViewTree.Text?.self)) ?? nil
        let string = title.flatMap { try? TextReading.string(of: $0) }
        return "SharePreview(" + (string.map { "\"\($0)\"" } ?? "") + ")"
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
