import Foundation
import Inspector
import ViewTree
import XCTest

// safeAreaBar(edge:alignment:spacing:content:) (iOS 26): a layer of views along an edge.

private struct Feed: View {
    @State var count = 0
    var body: some View {
        List { Text("Posts: \(count)") }
            .safeAreaBar(edge: .bottom, alignment: .leading, spacing: 4) {
                Button("Post") { count += 1 }
            }
            .safeAreaBar(edge: .leading, alignment: .top) { Text("Side") }
    }
}

final class SafeAreaBarTests: XCTestCase {
    func testEdgeAlignmentAndSpacing() throws {
        let list = try Feed().inspect().list()
        XCTAssertEqual(try list.safeAreaBar().edge(), .vertical(.bottom))
        XCTAssertEqual(try list.safeAreaBar().alignment(), .horizontal(.leading))
        XCTAssertEqual(try list.safeAreaBar().spacing(), 4)
        XCTAssertEqual(try list.safeAreaBar(1).edge(), .horizontal(.leading))
        XCTAssertEqual(try list.safeAreaBar(1).alignment(), .vertical(.top))
        XCTAssertNil(try list.safeAreaBar(1).spacing())
    }

    func testTheBarsViewsAreReachedAndSearched() throws {
        let sut = try Feed().inspect()
        XCTAssertEqual(try sut.list().safeAreaBar(1).text().string(), "Side")
        XCTAssertEqual(try sut.find(button: "Post").pathToRoot, "view(Feed.self).list().safeAreaBar().button()")
        XCTAssertEqual(try sut.find(text: "Side").pathToRoot, "view(Feed.self).list().safeAreaBar(1).text()")
    }

    func testAMissingBarThrows() throws {
        XCTAssertThrowsError(try Text("a").inspect().text().safeAreaBar()) { error in
            XCTAssertEqual("\(error)", "text().safeAreaBar(): Text has no safeAreaBar; it has no modifiers")
        }
        XCTAssertThrowsError(try Feed().inspect().list().safeAreaBar(2))
    }

    func testHostedTheBarsButtonChangesState() throws {
        let hosted = ViewHosting.host(view: Feed())
        defer { ViewHosting.expel() }
        try hosted.inspect().find(button: "Post").tap()
        XCTAssertEqual(try hosted.inspect().find(text: "Posts: 1").string(), "Posts: 1")
    }
}
