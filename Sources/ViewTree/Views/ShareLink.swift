import Foundation

/// A control that shares items through the system's share sheet.
///
/// ```swift
/// ShareLink(item: url)
/// ShareLink("Share article", item: url, subject: Text("Read this"), message: Text("Found it for you"))
/// ShareLink(items: photos) { Label("Share \(photos.count) photos", systemImage: "square.and.arrow.up") }
/// ```
///
/// There is no share sheet: the link keeps its items, subject, message and label for a test to
/// read. SwiftUI requires the items to be `Transferable` (CoreTransferable, not available on
/// Linux), and has two more generic parameters for the image and icon of its `SharePreview`s:
/// here a link is `ShareLink<Data, Label>`, takes items of any type, and keeps the `preview:`
/// it is given (`SharePreview<Image, Icon>` of any types) for a test to read.
///
/// ```swift
/// ShareLink(item: photo, preview: SharePreview("Sunset", image: photo.thumbnail))
/// ShareLink(items: photos) { photo in SharePreview(photo.caption, image: photo.thumbnail) }
/// ```
public struct ShareLink<Data: RandomAccessCollection, Label: View>: View {
    let items: Data
    let subject: Text?
    let message: Text?
    let label: Label
    /// The `preview:` the link was given: the element type it takes, and a function making
    /// the element's `SharePreview` (nil for a value not of that type).
    let preview: (elementType: Any.Type, make: (Any) -> Any?)?

    private init(
        items: Data, subject: Text?, message: Text?, label: Label,
        preview: (elementType: Any.Type, make: (Any) -> Any?)?
    ) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label
        self.preview = preview
    }

    /// A link sharing `items`, with a label built with a view builder.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, label: label(), preview: nil)
    }

    /// A link sharing `items`, each shown in the share sheet with the preview `preview` makes
    /// of it, with a label built with a view builder.
    public init<PreviewImage, PreviewIcon>(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            items: items, subject: subject, message: message, label: label(),
            preview: Self.erased(preview))
    }

    /// A link sharing `item`, shown in the share sheet with `preview`, with a label built with
    /// a view builder.
    public init<Item, PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<Item> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label)
    }

    static func erased<PreviewImage, PreviewIcon>(
        _ preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) -> (elementType: Any.Type, make: (Any) -> Any?) {
        (Data.Element.self, { element in (element as? Data.Element).map(preview) })
    }

    /// A link sharing `item`, with a label built with a view builder.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<Item> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label)
    }

    /// Primitive view: `ShareLink` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

/// The label of a link made without one: "Share" (or the link's title) and the share icon.
public typealias DefaultShareLinkLabel = Label<Text, Image>

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link sharing `items`, labelled "Share".
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: { Self.defaultLabel(Text("Share")) })
    }

    /// A link sharing `item`, labelled "Share".
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<Item> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message)
    }

    /// A link sharing `items`, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: { Self.defaultLabel(Text(titleKey)) })
    }

    /// A link sharing `items`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, label: { Self.defaultLabel(Text(title)) })
    }

    /// A link sharing `item`, titled with a localized string key.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<Item> {
        self.init(titleKey, items: CollectionOfOne(item), subject: subject, message: message)
    }

    /// A link sharing `item`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<Item> {
        self.init(title, items: CollectionOfOne(item), subject: subject, message: message)
    }

    /// A link sharing `items`, each previewed with what `preview` makes of it, labelled "Share".
    public init<PreviewImage, PreviewIcon>(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview) {
            Self.defaultLabel(Text("Share"))
        }
    }

    /// A link sharing `item`, previewed with `preview`, labelled "Share".
    public init<Item, PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<Item> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview })
    }

    /// A link sharing `items`, each previewed with what `preview` makes of it, titled with a
    /// localized string key.
    public init<PreviewImage, PreviewIcon>(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview) {
            Self.defaultLabel(Text(titleKey))
        }
    }

    /// A link sharing `items`, each previewed with what `preview` makes of it, titled with a
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol, PreviewImage, PreviewIcon>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(items: items, subject: subject, message: message, preview: preview) {
            Self.defaultLabel(Text(title))
        }
    }

    /// A link sharing `item`, previewed with `preview`, titled with a localized string key.
    public init<Item, PreviewImage, PreviewIcon>(
        _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<Item> {
        self.init(titleKey, items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview })
    }

    /// A link sharing `item`, previewed with `preview`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, Item, PreviewImage, PreviewIcon>(
        _ title: S, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<Item> {
        self.init(title, items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview })
    }

    private static func defaultLabel(_ title: Text) -> DefaultShareLinkLabel {
        Label(title: { title }, icon: { Image(systemName: "square.and.arrow.up") })
    }
}

extension ViewPart {
    /// A share link's subject (a `Text`).
    package static let subject = ViewPart("subject")
    /// A share link's message (a `Text`).
    package static let message = ViewPart("message")
}

extension ShareLink: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [(label, [ViewPart.label.step])] + (subject.map { [($0, [ViewPart.subject.step])] } ?? [])
            + (message.map { [($0, [ViewPart.message.step])] } ?? [])
    }
}
