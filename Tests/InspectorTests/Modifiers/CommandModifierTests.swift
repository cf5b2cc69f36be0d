import Foundation
import Inspector
import ViewTree
import XCTest

private final class Clipboard {
    var log: [String] = []
    var pasted: [String] = []
}

private struct Editor: View {
    let clipboard: Clipboard
    var body: some View {
        Text("Draft")
            .onCutCommand { clipboard.log.append("cut"); return [NSItemProvider(object: "Draft" as NSString)] }
            .onCopyCommand { [NSItemProvider(object: "Draft" as NSString)] }
            .onPasteCommand(of: [.plainText]) { providers in
                for provider in providers {
                    provider.loadItem(forTypeIdentifier: UTType.plainText.identifier) { item, _ in
                        clipboard.pasted.append(item as? String ?? "?")
                    }
                }
            }
            .onDeleteCommand { clipboard.log.append("delete") }
            .onMoveCommand { clipboard.log.append("move \($0)") }
            .onExitCommand { clipboard.log.append("exit") }
            .onCommand("selectAll:") { clipboard.log.append("select all") }
    }
}

final class CommandModifierTests: XCTestCase {
    func testCommandsRunTheirActions() throws {
        let clipboard = Clipboard()
        let text = try Editor(clipboard: clipboard).inspect().text()
        let cut = try text.callOnCutCommand()
        XCTAssertEqual(cut.map(\.registeredTypeIdentifiers), [["public.utf8-plain-text"]])
        XCTAssertEqual(try text.callOnCopyCommand().count, 1)
        try text.callOnDeleteCommand()
        try text.callOnMoveCommand()
        try text.callOnMoveCommand(.left)
        try text.callOnExitCommand()
        try text.callOnCommand("selectAll:")
        XCTAssertEqual(clipboard.log, ["cut", "delete", "move up", "move left", "exit", "select all"])
        try text.callOnPasteCommand([NSItemProvider(object: "Hello" as NSString), NSItemProvider(item: 1, typeIdentifier: "public.data")])
        XCTAssertEqual(clipboard.pasted, ["Hello"], "only the providers of a supported type are pasted")
    }

    func testCommandErrors() throws {
        let text = try Editor(clipboard: Clipboard()).inspect().text()
        XCTAssertThrowsError(try text.callOnCommand("undo:")) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Editor.self).text().callOnCommand(\"undo:\"): Text has no onCommand(\"undo:\"); its modifiers:"
                    + " .onCommand, .onCommand, .onCommand, .onCommand, .onCommand, .onCommand, .onCommand")
        }
        XCTAssertThrowsError(try text.callOnPasteCommand([NSItemProvider(item: 1, typeIdentifier: "public.data")])) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Editor.self).text().callOnPasteCommand(_:): the providers hold no item of the supported types"
                    + " [\"public.plain-text\"]; Paste is disabled")
        }
        XCTAssertThrowsError(try Text("a").onDeleteCommand(perform: nil).inspect().text().callOnDeleteCommand()) { error in
            XCTAssertEqual("\(error)", "text().callOnDeleteCommand(): onDeleteCommand is disabled: its action is nil")
        }
        XCTAssertThrowsError(try Text("a").onExitCommand {}.disabled(true).inspect().text().callOnExitCommand()) { error in
            XCTAssertEqual("\(error)", "text().callOnExitCommand(): onExitCommand is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(
            text.treeDump().components(separatedBy: "\n").first,
            "view(Editor.self).text() \"Draft\" .onCutCommand .onCopyCommand .onPasteCommand .onDeleteCommand .onMoveCommand"
                + " .onExitCommand .onCommand(\"selectAll:\")")
    }

    func testLongPressReportsPressing() throws {
        let clipboard = Clipboard()
        let sut = Text("Hold").onLongPressGesture(minimumDuration: 1, perform: { clipboard.log.append("done") }) {
            clipboard.log.append($0 ? "pressing" : "released")
        }
        try sut.inspect().text().gesture(LongPressGesture.self).callOnChanged(value: true)
        try sut.inspect().text().callOnLongPressGesture()
        XCTAssertEqual(clipboard.log, ["pressing", "released", "done"])
        XCTAssertEqual(try sut.inspect().text().gesture(LongPressGesture.self).gestureProperties().minimumDuration, 1)
    }

    func testRotationGestureValues() throws {
        let value = RotationGesture.Value(angle: .degrees(30))
        XCTAssertEqual(value, .degrees(30))
    }
}
