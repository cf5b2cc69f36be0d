import Foundation

/// Exports values as files of a content type and imports them from files: the file's bytes
/// travel as the item's data, and an import reads them from a copy in the temporary folder.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    let conversion: TransferConversion<Item>

    /// Exports with `exporting` and imports with `importing`, both as files of `contentType`.
    /// There is no other process here: `shouldAttemptToOpenInPlace` changes nothing, and an
    /// imported file is always a copy.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping (Item) throws -> SentTransferredFile,
        importing: @escaping (ReceivedTransferredFile) throws -> Item
    ) {
        conversion = TransferConversion(
            exportedContentType: contentType, importedContentType: contentType,
            exporter: { try Self.data(of: exporting($0)) }, importer: { try importing(Self.received($0, as: contentType)) })
    }

    /// Only exports, as files of `contentType`.
    public init(exportedContentType contentType: UTType, exporting: @escaping (Item) throws -> SentTransferredFile) {
        conversion = TransferConversion(
            exportedContentType: contentType, importedContentType: nil,
            exporter: { try Self.data(of: exporting($0)) }, importer: nil)
    }

    /// Only imports, from files of `contentType`.
    public init(
        importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping (ReceivedTransferredFile) throws -> Item
    ) {
        conversion = TransferConversion(
            exportedContentType: nil, importedContentType: contentType,
            exporter: nil, importer: { try importing(Self.received($0, as: contentType)) })
    }

    /// Itself: it has its conversion.
    public var body: Self { return self }
    /// Its one conversion.
    public func _conversions() -> [TransferConversion<Item>] { [conversion] }

    /// The bytes of the file sent.
    private static func data(of file: SentTransferredFile) throws -> Data {
        try Data(contentsOf: file.file)
    }

    /// `data` written to a new file in the temporary folder, as the file received.
    private static func received(_ data: Data, as contentType: UTType) throws -> ReceivedTransferredFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("received")
        try data.write(to: url)
        return ReceivedTransferredFile(file: url, isOriginalFile: false)
    }
}

/// A file a `FileRepresentation` exports.
public struct SentTransferredFile: Sendable {
    /// Where the file is.
    public let file: URL
    /// Whether the receiver may read the file itself rather than a copy.
    public let allowAccessingOriginalFile: Bool

    /// The file at `file`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a `FileRepresentation` imports.
public struct ReceivedTransferredFile: Sendable {
    /// Where the file is: here always a copy in the temporary folder.
    public let file: URL
    /// Whether `file` is the sender's own file: here never.
    public let isOriginalFile: Bool
}
