import Inspector
import ViewTree
import XCTest

private struct Todo: Identifiable, Hashable {
    let id: Int
    var title: String
}

private struct Folder: Identifiable, Hashable {
    let id: String
    var children: [Folder]?
}

private let folders = [
    Folder(id: "Mail", children: [Folder(id: "Inbox", children: nil), Folder(id: "Sent", children: nil)]),
    Folder(id: "Notes", children: nil),
]

/// Rows that edit their elements and are selected by id: the binding forms with `selection:`.
private struct TodoEditor: View {
    @State var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]
    @State var picked: Int?
    var body: some View {
        List($todos, selection: $picked) { $todo in
            TextField("Title", text: $todo.title)
        }
    }
}

private struct TagEditor: View {
    @State var tags = ["red", "green", "blue"]
    @State var picked: Set<String> = []
    var body: some View {
        List($tags, id: \.self, selection: $picked) { $tag in
            TextField("Tag", text: $tag)
        }
    }
}

/// `List` with `selection:` over a binding to the data and over a tree of data (`children:`).
final class ListSelectionFormsTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testBindingFormSelectsOneRowByItsElementsID() throws {
        let hosted = ViewHosting.host(view: TodoEditor())
        let list = try hosted.inspect().list()
        XCTAssertEqual(try list.rowSelectionValues(), [1, 2])
        try list.select(value: 2)
        XCTAssertEqual(try hosted.inspect().list().selectedValue(Int?.self), 2)
        try hosted.inspect().list().forEach(0).textField(0).setInput("Oat milk")
        XCTAssertEqual(try hosted.inspect().list().forEach(0).textField(0).input(), "Oat milk")
        XCTAssertEqual(try hosted.inspect().list().selectedValue(Int?.self), 2, "editing a row keeps the selection")
        try hosted.inspect().list().deselect(value: 2)
        XCTAssertNil(try hosted.inspect().list().selectedValue(Int?.self))
    }

    func testBindingFormWithAKeyPathIdentitySelectsSeveralRows() throws {
        let hosted = ViewHosting.host(view: TagEditor())
        try hosted.inspect().list().select(value: "red")
        try hosted.inspect().list().select(value: "blue")
        XCTAssertEqual(try hosted.inspect().list().selectedValue(Set<String>.self), ["red", "blue"])
        try hosted.inspect().list().forEach(0).textField(1).setInput("lime")
        XCTAssertEqual(try hosted.inspect().list().rowSelectionValues(), ["red", "lime", "blue"])
        XCTAssertThrowsError(try hosted.inspect().list().select(value: "green")) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.reason.explanation,
                "value \"green\" is the selection value of no row; the rows' values: \"red\", \"lime\", \"blue\"")
        }
    }

    func testBindingFormWithAKeyPathIdentityAndOneRowSelected() throws {
        let tags = Binding(wrappedValue: ["a", "b"])
        let picked = Binding<String?>(wrappedValue: nil)
        let sut = List(tags, id: \.self, selection: picked) { $tag in Text(tag) }
        try sut.inspect().list().select(value: "b")
        XCTAssertEqual(picked.wrappedValue, "b")
        try sut.inspect().list().select(value: "a")
        XCTAssertEqual(picked.wrappedValue, "a", "a list that selects one row replaces the selection")
    }

    func testChildrenFormsSelectAtEveryDepth() throws {
        let one = Binding<String?>(wrappedValue: nil)
        let single = List(folders, children: \.children, selection: one) { Text($0.id) }
        XCTAssertEqual(try single.inspect().list().rowSelectionValues(), ["Mail", "Inbox", "Sent", "Notes"])
        try single.inspect().list().select(value: "Sent")
        XCTAssertEqual(one.wrappedValue, "Sent")
        XCTAssertEqual(try single.inspect().list().selectedValue(String?.self), "Sent")

        let several = Binding<Set<String>>(wrappedValue: [])
        let multiple = List(folders, children: \.children, selection: several) { Text($0.id) }
        try multiple.inspect().list().select(value: "Mail")
        try multiple.inspect().list().select(value: "Inbox")
        XCTAssertEqual(several.wrappedValue, ["Mail", "Inbox"])
        try multiple.inspect().list().deselect(value: "Mail")
        XCTAssertEqual(several.wrappedValue, ["Inbox"])
        XCTAssertEqual(try multiple.inspect().list().outlineGroup(0).leaf(folders[1]).text().string(), "Notes")
    }

    func testChildrenFormsWithAKeyPathIdentity() throws {
        let one = Binding<Int?>(wrappedValue: nil)
        let single = List(folders, id: \.id.count, children: \.children, selection: one) { Text($0.id) }
        XCTAssertEqual(try single.inspect().list().rowSelectionValues(), [4, 5, 4, 5])
        try single.inspect().list().select(value: 5)
        XCTAssertEqual(one.wrappedValue, 5)

        let several = Binding<Set<String>>(wrappedValue: [])
        let multiple = List(folders, id: \.id, children: \.children, selection: several) { Text($0.id) }
        try multiple.inspect().list().select(value: "Notes")
        XCTAssertEqual(several.wrappedValue, ["Notes"])
        XCTAssertThrowsError(try multiple.inspect().list().select(value: 3)) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.reason.explanation,
                "value 3 (Int) is not of the type of the List's selection values, String")
        }
    }
}
