import Inspector
import ViewTree
import XCTest

final class ViewThatFitsTests: XCTestCase {
    private var sut: some View {
        ViewThatFits(in: .horizontal) {
            Text("Free shipping on orders over $50")
            Text("Free shipping")
        }
    }

    func testEveryCandidateIsInspectable() throws {
        let view = try sut.inspect().viewThatFits()
        XCTAssertEqual(view.count, 2)
        XCTAssertEqual(try view.text(1).string(), "Free shipping")
        XCTAssertEqual(try view.text(1).pathToRoot, "viewThatFits().text(1)")
        XCTAssertEqual(try view.axes(), .horizontal)
        XCTAssertEqual(try ViewThatFits { Text("a") }.inspect().viewThatFits().axes(), [.horizontal, .vertical])
    }

    func testSearchVisitsEveryCandidate() throws {
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Text.self).count, 2)
        XCTAssertEqual(try sut.inspect().find(text: "Free shipping").pathToRoot, "viewThatFits().text(1)")
    }

    func testErrors() throws {
        XCTAssertThrowsError(try sut.inspect().viewThatFits().text(2)) { error in
            XCTAssertEqual(
                "\(error)", "viewThatFits().text(2): index 2 is out of range: ViewThatFits has 2 child views (valid indices: 0...1)")
        }
    }
}
