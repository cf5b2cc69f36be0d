import Foundation
import ViewTree

extension InspectableView {
    /// The view's `fileImporter`; with several, the one at `index` in the order they were
    /// applied. It is there whether or not it is presented: `isPresented()` says, and
    /// `select(_:)` and `cancel()` throw unless it is.
    public func fileImporter(_ index: Int? = nil) throws -> InspectableFileImporter {
        InspectableFileImporter(access: try FileDialogAccess(.importer, index: index, on: self))
    }
}

/// A handle on a `fileImporter`: `try view.fileImporter().select(url)`.
public struct InspectableFileImporter: CustomStringConvertible {
    let access: FileDialogAccess

    /// The chain of inspection calls from the root to this importer.
    public var pathToRoot: String { access.pathToRoot }
    /// "fileImporter" and `pathToRoot`.
    public var description: String { "fileImporter at \(pathToRoot)" }

    /// Whether the importer is presented: its `isPresented` binding is true.
    public func isPresented() throws -> Bool { try access.isPresented() }

    /// The types of files the importer lets a user pick.
    public func allowedContentTypes() throws -> [UTType] {
        try access.reading("allowedContentTypes()") { _, dialog, _ in dialog.contentTypes }
    }

    /// Whether a user may pick several files.
    public func allowsMultipleSelection() throws -> Bool {
        try access.reading("allowsMultipleSelection()") { _, dialog, _ in dialog.completesWithSeveral }
    }

    /// The message the dialog shows (`.fileDialogMessage(_:)`); nil when none was set.
    public func message() throws -> String? { try access.text("message()", \.fileDialogMessage) }

    /// The label of the dialog's confirming button (`.fileDialogConfirmationLabel(_:)`).
    public func confirmationLabel() throws -> String? { try access.text("confirmationLabel()", \.fileDialogConfirmationLabel) }

    /// The folder the dialog opens in (`.fileDialogDefaultDirectory(_:)`).
    public func defaultDirectory() throws -> URL? { try access.defaultDirectory() }

    /// Picks `url`, as a user would: the binding goes back to false, then the completion gets
    /// the URL. Throws when the importer is not presented, the file's type (by its extension)
    /// is not an allowed one, or `.fileDialogURLEnabled(_:)` disables it.
    public func select(_ url: URL) throws {
        try select([url], call: "select(_:)")
    }

    /// Picks `urls`, as a user would. Throws when the importer is not presented, when it
    /// takes one file and several are given, when none is given, or when a file's type is not
    /// an allowed one or `.fileDialogURLEnabled(_:)` disables it.
    public func select(_ urls: [URL]) throws {
        try select(urls, call: "select(_:)")
    }

    private func select(_ urls: [URL], call: String) throws {
        try access.reading(call) { node, dialog, environment in
            try FileDialogReading.ensurePresented(dialog, on: node)
            guard !urls.isEmpty else {
                throw InspectionError.Reason.invalidArgument(
                    argument: "the URLs", reason: "are empty; a user picks at least one file, or cancels: call cancel()")
            }
            if urls.count > 1, !dialog.completesWithSeveral {
                throw InspectionError.Reason.invalidArgument(
                    argument: "the URLs",
                    reason: "are \(urls.count), but the fileImporter takes one file (allowsMultipleSelection is false)")
            }
            for url in urls where !FileDialogReading.allows(url, dialog.contentTypes) {
                let type = UTType(filenameExtension: url.pathExtension)?.identifier ?? "public.data"
                throw InspectionError.Reason.invalidArgument(
                    argument: url.lastPathComponent,
                    reason: "is of type \(type), which the fileImporter does not allow;"
                        + " it allows \(dialog.contentTypes.map(\.identifier))")
            }
            for url in urls {
                try FileDialogReading.ensureEnabled(url, as: "file", in: "fileImporter", environment: environment)
            }
            FileDialogReading.finish(dialog, on: node, with: .success(urls))
        }
    }

    /// Makes picking fail with `error`, as the system's dialog may: the binding goes back to
    /// false, then the completion gets the error. Throws when the importer is not presented.
    public func fail(with error: any Error) throws { try access.fail(with: error) }

    /// Cancels, as a user would: the binding goes back to false, then `onCancellation` runs
    /// (when the call has one; the completion does not run). Throws when not presented.
    public func cancel() throws { try access.cancel() }
}
