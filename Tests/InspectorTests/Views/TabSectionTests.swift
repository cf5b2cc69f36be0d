import Inspector
import ViewTree
import XCTest

private enum Screen: Hashable {
    case home, favorites, recent
}

private struct Library: View {
    @State var screen = Screen.home
    var body: some View {
        TabView(selection: $screen) {
            Tab("Home", systemImage: "house", value: Screen.home) { Text("Home screen") }
            TabSection("Collections") {
                Tab("Favorites", systemImage: "star", value: Screen.favorites) { Text("Favorites screen") }
                Tab("Recent", systemImage: "clock", value: Screen.recent) { Text("Recent screen") }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

/// `TabSection` inside `TabView { Tab… }`: read, searched, and its tabs selected by value.
final class TabSectionTests: XCTestCase {
    func testItsHeaderAndTabs() throws {
        let section = try Library().inspect().tabView().tabSection(1)
        XCTAssertEqual(try section.header().text().string(), "Collections")
        XCTAssertEqual(try section.tab(1).value(), AnyHashable(Screen.recent))
        XCTAssertEqual(try section.tab(0).text().string(), "Favorites screen")
        XCTAssertEqual(section.count, 2)
    }

    func testSearchReachesItsTabsAndHeader() throws {
        let sut = Library()
        XCTAssertEqual(try sut.inspect().find(text: "Recent screen").pathToRoot, "view(Library.self).tabView().tabSection(1).tab(1).text()")
        XCTAssertEqual(try sut.inspect().find(text: "Collections").pathToRoot, "view(Library.self).tabView().tabSection(1).header().text()")
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Tab.self).count, 3)
    }

    func testItsTabsAreTheTabViewsTabs() throws {
        let hosted = ViewHosting.host(view: Library())
        defer { ViewHosting.expel() }
        try hosted.inspect().tabView().select(value: Screen.recent)
        XCTAssertEqual(try hosted.inspect().tabView().selectedValue(), Screen.recent)
        XCTAssertThrowsError(try hosted.inspect().tabView().select(value: 3)) { error in
            XCTAssertTrue("\(error)".contains("is not of the type of the TabView's selection"), "\(error)")
        }
    }

    func testASectionWithoutAHeader() throws {
        let sut = TabView { TabSection { Tab("A", systemImage: "a") { Text("a") } } }
        XCTAssertThrowsError(try sut.inspect().tabView().tabSection(0).header()) { error in
            XCTAssertEqual(
                "\(error)", "tabView().tabSection(0).header(): TabSection's header cannot be read: it was built without one")
        }
        let built = TabView { TabSection { Tab("A", systemImage: "a") { Text("a") } } header: { Label("Built", systemImage: "b") } }
        XCTAssertEqual(try built.inspect().tabView().tabSection(0).header().label().title().text().string(), "Built")
    }

    func testTheDumpNamesIt() throws {
        let dump = try Library().inspect().treeDump()
        XCTAssertTrue(dump.contains("tabSection(1)"), dump)
    }
}
