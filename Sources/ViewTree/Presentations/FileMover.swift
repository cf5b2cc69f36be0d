import Foundation

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
