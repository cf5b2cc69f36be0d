import Foundation

/// The system's file dialogs: `fileImporter`, `fileExporter` and `fileMover`. Each presents a
/// dialog while its binding is true; there is no dialog to show here, so a test completes it
/// with Inspector (`fileImporter().select(_:)`, `fileExporter().export(to:)`,
/// `fileMover().move(to:)`, `cancel()`), and the completion runs as the system would run it,
/// after the binding went back to false.
public struct _FileDialogModifier: ViewModifier {
    /// Primitive modifier: Inspector completes the dialog.
    public typealias Body = Never

    let dialog: FileDialog

    init(dialog: FileDialog) {
        // Read where the modifier is made — in a body — so that the body follows the value.
        _ = dialog.isPresented.wrappedValue
        self.dialog = dialog
    }
}

/// What a file dialog shows and what it runs, kept in a struct so that Inspector reads it
/// exactly and calls the closures natively.
package struct FileDialog {
    /// Which dialog: named after its call.
    package enum Kind: String, Sendable {
        /// `fileImporter`: picks files to open.
        case importer = "fileImporter"
        /// `fileExporter`: saves documents or items as files.
        case exporter = "fileExporter"
        /// `fileMover`: moves files elsewhere.
        case mover = "fileMover"
    }

    /// Which dialog it is.
    package let kind: Kind
    /// Whether it is presented.
    package let isPresented: Binding<Bool>
    /// The types an importer lets a user pick, or the types an exporter may write.
    package let contentTypes: [UTType]
    /// Whether the completion takes several URLs: an importer allowing multiple selection,
    /// the `documents:`, `items:` and `files:` forms.
    package let completesWithSeveral: Bool
    /// The name an exporter proposes; nil when the call gave none.
    package let defaultFilename: String?
    /// The documents or items an exporter writes, the files a mover moves; empty for an
    /// importer, and for an exporter or mover given nil.
    package let values: [Any]
    /// An exporter's: the file of the value at an index, written as a type.
    package let write: ((Int, UTType) throws -> FileWrapper)?
    /// Runs the completion with the URLs (one, for a single-URL completion) or the error.
    package let complete: (Result<[URL], any Error>) -> Void
    /// The `onCancellation` closure; nil when the call has none.
    package let cancel: (() -> Void)?
}

extension FileDialog {
    /// A completion taking one URL, given the list the dialog completes with.
    static func single(_ completion: @escaping (Result<URL, any Error>) -> Void) -> (Result<[URL], any Error>) -> Void {
        { result in
            switch result {
            case let .success(urls):
                guard let url = urls.first else { return }
                completion(.success(url))
            case let .failure(error):
                completion(.failure(error))
            }
        }
    }

    /// What a value-type document writes as a type.
    static func writer<D: FileDocument>(_ documents: [D]) -> (Int, UTType) throws -> FileWrapper {
        { index, type in try documents[index].fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: type)) }
    }

    /// What a reference-type document writes as a type: a snapshot, then its file.
    static func writer<D: ReferenceFileDocument>(_ documents: [D]) -> (Int, UTType) throws -> FileWrapper {
        { index, type in
            let document = documents[index]
            return try document.fileWrapper(
                snapshot: try document.snapshot(contentType: type),
                configuration: FileDocumentWriteConfiguration(contentType: type))
        }
    }

    /// What a `Transferable` item writes as a type: its representation's data.
    static func writer<T: Transferable>(_ items: [T]) -> (Int, UTType) throws -> FileWrapper {
        { index, type in FileWrapper(regularFileWithContents: try items[index].exported(as: type)) }
    }
}

extension FileWrapper {
    /// Writes the wrapper at `url`: a regular file's contents, or a folder with its wrappers,
    /// each under its name. What a file dialog saving it does.
    package func writeContents(to url: URL) throws {
        if let children = fileWrappers {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.writeContents(to: url.appendingPathComponent(name))
            }
        } else {
            try (regularFileContents ?? Data()).write(to: url, options: .atomic)
        }
    }
}

