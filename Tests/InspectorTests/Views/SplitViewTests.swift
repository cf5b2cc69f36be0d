import Inspector
import ViewTree
import XCTest

private struct Workspace: View {
    @State var saved = false
    var body: some View {
        HSplitView {
            Text("Files")
            VSplitView {
                Text(saved ? "Saved" : "Editor")
                Button("Save") { saved = true }
            }
        }
    }
}

/// `HSplitView` and `VSplitView` (macOS) with ViewInspector's `hSplitView()` and `vSplitView()`.
final class SplitViewTests: XCTestCase {
    func testTheirViews() throws {
        let split = try Workspace().inspect().hSplitView()
        XCTAssertEqual(try split.text(0).string(), "Files")
        XCTAssertEqual(try split.vSplitView(1).text(0).string(), "Editor")
        XCTAssertEqual(split.count, 2)
        XCTAssertEqual(
            try Workspace().inspect().find(button: "Save").pathToRoot, "view(Workspace.self).hSplitView().vSplitView(1).button(1)")
        XCTAssertThrowsError(try HSplitView { Text("a") }.inspect().vSplitView()) { error in
            XCTAssertEqual("\(error)", "vSplitView(): expected VSplitView, found HSplitView")
        }
    }

    func testHostedTheirViewsKeepState() throws {
        let hosted = ViewHosting.host(view: Workspace())
        defer { ViewHosting.expel() }
        try hosted.inspect().find(button: "Save").tap()
        XCTAssertEqual(try hosted.inspect().hSplitView().vSplitView(1).text(0).string(), "Saved")
    }
}
