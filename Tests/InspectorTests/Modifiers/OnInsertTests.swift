import Foundation
import Inspector
import ViewTree
import XCTest

private struct Names: View {
    @State var names = ["Ada", "Grace"]

    var body: some View {
        List {
            ForEach(names, id: \.self) { Text($0) }
                .onInsert(of: [.plainText]) { offset, providers in
                    for provider in providers.reversed() {
                        provider.loadObject(ofClass: String.self) { name, _ in
                            if let name { names.insert(name, at: offset) }
                        }
                    }
                }
        }
    }
}

// `ForEach.onInsert(of:perform:)` and `callOnInsert(of:_:_:)` with a test-made `NSItemProvider`.
final class OnInsertTests: XCTestCase {
    func testInsertsTheProvidedItemsWhenHosted() throws {
        let hosted = ViewHosting.host(view: Names())
        defer { hosted.expel() }
        try hosted.inspect().list().forEach(0).callOnInsert(of: [.plainText], 1, [NSItemProvider(object: "Alan")])
        let names = try hosted.inspect().list().forEach(0).findAll(ViewType.Text.self).map { try $0.string() }
        XCTAssertEqual(names, ["Ada", "Alan", "Grace"])
    }

    func testTheProviderOffersWhatItWasMadeWith() throws {
        let provider = NSItemProvider(object: "Hello")
        XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.utf8-plain-text"])
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.utf8-plain-text"))
        var loaded: String?
        provider.loadObject(ofClass: String.self) { string, _ in loaded = string }
        XCTAssertEqual(loaded, "Hello")
        var failure: (any Error)?
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { _, error in failure = error }
        XCTAssertNotNil(failure)
        let link = try XCTUnwrap(NSItemProvider(contentsOf: URL(string: "https://example.com")))
        XCTAssertEqual(link.registeredTypeIdentifiers, ["public.url"])
    }

    func testErrors() throws {
        let forEach = try Names().inspect().list().forEach(0)
        XCTAssertThrowsError(try forEach.callOnInsert(of: [.png], 0, [])) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Names.self).list().forEach(0).callOnInsert(of:_:_:): types [\"public.png\"] match no .onInsert of ForEach:"
                    + " it has .onInsert(of:) for [\"public.plain-text\"]")
        }
        XCTAssertThrowsError(try forEach.callOnInsert(of: [.plainText], 3, [])) { error in
            XCTAssertTrue("\(error)".hasSuffix("index 3 is out of range: ForEach has 2 elements (valid indices: 0...2)"), "\(error)")
        }
        let plain = ForEach(0..<2) { Text("\($0)") }
        XCTAssertThrowsError(try plain.inspect().forEach().callOnInsert(of: [.plainText], 0, [])) { error in
            XCTAssertTrue("\(error)".contains("ForEach has no onInsert"), "\(error)")
        }
    }
}
