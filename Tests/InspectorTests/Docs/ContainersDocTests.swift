import Foundation
import Inspector
import ViewTree
import XCTest

// Every example of the "Containers" part of Docs/Controls.md, as written there.

private struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

private struct FruitList: View {
    @State var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
    @State var selected: Int?
    @State var query = ""

    var body: some View {
        List(selection: $selected) {
            Section {
                ForEach(fruits) { fruit in
                    Text(fruit.name)
                        .swipeActions {
                            Button("Delete", role: .destructive) { fruits.removeAll { $0 == fruit } }
                        }
                }
                .onDelete { fruits.remove(atOffsets: $0) }
                .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            } header: {
                Text("Fruit")
            } footer: {
                Text("\(fruits.count) fruits")
            }
        }
        .listStyle(.insetGrouped)
        .searchable(text: $query, prompt: "Fruit")
    }
}

@MainActor private final class FeedModel: ObservableObject {
    @Published var items: [String] = []
    func reload() async { items = ["Fresh"] }
}

private struct Feed: View {
    @ObservedObject var model: FeedModel
    var body: some View {
        List(model.items, id: \.self) { Text($0) }
            .refreshable { await model.reload() }
    }
}

private struct Clues: View {
    var body: some View {
        Form {
            GroupBox("Clues") {
                LabeledContent("Paw Size", value: "Large")
                LabeledContent("Alibi") { Text("None") }
            }
        }
    }
}

private struct Advanced: View {
    var body: some View {
        DisclosureGroup("Advanced") {
            Button("Reset") {}
        }
    }
}

private struct Adaptive: View {
    var body: some View {
        GeometryReader { geometry in
            Text(geometry.size.width > 500 ? "Wide" : "Narrow")
        }
    }
}

private struct Chat: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                ForEach(0..<50) { Text("Row \($0)").id($0) }
            }
            Button("Bottom") { proxy.scrollTo(49, anchor: .bottom) }
        }
    }
}

private struct Fruits: View {
    @State var mode = EditMode.inactive
    var body: some View {
        VStack {
            EditButton()
            Text(mode.isEditing ? "Editing" : "Browsing")
        }
        .environment(\.editMode, $mode)
    }
}

private struct Notes: View {
    @State var notes: [String] = []
    var body: some View {
        VStack {
            Text(notes.joined(separator: ", "))
            PasteButton(payloadType: String.self) { notes.append(contentsOf: $0) }
        }
    }
}

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

private struct Folder: Identifiable {
    var id: String { name }
    let name: String
    var children: [Folder]?
}

private struct Home: View {
    @State var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            Tab("Inbox", systemImage: "tray", value: 0) { Text("No mail") }
            Tab("Settings", systemImage: "gear", value: 1) { Text("Settings") }
        }
    }
}

