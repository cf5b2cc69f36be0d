import Inspector
import ViewTree
import XCTest

// The example of Docs/Navigation.md's "Split view styles, column widths and macOS split views", as written there.

private struct Mail: View {
    var body: some View {
        NavigationSplitView {
            Text("Mailboxes").navigationSplitViewColumnWidth(min: 180, ideal: 200, max: 300)
        } detail: {
            HSplitView {
                Text("Messages")
                Text("Message")
            }
        }
        .navigationSplitViewStyle(.balanced)
    }
}

final class SplitViewDocTests: XCTestCase {
    func testStylesWidthsAndSplitViews() throws {
        let split = try Mail().inspect().navigationSplitView()
        XCTAssertTrue(try split.navigationSplitViewStyle() is BalancedNavigationSplitViewStyle)
        XCTAssertEqual(try split.sidebarView().text().navigationSplitViewColumnWidth().ideal, 200)
        XCTAssertEqual(try split.detailView().hSplitView().text(1).string(), "Message")
    }
}
