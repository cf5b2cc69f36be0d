import Foundation

// MARK: - fileImporter

extension View {
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
