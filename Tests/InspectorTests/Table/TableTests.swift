import Foundation
import Inspector
import ViewTree
import XCTest

private struct Animal: Identifiable {
    var name: String
    var species: String
    var diet: String
    var id: String { species }
}

private let animals = [
    Animal(name: "Fabrizio", species: "Fish", diet: "Plankton"),
    Animal(name: "Soloman", species: "Snail", diet: "Leaves"),
    Animal(name: "Ding", species: "Dove", diet: "Seeds"),
]

private struct AnimalTable: View {
    @State var selection: Animal.ID?
    var body: some View {
        VStack {
            Text("Selected: \(selection ?? "none")")
            Table(animals, selection: $selection) {
                TableColumn("Name", value: \.name)
                TableColumn("Diet") { animal in Text(animal.diet) }
                TableColumn("Species", value: \.species) { animal in
                    Button("Select \(animal.species)") { selection = animal.id }
                }
            }
        }
    }
}

/// A cell that keeps state of its own.
private struct StarCell: View {
    @State var starred = false
    var body: some View {
        Button(starred ? "Starred" : "Star") { starred.toggle() }
    }
}

private struct SortedTable: View {
    @State var sortOrder = [KeyPathComparator(\Animal.name)]
    var body: some View {
        VStack {
            Text(sortOrder.first.map { "\($0.order == .forward ? "up" : "down")" } ?? "none")
            Table(animals.sorted(using: sortOrder), sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Diet", value: \.diet) { animal in Text(animal.diet) }
                TableColumn("Species") { animal in Text(animal.species) }
            }
        }
    }
}