// MARK: - The dialogs' customizations

private struct FileDialogMessageKey: EnvironmentKey {
    static var defaultValue: Text? { nil }
}

private struct FileDialogConfirmationLabelKey: EnvironmentKey {
    static var defaultValue: Text? { nil }
}

private struct FileExporterFilenameLabelKey: EnvironmentKey {
    static var defaultValue: Text? { nil }
}

private struct FileDialogDefaultDirectoryKey: EnvironmentKey {
    static var defaultValue: URL? { nil }
}

extension EnvironmentValues {
    /// The message file dialogs here show, set with `.fileDialogMessage(_:)`.
    package var fileDialogMessage: Text? {
        get { self[FileDialogMessageKey.self] }
        set { self[FileDialogMessageKey.self] = newValue }
    }

    /// The label of file dialogs' confirming button, set with `.fileDialogConfirmationLabel(_:)`.
    package var fileDialogConfirmationLabel: Text? {
        get { self[FileDialogConfirmationLabelKey.self] }
        set { self[FileDialogConfirmationLabelKey.self] = newValue }
    }

    /// The label of file exporters' name field, set with `.fileExporterFilenameLabel(_:)`.
    package var fileExporterFilenameLabel: Text? {
        get { self[FileExporterFilenameLabelKey.self] }
        set { self[FileExporterFilenameLabelKey.self] = newValue }
    }

    /// The folder file dialogs open in, set with `.fileDialogDefaultDirectory(_:)`.
    package var fileDialogDefaultDirectory: URL? {
        get { self[FileDialogDefaultDirectoryKey.self] }
        set { self[FileDialogDefaultDirectoryKey.self] = newValue }
    }
}

extension View {
    /// The message the file dialogs presented in this view show.
    public consuming func fileDialogMessage(_ message: Text?) -> some View {
        environment(\.fileDialogMessage, message)
    }

    /// The message the file dialogs presented in this view show.
    public consuming func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
        environment(\.fileDialogMessage, Text(messageKey))
    }

    /// The message the file dialogs presented in this view show.
    @_disfavoredOverload
    public consuming func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
        environment(\.fileDialogMessage, Text(message))
    }

    /// The label of the button that confirms the file dialogs presented in this view.
    public consuming func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        environment(\.fileDialogConfirmationLabel, label)
    }

    /// The label of the button that confirms the file dialogs presented in this view.
    public consuming func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        environment(\.fileDialogConfirmationLabel, Text(labelKey))
    }

    /// The label of the button that confirms the file dialogs presented in this view.
    @_disfavoredOverload
    public consuming func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
        environment(\.fileDialogConfirmationLabel, Text(label))
    }

    /// The label of the name field of the file exporters presented in this view.
    public consuming func fileExporterFilenameLabel(_ label: Text?) -> some View {
        environment(\.fileExporterFilenameLabel, label)
    }

    /// The label of the name field of the file exporters presented in this view.
    public consuming func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
        environment(\.fileExporterFilenameLabel, Text(labelKey))
    }

    /// The label of the name field of the file exporters presented in this view.
    @_disfavoredOverload
    public consuming func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
        environment(\.fileExporterFilenameLabel, Text(label))
    }

    /// The folder the file dialogs presented in this view open in; nil for the system's
    /// choice. Inspector saves and moves files there unless a test names another folder.
    public consuming func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        environment(\.fileDialogDefaultDirectory, defaultDirectory)
    }
}

// MARK: - fileImporter

extension View {
    fileprivate func fileDialog(
        _ kind: FileDialog.Kind, isPresented: Binding<Bool>, contentTypes: [UTType], several: Bool,
        defaultFilename: String? = nil, values: [Any] = [], write: ((Int, UTType) throws -> FileWrapper)? = nil,
        complete: @escaping (Result<[URL], any Error>) -> Void, cancel: (() -> Void)?
    ) -> some View {
        modifier(_FileDialogModifier(dialog: FileDialog(
            kind: kind, isPresented: isPresented, contentTypes: contentTypes, completesWithSeveral: several,
            defaultFilename: defaultFilename, values: values, write: write, complete: complete, cancel: cancel)))
    }

