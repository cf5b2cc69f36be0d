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

// MARK: - The modifier every call makes

extension View {
    /// Presents a file dialog of `kind`: the modifier every `fileImporter`, `fileExporter` and
    /// `fileMover` call makes.
    func fileDialog(
        _ kind: FileDialog.Kind, isPresented: Binding<Bool>, contentTypes: [UTType], several: Bool,
        defaultFilename: String? = nil, values: [Any] = [], write: ((Int, UTType) throws -> FileWrapper)? = nil,
        complete: @escaping (Result<[URL], any Error>) -> Void, cancel: (() -> Void)?
    ) -> some View {
        modifier(_FileDialogModifier(dialog: FileDialog(
            kind: kind, isPresented: isPresented, contentTypes: contentTypes, completesWithSeveral: several,
            defaultFilename: defaultFilename, values: values, write: write, complete: complete, cancel: cancel)))
    }
}
