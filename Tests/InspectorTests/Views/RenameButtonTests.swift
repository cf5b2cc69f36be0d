import Inspector
import ViewTree
import XCTest

private struct Document: View {
    @State var isRenaming = false
    var body: some View {
        VStack {
            Text(isRenaming ? "Renaming" : "Report.pdf")
            RenameButton()
        }
        .renameAction { isRenaming = true }
    }
}

final class RenameButtonTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTapCallsTheEnvironmentsRenameAction() throws {
        var renames = 0
        let button = try RenameButton().renameAction { renames += 1 }.inspect().renameButton()
        XCTAssertNotNil(try button.renameAction())
        try button.tap()
        try button.tap()
        XCTAssertEqual(renames, 2)
        XCTAssertNil(EnvironmentValues().rename)
    }

    func testTheInnermostActionWins() throws {
        var calls: [String] = []
        let sut = VStack {
            RenameButton().renameAction { calls.append("inner") }
            RenameButton()
        }
        .renameAction { calls.append("outer") }
        try sut.inspect().vStack().renameButton(0).tap()
        try sut.inspect().vStack().renameButton(1).tap()
        XCTAssertEqual(calls, ["inner", "outer"])
    }

    func testSearchPathToRootAndHosting() throws {
        let sut = Document()
        let button = try sut.inspect().find(ViewType.RenameButton.self)
        XCTAssertEqual(button.pathToRoot, "view(Document.self).vStack().renameButton(1)")
        XCTAssertNotNil(try sut.inspect().view(Document.self).vStack().renameButton(1).renameAction())
        let hosted = ViewHosting.host(view: Document())
        try hosted.inspect().find(ViewType.RenameButton.self).tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Renaming")
    }

    func testRoleAndName() throws {
        let sut = VStack { RenameButton() }
        XCTAssertEqual(try sut.inspect().find(role: .button, name: "Rename").pathToRoot, "vStack().renameButton(0)")
        XCTAssertEqual(try sut.inspect().vStack().renameButton(0).accessibilityRole(), .button)
        XCTAssertEqual(try sut.inspect().vStack().renameButton(0).accessibleName(), "Rename")
        XCTAssertEqual(try sut.inspect().treeDump(), "vStack()\n  renameButton(0)")
    }

    func testErrors() throws {
        XCTAssertNil(try RenameButton().inspect().renameButton().renameAction())
        XCTAssertThrowsError(try RenameButton().inspect().renameButton().tap()) { error in
            XCTAssertEqual(
                "\(error)",
                "renameButton().tap(): RenameButton's rename action cannot be read: no view sets one; add .renameAction(_:) around it")
        }
        var renames = 0
        let disabled = RenameButton().disabled(true).renameAction { renames += 1 }
        XCTAssertThrowsError(try disabled.inspect().renameButton().tap()) { error in
            XCTAssertEqual("\(error)", "renameButton().tap(): RenameButton is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(renames, 0)
        XCTAssertThrowsError(try Text("a").inspect().renameButton()) { error in
            XCTAssertEqual("\(error)", "renameButton(): expected RenameButton, found Text")
        }
    }
}
