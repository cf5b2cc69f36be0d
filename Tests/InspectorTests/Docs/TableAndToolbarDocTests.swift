import Foundation
import Inspector
import ViewTree
import XCTest

// The examples of Docs/Controls.md ("Tables") and Docs/Navigation.md ("Toolbars"), as written there.

private struct Animal: Identifiable {
    var name: String
    var diet: String
    var id: String { name }
}

private struct AnimalTable: View {
    let animals: [Animal]
    @State var selection: Animal.ID?
    var body: some View {
        Table(animals, selection: $selection) {
            TableColumn("Name", value: \.name)
            TableColumn("Diet") { animal in Text(animal.diet) }
        }
    }
}

private struct Editor: View {
    @State var count = 0
    var body: some View {
        Text("Count: \(count)")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .primaryAction) { Button("Add") { count += 1 } }
            }
    }
}

final class TableAndToolbarDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTables() throws {
        let sut = AnimalTable(animals: [Animal(name: "Miko", diet: "Fish"), Animal(name: "Haku", diet: "Snails")])
        let table = try sut.inspect().table()
        XCTAssertEqual(try table.rowCount(), 2)
        XCTAssertEqual(try table.columnTitles(), ["Name", "Diet"])
        XCTAssertEqual(try table.row(1).cell(1).text().string(), "Snails")
        XCTAssertEqual(try sut.inspect().find(text: "Snails").pathToRoot, "view(AnimalTable.self).table().row(1).text(1)")

        let hosted = ViewHosting.host(view: sut)
        try hosted.inspect().table().select(value: "Haku")
        XCTAssertEqual(try hosted.inspect().table().selectedValue(String?.self), "Haku")
        XCTAssertEqual(try hosted.inspect().table().row(1).value(Animal.self).diet, "Snails")

        XCTAssertThrowsError(try sut.inspect().table().select(value: "Rex")) { error in
            XCTAssertEqual(
                "\(error)",
                #"view(AnimalTable.self).table().select(value:): value "Rex" is the id of no row; the rows' ids: "Miko", "Haku""#)
        }
    }

    func testSortingTables() throws {
        struct SortedAnimals: View {
            @State var sortOrder = [KeyPathComparator(\Animal.name)]
            var body: some View {
                Table([Animal(name: "Miko", diet: "Fish"), Animal(name: "Haku", diet: "Snails")], sortOrder: $sortOrder) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Diet", value: \.diet)
                }
            }
        }
        let hosted = ViewHosting.host(view: SortedAnimals())
        try hosted.inspect().table().sort(byColumn: 1, order: .reverse)
        XCTAssertEqual(try hosted.inspect().table().sortOrder(Animal.self).first?.order, .reverse)
    }

    func testToolbars() throws {
        let toolbar = try Editor().inspect().text().toolbar()
        XCTAssertEqual(try toolbar.item(1).placement(), .primaryAction)
        XCTAssertEqual(try Editor().inspect().find(button: "Add").pathToRoot, "view(Editor.self).text().toolbar().item(1).button()")

        let hosted = ViewHosting.host(view: Editor())
        try hosted.inspect().find(button: "Add").tap()
        XCTAssertEqual(try hosted.inspect().text().string(), "Count: 1")
    }
}
