import Inspector
import ViewTree
import XCTest

private struct Photo: Identifiable {
    let id: Int
}

private struct Thumbnail: View {
    let photo: Photo
    @State var isFavorite = false
    var body: some View {
        Button(isFavorite ? "★ \(photo.id)" : "☆ \(photo.id)") { isFavorite.toggle() }
    }
}

private struct Gallery: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach((1...4).map(Photo.init)) { Thumbnail(photo: $0) }
        }
    }
}

final class GridTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    // MARK: - Lazy grids

    func testLazyVGridColumnsAndLayout() throws {
        let columns = [
            GridItem(.fixed(100)), GridItem(.flexible(minimum: 40), spacing: 8),
            GridItem(.adaptive(minimum: 80, maximum: 120), alignment: .leading),
        ]
        let grid = try LazyVGrid(columns: columns, alignment: .leading, spacing: 12, pinnedViews: .sectionFooters) {
            Text("a")
            Text("b")
        }.inspect().lazyVGrid()
        XCTAssertEqual(try grid.columns(), columns)
        XCTAssertEqual(try grid.columns().map(\.size), [.fixed(100), .flexible(minimum: 40), .adaptive(minimum: 80, maximum: 120)])
        XCTAssertEqual(try grid.columns()[1].spacing, 8)
        XCTAssertEqual(try grid.columns()[2].alignment, .leading)
        XCTAssertEqual(try grid.alignment(), .leading)
        XCTAssertEqual(try grid.spacing(), 12)
        XCTAssertEqual(try grid.pinnedViews(), .sectionFooters)
        XCTAssertEqual(try grid.text(1).pathToRoot, "lazyVGrid().text(1)")
    }

    func testGridItemDefaultsAndDescriptions() {
        XCTAssertEqual(GridItem().size, .flexible(minimum: 10, maximum: .infinity))
        XCTAssertNil(GridItem().spacing)
        XCTAssertEqual(GridItem(.fixed(100), spacing: 4).description, "GridItem(.fixed(100), spacing: 4.0)")
        XCTAssertEqual(GridItem.Size.adaptive(minimum: 80).description, ".adaptive(minimum: 80, maximum: .infinity)")
    }

    func testLazyHGridRows() throws {
        let grid = try LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], alignment: .top) {
            Text("a")
        }.inspect().lazyHGrid()
        XCTAssertEqual(try grid.rows(), [GridItem(.fixed(40)), GridItem(.fixed(40))])
        XCTAssertEqual(try grid.alignment(), .top)
        XCTAssertNil(try grid.spacing())
        XCTAssertEqual(try grid.pinnedViews(), [])
        XCTAssertEqual(try grid.text(0).string(), "a")
    }

    func testSearchAndHostedStateInALazyGrid() throws {
        XCTAssertEqual(
            try Gallery().inspect().find(button: "☆ 3").pathToRoot,
            "view(Gallery.self).lazyVGrid().forEach(0).view(Thumbnail.self, 2).button()")
        let hosted = ViewHosting.host(view: Gallery())
        try hosted.inspect().find(button: "☆ 3").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "★ 3"))
        XCTAssertNoThrow(try hosted.inspect().find(button: "☆ 4"))
    }

    // MARK: - Grid

    private var table: some View {
        Grid(alignment: .topLeading, horizontalSpacing: 12, verticalSpacing: 2) {
            GridRow(alignment: .bottom) {
                Text("Paw Size")
                Text("Large")
            }
            GridRow {
                Text("A note across both columns").gridCellColumns(2)
            }
        }
    }

    func testGridAndRows() throws {
        let grid = try table.inspect().grid()
        XCTAssertEqual(try grid.alignment(), .topLeading)
        XCTAssertEqual(try grid.horizontalSpacing(), 12)
        XCTAssertEqual(try grid.verticalSpacing(), 2)
        XCTAssertEqual(try grid.gridRow(0).alignment(), .bottom)
        XCTAssertNil(try grid.gridRow(1).alignment())
        XCTAssertEqual(try grid.gridRow(0).text(1).string(), "Large")
        XCTAssertEqual(try grid.gridRow(0).text(1).pathToRoot, "grid().gridRow(0).text(1)")
        XCTAssertEqual(try grid.gridRow(1).text(0).gridCellColumns(), 2)
        XCTAssertNil(try Grid { Text("a") }.inspect().grid().horizontalSpacing())
    }

    func testGridSearchAndErrors() throws {
        XCTAssertEqual(try table.inspect().find(text: "Large").pathToRoot, "grid().gridRow(0).text(1)")
        XCTAssertThrowsError(try table.inspect().grid().gridRow(0).text(0).gridCellColumns()) { error in
            XCTAssertEqual(
                "\(error)", "grid().gridRow(0).text(0).gridCellColumns(): Text has no gridCellColumns; it has no modifiers")
        }
        XCTAssertThrowsError(try table.inspect().grid().gridRow(2)) { error in
            XCTAssertEqual("\(error)", "grid().gridRow(2): index 2 is out of range: Grid has 2 child views (valid indices: 0...1)")
        }
    }
}
