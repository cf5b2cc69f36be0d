import Foundation
import ViewTree
import XCTest

/// A document sent and received as a file.
private struct Sketch: Equatable, Transferable {
    var strokes: String
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .png) { sketch in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("sketch-\(UUID().uuidString)")
            try Data(sketch.strokes.utf8).write(to: url)
            return SentTransferredFile(url)
        } importing: { received in
            XCTAssertFalse(received.isOriginalFile)
            return Sketch(strokes: String(decoding: try Data(contentsOf: received.file), as: UTF8.self))
        }
    }
}

final class FileRepresentationTests: XCTestCase {
    func testAFileTravelsAsItsBytes() throws {
        XCTAssertEqual(Sketch.exportedContentTypes, [.png])
        XCTAssertEqual(String(decoding: try Sketch(strokes: "line").exported(as: .image), as: UTF8.self), "line")
        var loaded: Sketch?
        NSItemProvider(Sketch(strokes: "circle")).loadTransferable(type: Sketch.self) { loaded = try? $0.get() }
        XCTAssertEqual(loaded, Sketch(strokes: "circle"))
    }
}
