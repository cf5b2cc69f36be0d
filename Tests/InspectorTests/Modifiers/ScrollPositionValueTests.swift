import Foundation
import Inspector
import ViewTree
import XCTest

private struct Pages: View {
    @State var position = ScrollPosition(idType: Int.self)

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                ForEach(0..<5) { Text("Page \($0)").id($0) }
            }
            .scrollPosition($position)
            Button("Last") { proxy.scrollTo(4) }
            Button("Top") { position.scrollTo(edge: .top) }
        }
    }
}

// `.scrollPosition(_:)` with a `ScrollPosition`: its `viewID` is the position; hosted, a
// reader's proxy scrolls it.
final class ScrollPositionValueTests: XCTestCase {
    func testTheValueType() {
        var position = ScrollPosition(idType: String.self)
        XCTAssertFalse(position.isPositioned)
        position.scrollTo(id: "b")
        XCTAssertEqual(position.viewID(type: String.self), "b")
        XCTAssertNil(position.viewID(type: Int.self))
        position.scrollTo(x: 0, y: 40)
        XCTAssertEqual(position.point, CGPoint(x: 0, y: 40))
        XCTAssertNil(position.viewID)
        XCTAssertEqual(ScrollPosition(edge: .bottom).edge, .bottom)
    }

    func testProxyScrollWritesThePositionWhenHosted() throws {
        let hosted = ViewHosting.host(view: Pages())
        defer { hosted.expel() }
        XCTAssertNil(try hosted.inspect().find(ViewType.ScrollView.self).scrollPosition())
        try hosted.inspect().find(button: "Last").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.ScrollView.self).scrollPosition(), AnyHashable(4))
        try hosted.inspect().find(button: "Top").tap()
        XCTAssertNil(try hosted.inspect().find(ViewType.ScrollView.self).scrollPosition())
    }
}
