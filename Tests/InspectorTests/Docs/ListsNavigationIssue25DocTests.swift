import Foundation
import Inspector
import ViewTree
import XCTest

// The examples of the sections of Docs/Controls.md ("Selection over bindings and trees",
// "Context menus for a selection", the table rows and widths), Docs/Navigation.md
// ("preferredCompactColumn:", "NavigationPath.codable") and Docs/Presentations.md (custom
// detents, dialogs for an item), as written there.

private struct Folder: Identifiable {
    let id: String
    var children: [Folder]?
}

private struct Note: Identifiable {
    let id: Int
    let title: String
}

private struct NoteList: View, Inspectable {
    let notes = [Note(id: 1, title: "a"), Note(id: 2, title: "b"), Note(id: 3, title: "c")]
    @State var selection: Set<Int> = []
    @State var opened: [Int] = []
    @State var deleted: [Int] = []
    func delete(_ ids: Set<Int>) { deleted = ids.sorted() }
    func open(_ ids: Set<Int>) { opened = ids.sorted() }
    var body: some View {
        List(notes, selection: $selection) { Text($0.title) }
            .contextMenu(forSelectionType: Int.self) { ids in
                Button("Delete \(ids.count)") { delete(ids) }
            } primaryAction: { ids in open(ids) }
    }
}

private struct Animal: Identifiable {
    var name: String
    var diet: String
    var id: String { name }
}

private struct SplitMail: View {
    @State var top = NavigationSplitViewColumn.detail
    var body: some View {
        NavigationSplitView(preferredCompactColumn: $top) {
            Text("Mailboxes")
        } detail: {
            Text("Message")
        }
    }
}

struct DocPathBook: Codable, Hashable { let title: String }

private struct BarDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        max(44, context.maxDetentValue * 0.1)
    }
}

private struct Photo {
    let id: Int
    let name: String
}

final class ListsNavigationIssue25DocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testSelectionOverATree() throws {
        let folders = [Folder(id: "Mail", children: [Folder(id: "Inbox"), Folder(id: "Sent")]), Folder(id: "Notes")]
        let picked = Binding<String?>(wrappedValue: nil)
        let sut = List(folders, children: \.children, selection: picked) { Text($0.id) }
        XCTAssertEqual(try sut.inspect().list().rowSelectionValues(), ["Mail", "Inbox", "Sent", "Notes"])
        try sut.inspect().list().select(value: "Sent")
        XCTAssertEqual(picked.wrappedValue, "Sent")
    }

    func testContextMenuForASelection() throws {
        let sut = ViewHosting.host(view: NoteList())
        let menu = try sut.inspect().list().contextMenu(forSelection: Set([1, 3]))
        XCTAssertEqual(try menu.button(0).labelView().text().string(), "Delete 2")
        try sut.inspect().list().callContextMenuPrimaryAction(Set([2]))
        XCTAssertEqual(try sut.inspect().actualView().opened, [2])
        try sut.inspect().list().contextMenu(forSelection: Set([1, 3])).button(0).tap()
        XCTAssertEqual(try sut.inspect().actualView().deleted, [1, 3])
    }

    func testTableRowsAndWidths() throws {
        let others = [Animal(name: "Haku", diet: "Snails")]
        let sut = Table(of: Animal.self) {
            TableColumn("Name", value: \.name).width(min: 80, ideal: 120)
            TableColumn("Diet") { Text($0.diet) }.width(60)
        } rows: {
            TableRow(Animal(name: "Miko", diet: "Fish"))
            ForEach(others) { TableRow($0) }
        }
        XCTAssertEqual(try sut.inspect().table().columnWidth(0).ideal, 120)
        XCTAssertEqual(try sut.inspect().table().columnWidth(1).max, 60)
        XCTAssertEqual(try sut.inspect().table().row(1).cell(1).text().string(), "Snails")
    }

    func testPreferredCompactColumn() throws {
        let hosted = ViewHosting.host(view: SplitMail())
        XCTAssertEqual(try hosted.inspect().navigationSplitView().preferredCompactColumn(), .detail)
        try hosted.inspect().navigationSplitView().setPreferredCompactColumn(.sidebar)
        XCTAssertEqual(try hosted.inspect().navigationSplitView().preferredCompactColumn(), .sidebar)
    }

    func testCodablePath() throws {
        var path = NavigationPath()
        path.append(DocPathBook(title: "Dune"))
        path.append(42)
        let data = try JSONEncoder().encode(path.codable)
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        XCTAssertEqual(restored, path)
    }

    func testCustomDetents() throws {
        let sut = Text("Settings").sheet(isPresented: .constant(true)) {
            Text("Options").presentationDetents([.custom(BarDetent.self), .medium])
        }
        let sheet = try sut.inspect().text().sheet()
        XCTAssertEqual(try sheet.presentationDetentHeight(.custom(BarDetent.self), maxDetentValue: 800), 80)
        XCTAssertEqual(try sheet.presentationDetentHeight(.medium, maxDetentValue: 800), 400)
    }

    func testDialogForAnItem() throws {
        let doomed = Binding<Photo?>(wrappedValue: Photo(id: 2, name: "Forest"))
        let sut = Text("Photos").confirmationDialog(Text("Delete?"), item: doomed) { photo in
            Button("Delete \(photo.name)") {}
        }
        let dialog = try sut.inspect().text().confirmationDialog()
        XCTAssertEqual(try dialog.actions().button().labelView().text().string(), "Delete Forest")
        try dialog.dismiss()
        XCTAssertNil(doomed.wrappedValue)
    }
}
