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

private struct Sidebar: View {
    @State var showsFavorites = true
    var body: some View {
        List {
            Section("Favorites", isExpanded: $showsFavorites) { Text("Inbox") }
        }
    }
}

// The collapsible-section example of Docs/Controls.md, as written there.
final class SectionExpansionDocTests: XCTestCase {
    func testCollapsingASection() throws {
        let hosted = ViewHosting.host(view: Sidebar())
        try hosted.inspect().list().section(0).collapse()
        XCTAssertFalse(try hosted.inspect().list().section(0).isExpanded())
        hosted.expel()
    }
}

private struct Banner: View {
    @State var isWide = false
    var body: some View {
        Text(isWide ? "Wide" : "Narrow")
            .containerRelativeFrame(.horizontal)
            .onGeometryChange(for: Bool.self, of: { $0.size.width > 500 }) { isWide = $0 }
    }
}

// The geometry-change example of Docs/Controls.md, as written there.
final class GeometryChangeDocTests: XCTestCase {
    func testGeometryChange() throws {
        let hosted = ViewHosting.host(view: Banner().frame(width: 800))
        XCTAssertNoThrow(try hosted.inspect().find(text: "Wide"))
        try hosted.inspect().find(text: "Wide").callOnGeometryChange(size: CGSize(width: 300, height: 50))
        XCTAssertNoThrow(try hosted.inspect().find(text: "Narrow"))
        hosted.expel()
    }
}

private struct Names: View {
    @State var names = ["Ada", "Grace"]
    var body: some View {
        List {
            ForEach(names, id: \.self) { Text($0) }
                .onInsert(of: [.plainText]) { offset, providers in
                    for provider in providers.reversed() {
                        provider.loadObject(ofClass: String.self) { name, _ in
                            if let name { names.insert(name, at: offset) }
                        }
                    }
                }
        }
    }
}

// The insertion example of Docs/Controls.md, as written there.
final class OnInsertDocTests: XCTestCase {
    func testInsertingRows() throws {
        let hosted = ViewHosting.host(view: Names())
        try hosted.inspect().list().forEach(0).callOnInsert(of: [.plainText], 1, [NSItemProvider(object: "Alan")])
        XCTAssertEqual(try hosted.inspect().list().forEach(0).text(1).string(), "Alan")
        hosted.expel()
    }
}
