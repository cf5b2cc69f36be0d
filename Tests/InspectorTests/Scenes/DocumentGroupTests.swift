import Foundation
import Inspector
import ViewTree
import XCTest

private struct TextDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    var text: String

    init(text: String = "") {
        self.text = text
    }

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private final class Sketch: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [UTType(exportedAs: "com.example.sketch")] }

    @Published var strokes: Int

    init(strokes: Int = 0) {
        self.strokes = strokes
    }

    init(configuration: ReadConfiguration) throws {
        strokes = configuration.file.regularFileContents?.count ?? 0
    }

    func snapshot(contentType: UTType) throws -> Int {
        strokes
    }

    func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(repeating: 1, count: snapshot))
    }
}

private struct TextEditorView: View {
    @Binding var document: TextDocument

    var body: some View {
        VStack {
            Text(document.text)
            Button("Shout") { document.text = document.text.uppercased() }
        }
    }
}

private struct WriterApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextDocument(text: "Untitled")) { file in
            TextEditorView(document: file.$document)
        }
        DocumentGroup(viewing: TextDocument.self) { file in
            Text("Viewing: \(file.document.text), editable: \(file.isEditable)")
        }
        DocumentGroup(newDocument: { Sketch() }) { file in
            Text("Strokes: \(file.document.strokes)")
        }
    }
}

final class DocumentGroupTests: XCTestCase {
    func testADocumentIsReadAndWrittenAsTheAppDoes() throws {
        let file = FileWrapper(regularFileWithContents: Data("Call me Ishmael.".utf8))
        let document = try TextDocument(configuration: .init(contentType: .plainText, file: file))
        XCTAssertEqual(document.text, "Call me Ishmael.")
        let written = try document.fileWrapper(configuration: .init(contentType: .plainText))
        XCTAssertEqual(written.regularFileContents, Data("Call me Ishmael.".utf8))
        XCTAssertEqual(TextDocument.writableContentTypes, [.plainText])
    }

    func testTheEditorShowsTheDocumentGivenOrANewOne() throws {
        let app = try WriterApp().inspect()
        XCTAssertEqual(try app.documentGroup().content().find(ViewType.Text.self).string(), "Untitled")
        let editor = try app.documentGroup().content(document: TextDocument(text: "Moby"))
        XCTAssertEqual(try editor.find(ViewType.Text.self).string(), "Moby")
        XCTAssertEqual(
            try app.documentGroup(1).content(document: TextDocument(text: "Log")).text().string(), "Viewing: Log, editable: false")
        XCTAssertEqual(try app.documentGroup(2).content(document: Sketch(strokes: 4)).text().string(), "Strokes: 4")
    }

    func testTheEditorWritesThroughItsBinding() throws {
        let editor = try WriterApp().inspect().documentGroup().content(document: TextDocument(text: "ahoy"))
        try editor.find(button: "Shout").tap()
        XCTAssertEqual(try editor.find(TextEditorView.self).actualView().document.text, "AHOY")
    }

    func testAViewerNeedsADocument() throws {
        let app = try WriterApp().inspect()
        XCTAssertThrowsError(try app.documentGroup(1).content()) { error in
            XCTAssertEqual(
                "\(error)",
                "WriterApp().inspect().documentGroup(1).content(): DocumentGroup(document: TextDocument) views documents and"
                    + " makes none; give its window one with content(document:)")
        }
        XCTAssertThrowsError(try app.documentGroup(1).content(document: Sketch())) { error in
            XCTAssertEqual(
                "\(error)",
                "WriterApp().inspect().documentGroup(1).content(document:): expected DocumentGroup(document: Sketch),"
                    + " found DocumentGroup(document: TextDocument)")
        }
    }
}
