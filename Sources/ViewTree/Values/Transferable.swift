import Foundation

/// A type whose values can be dragged, dropped, pasted and shared, by the representations it
/// lists: CoreTransferable's shape.
///
/// ```swift
/// struct Note: Codable, Transferable {
///     var text: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: \.text)
///     }
/// }
/// ```
///
/// Linux has no CoreTransferable: this is its part that SwiftUI's `draggable(_:)`,
/// `dropDestination(for:action:isTargeted:)` and `PasteButton(payloadType:onPaste:)` take.
/// Unlike Apple's, the representations' closures are synchronous (there is no pasteboard or
/// other process to wait for): a closure that does not `await` is written the same way.
public protocol Transferable {
    /// The representations' type.
    associatedtype Representation: TransferRepresentation

    /// How values are exported and imported, the preferred representation first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A way to export values of `Item` as data of a content type, or to import them from it.
public protocol TransferRepresentation<Item> {
    /// The type of the values.
    associatedtype Item: Transferable
    /// The representations this one is made of.
    associatedtype Body: TransferRepresentation

    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }

    /// The representations' conversions, the preferred first. The built-in representations
    /// give their own; another one gives its body's.
    func _conversions() -> [TransferConversion<Item>]
}

extension TransferRepresentation {
    /// The body's conversions.
    public func _conversions() -> [TransferConversion<Item>] { body._conversions() as? [TransferConversion<Item>] ?? [] }
}

/// One conversion of a representation: the content type it exports, the one it imports, and
/// how. A representation that only exports has no importer, and the other way round.
public struct TransferConversion<Item> {
    /// The type of the data values are exported as; nil for an import-only one.
    package let exportedContentType: UTType?
    /// The type of the data values are imported from; nil for an export-only one.
    package let importedContentType: UTType?
    /// Makes the data of a value.
    package let exporter: ((Item) throws -> Data)?
    /// Makes a value of data.
    package let importer: ((Data) throws -> Item)?
}

/// The representations a `transferRepresentation` lists, in order.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {
    let conversions: [TransferConversion<Item>]

    /// Itself: it has its conversions.
    public var body: Self { return self }
    /// The listed representations' conversions, in order.
    public func _conversions() -> [TransferConversion<Item>] { conversions }
}

/// Builds a `transferRepresentation` out of the representations listed, in order.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// A representation of `Item`.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> TupleTransferRepresentation<Item>
    where R.Item == Item {
        TupleTransferRepresentation(conversions: representation._conversions())
    }

    /// The representations, in order.
    public static func buildBlock(_ parts: TupleTransferRepresentation<Item>...) -> TupleTransferRepresentation<Item> {
        TupleTransferRepresentation(conversions: parts.flatMap(\.conversions))
    }

    /// A representation listed only when a condition holds.
    public static func buildOptional(_ part: TupleTransferRepresentation<Item>?) -> TupleTransferRepresentation<Item> {
        part ?? TupleTransferRepresentation(conversions: [])
    }

    /// The representation of an `if`'s first branch.
    public static func buildEither(first: TupleTransferRepresentation<Item>) -> TupleTransferRepresentation<Item> { first }

    /// The representation of an `if`'s other branch.
    public static func buildEither(second: TupleTransferRepresentation<Item>) -> TupleTransferRepresentation<Item> { second }
}

/// Exports and imports a `Codable` value as JSON of `contentType` (or with the given coders).
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    let contentType: UTType
    let encode: (Item) throws -> Data
    let decode: (Data) throws -> Item

    /// JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// Data of `contentType` made by `encoder` and read by `decoder`.
    public init(
        for itemType: Item.Type = Item.self, contentType: UTType, encoder: JSONEncoder, decoder: JSONDecoder
    ) {
        self.contentType = contentType
        encode = { try encoder.encode($0) }
        decode = { try decoder.decode(Item.self, from: $0) }
    }

    /// Itself: it has its conversion.
    public var body: Self { return self }
    /// Exports and imports `contentType`.
    public func _conversions() -> [TransferConversion<Item>] {
        [TransferConversion(
            exportedContentType: contentType, importedContentType: contentType, exporter: encode, importer: decode)]
    }
}

/// Exports values as data of a content type and imports them from it, with closures.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let conversion: TransferConversion<Item>

    /// Exports with `exporting` and imports with `importing`, both as `contentType`.
    public init(
        contentType: UTType, exporting: @escaping (Item) throws -> Data, importing: @escaping (Data) throws -> Item
    ) {
        conversion = TransferConversion(
            exportedContentType: contentType, importedContentType: contentType, exporter: exporting, importer: importing)
    }

    /// Only exports, as `contentType`.
    public init(exportedContentType contentType: UTType, exporting: @escaping (Item) throws -> Data) {
        conversion = TransferConversion(
            exportedContentType: contentType, importedContentType: nil, exporter: exporting, importer: nil)
    }

    /// Only imports, from `contentType`.
    public init(importedContentType contentType: UTType, importing: @escaping (Data) throws -> Item) {
        conversion = TransferConversion(
            exportedContentType: nil, importedContentType: contentType, exporter: nil, importer: importing)
    }

    /// Itself: it has its conversion.
    public var body: Self { return self }
    /// Its one conversion.
    public func _conversions() -> [TransferConversion<Item>] { [conversion] }
}

