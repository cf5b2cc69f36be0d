import Foundation
import ViewTree
import XCTest

/// A value with a JSON representation and a plain-text proxy that only exports.
struct TransferNote: Codable, Equatable, Transferable {
    var title: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

/// A value imported from text only, and exported as bytes only.
struct TransferTag: Equatable, Transferable {
    var name: String
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .data) { Data("tag:\($0.name)".utf8) }
        ProxyRepresentation(importing: { (text: String) in TransferTag(name: text) })
    }
}

final class TransferableTests: XCTestCase {
    func testContentTypesFollowTheRepresentationsInOrder() {
        XCTAssertEqual(TransferNote.exportedContentTypes, [.json, .utf8PlainText])
        XCTAssertEqual(TransferNote.importedContentTypes, [.json])
        XCTAssertEqual(TransferTag.exportedContentTypes, [.data])
        XCTAssertEqual(TransferTag.importedContentTypes, [.utf8PlainText])
        XCTAssertEqual(String.exportedContentTypes, [.utf8PlainText])
        XCTAssertEqual(Data.importedContentTypes, [.data])
        XCTAssertEqual(URL.exportedContentTypes, [.url])
    }

    func testExportingAndImportingThroughTheRepresentations() throws {
        let note = TransferNote(title: "Milk")
        XCTAssertEqual(String(decoding: try note.exported(as: .plainText), as: UTF8.self), "Milk", "through the proxy")
        let json = try note.exported(as: .json)
        XCTAssertEqual(try TransferNote(importing: json, contentType: .json), note)
        XCTAssertEqual(try TransferTag(importing: Data("eggs".utf8), contentType: .utf8PlainText), TransferTag(name: "eggs"))
        XCTAssertEqual(String(decoding: try TransferTag(name: "a").exported(as: .data), as: UTF8.self), "tag:a")
        XCTAssertEqual(try URL(importing: Data("https://example.com".utf8), contentType: .url), URL(string: "https://example.com"))
        XCTAssertThrowsError(try TransferTag(name: "a").exported(as: .json)) { error in
            XCTAssertEqual((error as NSError).localizedDescription, "TransferTag is not exported as public.json")
        }
        XCTAssertThrowsError(try TransferNote(importing: Data(), contentType: .png)) { error in
            XCTAssertEqual((error as NSError).localizedDescription, "TransferNote is not imported from public.png")
        }
    }

    func testItemProvidersOfTransferableValues() throws {
        let provider = NSItemProvider(TransferNote(title: "Bread"))
        XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.json", "public.utf8-plain-text"])
        var loaded: TransferNote?
        provider.loadTransferable(type: TransferNote.self) { loaded = try? $0.get() }
        XCTAssertEqual(loaded, TransferNote(title: "Bread"))
        var text: String?
        provider.loadTransferable(type: String.self) { text = try? $0.get() }
        XCTAssertEqual(text, "Bread")
        var tag: TransferTag?
        NSItemProvider(object: "jam" as NSString).loadTransferable(type: TransferTag.self) { tag = try? $0.get() }
        XCTAssertEqual(tag, TransferTag(name: "jam"), "a string item, imported through the tag's String proxy")
        var failure: (any Error)?
        NSItemProvider(TransferTag(name: "x")).loadTransferable(type: TransferNote.self) {
            if case let .failure(error) = $0 { failure = error }
        }
        XCTAssertEqual(
            failure.map { ($0 as NSError).localizedDescription }, "no item of a type TransferNote imports: [\"public.json\"]")
    }

    func testTheValueIsMadeWhenLoaded() {
        var made = 0
        let provider = NSItemProvider()
        provider.register({ () -> String in made += 1; return "late" }())
        XCTAssertEqual(made, 0)
        var text: String?
        provider.loadTransferable(type: String.self) { text = try? $0.get() }
        XCTAssertEqual(text, "late")
        XCTAssertEqual(made, 1)
    }
}
