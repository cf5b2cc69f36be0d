import Foundation
import ViewTree

extension InspectableView {
    /// The view's `fileExporter`; with several, the one at `index` in the order they were
    /// applied. `export(to:as:)` and `cancel()` throw unless it is presented.
    public func fileExporter(_ index: Int? = nil) throws -> InspectableFileExporter {
        InspectableFileExporter(access: try FileDialogAccess(.exporter, index: index, on: self))
    }
}

/// A handle on a `fileExporter`: `let urls = try view.fileExporter().export(to: folder)`.
public struct InspectableFileExporter: CustomStringConvertible {
    let access: FileDialogAccess

    /// The chain of inspection calls from the root to this exporter.
    public var pathToRoot: String { access.pathToRoot }
    /// "fileExporter" and `pathToRoot`.
    public var description: String { "fileExporter at \(pathToRoot)" }

    /// Whether the exporter is presented: its `isPresented` binding is true.
    public func isPresented() throws -> Bool { try access.isPresented() }

    /// The types the exporter may write: the one `contentType:` given, the `contentTypes:`
    /// given, or the document's writable (the item's exported) types when none were.
    public func contentTypes() throws -> [UTType] {
        try access.reading("contentTypes()") { _, dialog, _ in dialog.contentTypes }
    }

    /// The name the dialog proposes; nil when the call gave none.
    public func defaultFilename() throws -> String? {
        try access.reading("defaultFilename()") { _, dialog, _ in dialog.defaultFilename }
    }

    /// The document exported (or the `Transferable` item), as a `T`. Throws when it was
    /// given nil, when there are several (`documents(_:)`), or when it is not a `T`.
    public func document<T>(_ type: T.Type = T.self) throws -> T {
        try access.reading("document(\(TypeName.display(T.self)).self)") { _, dialog, _ in
            guard dialog.values.count == 1 else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "document", view: "fileExporter",
                    reason: dialog.values.isEmpty ? "it was given nil" : "it exports \(dialog.values.count); read documents(_:)")
            }
            return try FileDialogReading.cast(dialog.values[0], to: T.self)
        }
    }

    /// The documents exported (or the `Transferable` items), as `T`s, in order.
    public func documents<T>(_ type: T.Type = T.self) throws -> [T] {
        try access.reading("documents(\(TypeName.display(T.self)).self)") { _, dialog, _ in
            try dialog.values.map { try FileDialogReading.cast($0, to: T.self) }
        }
    }

    /// The message the dialog shows (`.fileDialogMessage(_:)`); nil when none was set.
    public func message() throws -> String? { try access.text("message()", \.fileDialogMessage) }

    /// The label of the dialog's confirming button (`.fileDialogConfirmationLabel(_:)`).
    public func confirmationLabel() throws -> String? { try access.text("confirmationLabel()", \.fileDialogConfirmationLabel) }

    /// The label of the dialog's name field (`.fileExporterFilenameLabel(_:)`).
    public func filenameLabel() throws -> String? { try access.text("filenameLabel()", \.fileExporterFilenameLabel) }

    /// The folder the dialog opens in (`.fileDialogDefaultDirectory(_:)`).
    public func defaultDirectory() throws -> URL? { try access.defaultDirectory() }

    /// Saves, as a user would: writes each document (its `fileWrapper`, or the item's
    /// representation) as `contentType` (the first of `contentTypes()` when nil) into
    /// `directory` — the dialog's default directory when nil, or else a new temporary folder —
    /// named by `defaultFilename` ("Untitled", "Untitled 2"… without one) with the type's
    /// extension; then the binding goes back to false and the completion gets the files'
    /// URLs, which are returned. When writing fails, the completion gets the error, as the
    /// system's does, and the error is rethrown. Throws when the exporter is not presented,
    /// was given no document, or does not write `contentType`.
    @discardableResult
    public func export(to directory: URL? = nil, as contentType: UTType? = nil) throws -> [URL] {
        try access.reading("export(to:as:)") { node, dialog, environment in
            try FileDialogReading.ensurePresented(dialog, on: node)
            guard !dialog.values.isEmpty, let write = dialog.write else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "document", view: "fileExporter", reason: "it was given nil: there is nothing to export")
            }
            guard let type = contentType ?? dialog.contentTypes.first else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "content type", view: "fileExporter", reason: "it writes no type: pass one with as:")
            }
            guard dialog.contentTypes.contains(type) else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "as: \(type.identifier)",
                    reason: "is not a type the fileExporter writes; it writes \(dialog.contentTypes.map(\.identifier))")
            }
            let folder = directory ?? environment.fileDialogDefaultDirectory ?? FileDialogReading.temporaryFolder()
            var written: [URL] = []
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for index in dialog.values.indices {
                    let url = folder.appendingPathComponent(
                        FileDialogReading.filename(dialog.defaultFilename, number: index, type: type))
                    var wrapper: FileWrapper?
                    try Interaction.perform(at: node) { wrapper = try write(index, type) }
                    try wrapper?.writeContents(to: url)
                    written.append(url)
                }
            } catch {
                FileDialogReading.finish(dialog, on: node, with: .failure(error))
                throw error
            }
            FileDialogReading.finish(dialog, on: node, with: .success(written))
            return written
        }
    }

    /// Makes saving fail with `error`: the binding goes back to false, then the completion
    /// gets the error. Throws when the exporter is not presented.
    public func fail(with error: any Error) throws { try access.fail(with: error) }

    /// Cancels, as a user would: the binding goes back to false, then `onCancellation` runs
    /// (when the call has one). Throws when not presented.
    public func cancel() throws { try access.cancel() }
}
