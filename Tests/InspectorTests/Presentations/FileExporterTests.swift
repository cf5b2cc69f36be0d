import Foundation
@testable import Inspector
import ViewTree
import XCTest

private struct NoteFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText, .json] }
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let body = configuration.contentType == .json ? "{\"text\":\"\(text)\"}" : text
        return FileWrapper(regularFileWithContents: Data(body.utf8))
    }
}

private final class Journal: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var lines: [String]
    init(lines: [String]) { self.lines = lines }
    init(configuration: ReadConfiguration) throws { lines = [] }
    func snapshot(contentType: UTType) throws -> [String] { lines }
    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(directoryWithFileWrappers: [
            "entries.txt": FileWrapper(regularFileWithContents: Data(snapshot.joined(separator: "\n").utf8)),
        ])
    }
}

private struct Broken: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        throw CocoaError(.fileWriteNoPermission)
    }
}

private struct Saver: View {
    let folder: URL
    @State var exporting = false
    @State var saved = "unsaved"
    var body: some View {
        Button("Save (\(saved))") { exporting = true }
            .fileExporter(isPresented: $exporting, document: NoteFile(text: "Eggs"), contentType: .plainText) { result in
                if case let .success(url) = result { saved = url.lastPathComponent }
            }
            .fileDialogDefaultDirectory(folder)
    }
}

private final class Outcome: @unchecked Sendable {
    var urls: [URL] = []
    var failures = 0
    var cancellations = 0
}

