import Inspector
import ViewTree
import XCTest

private struct Photo: View {
    @State var shared = 0
    var body: some View {
        Text("Shared \(shared)")
            .contextMenu {
                Button("Share") { shared += 1 }
            } preview: {
                Image("sunset")
            }
    }
}

/// `contextMenu(menuItems:preview:)`: the items as any context menu's, the preview with `preview()`.
final class ContextMenuPreviewTests: XCTestCase {
    func testThePreviewAndTheItems() throws {
        let menu = try Photo().inspect().text().contextMenu()
        XCTAssertEqual(try menu.preview().image().actualImage().name(), "sunset")
        XCTAssertEqual(try menu.preview().image().pathToRoot, "view(Photo.self).text().contextMenu().preview()")
        XCTAssertEqual(try menu.button().labelView().text().string(), "Share")
        let hosted = ViewHosting.host(view: Photo())
        defer { ViewHosting.expel() }
        try hosted.inspect().find(button: "Share").tap()
        XCTAssertEqual(try hosted.inspect().text().string(), "Shared 1")
    }

    func testAMenuWithoutAPreview() throws {
        let sut = Text("a").contextMenu { Button("b") {} }
        XCTAssertThrowsError(try sut.inspect().text().contextMenu().preview()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().contextMenu().preview(): ContextMenu's preview cannot be read: contextMenu(menuItems:) has none:"
                    + " the view itself is shown")
        }
    }
}
