import Inspector
import ViewTree
import XCTest

private struct Note: Identifiable {
    let id: Int
    let title: String
}

private let notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas"), Note(id: 3, title: "Trips")]

private struct Notes: View {
    @State var selection: Set<Int> = []
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text(log.joined(separator: "; "))
            List(notes, selection: $selection) { Text($0.title) }
                .contextMenu(forSelectionType: Int.self) { ids in
                    if ids.isEmpty {
                        Button("New Note") { log.append("new") }
                    } else {
                        Button("Delete \(ids.count)") { log.append("delete \(ids.sorted())") }
                        Button("Duplicate") { log.append("duplicate") }
                    }
                } primaryAction: { ids in
                    log.append("open \(ids.sorted())")
                }
        }
    }
}

/// `contextMenu(forSelectionType:menu:primaryAction:)`: the menu built for a selection, and the
/// primary action (a double click) called with one.
final class SelectionContextMenuTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTheMenuIsBuiltForTheSelectionItOpensOn() throws {
        let hosted = ViewHosting.host(view: Notes())
        let list = try hosted.inspect().vStack().list(1)
        let menu = try list.contextMenu(forSelection: Set([1, 3]))
        XCTAssertEqual(try menu.button(0).labelView().text().string(), "Delete 2")
        XCTAssertEqual(try menu.button(1).labelView().text().string(), "Duplicate")
        try menu.button(0).tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "delete [1, 3]")
        let background = try hosted.inspect().vStack().list(1).contextMenu(forSelection: Set<Int>())
        XCTAssertEqual(try background.button(0).labelView().text().string(), "New Note")
        try background.button(0).tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "delete [1, 3]; new")
    }

    func testThePrimaryActionRunsWithTheSelection() throws {
        let hosted = ViewHosting.host(view: Notes())
        try hosted.inspect().vStack().list(1).callContextMenuPrimaryAction(Set([2]))
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "open [2]")
    }

    func testEachMenuIsForTheSelectionsOfItsType() throws {
        let list = List(notes) { Text($0.title) }
            .contextMenu(forSelectionType: Int.self) { ids in Text("Notes \(ids.count)") }
            .contextMenu(forSelectionType: String.self) { names in Text("Names \(names.count)") }
            .contextMenu(forSelectionType: Int.self) { ids in Text("Outer \(ids.count)") }
        XCTAssertEqual(try list.inspect().list().contextMenu(forSelection: Set([1, 2])).text().string(), "Notes 2")
        XCTAssertEqual(try list.inspect().list().contextMenu(forSelection: Set(["a"])).text().string(), "Names 1")
    }

    func testRefusals() throws {
        let withoutAction = List(notes) { Text($0.title) }
            .contextMenu(forSelectionType: Int.self) { ids in Text("\(ids.count)") }
        XCTAssertEqual(try withoutAction.inspect().list().contextMenu(forSelection: Set([1, 2])).text().string(), "2")
        XCTAssertThrowsError(try withoutAction.inspect().list().callContextMenuPrimaryAction(Set([1]))) { error in
            XCTAssertEqual(
                "\(error)",
                "list().callContextMenuPrimaryAction([1]): .contextMenu(forSelectionType:)'s primaryAction cannot be"
                    + " read: it was made without one")
        }
        XCTAssertThrowsError(try withoutAction.inspect().list().contextMenu(forSelection: Set(["a"]))) { error in
            XCTAssertEqual(
                "\(error)",
                "list().contextMenu(forSelection: [\"a\"]): a Set<String> is not a selection of the context menu's"
                    + " type, Set<Int>")
        }
        let plain = List(notes) { Text($0.title) }
        XCTAssertThrowsError(try plain.inspect().list().contextMenu(forSelection: Set([1]))) { error in
            XCTAssertEqual(
                "\(error)",
                "list().contextMenu(forSelection: [1]): List has no .contextMenu(forSelectionType:menu:primaryAction:);"
                    + " it has no modifiers")
        }
        let disabled = List(notes) { Text($0.title) }
            .contextMenu(forSelectionType: Int.self) { _ in Text("a") } primaryAction: { _ in }
            .disabled(true)
        XCTAssertThrowsError(try disabled.inspect().list().callContextMenuPrimaryAction(Set([1]))) { error in
            XCTAssertEqual("\(error)", "list().callContextMenuPrimaryAction([1]): List is disabled by .disabled(true) on itself")
        }
    }
}