final class FileExporterTests: XCTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileExporterTests-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private func explanation(_ expression: @autoclosure () throws -> Any) -> String? {
        do {
            _ = try expression()
            return nil
        } catch {
            return (error as? InspectionError)?.reason.explanation
        }
    }

    private func contents(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    func testExportWritesTheDocumentThenDismissesAndCompletesWithItsURL() throws {
        let shown = Binding(wrappedValue: true)
        let outcome = Outcome()
        let sut = Text("a").fileExporter(
            isPresented: shown, document: NoteFile(text: "Milk"), contentType: .plainText, defaultFilename: "Shopping"
        ) { result in
            XCTAssertFalse(shown.wrappedValue)
            if case let .success(url) = result { outcome.urls.append(url) }
        }
        let exporter = try sut.inspect().fileExporter()
        XCTAssertEqual(try exporter.contentTypes(), [.plainText])
        XCTAssertEqual(try exporter.defaultFilename(), "Shopping")
        XCTAssertEqual(try exporter.document(NoteFile.self).text, "Milk")
        let urls = try exporter.export(to: folder)
        XCTAssertEqual(urls, [folder.appendingPathComponent("Shopping.txt")])
        XCTAssertEqual(outcome.urls, urls)
        XCTAssertEqual(try contents(urls[0]), "Milk")
        XCTAssertFalse(shown.wrappedValue)
    }

    func testTheNewerFormWritesAsTheChosenTypeOfTheDocumentsWritableOnes() throws {
        let outcome = Outcome()
        let sut = Text("a").fileExporter(isPresented: .constant(true), document: NoteFile(text: "Tea")) {
            if case let .success(url) = $0 { outcome.urls.append(url) }
        }
        let exporter = try sut.inspect().fileExporter()
        XCTAssertEqual(try exporter.contentTypes(), [.plainText, .json])
        XCTAssertNil(try exporter.defaultFilename())
        let url = try exporter.export(to: folder, as: .json)[0]
        XCTAssertEqual(url.lastPathComponent, "Untitled.json")
        XCTAssertEqual(try contents(url), "{\"text\":\"Tea\"}")
        XCTAssertEqual(
            explanation(try exporter.export(to: folder, as: .png)),
            "as: public.png is not a type the fileExporter writes; it writes [\"public.plain-text\", \"public.json\"]")
    }

    func testReferenceDocumentsWriteTheirSnapshotsFolderAndNumberedNames() throws {
        let outcome = Outcome()
        let journals = [Journal(lines: ["a", "b"]), Journal(lines: ["c"])]
        let sut = Text("a").fileExporter(isPresented: .constant(true), documents: journals, contentType: .plainText) {
            if case let .success(urls) = $0 { outcome.urls = urls }
        }
        let exporter = try sut.inspect().fileExporter()
        XCTAssertEqual(try exporter.documents(Journal.self).map(\.lines), [["a", "b"], ["c"]])
        let urls = try exporter.export(to: folder)
        XCTAssertEqual(urls.map(\.lastPathComponent), ["Untitled.txt", "Untitled 2.txt"])
        XCTAssertEqual(outcome.urls, urls)
        XCTAssertEqual(try contents(urls[0].appendingPathComponent("entries.txt")), "a\nb")
        XCTAssertEqual(try contents(urls[1].appendingPathComponent("entries.txt")), "c")
    }

    func testTransferableItemsWriteTheirRepresentationIntoTheDefaultDirectory() throws {
        let outcome = Outcome()
        let sut = Text("a")
            .fileExporter(isPresented: .constant(true), item: "Hello", defaultFilename: "greeting") {
                if case let .success(url) = $0 { outcome.urls.append(url) }
            }
            .fileDialogDefaultDirectory(folder)
            .fileExporterFilenameLabel("Save as:")
        let exporter = try sut.inspect().fileExporter()
        XCTAssertEqual(try exporter.contentTypes(), String.exportedContentTypes)
        XCTAssertEqual(try exporter.document(String.self), "Hello")
        XCTAssertEqual(try exporter.filenameLabel(), "Save as:")
        let url = try exporter.export()[0]
        XCTAssertEqual(url.deletingLastPathComponent().path, folder.path)
        XCTAssertEqual(try contents(url), "Hello")
        XCTAssertEqual(outcome.urls, [url])
    }

    func testWithoutAFolderItWritesIntoANewTemporaryOne() throws {
        let sut = Text("a").fileExporter(isPresented: .constant(true), items: ["x", "y"]) { _ in }
        let urls = try sut.inspect().fileExporter().export()
        XCTAssertEqual(urls.count, 2)
        XCTAssertEqual(try urls.map(contents), ["x", "y"])
        try FileManager.default.removeItem(at: urls[0].deletingLastPathComponent())
    }

    func testAHostedExporterSavesIntoItsDefaultDirectoryAndItsCompletionUpdatesTheView() throws {
        defer { ViewHosting.expel() }
        let hosted = ViewHosting.host(view: Saver(folder: folder))
        try hosted.inspect().find(button: "Save (unsaved)").tap()
        hosted.update()
        let exporter = try hosted.inspect().find(button: "Save (unsaved)").fileExporter()
        XCTAssertTrue(try exporter.isPresented())
        let url = try exporter.export()[0]
        XCTAssertEqual(try contents(folder.appendingPathComponent("Untitled.txt")), "Eggs")
        hosted.update()
        XCTAssertFalse(try hosted.inspect().find(button: "Save (\(url.lastPathComponent))").fileExporter().isPresented())
    }

    func testAFailingWriteCompletesWithTheErrorAndRethrowsIt() throws {
        let shown = Binding(wrappedValue: true)
        let outcome = Outcome()
        let sut = Text("a").fileExporter(isPresented: shown, document: Broken(), contentType: .plainText) {
            if case .failure = $0 { outcome.failures += 1 }
        }
        XCTAssertThrowsError(try sut.inspect().fileExporter().export(to: folder)) { error in
            XCTAssertEqual((error as? CocoaError)?.code, .fileWriteNoPermission)
        }
        XCTAssertEqual(outcome.failures, 1)
        XCTAssertFalse(shown.wrappedValue)
    }

    func testNilDocumentsWrongTypesAndCancellation() throws {
        let outcome = Outcome()
        let empty = Text("a").fileExporter(isPresented: .constant(true), document: NoteFile?.none, contentType: .plainText) { _ in }
        XCTAssertEqual(
            explanation(try empty.inspect().fileExporter().export(to: folder)),
            "fileExporter's document cannot be read: it was given nil: there is nothing to export")
        XCTAssertEqual(
            explanation(try empty.inspect().fileExporter().document(NoteFile.self)),
            "fileExporter's document cannot be read: it was given nil")
        let shown = Binding(wrappedValue: true)
        let sut = Text("a").fileExporter(
            isPresented: shown, document: NoteFile(text: "a"), onCompletion: { _ in XCTFail("cancelled") },
            onCancellation: { outcome.cancellations += 1 })
        XCTAssertEqual(
            explanation(try sut.inspect().fileExporter().document(Int.self)), "expected Int, found NoteFile")
        try sut.inspect().fileExporter().cancel()
        XCTAssertEqual(outcome.cancellations, 1)
        XCTAssertFalse(shown.wrappedValue)
        XCTAssertEqual(
            explanation(try sut.inspect().fileExporter().export(to: folder)),
            "Text's .fileExporter is not presented (its isPresented binding is false): only a presented dialog can be completed")
    }
}