final class TableTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testRowsColumnsAndCells() throws {
        let table = try AnimalTable().inspect().vStack().table(1)
        XCTAssertEqual(try table.rowCount(), 3)
        XCTAssertEqual(table.count, 3)
        XCTAssertEqual(try table.columnCount(), 3)
        XCTAssertEqual(try table.columnTitles(), ["Name", "Diet", "Species"])
        XCTAssertEqual(try table.row(0).cell(0).text().string(), "Fabrizio")
        XCTAssertEqual(try table.row(1).column(1).text().string(), "Leaves")
        XCTAssertEqual(try table.row(2).text(1).string(), "Seeds")
        XCTAssertEqual(try table.row(2).value(Animal.self).name, "Ding")
        XCTAssertEqual(try table.row(2).cell(2).button().labelView().text().string(), "Select Dove")
        XCTAssertEqual(try table.row(1).cell(1).pathToRoot, "view(AnimalTable.self).vStack().table(1).row(1).text(1)")
        XCTAssertEqual(try table.rowSelectionValues(), ["Fish", "Snail", "Dove"])
    }

    func testSearchEntersCells() throws {
        let sut = AnimalTable()
        XCTAssertEqual(try sut.inspect().find(text: "Leaves").pathToRoot, "view(AnimalTable.self).vStack().table(1).row(1).text(1)")
        XCTAssertEqual(
            try sut.inspect().find(button: "Select Dove").pathToRoot, "view(AnimalTable.self).vStack().table(1).row(2).button(2)")
        XCTAssertEqual(try sut.inspect().findAll(ViewType.TableRow.self).count, 3)
    }

    func testSelection() throws {
        var selected: String? = nil
        let binding = Binding(get: { selected }, set: { selected = $0 })
        let sut = Table(animals, selection: binding) { TableColumn("Name", value: \.name) }
        let table = try sut.inspect().table()
        XCTAssertEqual(try table.selectedValue(String?.self), nil)
        try table.select(value: "Snail")
        XCTAssertEqual(selected, "Snail")
        XCTAssertEqual(try table.selectedValue(), "Snail")
        try table.deselect(value: "Snail")
        XCTAssertNil(selected)

        var many: Set<String> = []
        let multiple = Table(animals, selection: Binding(get: { many }, set: { many = $0 })) {
            TableColumn("Name", value: \.name)
        }
        try multiple.inspect().table().select(value: "Fish")
        try multiple.inspect().table().select(value: "Dove")
        XCTAssertEqual(try multiple.inspect().table().selectedValue(Set<String>.self), ["Fish", "Dove"])
        try multiple.inspect().table().deselect(value: "Fish")
        XCTAssertEqual(many, ["Dove"])
    }

    func testHostedSelectionAndCellState() throws {
        let hosted = ViewHosting.host(view: AnimalTable())
        try hosted.inspect().find(ViewType.Table.self).select(value: "Dove")
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Selected: Dove")
        try hosted.inspect().find(button: "Select Fish").tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Selected: Fish")
        XCTAssertEqual(try hosted.inspect().vStack().table(1).selectedValue(String?.self), "Fish")

        let stars = ViewHosting.host(view: Table(animals) { TableColumn("Star") { _ in StarCell() } })
        try stars.inspect().table().row(1).cell(0).view(StarCell.self).button().tap()
        XCTAssertEqual(try stars.inspect().table().row(1).cell(0).view(StarCell.self).button().labelView().text().string(), "Starred")
        XCTAssertEqual(try stars.inspect().table().row(0).cell(0).view(StarCell.self).button().labelView().text().string(), "Star")
    }

    func testHiddenTableAndCellsRefuse() throws {
        let hidden = Table(animals, selection: .constant(String?.none)) { TableColumn("Name", value: \.name) }.hidden()
        XCTAssertThrowsError(try hidden.inspect().table().select(value: "Fish")) { error in
            XCTAssertEqual("\(error)", "table().select(value:): Table is hidden by .hidden() on itself")
        }
        let sut = Table(animals) {
            TableColumn("Pick") { animal in Button("Pick \(animal.name)") {} }
        }.disabled(true)
        XCTAssertThrowsError(try sut.inspect().find(button: "Pick Ding").tap()) { error in
            XCTAssertEqual(
                "\(error)", "table().row(2).button(0).tap(): Button is disabled by .disabled(true) on its ancestor table()")
        }
    }

    func testSortOrder() throws {
        let hosted = ViewHosting.host(view: SortedTable())
        XCTAssertEqual(try hosted.inspect().vStack().table(1).row(0).cell(0).text().string(), "Ding")
        try hosted.inspect().vStack().table(1).sort(byColumn: 1)
        XCTAssertEqual(try hosted.inspect().vStack().table(1).row(0).cell(1).text().string(), "Leaves")
        XCTAssertEqual(try hosted.inspect().vStack().table(1).sortOrder(Animal.self).count, 2)
        try hosted.inspect().vStack().table(1).sort(byColumn: 0, order: .reverse)
        XCTAssertEqual(try hosted.inspect().vStack().table(1).row(0).cell(0).text().string(), "Soloman")
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "down")
        XCTAssertEqual(try hosted.inspect().vStack().table(1).sortOrder(Animal.self).first?.order, .reverse)

        XCTAssertThrowsError(try hosted.inspect().vStack().table(1).sort(byColumn: 2)) { error in
            XCTAssertEqual("\(error)", "view(SortedTable.self).vStack().table(1).sort(byColumn: 2): column 2 is not sortable: it was made without value:")
        }
        XCTAssertThrowsError(try hosted.inspect().vStack().table(1).sort(byColumn: 3)) { error in
            XCTAssertEqual("\(error)", "view(SortedTable.self).vStack().table(1).sort(byColumn: 3): index 3 is out of range: Table has 3 columns (valid indices: 0...2)")
        }
        XCTAssertThrowsError(try hosted.inspect().vStack().table(1).sortOrder(Int.self)) { error in
            XCTAssertEqual("\(error)", "view(SortedTable.self).vStack().table(1).sortOrder(): Int.self is not the type of the Table's rows, Animal")
        }
        let plain = Table(animals) { TableColumn("Name", value: \.name) }
        XCTAssertThrowsError(try plain.inspect().table().sort(byColumn: 0)) { error in
            XCTAssertEqual("\(error)", "table().sort(byColumn: 0): Table's sortOrder cannot be read: it was made without a sort order (Table(_:sortOrder:columns:))")
        }
    }

    func testTreeDump() throws {
        let sut = Table(Array(animals.prefix(1))) { TableColumn("Name", value: \.name) }
        XCTAssertEqual(try sut.inspect().treeDump(), """
            table() rows: 1 columns: 1
              row(0)
                text(0) "Fabrizio"
            """)
    }

    func testErrors() throws {
        let plain = Table(animals) { TableColumn("Name", value: \.name) }
        XCTAssertThrowsError(try plain.inspect().table().select(value: "Fish")) { error in
            XCTAssertEqual("\(error)", "table().select(value:): Table's selection cannot be read: it was made without a selection (Table(_:selection:columns:))")
        }
        XCTAssertThrowsError(try plain.inspect().table().selectedValue(String?.self)) { error in
            XCTAssertEqual("\(error)", "table().selectedValue(): Table's selection cannot be read: it was made without a selection (Table(_:selection:columns:))")
        }
        let sut = AnimalTable()
        XCTAssertThrowsError(try sut.inspect().vStack().table(1).select(value: "Cat")) { error in
            XCTAssertEqual("\(error)", "view(AnimalTable.self).vStack().table(1).select(value:): value \"Cat\" is the id of no row; the rows' ids: \"Fish\", \"Snail\", \"Dove\"")
        }
        XCTAssertThrowsError(try sut.inspect().vStack().table(1).select(value: 1)) { error in
            XCTAssertEqual("\(error)", "view(AnimalTable.self).vStack().table(1).select(value:): value 1 (Int) is not of the type of the Table's row ids, String")
        }
        XCTAssertThrowsError(try sut.inspect().vStack().table(1).selectedValue(Int.self)) { error in
            XCTAssertEqual("\(error)", "view(AnimalTable.self).vStack().table(1).selectedValue(): Int.self is not the type of the Table's selection, Optional<String>")
        }
        XCTAssertThrowsError(try sut.inspect().vStack().table(1).row(3)) { error in
            XCTAssertEqual("\(error)", "view(AnimalTable.self).vStack().table(1).row(3): index 3 is out of range: Table has 3 child views (valid indices: 0...2)")
        }
        XCTAssertThrowsError(try sut.inspect().vStack().table(1).row(0).cell(3)) { error in
            XCTAssertEqual("\(error)", "view(AnimalTable.self).vStack().table(1).row(0).cell(3): index 3 is out of range: TableRow has 3 cells (valid indices: 0...2)")
        }
        XCTAssertThrowsError(try sut.inspect().vStack().table(1).row(0).value(Int.self)) { error in
            XCTAssertEqual("\(error)", "view(AnimalTable.self).vStack().table(1).row(0).value(): Int.self is not the type of the row's value, Animal")
        }
        XCTAssertThrowsError(try Text("a").inspect().table()) { error in
            XCTAssertEqual("\(error)", "table(): expected Table, found Text")
        }
        let disabled = Table(animals, selection: .constant(String?.none)) { TableColumn("Name", value: \.name) }.disabled(true)
        XCTAssertThrowsError(try disabled.inspect().table().select(value: "Fish")) { error in
            XCTAssertEqual("\(error)", "table().select(value:): Table is disabled by .disabled(true) on itself")
        }
    }
}
