import Inspector
import ViewTree
import XCTest

private struct Notes: View {
    @State var notes: [String] = []
    var body: some View {
        VStack {
            Text(notes.isEmpty ? "No notes" : notes.joined(separator: ", "))
            PasteButton(payloadType: String.self) { notes.append(contentsOf: $0) }
        }
    }
}

final class PasteButtonTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testPasteHandsTheItemsToOnPaste() throws {
        let pasted = Binding<[String]>(wrappedValue: [])
        let sut = PasteButton(payloadType: String.self) { pasted.wrappedValue += $0 }
        let button = try sut.inspect().pasteButton()
        XCTAssertTrue(try button.payloadType() == String.self)
        try button.paste(["a", "b"])
        XCTAssertEqual(pasted.wrappedValue, ["a", "b"])
        try button.paste([String]())
        XCTAssertEqual(pasted.wrappedValue, ["a", "b"])
    }

    func testOtherPayloadTypes() throws {
        let pasted = Binding<[URL]>(wrappedValue: [])
        let button = try PasteButton(payloadType: URL.self) { pasted.wrappedValue = $0 }.inspect().pasteButton()
        try button.paste([URL(string: "https://example.com")!])
        XCTAssertEqual(pasted.wrappedValue, [URL(string: "https://example.com")!])
        XCTAssertTrue(try button.payloadType() == URL.self)
    }

    func testSearchPathToRootAndHosting() throws {
        let sut = Notes()
        let button = try sut.inspect().find(ViewType.PasteButton.self)
        XCTAssertEqual(button.pathToRoot, "view(Notes.self).vStack().pasteButton(1)")
        XCTAssertTrue(try sut.inspect().view(Notes.self).vStack().pasteButton(1).payloadType() == String.self)
        let hosted = ViewHosting.host(view: Notes())
        try hosted.inspect().find(ViewType.PasteButton.self).paste(["milk"])
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "milk")
        try hosted.inspect().vStack().pasteButton(1).paste(["eggs", "bread"])
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "milk, eggs, bread")
    }

    func testRoleAndName() throws {
        let sut = VStack { PasteButton(payloadType: String.self) { _ in } }
        let found = try sut.inspect().find(role: .button, name: "Paste")
        XCTAssertEqual(found.pathToRoot, "vStack().pasteButton(0)")
        XCTAssertEqual(try sut.inspect().vStack().pasteButton(0).accessibilityRole(), .button)
        XCTAssertEqual(try sut.inspect().vStack().pasteButton(0).accessibleName(), "Paste")
    }

    func testTreeDump() throws {
        XCTAssertEqual(
            try PasteButton(payloadType: String.self) { _ in }.inspect().treeDump(), "pasteButton() payloadType: String.self")
    }

    func testErrors() throws {
        let pasted = Binding<[String]>(wrappedValue: [])
        let button = try PasteButton(payloadType: String.self) { pasted.wrappedValue = $0 }.inspect().pasteButton()
        XCTAssertThrowsError(try button.paste([1])) { error in
            XCTAssertEqual(
                "\(error)", "pasteButton().paste(_:): expected [String], found [Int]; the button pastes String items")
        }
        let disabled = try PasteButton(payloadType: String.self) { pasted.wrappedValue = $0 }.disabled(true).inspect()
        XCTAssertThrowsError(try disabled.pasteButton().paste(["a"])) { error in
            XCTAssertEqual("\(error)", "pasteButton().paste(_:): PasteButton is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(pasted.wrappedValue, [])
        XCTAssertThrowsError(try Text("a").inspect().pasteButton()) { error in
            XCTAssertEqual("\(error)", "pasteButton(): expected PasteButton, found Text")
        }
    }
}
