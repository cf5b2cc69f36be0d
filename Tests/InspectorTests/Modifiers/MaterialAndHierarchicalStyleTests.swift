import Inspector
import ViewTree
import XCTest

final class MaterialAndHierarchicalStyleTests: XCTestCase {
    func testMaterialsAreShapeStylesReadBack() throws {
        let materials: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial, .bar]
        XCTAssertEqual(
            materials.map(\.description),
            [".ultraThinMaterial", ".thinMaterial", ".regularMaterial", ".thickMaterial", ".ultraThickMaterial", ".bar"])
        XCTAssertEqual(Set(materials).count, 6)
        XCTAssertEqual(try Text("a").foregroundStyle(.thinMaterial).inspect().text().foregroundStyle(Material.self), .thin)
        XCTAssertEqual(try Capsule().fill(.regularMaterial).inspect().shape().fillShapeStyle(Material.self), .regular)
        let backed = try Text("a").background(.ultraThinMaterial).inspect().text()
        XCTAssertEqual(try backed.background().ignoresSafeAreaEdges(), .all)
        XCTAssertThrowsError(try Text("a").background(.bar).inspect().text().background().text()) { error in
            XCTAssertEqual("\(error)", "text().background().text(): background has no content view")
        }
    }

    func testHierarchicalStyles() throws {
        let levels: [HierarchicalShapeStyle] = [.primary, .secondary, .tertiary, .quaternary, .quinary]
        XCTAssertEqual(levels.map(\.description), [".primary", ".secondary", ".tertiary", ".quaternary", ".quinary"])
        let text = try Text("a").foregroundStyle(.secondary).inspect().text()
        XCTAssertEqual(try text.foregroundStyle(HierarchicalShapeStyle.self), .secondary)
        XCTAssertEqual(try Circle().fill(.tertiary).inspect().shape().fillShapeStyle(HierarchicalShapeStyle.self), .tertiary)
        XCTAssertEqual(try Text("a").foregroundStyle(.selection).inspect().text().foregroundStyle(SelectionShapeStyle.self), .selection)
        XCTAssertEqual(try Text("a").foregroundStyle(.foreground).inspect().text().foregroundStyle(ForegroundStyle.self), .foreground)
        XCTAssertEqual(try Circle().fill(.background).inspect().shape().fillShapeStyle(BackgroundStyle.self), .background)
    }

    func testPresentationBackgroundMaterial() throws {
        let sheet = Text("a").sheet(isPresented: .constant(true)) {
            Text("b").presentationBackground(.thickMaterial)
        }
        let content = try sheet.inspect().text().sheet().text()
        XCTAssertThrowsError(try content.presentationBackground()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().sheet().text().presentationBackground(): Text's presentationBackground cannot be read: it is a shape style that is not a view")
        }
    }

    func testErrors() throws {
        XCTAssertThrowsError(try Text("a").foregroundStyle(.secondary).inspect().text().foregroundStyle(Material.self)) { error in
            XCTAssertEqual("\(error)", "text().foregroundStyle(Material.self): expected Material, found HierarchicalShapeStyle")
        }
        XCTAssertThrowsError(try Circle().fill(.bar).inspect().shape().fillShapeStyle(Color.self)) { error in
            XCTAssertEqual("\(error)", "shape().fillShapeStyle(Color.self): expected Color, found Material")
        }
    }
}
