import Foundation
import Inspector
import ViewTree
import XCTest

// The examples of Docs/Appearance.md's "Layout", as written there.

private struct Step: LayoutValueKey {
    static let defaultValue: CGFloat = 10
}

private struct Staircase: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let own = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, own.width + subview[Step.self]), height: size.height + own.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX + subview[Step.self], y: y), proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}

private struct Steps: View {
    var body: some View {
        Staircase {
            Text("Warm up")
            Text("Run").layoutValue(key: Step.self, value: 40)
        }
    }
}

private struct Adaptive: View {
    @State private var isWide = true
    var body: some View {
        let layout = isWide ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout())
        layout {
            Toggle("Wide", isOn: $isWide)
            Text("Details")
        }
    }
}

private struct Card: View {
    @Namespace private var card
    var body: some View {
        Text("Title").matchedGeometryEffect(id: "title", in: card, anchor: .top)
    }
}

final class LayoutDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testACustomLayout() throws {
        let staircase = try Steps().inspect().layout(Staircase.self)
        XCTAssertEqual(try staircase.text(1).layoutValue(key: Step.self), 40)
        XCTAssertEqual(try Steps().inspect().find(text: "Run").pathToRoot, "view(Steps.self).layout(Staircase.self).text(1)")

        let sizes = [CGSize(width: 80, height: 20), CGSize(width: 30, height: 20)]
        XCTAssertEqual(try staircase.sizeThatFits(.unspecified, subviewSizes: sizes), CGSize(width: 90, height: 40))
        let frames = try staircase.placeSubviews(
            in: CGRect(x: 0, y: 0, width: 90, height: 40), proposal: .unspecified, subviewSizes: sizes
        ).map(\.frame)
        XCTAssertEqual(frames, [CGRect(x: 10, y: 0, width: 80, height: 20), CGRect(x: 40, y: 20, width: 30, height: 20)])
    }

    func testSwitchingAnAnyLayout() throws {
        let hosted = ViewHosting.host(view: Adaptive())
        XCTAssertEqual(try hosted.inspect().anyLayout().actualLayout(HStackLayout.self).spacing, 12)
        try hosted.inspect().find(ViewType.Toggle.self).tap()
        XCTAssertEqual(try hosted.inspect().anyLayout().actualLayout(VStackLayout.self), VStackLayout())
        XCTAssertFalse(try hosted.inspect().find(ViewType.Toggle.self).isOn())
    }

    func testAMatchedGeometryEffect() throws {
        let effect = try Card().inspect().find(text: "Title").matchedGeometryEffect()
        XCTAssertEqual(effect.id, "title")
        XCTAssertEqual(effect.anchor, .top)
        XCTAssertTrue(effect.isSource)
    }
}
