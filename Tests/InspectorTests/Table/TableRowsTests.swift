import Foundation
import Inspector
import ViewTree
import XCTest

private struct Person: Identifiable {
    let id: Int
    let name: String
    var age: Int
}

private let owner = Person(id: 0, name: "Ada", age: 36)
private let staff = [Person(id: 1, name: "Grace", age: 45), Person(id: 2, name: "Alan", age: 41)]

private struct Staff: View {
    @State var selection: Set<Int> = []
    @State var order = [KeyPathComparator(\Person.age)]
    @State var showsOwner = true
    var body: some View {
        VStack {
            Text("Selected: \(selection.sorted())")
            Table(of: Person.self, selection: $selection, sortOrder: $order) {
                TableColumn("Name", value: \.name).width(min: 80, ideal: 120)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(60)
            } rows: {
                if showsOwner {
                    TableRow(owner)
                }
                ForEach(staff.sorted(using: order)) { TableRow($0) }
            }
            Button("Hide owner") { showsOwner = false }
        }
    }
}

/// The staff below the owner's row, shown while it is expanded.
private struct Team: View {
    @State var expanded = false
    var body: some View {
        VStack {
            Button("Expand") { expanded = true }
            Table(of: Person.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                DisclosureTableRow(owner, isExpanded: $expanded) {
                    ForEach(staff) { TableRow($0) }
                }
            }
        }
    }
}

/// `Table(of:…columns:rows:)`: rows built by a `@TableRowBuilder` block, and column widths.
final class TableRowsTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testRowsFromABuilderAreSelectedAndSorted() throws {
        let hosted = ViewHosting.host(view: Staff())
        let table = try hosted.inspect().vStack().table(1)
        XCTAssertEqual(try table.rowCount(), 3)
        XCTAssertEqual(try table.rowSelectionValues(), [0, 2, 1])
        XCTAssertEqual(try table.row(1).cell(0).text().string(), "Alan")
        try table.select(value: 1)
        try table.select(value: 0)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Selected: [0, 1]")
        try hosted.inspect().vStack().table(1).sort(byColumn: 1, order: .reverse)
        XCTAssertEqual(try hosted.inspect().vStack().table(1).rowSelectionValues(), [0, 1, 2])
        try hosted.inspect().vStack().button(2).tap()
        XCTAssertEqual(try hosted.inspect().vStack().table(1).rowSelectionValues(), [1, 2])
    }

    func testColumnWidths() throws {
        let table = try Staff().inspect().vStack().table(1)
        let name = try table.columnWidth(0)
        XCTAssertEqual(name.min, 80)
        XCTAssertEqual(name.ideal, 120)
        XCTAssertNil(name.max)
        let age = try table.columnWidth(1)
        XCTAssertEqual([age.min, age.ideal, age.max], [60, 60, 60])
        let plain = Table(staff) { TableColumn("Name", value: \.name) }
        let none = try plain.inspect().table().columnWidth(0)
        XCTAssertEqual([none.min, none.ideal, none.max], [nil, nil, nil])
        XCTAssertThrowsError(try table.columnWidth(2)) { error in
            XCTAssertEqual(
                (error as? InspectionError)?.reason.explanation, "index 2 is out of range: the table has 2 columns")
        }
    }

    func testEveryRowsForm() throws {
        let one = Binding<Int?>(wrappedValue: nil)
        let several = Binding<Set<Int>>(wrappedValue: [])
        let order = Binding(wrappedValue: [KeyPathComparator(\Person.name)])
        let tables: [any View] = [
            Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: { TableRow(owner) },
            Table(of: Person.self, selection: one) { TableColumn("Name", value: \.name) } rows: { TableRow(owner) },
            Table(of: Person.self, selection: several) { TableColumn("Name", value: \.name) } rows: { TableRow(owner) },
            Table(of: Person.self, sortOrder: order) { TableColumn("Name", value: \.name) } rows: { TableRow(owner) },
            Table(of: Person.self, selection: one, sortOrder: order) { TableColumn("Name", value: \.name) } rows: {
                TableRow(owner)
            },
            Table(of: Person.self, selection: several, sortOrder: order) { TableColumn("Name", value: \.name) } rows: {
                TableRow(owner)
            },
        ]
        for table in tables {
            XCTAssertEqual(try AnyView(table).inspect().anyView().table().row(0).cell(0).text().string(), "Ada")
        }
        try AnyView(tables[1]).inspect().anyView().table().select(value: 0)
        XCTAssertEqual(one.wrappedValue, 0)
        try AnyView(tables[2]).inspect().anyView().table().select(value: 0)
        XCTAssertEqual(several.wrappedValue, [0])
    }

    func testDisclosureRowsShowTheirRowsWhileExpanded() throws {
        let hosted = ViewHosting.host(view: Team())
        XCTAssertEqual(try hosted.inspect().vStack().table(1).rowSelectionValues(), [0])
        try hosted.inspect().vStack().button(0).tap()
        XCTAssertEqual(try hosted.inspect().vStack().table(1).rowSelectionValues(), [0, 1, 2])
        XCTAssertEqual(try hosted.inspect().vStack().table(1).row(2).cell(0).text().string(), "Alan")
        let alwaysClosed = Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: {
            DisclosureTableRow(owner) { TableRow(staff[0]) }
            TableRow(staff[1])
        }
        XCTAssertEqual(try alwaysClosed.inspect().table().rowSelectionValues(), [0, 2])
    }
}
