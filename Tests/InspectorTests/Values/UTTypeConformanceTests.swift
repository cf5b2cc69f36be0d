import ViewTree
import XCTest

#if !canImport(UniformTypeIdentifiers)
/// The system types' hierarchy, as providers and drop targets match items by it.
final class UTTypeConformanceTests: XCTestCase {
    func testATypeConformsToItselfAndItsSupertypes() {
        XCTAssertTrue(UTType.utf8PlainText.conforms(to: .plainText))
        XCTAssertTrue(UTType.utf8PlainText.conforms(to: .text))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertFalse(UTType.plainText.conforms(to: .utf8PlainText))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertTrue(UTType(exportedAs: "com.example.note").conforms(to: .data))
    }

    func testAProviderOffersAnItemUnderItsSupertypes() {
        let provider = NSItemProvider(object: "Milk" as NSString)
        XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.utf8-plain-text"])
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
        XCTAssertFalse(provider.hasItemConformingToTypeIdentifier("public.image"))
        var loaded: String?
        provider.loadObject(ofClass: String.self) { value, _ in loaded = value }
        XCTAssertEqual(loaded, "Milk")
    }
}
#endif
