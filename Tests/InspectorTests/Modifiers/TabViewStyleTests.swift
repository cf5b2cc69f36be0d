import Inspector
import ViewTree
import XCTest

/// `tabViewStyle(_:)` and `indexViewStyle(_:)`, read by ViewInspector's getters on the view or
/// below it.
final class TabViewStyleTests: XCTestCase {
    func testEachTabViewStyle() throws {
        let paged = TabView { Text("a") }.tabViewStyle(.page(indexDisplayMode: .never))
        XCTAssertEqual(try paged.inspect().tabView().tabViewStyle() as? PageTabViewStyle, .page(indexDisplayMode: .never))
        XCTAssertEqual((try paged.inspect().tabView().tabViewStyle() as? PageTabViewStyle)?.indexDisplayMode, .never)
        XCTAssertEqual(try TabView { Text("a") }.tabViewStyle(.page).inspect().tabView().tabViewStyle() as? PageTabViewStyle, .page)
        XCTAssertTrue(try TabView { Text("a") }.tabViewStyle(.automatic).inspect().tabView().tabViewStyle() is DefaultTabViewStyle)
        XCTAssertTrue(
            try TabView { Text("a") }.tabViewStyle(.sidebarAdaptable).inspect().tabView().tabViewStyle()
                is SidebarAdaptableTabViewStyle)
        XCTAssertTrue(try TabView { Text("a") }.tabViewStyle(.tabBarOnly).inspect().tabView().tabViewStyle() is TabBarOnlyTabViewStyle)
    }

    func testTheStyleReachesTheViewsBelow() throws {
        let sut = VStack { TabView { Text("a") } }.tabViewStyle(.page)
        XCTAssertEqual(try sut.inspect().vStack().tabView(0).text(0).tabViewStyle() as? PageTabViewStyle, .page)
    }

    func testWithoutAStyleItThrows() throws {
        XCTAssertThrowsError(try TabView { Text("a") }.inspect().tabView().tabViewStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "tabView().tabViewStyle(): TabView has no tabViewStyle; expected a .tabViewStyle(_:) on this view or above it,"
                    + " found none (SwiftUI then uses .automatic)")
        }
        XCTAssertThrowsError(try TabView { Text("a") }.inspect().tabView().indexViewStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "tabView().indexViewStyle(): TabView has no indexViewStyle; expected a .indexViewStyle(_:) on this view or above it,"
                    + " found none (SwiftUI then uses .automatic)")
        }
    }

    func testTheIndexStyle() throws {
        let sut = TabView { Text("a") }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))
        let style = try sut.inspect().tabView().indexViewStyle() as? PageIndexViewStyle
        XCTAssertEqual(style, .page(backgroundDisplayMode: .always))
        XCTAssertEqual(style?.backgroundDisplayMode, .always)
        XCTAssertEqual(try TabView { Text("a") }.indexViewStyle(.page).inspect().tabView().indexViewStyle() as? PageIndexViewStyle, .page)
    }

    func testTheDumpShowsThemAsWritten() throws {
        let dump = try TabView { Text("a") }.tabViewStyle(.page(indexDisplayMode: .never)).indexViewStyle(.page).inspect().treeDump()
        XCTAssertTrue(dump.contains(".tabViewStyle(.page(indexDisplayMode: .never))"), dump)
        XCTAssertTrue(dump.contains(".indexViewStyle(.page)"), dump)
    }
}
