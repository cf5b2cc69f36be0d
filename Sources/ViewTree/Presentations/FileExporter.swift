import Foundation

extension FileDialog {
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
