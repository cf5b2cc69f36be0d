import Foundation
import Inspector
import ViewTree
import XCTest

/// The examples of Appearance.md's "Time and drawing" and "Materials and hierarchical
/// styles", as written there.
final class TimeAndDrawingDocTests: XCTestCase {
    func testTimelineView() throws {
        let opening = Date(timeIntervalSince1970: 1_700_000_000)
        let board = TimelineView(.explicit([opening, .distantFuture])) { context in
            Text(context.date == opening ? "Open" : "Closed")
        }
        let timeline = try board.inspect().timelineView()
        XCTAssertEqual(try timeline.text().string(), "Open")
        XCTAssertEqual(try timeline.currentDate(), opening)
        XCTAssertEqual(try timeline.contentView(.init(date: .distantPast)).text().string(), "Closed")
    }

    func testCanvas() throws {
        let chart = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            if let legend = context.resolveSymbol(id: "legend") {
                context.draw(legend, at: CGPoint(x: size.width / 2, y: 0), anchor: .top)
            }
        } symbols: {
            Text("Sales").tag("legend")
        }
        let canvas = try chart.inspect().canvas()
        XCTAssertEqual(try canvas.symbolsView().text().string(), "Sales")
        let drawn = try canvas.callRenderer(size: CGSize(width: 100, height: 50))
        guard case let .symbol(id, at, _) = drawn[1] else { return XCTFail("\(drawn)") }
        XCTAssertEqual(id, AnyHashable("legend"))
        XCTAssertEqual(at, CGPoint(x: 50, y: 0))
    }

    func testMaterialsAndHierarchicalStyles() throws {
        let caption = Text("Updated yesterday").foregroundStyle(.secondary)
        XCTAssertEqual(try caption.inspect().text().foregroundStyle(HierarchicalShapeStyle.self), .secondary)
        let card = RoundedRectangle(cornerRadius: 12).fill(.regularMaterial)
        XCTAssertEqual(try card.inspect().shape().fillShapeStyle(Material.self), .regularMaterial)
        XCTAssertEqual(Material.regular.description, ".regularMaterial")
    }
}
