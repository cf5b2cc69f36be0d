import Foundation
import Inspector
import ViewTree
import XCTest

final class StackLayoutsTests: XCTestCase {
    private let sizes = [CGSize(width: 10, height: 20), CGSize(width: 30, height: 5)]

    func testHStackLayoutPutsItsSubviewsSideBySide() throws {
        let container = try HStackLayout(alignment: .bottom, spacing: 4) {
            Text("a")
            Text("b")
        }.inspect().layout(HStackLayout.self)
        XCTAssertEqual(try container.actualLayout(), HStackLayout(alignment: .bottom, spacing: 4))
        XCTAssertEqual(try container.sizeThatFits(.unspecified, subviewSizes: sizes), CGSize(width: 44, height: 20))
        let frames = try container.placeSubviews(
            in: CGRect(x: 0, y: 0, width: 44, height: 20), proposal: .unspecified, subviewSizes: sizes
        ).map(\.frame)
        XCTAssertEqual(frames, [CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 14, y: 15, width: 30, height: 5)])
    }

    func testVStackLayoutUsesTheDefaultSpacingWithoutOne() throws {
        let container = try VStackLayout(alignment: .trailing) {
            Text("a")
            Text("b")
        }.inspect().layout(VStackLayout.self)
        XCTAssertEqual(try container.sizeThatFits(.unspecified, subviewSizes: sizes), CGSize(width: 30, height: 33))
        let frames = try container.placeSubviews(
            in: CGRect(x: 0, y: 0, width: 30, height: 33), proposal: .unspecified, subviewSizes: sizes
        ).map(\.frame)
        XCTAssertEqual(frames, [CGRect(x: 20, y: 0, width: 10, height: 20), CGRect(x: 0, y: 28, width: 30, height: 5)])
    }

    func testZStackLayoutAlignsItsSubviewsOnTopOfEachOther() throws {
        let container = try ZStackLayout(alignment: .topTrailing) {
            Text("a")
            Text("b")
        }.inspect().layout(ZStackLayout.self)
        XCTAssertEqual(try container.sizeThatFits(.unspecified, subviewSizes: sizes), CGSize(width: 30, height: 20))
        let frames = try container.placeSubviews(
            in: CGRect(x: 0, y: 0, width: 30, height: 20), proposal: .unspecified, subviewSizes: sizes
        ).map(\.frame)
        XCTAssertEqual(frames, [CGRect(x: 20, y: 0, width: 10, height: 20), CGRect(x: 0, y: 0, width: 30, height: 5)])
    }

    func testGridLayoutStacksItsRows() throws {
        let layout = GridLayout(alignment: .leading, horizontalSpacing: 3, verticalSpacing: 2)
        XCTAssertEqual(layout.horizontalSpacing, 3)
        let container = try layout {
            GridRow { Text("a") }
            GridRow { Text("b") }
        }.inspect().layout(GridLayout.self)
        XCTAssertEqual(try container.actualLayout().verticalSpacing, 2)
        XCTAssertEqual(try container.gridRow(1).text(0).string(), "b")
        XCTAssertEqual(try container.sizeThatFits(.unspecified, subviewSizes: sizes), CGSize(width: 30, height: 27))
        let frames = try container.placeSubviews(
            in: CGRect(x: 0, y: 0, width: 30, height: 27), proposal: .unspecified, subviewSizes: sizes
        ).map(\.frame)
        XCTAssertEqual(frames, [CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 0, y: 22, width: 30, height: 5)])
    }

    func testStacksNameTheirOrientation() {
        XCTAssertEqual(HStackLayout.layoutProperties.stackOrientation, .horizontal)
        XCTAssertEqual(VStackLayout.layoutProperties.stackOrientation, .vertical)
        XCTAssertNil(ZStackLayout.layoutProperties.stackOrientation)
    }

    func testProposalsAndSpacing() {
        XCTAssertEqual(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(), CGSize(width: 10, height: 10))
        XCTAssertEqual(
            ProposedViewSize(width: 4, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)),
            CGSize(width: 4, height: 2))
        XCTAssertEqual(ProposedViewSize(CGSize(width: 3, height: 4)), ProposedViewSize(width: 3, height: 4))
        XCTAssertEqual("\(ProposedViewSize.unspecified)", "ProposedViewSize(width: nil, height: nil)")
        XCTAssertEqual(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal), 8)
        XCTAssertEqual(ViewSpacing.zero.distance(to: .zero, along: .vertical), 0)
        XCTAssertEqual(ViewSpacing.zero.union(ViewSpacing(), edges: .top).distance(to: .zero, along: .vertical), 0)
        XCTAssertEqual(ViewSpacing.zero.distance(to: ViewSpacing.zero.union(ViewSpacing(), edges: .top), along: .vertical), 8)
    }
}
