import Inspector
import ViewTree
import XCTest

/// The calls the "Meet Inspectors" sample uses: `EnvironmentValues.backgroundProminence`,
/// `alternatingRowBackgrounds(_:)`, `tableStyle(_:)` and `Image(systemName:variableValue:)`.
final class MeetInspectorsAPIsTests: XCTestCase {
    private struct ProminenceReader: View {
        @Environment(\.backgroundProminence) private var backgroundProminence

        var body: some View {
            Text(backgroundProminence == .increased ? "increased" : "standard")
        }
    }

    private struct Row: Identifiable {
        var id: Int
        var name: String
    }

    func testBackgroundProminenceIsStandardUnlessSet() throws {
        XCTAssertEqual(try ProminenceReader().inspect().find(text: "standard").string(), "standard")
        let raised = VStack { ProminenceReader() }.environment(\.backgroundProminence, .increased)
        XCTAssertEqual(try raised.inspect().find(ProminenceReader.self).text().string(), "increased")
        XCTAssertEqual(try raised.inspect().vStack().environment(\.backgroundProminence), .increased)
        XCTAssertEqual(try Text("a").inspect().text().environment(\.backgroundProminence), .standard)
        XCTAssertNotEqual(BackgroundProminence.standard, .increased)
        XCTAssertEqual("\(BackgroundProminence.increased)", ".increased")
    }

    func testAlternatingRowBackgroundsIsInheritedAndThrowsWithoutOne() throws {
        let sut = VStack { List { Text("a") } }.alternatingRowBackgrounds(.disabled)
        XCTAssertEqual(try sut.inspect().vStack().list(0).alternatingRowBackgrounds(), .disabled)
        XCTAssertEqual(try sut.inspect().find(text: "a").alternatingRowBackgrounds(), .disabled)
        XCTAssertEqual(try List { Text("a") }.alternatingRowBackgrounds().inspect().list().alternatingRowBackgrounds(), .enabled)
        XCTAssertEqual(
            try List { Text("a") }.alternatingRowBackgrounds(.automatic).inspect().list().alternatingRowBackgrounds(), .automatic)
        XCTAssertThrowsError(try List { Text("a") }.inspect().list().alternatingRowBackgrounds()) { error in
            XCTAssertEqual(
                "\(error)",
                "list().alternatingRowBackgrounds(): List has no alternatingRowBackgrounds; neither it nor an ancestor sets one with .alternatingRowBackgrounds(_:)")
        }
        XCTAssertTrue(try sut.inspect().treeDump().contains(".alternatingRowBackgrounds(.disabled)"))
    }

    func testTableStyleIsInheritedAndThrowsWithoutOne() throws {
        let rows = [Row(id: 1, name: "Fish")]
        let table = Table(rows) { TableColumn("Name") { row in Text(row.name) } }
        let sut = VStack { table }.tableStyle(.inset)
        XCTAssertTrue(try sut.inspect().vStack().table(0).tableStyle() is InsetTableStyle)
        XCTAssertTrue(try table.tableStyle(.bordered).inspect().table().tableStyle() is BorderedTableStyle)
        XCTAssertTrue(try table.tableStyle(.automatic).inspect().table().tableStyle() is AutomaticTableStyle)
        XCTAssertThrowsError(try table.inspect().table().tableStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "table().tableStyle(): Table has no tableStyle; expected a .tableStyle(_:) on this view or above it, found none (SwiftUI then uses .automatic)")
        }
        XCTAssertTrue(try sut.inspect().treeDump().contains(".tableStyle(.inset)"))
    }

    func testImageKeepsItsVariableValue() throws {
        let bars = Image(systemName: "cellularbars", variableValue: 0.6)
        let image = try bars.inspect().image().actualImage()
        XCTAssertEqual(try image.variableValue(), 0.6)
        XCTAssertEqual(try image.name(), "cellularbars")
        XCTAssertTrue(try image.isSystemImage())
        XCTAssertEqual(try bars.resizable().inspect().image().actualImage().variableValue(), 0.6)
        XCTAssertEqual(try bars.resizable().inspect().image().actualImage().rootImage(), bars)
        XCTAssertNil(try Image(systemName: "cellularbars").inspect().image().actualImage().variableValue())
        XCTAssertNil(try Image(systemName: "cellularbars", variableValue: nil).inspect().image().actualImage().variableValue())
        let asset = try Image("meter", variableValue: 0.25).inspect().image().actualImage()
        XCTAssertEqual(try asset.variableValue(), 0.25)
        XCTAssertFalse(try asset.isSystemImage())
        XCTAssertNotEqual(bars, Image(systemName: "cellularbars", variableValue: 0.2))
        XCTAssertEqual(try bars.inspect().treeDump(), "image() systemName: \"cellularbars\" variableValue: 0.6")
    }
}
