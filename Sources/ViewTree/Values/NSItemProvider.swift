import Foundation

/// Items carried by a drag, a drop or the pasteboard, each under a type identifier
/// (`public.plain-text`, `public.url`).
///
/// Linux's Foundation has no `NSItemProvider`: this is the part of it that the cut, copy,
/// paste, drag and drop actions of SwiftUI pass around, enough for a test to make providers
/// (`NSItemProvider(object: "text" as NSString)`) and to read the items of the ones a view
/// returns. Items are kept as given and loaded at once: there is no pasteboard, no other
/// process and no coercion between types.
public final class NSItemProvider: @unchecked Sendable {
    private var items: [(typeIdentifier: String, item: Any?)] = []
    private let lock = NSLock()
    /// The name a file made of the items would have.
    public var suggestedName: String?

    /// A provider with no items.
    public init() {}

    /// A provider of `item` under `typeIdentifier`; none when either is nil.
    public init(item: Any?, typeIdentifier: String?) {
        if let typeIdentifier { items = [(typeIdentifier, item)] }
    }

    /// A provider of the string `object`, as plain text.
    public convenience init(object: NSString) {
        self.init(item: String(object), typeIdentifier: UTType.plainText.identifier)
    }

    /// A provider of `fileURL`, as a URL; nil when it is nil.
    public convenience init?(contentsOf fileURL: URL?) {
        guard let fileURL else { return nil }
        self.init(item: fileURL, typeIdentifier: "public.url")
    }

    /// The type identifiers of the items, in the order they were registered.
    public var registeredTypeIdentifiers: [String] {
        lock.withLock { items.map(\.typeIdentifier) }
    }

    /// Whether an item is registered under `typeIdentifier`.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// Adds `item` under `typeIdentifier`.
    public func registerItem(_ item: Any?, forTypeIdentifier typeIdentifier: String) {
        lock.withLock { items.append((typeIdentifier, item)) }
    }

    /// Calls `completionHandler` at once with the item registered under `typeIdentifier`, or
    /// with nil and an error when there is none.
    public func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: ((Any?, (any Error)?) -> Void)? = nil
    ) {
        let found = lock.withLock { items.first { $0.typeIdentifier == typeIdentifier } }
        if let found {
            completionHandler?(found.item, nil)
        } else {
            completionHandler?(nil, CocoaError(.fileReadUnknown))
        }
    }
}