    /// Presents the system's dialog for picking a file of `allowedContentTypes` to open while
    /// `isPresented` is true; `onCompletion` gets its URL, or the error. Picking or cancelling
    /// sets `isPresented` back to false.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
    ///     if case let .success(url) = result { open(url) }
    /// }
    /// ```
    public consuming func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        fileDialog(
            .importer, isPresented: isPresented, contentTypes: allowedContentTypes, several: false,
            complete: FileDialog.single(onCompletion), cancel: nil)
    }

    /// Presents the system's dialog for picking files of `allowedContentTypes` (several, with
    /// `allowsMultipleSelection`) while `isPresented` is true; `onCompletion` gets their URLs.
    public consuming func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        fileDialog(
            .importer, isPresented: isPresented, contentTypes: allowedContentTypes, several: allowsMultipleSelection,
            complete: onCompletion, cancel: nil)
    }

    /// Presents the system's dialog for picking files while `isPresented` is true;
    /// `onCompletion` gets their URLs, `onCancellation` runs when the user cancels.
    public consuming func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        fileDialog(
            .importer, isPresented: isPresented, contentTypes: allowedContentTypes, several: allowsMultipleSelection,
            complete: onCompletion, cancel: onCancellation)
    }
}

// MARK: - fileExporter

extension View {
    /// Presents the system's dialog for saving `document` as a file of `contentType` while
    /// `isPresented` is true (and there is a document); `onCompletion` gets the file's URL.
    public consuming func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        let documents = document.map { [$0] } ?? []
        return fileDialog(
            .exporter, isPresented: isPresented, contentTypes: [contentType], several: false,
            defaultFilename: defaultFilename, values: documents, write: FileDialog.writer(documents),
            complete: FileDialog.single(onCompletion), cancel: nil)
    }

    /// Presents the system's dialog for saving a reference-type `document` as a file of
    /// `contentType` while `isPresented` is true; `onCompletion` gets the file's URL.
    public consuming func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        let documents = document.map { [$0] } ?? []
        return fileDialog(
            .exporter, isPresented: isPresented, contentTypes: [contentType], several: false,
            defaultFilename: defaultFilename, values: documents, write: FileDialog.writer(documents),
            complete: FileDialog.single(onCompletion), cancel: nil)
    }

    /// Presents the system's dialog for saving `documents` as files of `contentType` into a
    /// folder while `isPresented` is true; `onCompletion` gets the files' URLs.
    public consuming func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        let documents = Array(documents)
        return fileDialog(
            .exporter, isPresented: isPresented, contentTypes: [contentType], several: true, values: documents,
            write: FileDialog.writer(documents), complete: onCompletion, cancel: nil)
    }

    /// Presents the system's dialog for saving reference-type `documents` as files of
    /// `contentType` into a folder while `isPresented` is true.
    public consuming func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: ReferenceFileDocument {
        let documents = Array(documents)
        return fileDialog(
            .exporter, isPresented: isPresented, contentTypes: [contentType], several: true, values: documents,
            write: FileDialog.writer(documents), complete: onCompletion, cancel: nil)
    }

    /// Presents the system's dialog for saving `document` as a file of one of `contentTypes`
    /// (the document's writable types when empty) while `isPresented` is true; `onCompletion`
    /// gets the file's URL, `onCancellation` runs when the user cancels.
    public consuming func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        let documents = document.map { [$0] } ?? []
        return fileDialog(
            .exporter, isPresented: isPresented, contentTypes: contentTypes.isEmpty ? D.writableContentTypes : contentTypes,
            several: false, defaultFilename: defaultFilename, values: documents, write: FileDialog.writer(documents),
            complete: FileDialog.single(onCompletion), cancel: onCancellation)
    }

    /// Presents the system's dialog for saving a reference-type `document` as a file of one
    /// of `contentTypes` (the document's writable types when empty) while `isPresented` is true.
    public consuming func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        let documents = document.map { [$0] } ?? []
        return fileDialog(
            .exporter, isPresented: isPresented, contentTypes: contentTypes.isEmpty ? D.writableContentTypes : contentTypes,
            several: false, defaultFilename: defaultFilename, values: documents, write: FileDialog.writer(documents),
            complete: FileDialog.single(onCompletion), cancel: onCancellation)
    }

    /// Presents the system's dialog for saving `documents` as files of one of `contentTypes`
    /// (the documents' writable types when empty) into a folder while `isPresented` is true.
    public consuming func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C.Element: FileDocument {
        let documents = Array(documents)
        return fileDialog(
            .exporter, isPresented: isPresented,
            contentTypes: contentTypes.isEmpty ? C.Element.writableContentTypes : contentTypes, several: true,
            values: documents, write: FileDialog.writer(documents), complete: onCompletion, cancel: onCancellation)
    }

    /// Presents the system's dialog for saving reference-type `documents` as files of one of
    /// `contentTypes` (the documents' writable types when empty) into a folder.
    public consuming func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C.Element: ReferenceFileDocument {
        let documents = Array(documents)
        return fileDialog(
            .exporter, isPresented: isPresented,
            contentTypes: contentTypes.isEmpty ? C.Element.writableContentTypes : contentTypes, several: true,
            values: documents, write: FileDialog.writer(documents), complete: onCompletion, cancel: onCancellation)
    }

    /// Presents the system's dialog for saving a `Transferable` item as a file of one of
    /// `contentTypes` (the item's exported types when empty) while `isPresented` is true.
    public consuming func fileExporter<T: Transferable>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        let items = item.map { [$0] } ?? []
        return fileDialog(
            .exporter, isPresented: isPresented, contentTypes: contentTypes.isEmpty ? T.exportedContentTypes : contentTypes,
            several: false, defaultFilename: defaultFilename, values: items, write: FileDialog.writer(items),
            complete: FileDialog.single(onCompletion), cancel: onCancellation)
    }

    /// Presents the system's dialog for saving `Transferable` items as files of one of
    /// `contentTypes` (the items' exported types when empty) into a folder.
    public consuming func fileExporter<C: Collection, T: Transferable>(
        isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C.Element == T {
        let items = Array(items)
        return fileDialog(
            .exporter, isPresented: isPresented, contentTypes: contentTypes.isEmpty ? T.exportedContentTypes : contentTypes,
            several: true, values: items, write: FileDialog.writer(items), complete: onCompletion, cancel: onCancellation)
    }
}

