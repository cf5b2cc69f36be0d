import Foundation
@testable import Inspector
import ViewTree
import XCTest

private final class Picks: @unchecked Sendable {
    var urls: [URL] = []
    var errors: [String] = []
    var cancellations = 0
}

private struct PickError: LocalizedError {
    var errorDescription: String? { "No access" }
}

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

final class FileImporterTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
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

    func testReadsTheImporterAndSelectingDismissesThenCompletesWithTheURL() throws {
        let shown = Binding(wrappedValue: true)
        let picks = Picks()
        let sut = Text("a").fileImporter(isPresented: shown, allowedContentTypes: [.plainText, .json]) { result in
            XCTAssertFalse(shown.wrappedValue, "the binding goes back to false before the completion runs")
            if case let .success(url) = result { picks.urls.append(url) }
        }
        let importer = try sut.inspect().text().fileImporter()
        XCTAssertTrue(try importer.isPresented())
        XCTAssertEqual(try importer.allowedContentTypes(), [.plainText, .json])
        XCTAssertFalse(try importer.allowsMultipleSelection())
        XCTAssertEqual(importer.pathToRoot, "text().fileImporter()")
        try importer.select(URL(fileURLWithPath: "/tmp/notes.txt"))
        XCTAssertEqual(picks.urls, [URL(fileURLWithPath: "/tmp/notes.txt")])
        XCTAssertFalse(shown.wrappedValue)
        XCTAssertFalse(try importer.isPresented())
    }

    func testMultipleSelectionCompletesWithEveryURLAndSubtypesAreAllowed() throws {
        let shown = Binding(wrappedValue: true)
        let picks = Picks()
        let sut = Text("a").fileImporter(isPresented: shown, allowedContentTypes: [.text], allowsMultipleSelection: true) {
            if case let .success(urls) = $0 { picks.urls = urls }
        }
        let importer = try sut.inspect().fileImporter()
        XCTAssertTrue(try importer.allowsMultipleSelection())
        let urls = [URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.json")]
        try importer.select(urls)
        XCTAssertEqual(picks.urls, urls)
    }

    func testBadSelectionsThrowClearErrorsAndLeaveItPresented() throws {
        let shown = Binding(wrappedValue: true)
        let sut = Text("a").fileImporter(isPresented: shown, allowedContentTypes: [.plainText]) { _ in
            XCTFail("a refused selection does not complete")
        }
        let importer = try sut.inspect().fileImporter()
        XCTAssertEqual(
            explanation(try importer.select(URL(fileURLWithPath: "/tmp/photo.png"))),
            "photo.png is of type public.png, which the fileImporter does not allow; it allows [\"public.plain-text\"]")
        XCTAssertEqual(
            explanation(try importer.select([URL(fileURLWithPath: "/a.txt"), URL(fileURLWithPath: "/b.txt")])),
            "the URLs are 2, but the fileImporter takes one file (allowsMultipleSelection is false)")
        XCTAssertEqual(
            explanation(try importer.select([])),
            "the URLs are empty; a user picks at least one file, or cancels: call cancel()")
        XCTAssertTrue(shown.wrappedValue)
        do {
            try importer.select(URL(fileURLWithPath: "/tmp/photo.png"))
        } catch let error as InspectionError {
            XCTAssertTrue(error.description.hasPrefix("text().fileImporter().select(_:): photo.png"), error.description)
        }
    }

    func testNotPresentedOrMissingImportersThrow() throws {
        let sut = Text("a").fileImporter(isPresented: .constant(false), allowedContentTypes: [.plainText]) { _ in }
        let importer = try sut.inspect().fileImporter()
        XCTAssertFalse(try importer.isPresented())
        XCTAssertEqual(
            explanation(try importer.select(URL(fileURLWithPath: "/a.txt"))),
            "Text's .fileImporter is not presented (its isPresented binding is false): only a presented dialog can be completed")
        XCTAssertEqual(explanation(try importer.cancel()), explanation(try importer.select(URL(fileURLWithPath: "/a.txt"))))
        XCTAssertEqual(
            explanation(try Text("a").inspect().fileImporter()), "Text has no .fileImporter; it has no modifiers")
        XCTAssertEqual(
            explanation(try sut.inspect().fileImporter(1)),
            "index 1 is out of range: Text has 1 fileImporter (valid indices: 0...0)")
    }

    func testCancelRunsOnCancellationAndFailGivesTheError() throws {
        let shown = Binding(wrappedValue: true)
        let picks = Picks()
        let sut = Text("a").fileImporter(
            isPresented: shown, allowedContentTypes: [.data], allowsMultipleSelection: false,
            onCompletion: { result in
                if case let .failure(error) = result { picks.errors.append(error.localizedDescription) }
            },
            onCancellation: { picks.cancellations += 1 })
        try sut.inspect().fileImporter().cancel()
        XCTAssertEqual(picks.cancellations, 1)
        XCTAssertFalse(shown.wrappedValue)
        shown.wrappedValue = true
        try sut.inspect().fileImporter().fail(with: PickError())
        XCTAssertEqual(picks.errors, ["No access"])
        XCTAssertFalse(shown.wrappedValue)
        XCTAssertEqual(picks.cancellations, 1)
    }

    func testTheDialogCustomizationsAroundItAreRead() throws {
        let folder = URL(fileURLWithPath: "/tmp/Inbox", isDirectory: true)
        let sut = Text("a")
            .fileImporter(isPresented: .constant(true), allowedContentTypes: [.json]) { _ in }
            .fileDialogMessage("Pick a backup")
            .fileDialogConfirmationLabel(Text("Restore"))
            .fileDialogDefaultDirectory(folder)
        let importer = try sut.inspect().fileImporter()
        XCTAssertEqual(try importer.message(), "Pick a backup")
        XCTAssertEqual(try importer.confirmationLabel(), "Restore")
        XCTAssertEqual(try importer.defaultDirectory(), folder)
        let plain = try Text("a").fileImporter(isPresented: .constant(true), allowedContentTypes: [.json]) { _ in }
            .inspect().fileImporter()
        XCTAssertNil(try plain.message())
        XCTAssertNil(try plain.defaultDirectory())
    }

    func testAHostedImporterOpensFromStateAndItsCompletionUpdatesTheView() throws {
        let hosted = ViewHosting.host(view: Opener())
        XCTAssertFalse(try hosted.inspect().find(button: "Open nothing").fileImporter().isPresented())
        try hosted.inspect().find(button: "Open nothing").tap()
        hosted.update()
        let importer = try hosted.inspect().find(button: "Open nothing").fileImporter()
        XCTAssertTrue(try importer.isPresented())
        try importer.select(URL(fileURLWithPath: "/tmp/list.txt"))
        hosted.update()
        let button = try hosted.inspect().find(button: "Open list.txt")
        XCTAssertFalse(try button.fileImporter().isPresented())
    }

    func testAnIndexPicksAmongSeveralImportersAndAppTypesAcceptUnknownExtensions() throws {
        let picks = Picks()
        let notes = UTType(exportedAs: "com.example.notes")
        let sut = Text("a")
            .fileImporter(isPresented: .constant(true), allowedContentTypes: [.png]) { _ in XCTFail("the first") }
            .fileImporter(isPresented: .constant(true), allowedContentTypes: [notes]) {
                if case let .success(url) = $0 { picks.urls.append(url) }
            }
        XCTAssertEqual(try sut.inspect().fileImporter().allowedContentTypes(), [.png])
        let second = try sut.inspect().fileImporter(1)
        XCTAssertEqual(second.pathToRoot, "text().fileImporter(1)")
        try second.select(URL(fileURLWithPath: "/tmp/Week.notes"))
        XCTAssertEqual(picks.urls.map(\.lastPathComponent), ["Week.notes"])
        XCTAssertEqual(
            explanation(try second.select(URL(fileURLWithPath: "/tmp/list.txt"))),
            "list.txt is of type public.plain-text, which the fileImporter does not allow; it allows [\"com.example.notes\"]")
    }

    func testTheTreeDumpNamesTheImporterWithItsTypes() throws {
        let sut = Text("a").fileImporter(isPresented: .constant(false), allowedContentTypes: [.plainText, .png]) { _ in }
        XCTAssertTrue(try sut.inspect().treeDump().contains(".fileImporter([public.plain-text, public.png])"))
    }
}
