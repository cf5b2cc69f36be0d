import Foundation
import Inspector
import ViewTree
import XCTest

// The example of Docs/Gestures.md's "Commands", as written there.
final class GesturesCommandsDocTests: XCTestCase {
    func testCommands() throws {
        var log: [String] = []
        let list = Text("Inbox")
            .onCopyCommand { [NSItemProvider(object: "Inbox" as NSString)] }
            .onDeleteCommand { log.append("delete") }
            .onMoveCommand { log.append("move \($0)") }
        let text = try list.inspect().text()
        XCTAssertEqual(try text.callOnCopyCommand().first?.registeredTypeIdentifiers, ["public.utf8-plain-text"])
        try text.callOnDeleteCommand()
        try text.callOnMoveCommand(.down)
        XCTAssertEqual(log, ["delete", "move down"])
    }
}