// MARK: - fileMover

extension View {
    /// Presents the system's dialog for moving `file` elsewhere while `isPresented` is true
    /// (and there is a file); `onCompletion` gets its new URL.
    public consuming func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        fileDialog(
            .mover, isPresented: isPresented, contentTypes: [], several: false, values: file.map { [$0] } ?? [],
            complete: FileDialog.single(onCompletion), cancel: nil)
    }

    /// Presents the system's dialog for moving `files` into a folder while `isPresented` is
    /// true; `onCompletion` gets their new URLs.
    public consuming func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element == URL {
        fileDialog(
            .mover, isPresented: isPresented, contentTypes: [], several: true, values: Array(files),
            complete: onCompletion, cancel: nil)
    }

    /// Presents the system's dialog for moving `file` while `isPresented` is true;
    /// `onCancellation` runs when the user cancels.
    public consuming func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View {
        fileDialog(
            .mover, isPresented: isPresented, contentTypes: [], several: false, values: file.map { [$0] } ?? [],
            complete: FileDialog.single(onCompletion), cancel: onCancellation)
    }

    /// Presents the system's dialog for moving `files` while `isPresented` is true;
    /// `onCancellation` runs when the user cancels.
    public consuming func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View where C.Element == URL {
        fileDialog(
            .mover, isPresented: isPresented, contentTypes: [], several: true, values: Array(files),
            complete: onCompletion, cancel: onCancellation)
    }
}
