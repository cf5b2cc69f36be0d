import Inspector
import ViewTree
import XCTest

// The example about TabSection and the tab view styles in Docs/Controls.md ("Tabs"), as written there.

private struct Library: View {
    @State var tab = "home"
    var body: some View {
        TabView(selection: $tab) {
            Tab("Home", systemImage: "house", value: "home") { Text("Home") }
            TabSection("Collections") {
                Tab("Favorites", systemImage: "star", value: "favorites") { Text("Favorites") }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

final class TabSectionDocTests: XCTestCase {
    func testSectionsAndStyles() throws {
        let tabView = try Library().inspect().tabView()
        XCTAssertEqual(try tabView.tabSection(1).header().text().string(), "Collections")
        XCTAssertEqual(try tabView.tabSection(1).tab(0).value(), AnyHashable("favorites"))
        XCTAssertTrue(try tabView.tabViewStyle() is SidebarAdaptableTabViewStyle)

        let paged = TabView { Text("a") }.tabViewStyle(.page(indexDisplayMode: .never))
        XCTAssertEqual(try paged.inspect().tabView().tabViewStyle() as? PageTabViewStyle, .page(indexDisplayMode: .never))
    }
}
