import Foundation
import Inspector
import ViewTree
import XCTest

// The example of "Scroll settings and scroll position" in Docs/Controls.md, as written there.

private struct Feed: View {
    @State var position: Int?
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack {
                    ForEach(0..<20) { Text("Row \($0)").id($0) }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $position)
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            Button("Last") { proxy.scrollTo(19) }
        }
    }
}

final class ScrollDocTests: XCTestCase {
    func testScrollSettingsAndPosition() throws {
        let hosted = ViewHosting.host(view: Feed())
        let scrollView = try hosted.inspect().find(ViewType.ScrollView.self)
        XCTAssertEqual(try scrollView.scrollIndicators(), .hidden)
        XCTAssertTrue(try scrollView.lazyVStack().scrollTargetLayout())
        XCTAssertTrue(try scrollView.scrollTargetBehavior() is ViewAlignedScrollTargetBehavior)
        XCTAssertNil(try scrollView.scrollPosition())
        try hosted.inspect().find(button: "Last").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.ScrollView.self).scrollPosition(), AnyHashable(19))
        hosted.expel()
    }
}

// The grid-cell and list-separator examples of Docs/Controls.md, as written there.
final class GridAndListRowDocTests: XCTestCase {
    func testGridCellModifiers() throws {
        let table = Grid {
            GridRow {
                Text("Name").gridColumnAlignment(.trailing)
                Text("Ada").gridCellAnchor(.topLeading)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
        }
        let cells = try table.inspect().grid()
        XCTAssertEqual(try cells.gridRow(0).text(0).gridColumnAlignment(), .trailing)
        XCTAssertEqual(try cells.gridRow(0).text(1).gridCellAnchor(), .topLeading)
        XCTAssertEqual(try cells.divider(1).gridCellUnsizedAxes(), .horizontal)
    }

    func testListSeparatorsAndSpacing() throws {
        let shelf = List {
            Section("Fruit") {
                Text("Apple").listRowSeparator(.hidden)
                Text("Pear").listRowSeparator(.hidden, edges: .bottom)
            }
            .listSectionSeparator(.hidden, edges: .top)
        }
        .listRowSpacing(4)
        let fruit = try shelf.inspect().list().section(0)
        XCTAssertEqual(try fruit.text(0).listRowSeparator(), .hidden)
        XCTAssertEqual(try fruit.text(1).listRowSeparator(edge: .top), .automatic)
        XCTAssertEqual(try fruit.listSectionSeparator(edge: .top), .hidden)
        XCTAssertEqual(try fruit.text(1).listRowSpacing(), 4)
    }
}
