import Foundation

#if !canImport(UniformTypeIdentifiers)
/// Items offered to a drop or a paste, by type: what `ForEach.onInsert(of:perform:)` receives.
///
/// Linux's Foundation has no `NSItemProvider`: this is the small part of Apple's that list
/// insertion uses, with the same names — `init(object:)`, `registerDataRepresentation`,
/// `registeredTypeIdentifiers`, `hasItemConformingToTypeIdentifier(_:)`,
/// `loadDataRepresentation`, `loadObject(ofClass:)`. A test builds one to pass to
/// `callOnInsert(of:_:_:)`. Unlike Apple's, loading calls its completion handler before it
/// returns, on the caller's thread; types conform only by identical identifiers.
public final class NSItemProvider: @unchecked Sendable {
    private var representations: [(typeIdentifier: String, load: () throws -> Data)] = []

    /// A provider of nothing, until representations are registered.
    public init() {}

    /// A provider of `object` as UTF-8 plain text (`public.utf8-plain-text`), as a string is
    /// provided by Apple's.
    public convenience init(object: String) {
        self.init()
        registerDataRepresentation(forTypeIdentifier: UTType.utf8PlainText.identifier) { Data(object.utf8) }
    }

    /// A provider of `url` as a URL (`public.url`, or `public.file-url` for a file URL); nil
    /// for a nil URL.
    public convenience init?(contentsOf url: URL?) {
        guard let url else { return nil }
        self.init()
        registerDataRepresentation(forTypeIdentifier: url.isFileURL ? "public.file-url" : "public.url") {
            Data(url.absoluteString.utf8)
        }
    }

    /// Offers the data `load` makes for `typeIdentifier`. Apple's takes a completion-based
    /// handler and a visibility; this one a throwing closure.
    public func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, load: @escaping () throws -> Data) {
        representations.append((typeIdentifier, load))
    }

    /// The identifiers of the types offered, in the order they were registered.
    public var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Whether a type with `typeIdentifier` is offered.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { $0.typeIdentifier == typeIdentifier }
    }

    /// Loads the data offered for `typeIdentifier`, or fails with
    /// `CocoaError(.fileReadUnsupportedScheme)` when it is not offered; calls
    /// `completionHandler` before returning.
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representations.first(where: { $0.typeIdentifier == typeIdentifier }) else {
            completionHandler(nil, CocoaError(.fileReadUnsupportedScheme))
            return progress
        }
        do {
            completionHandler(try representation.load(), nil)
        } catch {
            completionHandler(nil, error)
        }
        progress.completedUnitCount = 1
        return progress
    }

    /// Loads the string offered as plain text (UTF-8 or any text type registered); calls
    /// `completionHandler` before returning.
    @discardableResult
    public func loadObject(ofClass: String.Type, completionHandler: @escaping (String?, (any Error)?) -> Void) -> Progress {
        let textTypes = [UTType.utf8PlainText, .plainText, .text].map(\.identifier)
        let typeIdentifier = textTypes.first(where: hasItemConformingToTypeIdentifier) ?? UTType.utf8PlainText.identifier
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            completionHandler(data.flatMap { String(data: $0, encoding: .utf8) }, error)
        }
    }
}
#endif
