import Inspector
import ViewTree
import XCTest

/// Tab views: each tab not selected is selected.
final class ExploreTabTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    enum Section: Hashable {
        case home, search, settings
    }

    struct Shell: View {
        @State var section = Section.home
        var body: some View {
            TabView(selection: $section) {
                Tab("Home", systemImage: "house", value: Section.home) { Text("Welcome") }
                Tab("Search", systemImage: "magnifyingglass", value: Section.search) { Text("Find") }
                Tab("Settings", systemImage: "gear", value: Section.settings) { Text("Options") }.disabled(true)
            }
        }
    }

    func testEachEnabledTabIsSelected() throws {
        let report = try explore(audit: nil) { Shell() } invariant: { screen in
            if try screen.find(ViewType.TabView.self).selectedValue(Section.self) == .search { throw ExploreViolation("search") }
        }
        // Home and Search: Settings is disabled.
        XCTAssertEqual(report.states, 2)
        XCTAssertEqual(report.actionsTaken, 2)
        XCTAssertEqual(
            report.violations.first?.actions.map(\.swiftCode),
            ["try hosted.inspect().findAll(ViewType.TabView.self)[0].select(value: ExploreTabTests.Section.search)"])
    }
}
