import Foundation
@testable import Inspector
import ViewTree
import XCTest

private final class Moves: @unchecked Sendable {
    var urls: [URL] = []
    var cancellations = 0
}

final class FileMoverTests: XCTestCase {
    private var folder: URL!

    override func setUp() {
        super.setUp()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("FileMoverTests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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

    private func file(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    func testMoveMovesTheFilesThenDismissesAndCompletesWithTheNewURLs() throws {
        let shown = Binding(wrappedValue: true)
        let moves = Moves()
        let files = [try file("a.txt", "A"), try file("b.txt", "B")]
        let sut = Text("a").fileMover(isPresented: shown, files: files) { result in
            XCTAssertFalse(shown.wrappedValue)
            if case let .success(urls) = result { moves.urls = urls }
        }
        let mover = try sut.inspect().fileMover()
        XCTAssertEqual(try mover.files(), files)
        let archive = folder.appendingPathComponent("Archive")
        let moved = try mover.move(to: archive)
        XCTAssertEqual(moved, [archive.appendingPathComponent("a.txt"), archive.appendingPathComponent("b.txt")])
        XCTAssertEqual(moves.urls, moved)
        XCTAssertEqual(try String(contentsOf: moved[1], encoding: .utf8), "B")
        XCTAssertFalse(FileManager.default.fileExists(atPath: files[0].path))
        XCTAssertFalse(shown.wrappedValue)
    }

    func testASingleFileCompletesWithOneURLAndCancelRunsOnCancellation() throws {
        let moves = Moves()
        let shown = Binding(wrappedValue: true)
        let source = try file("c.txt", "C")
        let sut = Text("a").fileMover(
            isPresented: shown, file: source,
            onCompletion: { if case let .success(url) = $0 { moves.urls.append(url) } },
            onCancellation: { moves.cancellations += 1 })
        try sut.inspect().fileMover().cancel()
        XCTAssertEqual(moves.cancellations, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: source.path))
        shown.wrappedValue = true
        let moved = try sut.inspect().fileMover().move(to: folder.appendingPathComponent("Kept"))
        XCTAssertEqual(moves.urls, moved)
    }

    func testNilFilesAndDismissedMoversThrow() throws {
        let empty = Text("a").fileMover(isPresented: .constant(true), file: nil) { _ in }
        XCTAssertEqual(try empty.inspect().fileMover().files(), [])
        XCTAssertEqual(
            explanation(try empty.inspect().fileMover().move(to: folder)),
            "fileMover's file cannot be read: it was given nil: there is nothing to move")
        let hidden = Text("a").fileMover(isPresented: .constant(false), file: try file("d.txt", "D")) { _ in }
        XCTAssertEqual(
            explanation(try hidden.inspect().fileMover().move(to: folder)),
            "Text's .fileMover is not presented (its isPresented binding is false): only a presented dialog can be completed")
        XCTAssertTrue(try hidden.inspect().treeDump().contains(".fileMover([\"d.txt\"])"))
    }
}
