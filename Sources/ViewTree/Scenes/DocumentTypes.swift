import Foundation

#if !canImport(UniformTypeIdentifiers)
/// A type of file, by its uniform type identifier: what a `FileDocument` reads and writes.
///
/// Linux has no UniformTypeIdentifiers framework: this is the part of its `UTType` that
/// document apps name. Types are compared by identifier.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier: `public.plain-text`.
    public let identifier: String

    /// The type with `identifier`; nil for an empty identifier.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    /// A type the app declares (its Info.plist's exported types).
    public init(exportedAs identifier: String) {
        self.identifier = identifier
    }

    /// A type another app declares that this app reads.
    public init(importedAs identifier: String) {
        self.identifier = identifier
    }

    /// The identifier.
    public var description: String { identifier }

    /// Whether this type is `type` or one of its subtypes, as the system's types declare them
    /// (`public.utf8-plain-text` is a `public.plain-text`, which is a `public.text`…); a type
    /// of the app's own conforms only to itself and `public.data`.
    public func conforms(to type: UTType) -> Bool {
        var current: String? = identifier
        while let name = current {
            if name == type.identifier { return true }
            current = Self.supertypes[name] ?? (name == "public.data" ? nil : "public.data")
        }
        return false
    }

    /// The type of files named with `filenameExtension` (without its dot), when it conforms
    /// to `supertype`: a system type for the extensions the system declares (`txt`, `json`,
    /// `png`…), otherwise a dynamic type of that extension that conforms only to `public.data`,
    /// as Apple's does for an extension no app declares. Nil for an empty extension.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard !lowered.isEmpty else { return nil }
        let identifier = Self.extensions.first { $0.value == lowered }?.key
            ?? (lowered == "jpg" ? "public.jpeg" : "dyn.\(lowered)")
        let type = UTType(exportedAs: identifier)
        guard type.conforms(to: supertype) else { return nil }
        self = type
    }

    /// The extension files of this type are named with (without its dot); nil for a type
    /// without one, such as an abstract type (`public.data`) or a type of the app's own.
    public var preferredFilenameExtension: String? {
        Self.extensions[identifier] ?? (identifier == "public.utf8-plain-text" ? "txt" : nil)
            ?? (identifier.hasPrefix("dyn.") ? String(identifier.dropFirst(4)) : nil)
    }

    /// Each system type's preferred extension.
    private static let extensions: [String: String] = [
        "public.plain-text": "txt", "public.json": "json", "public.png": "png", "public.jpeg": "jpeg",
        "com.apple.property-list": "plist", "com.adobe.pdf": "pdf",
    ]

    /// Each system type's nearest supertype.
    private static let supertypes: [String: String] = [
        "public.utf8-plain-text": "public.plain-text", "public.plain-text": "public.text",
        "public.json": "public.text", "public.text": "public.data",
        "public.png": "public.image", "public.jpeg": "public.image", "public.image": "public.data",
        "public.file-url": "public.url", "public.url": "public.data",
        "com.apple.property-list": "public.data", "com.adobe.pdf": "public.data",
    ]

    /// Any data.
    public static let data = UTType(exportedAs: "public.data")
    /// Text of any encoding.
    public static let text = UTType(exportedAs: "public.text")
    /// Text with no markup.
    public static let plainText = UTType(exportedAs: "public.plain-text")
    /// UTF-8 text.
    public static let utf8PlainText = UTType(exportedAs: "public.utf8-plain-text")
    /// JSON.
    public static let json = UTType(exportedAs: "public.json")
    /// A property list.
    public static let propertyList = UTType(exportedAs: "com.apple.property-list")
    /// An image.
    public static let image = UTType(exportedAs: "public.image")
    /// A PNG image.
    public static let png = UTType(exportedAs: "public.png")
    /// A URL.
    public static let url = UTType(exportedAs: "public.url")
    /// A URL of a file.
    public static let fileURL = UTType(exportedAs: "public.file-url")
    /// A PDF document.
    public static let pdf = UTType(exportedAs: "com.adobe.pdf")
}
#endif

#if !canImport(Darwin)
/// A file or folder's contents, as documents read and write them.
///
/// Foundation on Linux has no `FileWrapper`: this is the part of it that `FileDocument`s
/// use — regular files with their contents, folders of named wrappers.
open class FileWrapper: @unchecked Sendable {
    private enum Contents {
        case file(Data)
        case directory([String: FileWrapper])
    }

    private var contents: Contents
    /// The name the wrapper prefers when written into a folder.
    open var preferredFilename: String?
    /// The name it was read or written under.
    open var filename: String?

    /// A regular file with `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = .file(contents)
    }

    /// A folder of `childrenByPreferredName`, each named by its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
            child.preferredFilename = name
        }
        contents = .directory(childrenByPreferredName)
    }

    /// Whether this is a regular file.
    open var isRegularFile: Bool {
        if case .file = contents { return true }
        return false
    }

    /// Whether this is a folder.
    open var isDirectory: Bool {
        if case .directory = contents { return true }
        return false
    }

    /// A regular file's contents; nil for a folder.
    open var regularFileContents: Data? {
        if case let .file(data) = contents { return data }
        return nil
    }

    /// A folder's wrappers by name; nil for a regular file.
    open var fileWrappers: [String: FileWrapper]? {
        if case let .directory(children) = contents { return children }
        return nil
    }

    /// Adds `child` to a folder under its preferred name; returns the name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case var .directory(children) = contents else { return "" }
        let name = child.preferredFilename ?? UUID().uuidString
        children[name] = child
        contents = .directory(children)
        return name
    }

    /// Adds a regular file of `data` named `fileName` to a folder; returns the name.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }
}
#endif
