import Foundation
import Inspector
import ViewTree
import XCTest

// The cell modifiers of a `Grid`: read on the cell that carries them.
final class GridCellModifierTests: XCTestCase {
    private var grid: some View {
        Grid {
            GridRow {
                Text("Name").gridColumnAlignment(.trailing)
                Text("Value").gridCellAnchor(.topLeading).gridCellAnchor(.center)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
        }
    }

    func testReadsEachCellsValue() throws {
        let grid = try grid.inspect().grid()
        XCTAssertEqual(try grid.gridRow(0).text(0).gridColumnAlignment(), .trailing)
        // The innermost anchor wins, as it does in SwiftUI.
        XCTAssertEqual(try grid.gridRow(0).text(1).gridCellAnchor(), .topLeading)
        XCTAssertEqual(try grid.divider(1).gridCellUnsizedAxes(), .horizontal)
    }

    func testTheDumpNamesThem() throws {
        let dump = try grid.inspect().treeDump()
        XCTAssertTrue(dump.contains(".gridColumnAlignment(.trailing)"), dump)
        XCTAssertTrue(dump.contains(".gridCellUnsizedAxes(.horizontal)"), dump)
        XCTAssertTrue(dump.contains(".gridCellAnchor"), dump)
    }

    func testACellWithoutThemThrows() throws {
        let cell = try grid.inspect().grid().gridRow(0).text(0)
        XCTAssertThrowsError(try cell.gridCellAnchor()) { error in
            XCTAssertEqual(
                "\(error)",
                "grid().gridRow(0).text(0).gridCellAnchor(): Text has no gridCellAnchor; its modifiers: .gridColumnAlignment")
        }
        XCTAssertThrowsError(try cell.gridCellUnsizedAxes())
        XCTAssertThrowsError(try grid.inspect().grid().gridRow(0).text(1).gridColumnAlignment())
    }
}