/// Exports and imports values as another `Transferable` type (a proxy), through that type's
/// representations: `ProxyRepresentation(exporting: \.text)`.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    let exporting: ((Item) throws -> Proxy)?
    let importing: ((Proxy) throws -> Item)?

    /// Exports a value as the proxy `exporting` makes, and imports the value `importing`
    /// makes of a proxy.
    public init(exporting: @escaping (Item) throws -> Proxy, importing: @escaping (Proxy) throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    /// Only exports, as the proxy `exporting` makes.
    public init(exporting: @escaping (Item) throws -> Proxy) {
        self.exporting = exporting
        importing = nil
    }

    /// Only imports, the value `importing` makes of a proxy.
    public init(importing: @escaping (Proxy) throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    /// Itself: it has its conversions.
    public var body: Self { return self }
    /// The proxy's conversions, each through `exporting` and `importing`.
    public func _conversions() -> [TransferConversion<Item>] {
        let exporting = exporting, importing = importing
        return Proxy.transferConversions.compactMap { proxy in
            let exporter: ((Item) throws -> Data)? = exporting.flatMap { exporting in
                proxy.exporter.map { export in { try export(exporting($0)) } }
            }
            let importer: ((Data) throws -> Item)? = importing.flatMap { importing in
                proxy.importer.map { load in { try importing(load($0)) } }
            }
            guard exporter != nil || importer != nil else { return nil }
            return TransferConversion(
                exportedContentType: exporter == nil ? nil : proxy.exportedContentType,
                importedContentType: importer == nil ? nil : proxy.importedContentType,
                exporter: exporter, importer: importer)
        }
    }
}

extension Transferable {
    /// The conversions of the representations, the preferred first. The builder makes them
    /// of `Self` (SwiftUI's protocol does not constrain the representation's item either).
    package static var transferConversions: [TransferConversion<Self>] {
        transferRepresentation._conversions() as? [TransferConversion<Self>] ?? []
    }

    /// The content types values are exported as, the preferred first.
    public static var exportedContentTypes: [UTType] {
        transferConversions.compactMap(\.exportedContentType)
    }

    /// The content types values are imported from, the preferred first.
    public static var importedContentTypes: [UTType] {
        transferConversions.compactMap(\.importedContentType)
    }

    /// The value's data as `contentType` (or a subtype of it), by the first representation
    /// exporting it. Apple's is `async`.
    public func exported(as contentType: UTType) throws -> Data {
        guard let conversion = Self.transferConversions.first(where: {
            $0.exportedContentType.map { $0.conforms(to: contentType) } ?? false
        }), let exporter = conversion.exporter else {
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSLocalizedDescriptionKey: "\(Self.self) is not exported as \(contentType.identifier)",
            ])
        }
        return try exporter(self)
    }

    /// The value `data` of `contentType` is, by the first representation importing that type
    /// (or a supertype of it). Apple's is `async`.
    public init(importing data: Data, contentType: UTType?) throws {
        let importers = Self.transferConversions.compactMap { conversion in
            conversion.importer.map { (type: conversion.importedContentType, importer: $0) }
        }
        let found: ((Data) throws -> Self)?
        if let contentType {
            found = importers.first { $0.type.map(contentType.conforms(to:)) ?? false }?.importer
        } else {
            found = importers.first?.importer
        }
        guard let importer = found else {
            throw CocoaError(.fileReadUnknown, userInfo: [
                NSLocalizedDescriptionKey: "\(Self.self) is not imported from \(contentType?.identifier ?? "any type")",
            ])
        }
        self = try importer(data)
    }
}

extension String: Transferable {
    /// UTF-8 plain text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { Data($0.utf8) } importing: { data in
            guard let string = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
            return string
        }
    }
}

extension Data: Transferable {
    /// Any data, as it is.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}

extension URL: Transferable {
    /// A URL, as its text.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url) { Data($0.absoluteString.utf8) } importing: { data in
            guard let url = String(data: data, encoding: .utf8).flatMap(URL.init(string:)) else {
                throw CocoaError(.fileReadCorruptFile)
            }
            return url
        }
    }
}

#if !canImport(UniformTypeIdentifiers)
extension NSItemProvider {
    /// A provider of `item`, by its representations.
    public convenience init<T: Transferable>(_ item: T) {
        self.init()
        register(item)
    }

    /// Offers the value `transferable` makes under each content type its representations
    /// export, made when loaded.
    public func register<T: Transferable>(_ transferable: @autoclosure @escaping () -> T) {
        for conversion in T.transferConversions {
            guard let type = conversion.exportedContentType, let exporter = conversion.exporter else { continue }
            registerDataRepresentation(forTypeIdentifier: type.identifier) { try exporter(transferable()) }
        }
    }

    /// Loads a value of `type` from the first item it imports, calling `completionHandler`
    /// before returning (there is no other process to wait for).
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping (Result<T, any Error>) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        completionHandler(Result { try transferable(type) })
        progress.completedUnitCount = 1
        return progress
    }

    /// Whether an item can be loaded as a value of `type`.
    package func holdsTransferable<T: Transferable>(_ type: T.Type) -> Bool {
        T.importedContentTypes.contains { hasItemConformingToTypeIdentifier($0.identifier) }
    }

    /// The value of `type` loaded from the first item its representations import.
    package func transferable<T: Transferable>(_ type: T.Type) throws -> T {
        for contentType in T.importedContentTypes where hasItemConformingToTypeIdentifier(contentType.identifier) {
            var loaded: Result<Data, any Error> = .failure(CocoaError(.fileReadUnknown))
            loadDataRepresentation(forTypeIdentifier: contentType.identifier) { data, error in
                if let data { loaded = .success(data) } else if let error { loaded = .failure(error) }
            }
            return try T(importing: loaded.get(), contentType: contentType)
        }
        throw CocoaError(.fileReadUnsupportedScheme, userInfo: [
            NSLocalizedDescriptionKey: "no item of a type \(T.self) imports: \(T.importedContentTypes.map(\.identifier))",
        ])
    }
}
#endif
