import Foundation
import Inspector
import ViewTree
import XCTest

/// How file dialogs browse: browser options, customization ids, aliases, and URLs disabled.
final class FileDialogBrowsingTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private struct Opener: View {
        @State var importing = true
        @State var opened = "nothing"
        var body: some View {
            Text("Opened \(opened)")
                .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
                    if case let .success(url) = result { opened = url.lastPathComponent }
                }
                .fileDialogBrowserOptions([.includeHiddenFiles, .enumeratePackages])
                .fileDialogCustomizationID("notes")
                .fileDialogImportsUnresolvedAliases(true)
                .fileDialogURLEnabled(#Predicate<URL> { $0.lastPathComponent != "secret.txt" })
        }
    }

    func testTheImporterReadsWhatItWasConfiguredWith() throws {
        let importer = try Opener().inspect().find(ViewType.Text.self).fileImporter()
        XCTAssertEqual(try importer.browserOptions(), [.includeHiddenFiles, .enumeratePackages])
        XCTAssertEqual(try importer.customizationID(), "notes")
        XCTAssertTrue(try importer.importsUnresolvedAliases())
        XCTAssertTrue(try importer.isURLEnabled(URL(fileURLWithPath: "/tmp/notes.txt")))
        XCTAssertFalse(try importer.isURLEnabled(URL(fileURLWithPath: "/tmp/secret.txt")))
    }

    func testTheDefaultsAreTheSystemsOnes() throws {
        let importer = try Text("a").fileImporter(isPresented: .constant(true), allowedContentTypes: [.plainText]) { _ in }
            .inspect().text().fileImporter()
        XCTAssertEqual(try importer.browserOptions(), [])
        XCTAssertNil(try importer.customizationID())
        XCTAssertFalse(try importer.importsUnresolvedAliases())
        XCTAssertTrue(try importer.isURLEnabled(URL(fileURLWithPath: "/tmp/anything")))
    }

    func testAFileTheDialogDisablesCannotBePicked() throws {
        let hosted = ViewHosting.host(view: Opener())
        let importer = try hosted.inspect().find(ViewType.Text.self).fileImporter()
        XCTAssertThrowsError(try importer.select(URL(fileURLWithPath: "/tmp/secret.txt"))) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.message,
                "view(Opener.self).text().fileImporter().select(_:): secret.txt is a file the fileImporter"
                    + " shows disabled (.fileDialogURLEnabled): a user cannot choose it")
        }
        XCTAssertTrue(try importer.isPresented())
        try importer.select(URL(fileURLWithPath: "/tmp/notes.txt"))
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "Opened notes.txt")
    }

    private struct Archiver: View {
        let file: URL
        @State var moving = true
        @State var moved = "nothing"
        var body: some View {
            Text("Moved \(moved)")
                .fileMover(isPresented: $moving, file: file) { result in
                    if case let .success(url) = result { moved = url.deletingLastPathComponent().lastPathComponent }
                }
                .fileDialogURLEnabled(#Predicate<URL> { $0.lastPathComponent != "Locked" })
                .fileDialogCustomizationID("archive")
        }
    }

    func testAMoverDoesNotMoveIntoAFolderTheDialogDisables() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileDialogBrowsing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("report.txt")
        try Data("report".utf8).write(to: file)
        let hosted = ViewHosting.host(view: Archiver(file: file))
        let mover = try hosted.inspect().find(ViewType.Text.self).fileMover()
        XCTAssertEqual(try mover.customizationID(), "archive")
        XCTAssertFalse(try mover.isURLEnabled(folder.appendingPathComponent("Locked")))
        XCTAssertThrowsError(try mover.move(to: folder.appendingPathComponent("Locked"))) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.reason.explanation,
                "Locked is a folder the fileMover shows disabled (.fileDialogURLEnabled): a user cannot choose it")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
        try mover.move(to: folder.appendingPathComponent("Open"))
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "Moved Open")
    }

    func testTheExporterReadsItsBrowsing() throws {
        let exporter = try Text("a")
            .fileExporter(isPresented: .constant(true), item: "text", contentTypes: [.plainText]) { _ in }
            .fileDialogBrowserOptions(.displayFileExtensions)
            .inspect().text().fileExporter()
        XCTAssertEqual(try exporter.browserOptions(), .displayFileExtensions)
        XCTAssertFalse(try exporter.importsUnresolvedAliases())
    }

    func testAPredicateThatThrowsIsAnInspectionError() throws {
        let ranks: [String: Int] = ["notes.txt": 1]
        let importer = try Text("a")
            .fileImporter(isPresented: .constant(true), allowedContentTypes: [.plainText]) { _ in }
            .fileDialogURLEnabled(#Predicate<URL> { ranks[$0.lastPathComponent]! > 0 })
            .inspect().text().fileImporter()
        XCTAssertTrue(try importer.isURLEnabled(URL(fileURLWithPath: "/tmp/notes.txt")))
        XCTAssertThrowsError(try importer.isURLEnabled(URL(fileURLWithPath: "/tmp/other.txt"))) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.message,
                "text().fileImporter().isURLEnabled(_:): other.txt could not be checked: the fileDialogURLEnabled predicate"
                    + " threw: Found nil when unwrapping value of type 'Optional<Int>'")
        }
    }
}
