import Foundation
import Inspector
import ViewTree
import XCTest

// The file dialog examples of Docs/Presentations.md ("File importers, exporters and movers"),
// as written there.

private struct Opener: View {
    @State var importing = false
    @State var opened = "nothing"
    var body: some View {
        Button("Open \(opened)") { importing = true }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
                if case let .success(url) = result { opened = url.lastPathComponent }
            }
    }
}

private struct NoteFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String
    init(text: String) { self.text = text }
    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

final class FileDialogsDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testImporter() throws {
        let hosted = ViewHosting.host(view: Opener())
        try hosted.inspect().find(button: "Open nothing").tap()
        hosted.update()
        let importer = try hosted.inspect().find(button: "Open nothing").fileImporter()
        XCTAssertEqual(try importer.allowedContentTypes(), [.plainText])
        try importer.select(URL(fileURLWithPath: "/tmp/list.txt"))
        hosted.update()
        XCTAssertFalse(try hosted.inspect().find(button: "Open list.txt").fileImporter().isPresented())
    }

    func testExporter() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sut = Text("List").fileExporter(
            isPresented: .constant(true), document: NoteFile(text: "Milk"), contentType: .plainText,
            defaultFilename: "Shopping"
        ) { _ in }
        let exporter = try sut.inspect().fileExporter()
        XCTAssertEqual(try exporter.defaultFilename(), "Shopping")
        XCTAssertEqual(try exporter.document(NoteFile.self).text, "Milk")
        let url = try exporter.export(to: folder)[0]
        XCTAssertEqual(url.lastPathComponent, "Shopping.txt")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "Milk")
    }

    func testTreeDumpNamesEachDialogWithItsTypes() throws {
        let sut = Text("a")
            .fileImporter(isPresented: .constant(false), allowedContentTypes: [.plainText]) { _ in }
            .fileExporter(isPresented: .constant(false), document: NoteFile(text: ""), contentType: .json) { _ in }
            .fileMover(isPresented: .constant(false), files: [URL(fileURLWithPath: "/tmp/a.txt")]) { _ in }
        let dump = try sut.inspect().treeDump()
        XCTAssertTrue(dump.contains(".fileImporter([public.plain-text])"), dump)
        XCTAssertTrue(dump.contains(".fileExporter([public.json])"), dump)
        XCTAssertTrue(dump.contains(".fileMover([\"a.txt\"])"), dump)
    }

    func testURLsADialogDisables() throws {
        let sut = Text("Notes")
            .fileImporter(isPresented: .constant(true), allowedContentTypes: [.plainText]) { _ in }
            .fileDialogURLEnabled(#Predicate<URL> { $0.lastPathComponent != "secret.txt" })
        let importer = try sut.inspect().fileImporter()
        XCTAssertFalse(try importer.isURLEnabled(URL(fileURLWithPath: "/tmp/secret.txt")))
        XCTAssertThrowsError(try importer.select(URL(fileURLWithPath: "/tmp/secret.txt")))
    }
}
