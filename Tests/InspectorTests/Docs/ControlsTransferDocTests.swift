import Foundation
import Inspector
import ViewTree
import XCTest

// The examples of Docs/Controls.md's `PasteButton(supportedContentTypes:payloadAction:)` and
// `renameAction(_:)` with a focus state, as written there.

private struct Folder: View {
    @State var name = "Untitled"
    @FocusState var isRenaming: Bool
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($isRenaming)
            RenameButton()
        }
        .renameAction($isRenaming)
    }
}

final class ControlsTransferDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testPastingProviders() throws {
        var pasted: [String] = []
        let button = PasteButton(supportedContentTypes: [.plainText]) { providers in
            for provider in providers {
                provider.loadObject(ofClass: String.self) { string, _ in pasted.append(string ?? "") }
            }
        }
        let paste = try button.inspect().pasteButton()
        XCTAssertEqual(try paste.supportedContentTypes(), [.plainText])
        try paste.paste([NSItemProvider(object: "milk"), NSItemProvider(Data([1]))])
        XCTAssertEqual(pasted, ["milk"])
    }

    func testRenamingFocusesTheField() throws {
        let hosted = ViewHosting.host(view: Folder())
        try hosted.inspect().find(role: .button, name: "Rename").renameButton().tap()
        XCTAssertTrue(try hosted.inspect().vStack().textField(0).isFocused())
    }
}
