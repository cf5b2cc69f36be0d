import Foundation

#if !canImport(UniformTypeIdentifiers)
/// Items carried by a drag, a drop, a paste or a list insertion, each under a type identifier
/// (`public.utf8-plain-text`, `public.url`).
///
/// Linux's Foundation has no `NSItemProvider`: this is the part of Apple's that SwiftUI's cut,
/// copy, paste, drag, drop and `onInsert` actions pass around, with the same names, enough for
/// a test to make providers (`NSItemProvider(object: "text" as NSString)`) and to read the
/// items of the ones a view returns. Unlike Apple's, items are kept as given and loading calls
/// its completion handler before it returns, on the caller's thread; there is no pasteboard,
/// no other process, and no coercion between types: an item is offered under its own type
/// and that type's supertypes (see `UTType.conforms(to:)`).
public final class NSItemProvider: @unchecked Sendable {
    /// An item, or the closure that makes its data.
    private enum Representation {
        case item(Any?)
        case data(() throws -> Data)
    }

    private var representations: [(typeIdentifier: String, representation: Representation)] = []
    private let lock = NSLock()
    /// The name a file made of the items would have.
    public var suggestedName: String?

    /// A provider with no items.
    public init() {}

    /// A provider of `item` under `typeIdentifier`; none when either is nil.
    public init(item: Any?, typeIdentifier: String?) {
        if let typeIdentifier { representations = [(typeIdentifier, .item(item))] }
    }

    /// A provider of the string `object`, as UTF-8 plain text, as Apple's provides a string.
    public convenience init(object: NSString) {
        self.init(object: String(object))
    }

    /// A provider of the string `object`, as UTF-8 plain text.
    public convenience init(object: String) {
        self.init(item: object, typeIdentifier: UTType.utf8PlainText.identifier)
    }

    /// A provider of `url` (`public.url`, or `public.file-url` for a file URL); nil for a nil
    /// URL.
    public convenience init?(contentsOf url: URL?) {
        guard let url else { return nil }
        self.init(item: url, typeIdentifier: url.isFileURL ? "public.file-url" : "public.url")
    }

    /// The type identifiers of the items, in the order they were registered.
    public var registeredTypeIdentifiers: [String] {
        lock.withLock { representations.map(\.typeIdentifier) }
    }

    /// Whether an item is registered under `typeIdentifier` or a subtype of it (plain text
    /// given as UTF-8 plain text: see `UTType.conforms(to:)`).
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(for: typeIdentifier) != nil
    }

    /// Adds `item` under `typeIdentifier`.
    public func registerItem(_ item: Any?, forTypeIdentifier typeIdentifier: String) {
        lock.withLock { representations.append((typeIdentifier, .item(item))) }
    }

    /// Offers the data `load` makes for `typeIdentifier`. Apple's takes a completion-based
    /// handler and a visibility; this one a throwing closure.
    public func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, load: @escaping () throws -> Data) {
        lock.withLock { representations.append((typeIdentifier, .data(load))) }
    }

    /// Calls `completionHandler` with the item registered under `typeIdentifier` (the data,
    /// for a data representation), or with nil and an error when there is none.
    public func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: ((Any?, (any Error)?) -> Void)? = nil
    ) {
        switch representation(for: typeIdentifier) {
        case let .item(item)?: completionHandler?(item, nil)
        case let .data(load)?:
            do { completionHandler?(try load(), nil) } catch { completionHandler?(nil, error) }
        case nil: completionHandler?(nil, CocoaError(.fileReadUnknown))
        }
    }

    /// Loads the data offered for `typeIdentifier` (a string item as UTF-8, a URL as its
    /// text, a `Data` item as it is), or fails with `CocoaError(.fileReadUnsupportedScheme)`
    /// when nothing is offered for it.
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        switch representation(for: typeIdentifier) {
        case let .data(load)?:
            do { completionHandler(try load(), nil) } catch { completionHandler(nil, error) }
        case let .item(item)?:
            switch item {
            case let data as Data: completionHandler(data, nil)
            case let string as String: completionHandler(Data(string.utf8), nil)
            case let url as URL: completionHandler(Data(url.absoluteString.utf8), nil)
            default: completionHandler(nil, CocoaError(.fileReadCorruptFile))
            }
        case nil:
            completionHandler(nil, CocoaError(.fileReadUnsupportedScheme))
        }
        progress.completedUnitCount = 1
        return progress
    }

    /// Loads the string offered as text (UTF-8 plain text, plain text or text).
    @discardableResult
    public func loadObject(ofClass: String.Type, completionHandler: @escaping (String?, (any Error)?) -> Void) -> Progress {
        let textTypes = [UTType.utf8PlainText, .plainText, .text].map(\.identifier)
        let typeIdentifier = textTypes.first(where: hasItemConformingToTypeIdentifier) ?? UTType.utf8PlainText.identifier
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            completionHandler(data.flatMap { String(data: $0, encoding: .utf8) }, error)
        }
    }

    /// The first item registered under `typeIdentifier`, or else under a subtype of it.
    private func representation(for typeIdentifier: String) -> Representation? {
        let wanted = UTType(exportedAs: typeIdentifier)
        return lock.withLock {
            (representations.first { $0.typeIdentifier == typeIdentifier }
                ?? representations.first { UTType(exportedAs: $0.typeIdentifier).conforms(to: wanted) })?.representation
        }
    }
}
#endif