final class ContainersDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testListsSectionsAndRows() throws {
        let list = try FruitList().inspect().list()
        XCTAssertEqual(try list.section(0).header().text().string(), "Fruit")
        XCTAssertEqual(try list.section(0).footer().text().string(), "2 fruits")
        XCTAssertEqual(try list.section(0).forEach(0).text(1).string(), "Pear")
        XCTAssertTrue(try list.listStyle() is InsetGroupedListStyle)
    }

    func testSelectingRows() throws {
        let sut = FruitList()
        try sut.inspect().list().select(value: 2)
        XCTAssertEqual(try sut.inspect().list().selectedValue(Int?.self), 2)
        XCTAssertEqual(try sut.inspect().list().rowSelectionValues(), [1, 2])
        XCTAssertThrowsError(try sut.inspect().list().select(value: 7)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(FruitList.self).list().select(value:): value 7 is the selection value of no row; the rows' values: 1, 2")
        }
    }

    func testDeletingAndMovingRows() throws {
        let sut = FruitList()
        try sut.inspect().find(ViewType.ForEach.self).callOnMove(IndexSet([0]), 2)
        XCTAssertEqual(sut.fruits.map(\.name), ["Pear", "Apple"])
        try sut.inspect().find(ViewType.ForEach.self).callOnDelete(IndexSet([0]))
        XCTAssertEqual(sut.fruits.map(\.name), ["Apple"])
    }

    func testSwipeActions() throws {
        let hosted = ViewHosting.host(view: FruitList())
        let pear = try hosted.inspect().find(text: "Pear")
        XCTAssertEqual(try pear.swipeActions().edge(), .trailing)
        try pear.swipeActions().button().tap()
        XCTAssertThrowsError(try hosted.inspect().find(text: "Pear"))
        hosted.expel()
    }

    func testPullToRefresh() throws {
        let model = MainActor.assumeIsolated { FeedModel() }
        try Feed(model: model).inspect().list().callRefreshable()
        XCTAssertEqual(MainActor.assumeIsolated { model.items }, ["Fresh"])
    }

    @MainActor func testPullToRefreshAsync() async throws {
        let model = FeedModel()
        try await Feed(model: model).inspect().list().callRefreshable()
        XCTAssertEqual(model.items, ["Fresh"])
    }

    func testSearching() throws {
        let sut = FruitList()
        try sut.inspect().list().setSearchText("Pe")
        XCTAssertEqual(try sut.inspect().list().searchText(), "Pe")
        XCTAssertEqual(try sut.inspect().list().searchPrompt().string(), "Fruit")
    }

    func testFormsGroupBoxesAndLabelledContent() throws {
        let box = try Clues().inspect().form().groupBox(0)
        XCTAssertEqual(try box.labelView().text().string(), "Clues")
        XCTAssertEqual(try box.labeledContent(0).labelView().text().string(), "Paw Size")
        XCTAssertEqual(try box.labeledContent(0).text().string(), "Large")
    }

    func testDisclosureGroups() throws {
        let hosted = ViewHosting.host(view: Advanced())
        XCTAssertFalse(try hosted.inspect().disclosureGroup().isExpanded())
        XCTAssertNoThrow(try hosted.inspect().find(button: "Reset"))
        try hosted.inspect().disclosureGroup().expand()
        XCTAssertTrue(try hosted.inspect().disclosureGroup().isExpanded())
        hosted.expel()
    }

    func testMenus() throws {
        var sorted = ""
        let menu = Menu("Sort") {
            Button("By name") { sorted = "name" }
            Button("By date") { sorted = "date" }
        }
        try menu.inspect().menu().button(1).tap()
        XCTAssertEqual(sorted, "date")
    }

    func testMenuPrimaryAction() throws {
        var shared = false
        let share = Menu("Share") { Button("Copy link") {} } primaryAction: { shared = true }
        try share.inspect().menu().callPrimaryAction()
        XCTAssertTrue(shared)
    }

    func testOutlineGroups() throws {
        let root = Folder(name: "Root", children: [Folder(name: "Notes")])
        let outline = OutlineGroup(root, children: \.children) { Text($0.name) }
        let group = try outline.inspect().outlineGroup()
        let rootGroup = try group.forEach().disclosureGroup(0)
        XCTAssertEqual(try rootGroup.labelView().text().string(), "Root")
        XCTAssertEqual(try rootGroup.outlineGroup(0).forEach().text(0).string(), "Notes")
        XCTAssertNoThrow(try outline.inspect().find(text: "Notes"))
    }

    func testEditButton() throws {
        let hosted = ViewHosting.host(view: Fruits())
        try hosted.inspect().find(ViewType.EditButton.self).tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Editing")
    }

    func testPasteButton() throws {
        let hosted = ViewHosting.host(view: Notes())
        try hosted.inspect().find(role: .button, name: "Paste").pasteButton().paste(["milk", "eggs"])
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "milk, eggs")
    }

    func testRenameButton() throws {
        let hosted = ViewHosting.host(view: Document())
        try hosted.inspect().find(role: .button, name: "Rename").renameButton().tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Renaming")
    }

    func testControlGroups() throws {
        var zoom = 1
        let group = ControlGroup("Zoom", systemImage: "plus.magnifyingglass") {
            Button("Out") { zoom -= 1 }
            Button("In") { zoom += 1 }
        }
        try group.inspect().controlGroup().button(1).tap()
        XCTAssertEqual(zoom, 2)
        XCTAssertEqual(try group.inspect().controlGroup().labelView().label().title().text().string(), "Zoom")
    }

    func testGrids() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.adaptive(minimum: 80))]) {
            Text("A")
        }
        XCTAssertEqual(
            try grid.inspect().lazyVGrid().columns().map(\.size), [.fixed(100), .adaptive(minimum: 80)])
    }

    func testGeometryReaders() throws {
        XCTAssertEqual(try Adaptive().inspect().find(ViewType.Text.self).string(), "Narrow")
        let wide = Adaptive().frame(width: 800, height: 600)
        XCTAssertEqual(try wide.inspect().find(ViewType.Text.self).string(), "Wide")
    }

    func testScrollViewReaders() throws {
        let reader = try Chat().inspect().find(ViewType.ScrollViewReader.self)
        XCTAssertNil(try reader.lastScrollTarget())
        try reader.find(button: "Bottom").tap()
        XCTAssertEqual(try reader.lastScrollTarget(), AnyHashable(49))
        XCTAssertEqual(try reader.lastScrollAnchor(), .bottom)
    }

    func testTabs() throws {
        let sut = Home()
        let tabView = try sut.inspect().tabView()
        XCTAssertEqual(try tabView.tab(1).labelView().label().title().text().string(), "Settings")
        try tabView.select(value: 1)
        XCTAssertEqual(sut.tab, 1)
        XCTAssertEqual(try sut.inspect().tabView().selectedValue(Int.self), 1)
    }
}
