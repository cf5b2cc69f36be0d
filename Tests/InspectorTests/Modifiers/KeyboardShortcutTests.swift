import Inspector
import ViewTree
import XCTest

private struct SaveSheet: View {
    @State var log: [String] = []
    @State var isEnabled = true
    var body: some View {
        VStack {
            Button("Save") { log.append("save") }.keyboardShortcut(.defaultAction)
            Button("Cancel") { log.append("cancel") }.keyboardShortcut(.cancelAction)
            Button("Export") { log.append("export") }.keyboardShortcut("e", modifiers: [.command, .shift])
            Toggle("Wrap", isOn: $isEnabled).keyboardShortcut("w")
            Text(log.joined(separator: ","))
        }
    }
}

final class KeyboardShortcutTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testShortcutsAreRead() throws {
        let stack = try SaveSheet().inspect().vStack()
        XCTAssertEqual(try stack.button(0).keyboardShortcut(), .defaultAction)
        XCTAssertEqual(try stack.button(1).keyboardShortcut(), KeyboardShortcut(.escape, modifiers: []))
        let export = try XCTUnwrap(try stack.button(2).keyboardShortcut())
        XCTAssertEqual(export.key, "e")
        XCTAssertEqual(export.modifiers, [.command, .shift])
        XCTAssertEqual(export.localization, .automatic)
        XCTAssertEqual(try stack.toggle(3).keyboardShortcut(), KeyboardShortcut("w", modifiers: .command))
        XCTAssertNil(try stack.text(4).keyboardShortcut())
        XCTAssertEqual(KeyboardShortcut.defaultAction.description, ".defaultAction")
        XCTAssertEqual(export.description, "KeyboardShortcut(\"e\", modifiers: [.shift, .command])")
    }

    func testAShortcutAroundAppliesInsideAndNilTakesItAway() throws {
        let sut = HStack {
            Button("A") {}
            Button("B") {}.keyboardShortcut(nil)
        }
        .keyboardShortcut(.upArrow, modifiers: .option)
        XCTAssertEqual(try sut.inspect().hStack().button(0).keyboardShortcut(), KeyboardShortcut(.upArrow, modifiers: .option))
        XCTAssertNil(try sut.inspect().hStack().button(1).keyboardShortcut())
        XCTAssertEqual(
            try sut.inspect().hStack().treeDump().components(separatedBy: "\n").first,
            "hStack() .keyboardShortcut(KeyboardShortcut(.upArrow, modifiers: .option))")
    }

    func testPressingAShortcutTapsItsControlHosted() throws {
        let hosted = ViewHosting.host(view: SaveSheet())
        try hosted.inspect().pressKeyboardShortcut(.defaultAction)
        try hosted.inspect().pressKeyboardShortcut("e", modifiers: [.shift, .command])
        try hosted.inspect().pressKeyboardShortcut(.cancelAction)
        XCTAssertEqual(try hosted.inspect().vStack().text(4).string(), "save,export,cancel")
        try hosted.inspect().pressKeyboardShortcut("w")
        XCTAssertFalse(try hosted.inspect().vStack().toggle(3).isOn())
    }

    func testPressingAShortcutNobodyHasThrows() throws {
        let sut = SaveSheet()
        XCTAssertThrowsError(try sut.inspect().pressKeyboardShortcut("e")) { error in
            XCTAssertEqual(
                "\(error)",
                "view(SaveSheet.self).pressKeyboardShortcut(KeyboardShortcut(\"e\", modifiers: .command)): found no button or"
                    + " toggle with .keyboardShortcut(KeyboardShortcut(\"e\", modifiers: .command)) (searched 11 views here and below)")
        }
    }

    func testADisabledControlsShortcutDoesNothing() throws {
        let sut = Button("Delete") {}.keyboardShortcut(.delete, modifiers: []).disabled(true)
        XCTAssertThrowsError(try sut.inspect().pressKeyboardShortcut(.delete, modifiers: [])) { error in
            XCTAssertEqual("\(error)", "button().tap(): Button is disabled by .disabled(true) on itself")
        }
    }
}
