import Inspector
import ViewTree
import XCTest

// The example of Docs/Navigation.md's "Customizable toolbars and the bars", as written there.

private struct Document: View {
    var body: some View {
        Text("Draft")
            .toolbar(id: "editor") {
                ToolbarItem(id: "bold", placement: .primaryAction) { Button("Bold") {} }
                ToolbarItem(id: "share", showsByDefault: false) { Button("Share") {} }
            }
            .toolbar(.hidden, for: .tabBar)
            .toolbarBackground(Color.blue, for: .navigationBar)
            .toolbarRole(.editor)
    }
}

final class ToolbarBarsDocTests: XCTestCase {
    func testCustomizableToolbarsAndTheBars() throws {
        let text = try Document().inspect().text()
        XCTAssertEqual(try text.toolbar().identifier(), "editor")
        XCTAssertFalse(try text.toolbar().item(1).showsByDefault())
        XCTAssertEqual(try text.toolbarVisibility(for: .tabBar), .hidden)
        XCTAssertEqual(try text.toolbarBackground(for: .navigationBar) as? Color, .blue)
        XCTAssertEqual(try text.toolbarRole(), .editor)
        XCTAssertTrue(try Text("a").toolbar(.hidden, for: .navigationBar).inspect().text().navigationBarHidden())
        XCTAssertThrowsError(try text.toolbarVisibility(for: .bottomBar)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Document.self).text().toolbarVisibility(for: .bottomBar): Text has no toolbar(_:for:) for .bottomBar;"
                    + " its toolbar(_:for:) names .tabBar only")
        }
    }
}
