import Inspector
import ViewTree
import XCTest

private struct FolderRow: View {
    @State var name = "Untitled"
    @FocusState var isRenaming: Bool
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($isRenaming)
            RenameButton()
            Text(isRenaming ? "Renaming" : "Idle")
        }
        .renameAction($isRenaming)
    }
}

final class RenameFocusTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTappingRenameFocusesTheBoundField() throws {
        let hosted = ViewHosting.host(view: FolderRow())
        XCTAssertFalse(try hosted.inspect().vStack().textField(0).isFocused())
        XCTAssertNotNil(try hosted.inspect().vStack().renameButton(1).renameAction())
        try hosted.inspect().vStack().renameButton(1).tap()
        XCTAssertTrue(try hosted.inspect().vStack().textField(0).isFocused())
        XCTAssertEqual(try hosted.inspect().vStack().text(2).string(), "Renaming")
    }
}
