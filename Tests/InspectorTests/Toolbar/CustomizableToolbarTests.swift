import Inspector
import ViewTree
import XCTest

private struct Editor: View {
    @State var bold = false
    var body: some View {
        Text(bold ? "Bold" : "Plain")
            .toolbar(id: "editor") {
                ToolbarItem(id: "bold", placement: .primaryAction) {
                    Button("Bold") { bold.toggle() }
                }
                ToolbarItem(id: "share", showsByDefault: false) {
                    Button("Share") {}
                }
            }
    }
}

/// `toolbar(id:content:)` with `ToolbarItem(id:placement:showsByDefault:)`, and ViewInspector's
/// `identifier()` and `showsByDefault()`.
final class CustomizableToolbarTests: XCTestCase {
    func testTheToolbarsAndItemsIdentifiers() throws {
        let toolbar = try Editor().inspect().text().toolbar()
        XCTAssertEqual(try toolbar.identifier(), "editor")
        XCTAssertEqual(try toolbar.item(0).identifier(), "bold")
        XCTAssertEqual(try toolbar.item(0).placement(), .primaryAction)
        XCTAssertTrue(try toolbar.item(0).showsByDefault())
        XCTAssertEqual(try toolbar.item(1).identifier(), "share")
        XCTAssertFalse(try toolbar.item(1).showsByDefault())
        XCTAssertEqual(try toolbar.item(1).placement(), .automatic)
    }

    func testAToolbarWithoutAnIdentifier() throws {
        let toolbar = try Text("a").toolbar { ToolbarItem { Text("b") } }.inspect().text().toolbar()
        XCTAssertNil(try toolbar.identifier())
        XCTAssertTrue(try toolbar.item().showsByDefault())
    }

    func testItsItemsAreTappedAndFound() throws {
        let hosted = ViewHosting.host(view: Editor())
        defer { ViewHosting.expel() }
        try hosted.inspect().find(button: "Bold").tap()
        XCTAssertEqual(try hosted.inspect().text().string(), "Bold")
        XCTAssertEqual(try Editor().inspect().find(button: "Share").pathToRoot, "view(Editor.self).text().toolbar().item(1).button()")
    }

    func testTheDumpNamesTheIdentifiers() throws {
        let dump = try Editor().inspect().treeDump()
        XCTAssertTrue(dump.contains(#".toolbar(id: "editor")"#), dump)
        XCTAssertTrue(dump.contains(#"ToolbarItem id: "share""#) || dump.contains(#"id: "share""#), dump)
        XCTAssertTrue(dump.contains("showsByDefault: false"), dump)
    }
}
