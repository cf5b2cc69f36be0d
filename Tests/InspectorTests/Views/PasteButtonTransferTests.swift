import Foundation
import Inspector
import ViewTree
import XCTest

private struct Clipboard: View {
    @State var pasted: [String] = []
    var body: some View {
        VStack {
            Text(pasted.joined(separator: ", "))
            PasteButton(supportedContentTypes: [.plainText]) { providers in
                for provider in providers {
                    provider.loadObject(ofClass: String.self) { string, _ in if let string { pasted.append(string) } }
                }
            }
            PasteButton(payloadType: TransferNote.self) { notes in pasted += notes.map(\.title) }
        }
    }
}

final class PasteButtonTransferTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testPastingProvidersOfTheSupportedTypesHosted() throws {
        let hosted = ViewHosting.host(view: Clipboard())
        try hosted.inspect().vStack().pasteButton(1).paste([NSItemProvider(object: "milk"), NSItemProvider(Data([1]))])
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "milk", "only the providers of plain text reach it")
        XCTAssertEqual(try hosted.inspect().vStack().pasteButton(1).supportedContentTypes(), [.plainText])
        XCTAssertTrue(try hosted.inspect().vStack().pasteButton(1).payloadType() == NSItemProvider.self)
    }

    func testPastingTransferableValuesFromProviders() throws {
        let hosted = ViewHosting.host(view: Clipboard())
        try hosted.inspect().vStack().pasteButton(2).paste([NSItemProvider(TransferNote(title: "eggs"))])
        try hosted.inspect().vStack().pasteButton(2).paste([TransferNote(title: "jam")])
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "eggs, jam")
        XCTAssertEqual(try hosted.inspect().vStack().pasteButton(2).supportedContentTypes(), [.json])
    }

    func testErrorsAndDump() throws {
        let stack = try Clipboard().inspect().vStack()
        XCTAssertThrowsError(try stack.pasteButton(2).paste([NSItemProvider(object: "milk")])) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Clipboard.self).vStack().pasteButton(2).paste(_:): the providers hold no item of the types the button"
                    + " pastes [\"public.json\"]")
        }
        XCTAssertEqual(
            try PasteButton(supportedContentTypes: [.plainText, .url]) { _ in }.inspect().treeDump(),
            "pasteButton() supportedContentTypes: [public.plain-text, public.url]")
    }
}
