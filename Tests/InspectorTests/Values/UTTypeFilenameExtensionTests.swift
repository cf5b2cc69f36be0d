import ViewTree
import XCTest

#if !canImport(UniformTypeIdentifiers)
/// Types by file extension, as file dialogs name files and check what a user picks.
final class UTTypeFilenameExtensionTests: XCTestCase {
    func testSystemExtensionsNameTheirTypes() {
        XCTAssertEqual(UTType(filenameExtension: "txt"), .plainText)
        XCTAssertEqual(UTType(filenameExtension: "JSON"), .json)
        XCTAssertEqual(UTType(filenameExtension: "jpg"), UTType(exportedAs: "public.jpeg"))
        XCTAssertEqual(UTType(filenameExtension: "png", conformingTo: .image), .png)
        XCTAssertNil(UTType(filenameExtension: "png", conformingTo: .text))
        XCTAssertNil(UTType(filenameExtension: ""))
    }

    func testAnUnknownExtensionIsADynamicTypeOfData() throws {
        let type = try XCTUnwrap(UTType(filenameExtension: "notes"))
        XCTAssertEqual(type.identifier, "dyn.notes")
        XCTAssertTrue(type.conforms(to: .data))
        XCTAssertFalse(type.conforms(to: .text))
        XCTAssertEqual(type.preferredFilenameExtension, "notes")
    }

    func testPreferredExtensions() {
        XCTAssertEqual(UTType.plainText.preferredFilenameExtension, "txt")
        XCTAssertEqual(UTType.utf8PlainText.preferredFilenameExtension, "txt")
        XCTAssertEqual(UTType.pdf.preferredFilenameExtension, "pdf")
        XCTAssertNil(UTType.data.preferredFilenameExtension)
        XCTAssertNil(UTType(exportedAs: "com.example.notes").preferredFilenameExtension)
    }
}
#endif
