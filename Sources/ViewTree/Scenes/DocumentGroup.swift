import Foundation

/// A document of value type that an app reads from and writes to files.
///
/// ```swift
/// struct TextDocument: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init(text: String = "") { self.text = text }
///     init(configuration: ReadConfiguration) throws {
///         text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
public protocol FileDocument {
    /// The file types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The file types the document writes: the readable ones unless the document says.
    static var writableContentTypes: [UTType] { get }

    /// Reads the document from a file.
    init(configuration: ReadConfiguration) throws
    /// Writes the document to a file.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    /// What `init(configuration:)` reads.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What `fileWrapper(configuration:)` writes over.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document of reference type, observed by its views, written from a snapshot.
public protocol ReferenceFileDocument: ObservableObject {
    /// A copy of the document's contents, taken on the main actor and written elsewhere.
    associatedtype Snapshot

    /// The file types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The file types the document writes: the readable ones unless the document says.
    static var writableContentTypes: [UTType] { get }

    /// Reads the document from a file.
    init(configuration: ReadConfiguration) throws
    /// A snapshot of the contents, to write as `contentType`.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// Writes a snapshot to a file.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

    /// What `init(configuration:)` reads.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What `fileWrapper(snapshot:configuration:)` writes over.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a document is read from.
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper

    /// A file of `contentType` with `file`'s contents: what the system passes when it opens a
    /// file, and what a test passes to read a document the way the app does.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// The file a document is written over.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file written before, if any.
    public let existingFile: FileWrapper?

    /// Writing as `contentType`, over `existingFile`: what the system passes when it saves,
    /// and what a test passes to write a document the way the app does.
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// What a `DocumentGroup`'s editor or viewer gets for a value-type document: a binding to it.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document; the editor writes through `$document`.
    @Binding public var document: Document
    /// Where the document is saved; nil until it is.
    public var fileURL: URL?
    /// Whether the document may be edited (false in a viewer).
    public var isEditable: Bool

    /// A configuration of `document`: what a `DocumentGroup` makes, and what a test passes
    /// to an editor view.
    public init(document: Binding<Document>, fileURL: URL? = nil, isEditable: Bool = true) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// What a `DocumentGroup`'s editor or viewer gets for a reference-type document.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document, observed.
    @ObservedObject public var document: Document
    /// Where the document is saved; nil until it is.
    public var fileURL: URL?
    /// Whether the document may be edited (false in a viewer).
    public var isEditable: Bool

    /// A configuration of `document`: what a `DocumentGroup` makes, and what a test passes to
    /// an editor view.
    public init(document: Document, fileURL: URL? = nil, isEditable: Bool = true) {
        self.document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// A scene of document windows: each window edits (or views) one document.
///
/// ```swift
/// DocumentGroup(newDocument: TextDocument()) { file in
///     TextEditor(text: file.$document.text)
/// }
/// ```
///
/// Hosted or inspected, a window shows the document a test gives it
/// (`documentGroup().content(document:)`), or a new one.
public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
    let documentType: Document.Type
    let isEditable: Bool
    let newDocument: (() -> Document)?
    let content: (SceneSession, Document) -> Content

    /// A scene of windows editing value-type documents; new ones are `newDocument`.
    public init(
        newDocument: @autoclosure @escaping () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) where Document: FileDocument {
        self.init(newDocument: newDocument, isEditable: true) { session, document in
            editor(FileDocumentConfiguration(document: session.documentBinding(initial: document)))
        }
    }

    /// A scene of windows viewing value-type documents, which it does not edit or make.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) where Document: FileDocument {
        self.init(newDocument: nil, isEditable: false) { session, document in
            viewer(FileDocumentConfiguration(document: session.documentBinding(initial: document), isEditable: false))
        }
    }

    /// A scene of windows editing reference-type documents; new ones are made by
    /// `newDocument`.
    public init(
        newDocument: @escaping () -> Document,
        @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) where Document: ReferenceFileDocument {
        self.init(newDocument: newDocument, isEditable: true) { _, document in
            editor(ReferenceFileDocumentConfiguration(document: document))
        }
    }

    /// A scene of windows viewing reference-type documents, which it does not edit or make.
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) where Document: ReferenceFileDocument {
        self.init(newDocument: nil, isEditable: false) { _, document in
            viewer(ReferenceFileDocumentConfiguration(document: document, isEditable: false))
        }
    }

    private init(newDocument: (() -> Document)?, isEditable: Bool, content: @escaping (SceneSession, Document) -> Content) {
        documentType = Document.self
        self.isEditable = isEditable
        self.newDocument = newDocument
        self.content = content
    }

    /// A scene ViewTree provides has no body: the runtime reads it.
    public var body: Never { primitiveBody(of: Self.self) }

    package func sceneEntries() -> [SceneEntry] {
        let newDocument = newDocument
        let content = content
        let entry = SceneEntry(kind: .documentGroup, title: nil, id: nil, presentedType: Document.self) { session in
            // The window's document: the one given, else a new one, kept in the session.
            let document = session.presentedValue as? Document ?? newDocument?()
            guard let document else { return EmptyView() }
            if session.presentedValue == nil { session.presentedValue = document }
            return content(session, document)
        }
        return [entry.requiringPresentedValue(newDocument == nil)]
    }
}

extension SceneSession {
    /// A binding to the session's document, a value of `Document`.
    func documentBinding<Document>(initial: Document) -> Binding<Document> {
        Binding(get: { self.presentedValue as? Document ?? initial }, set: { self.presentedValue = $0 })
    }
}
