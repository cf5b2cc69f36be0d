import Inspector
import ViewTree
import XCTest

private struct Folder: Identifiable, Hashable {
    var id: String { name }
    let name: String
    var children: [Folder]?
}

private let tree = Folder(name: "Root", children: [
    Folder(name: "Docs", children: [Folder(name: "Notes", children: nil)]),
    Folder(name: "Photos", children: nil),
])

private struct Counter: View {
    let name: String
    @State var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

private struct Browser: View {
    var body: some View {
        List {
            OutlineGroup(tree.children ?? [], children: \.children) { folder in
                Counter(name: folder.name)
            }
        }
    }
}

final class OutlineGroupTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testElementsWithChildrenAreDisclosureGroups() throws {
        let sut = OutlineGroup(tree.children ?? [], children: \.children) { Text($0.name) }
        let group = try sut.inspect().outlineGroup()
        let docs = try group.forEach().disclosureGroup(0)
        XCTAssertEqual(try docs.labelView().text().string(), "Docs")
        XCTAssertFalse(try docs.isExpanded())
        XCTAssertEqual(try docs.outlineGroup(0).forEach().text(0).string(), "Notes")
        XCTAssertEqual(try group.forEach().text(1).string(), "Photos", "no children: the view alone")
        XCTAssertEqual(
            try docs.outlineGroup(0).forEach().text(0).pathToRoot,
            "outlineGroup().forEach().disclosureGroup(0).outlineGroup(0).forEach().text(0)")
    }

    func testEveryInitializer() throws {
        let byData = try OutlineGroup([tree], children: \.children) { Text($0.name) }.inspect().outlineGroup()
        XCTAssertEqual(try byData.forEach().disclosureGroup(0).labelView().text().string(), "Root")
        XCTAssertEqual(try byData.sourceData([Folder].self).map(\.name), ["Root"])
        let byRoot = try OutlineGroup(tree, children: \.children) { Text($0.name) }.inspect().outlineGroup()
        XCTAssertEqual(try byRoot.forEach().disclosureGroup(0).labelView().text().string(), "Root")
        XCTAssertEqual(try byRoot.sourceData(Folder.self).name, "Root")
        let byID = try OutlineGroup([tree], id: \.name, children: \.children) { Text($0.name) }.inspect().outlineGroup()
        XCTAssertEqual(try byID.forEach().disclosureGroup(0).outlineGroup(0).forEach().text(1).string(), "Photos")
        let rootByID = try OutlineGroup(tree, id: \.name, children: \.children) { Text($0.name) }.inspect().outlineGroup()
        XCTAssertEqual(try rootByID.sourceData(Folder.self), tree)
    }

    func testLeaf() throws {
        let group = try OutlineGroup(tree, children: \.children) { Text($0.name) }.inspect().outlineGroup()
        XCTAssertEqual(try group.leaf(Folder(name: "Elsewhere")).text().string(), "Elsewhere")
        XCTAssertEqual(try group.leaf(Folder(name: "Other")).text().string(), "Other", "each element's leaf is built anew")
        XCTAssertEqual(try group.leaf(Folder(name: "Other")).pathToRoot, "outlineGroup().leaf(_:)")
    }

    func testSearchAndHostedState() throws {
        XCTAssertEqual(
            try Browser().inspect().find(button: "Notes 0").pathToRoot,
            "view(Browser.self).list().outlineGroup(0).forEach().disclosureGroup(0).outlineGroup(0).forEach()"
                + ".view(Counter.self, 0).button()")
        XCTAssertEqual(
            try Browser().inspect().view(Browser.self).list().outlineGroup(0).forEach().disclosureGroup(0).outlineGroup(0)
                .forEach().view(Counter.self, 0).button().labelView().text().string(),
            "Notes 0")
        let hosted = ViewHosting.host(view: Browser())
        try hosted.inspect().find(button: "Notes 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Notes 1"))
        try hosted.inspect().find(button: "Photos 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Photos 1"))
        XCTAssertNoThrow(try hosted.inspect().find(button: "Notes 1"), "each element keeps its state")
    }

    func testListWithChildren() throws {
        let list = try List(tree.children ?? [], children: \.children) { Text($0.name) }.inspect().list()
        let docs = try list.outlineGroup(0).forEach().disclosureGroup(0)
        XCTAssertEqual(try docs.labelView().text().string(), "Docs")
        XCTAssertEqual(try docs.outlineGroup(0).forEach().text(0).pathToRoot,
            "list().outlineGroup(0).forEach().disclosureGroup(0).outlineGroup(0).forEach().text(0)")
        let byID = try List([tree], id: \.name, children: \.children) { Text($0.name) }.inspect().list()
        XCTAssertEqual(try byID.outlineGroup(0).sourceData([Folder].self), [tree])
        XCTAssertNoThrow(try byID.find(text: "Notes"))
    }

    func testErrors() throws {
        let group = try OutlineGroup(tree, children: \.children) { Text($0.name) }.inspect().outlineGroup()
        XCTAssertThrowsError(try group.leaf("Docs")) { error in
            XCTAssertEqual(
                "\(error)", "outlineGroup().leaf(_:): expected Folder, found String; leaf(_:) takes an element of the group's data")
        }
        XCTAssertThrowsError(try group.sourceData([Folder].self)) { error in
            XCTAssertEqual("\(error)", "outlineGroup().sourceData(Array<Folder>.self): expected Array<Folder>, found Folder")
        }
        XCTAssertThrowsError(try Text("a").inspect().outlineGroup()) { error in
            XCTAssertEqual("\(error)", "outlineGroup(): expected OutlineGroup, found Text")
        }
    }
}
