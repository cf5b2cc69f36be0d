import Inspector
import ViewTree
import XCTest

private struct Mail: View {
    var body: some View {
        NavigationSplitView {
            Text("Mailboxes").navigationSplitViewColumnWidth(min: 180, ideal: 200, max: 300)
        } detail: {
            Text("Message").navigationSplitViewColumnWidth(400)
        }
        .navigationSplitViewStyle(.balanced)
    }
}

/// `navigationSplitViewStyle(_:)` and `navigationSplitViewColumnWidth(_:)`.
final class NavigationSplitViewStyleTests: XCTestCase {
    func testTheStyle() throws {
        let split = try Mail().inspect().navigationSplitView()
        XCTAssertTrue(try split.navigationSplitViewStyle() is BalancedNavigationSplitViewStyle)
        XCTAssertTrue(try split.sidebarView().text().navigationSplitViewStyle() is BalancedNavigationSplitViewStyle)
        let prominent = NavigationSplitView { Text("a") } detail: { Text("b") }.navigationSplitViewStyle(.prominentDetail)
        XCTAssertTrue(try prominent.inspect().navigationSplitView().navigationSplitViewStyle() is ProminentDetailNavigationSplitViewStyle)
        let automatic = NavigationSplitView { Text("a") } detail: { Text("b") }.navigationSplitViewStyle(.automatic)
        XCTAssertTrue(try automatic.inspect().navigationSplitView().navigationSplitViewStyle() is AutomaticNavigationSplitViewStyle)
        XCTAssertThrowsError(try (NavigationSplitView { Text("a") } detail: { Text("b") }).inspect().navigationSplitView()
            .navigationSplitViewStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "navigationSplitView().navigationSplitViewStyle(): NavigationSplitView has no navigationSplitViewStyle;"
                    + " expected a .navigationSplitViewStyle(_:) on this view or above it, found none (SwiftUI then uses .automatic)")
        }
    }

    func testColumnWidths() throws {
        let split = try Mail().inspect().navigationSplitView()
        let sidebar = try split.sidebarView().text().navigationSplitViewColumnWidth()
        XCTAssertEqual(sidebar.min, 180)
        XCTAssertEqual(sidebar.ideal, 200)
        XCTAssertEqual(sidebar.max, 300)
        let detail = try split.detailView().text().navigationSplitViewColumnWidth()
        XCTAssertNil(detail.min)
        XCTAssertEqual(detail.ideal, 400)
        XCTAssertThrowsError(try Text("a").inspect().text().navigationSplitViewColumnWidth()) { error in
            XCTAssertEqual(
                "\(error)", "text().navigationSplitViewColumnWidth(): Text has no navigationSplitViewColumnWidth; it has no modifiers")
        }
    }
}
