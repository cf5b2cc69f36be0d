import Foundation
import Inspector
import ViewTree
import XCTest

/// Lays its subviews corner to corner, each one `Indent` further right.
private struct Diagonal: Layout {
    var gap: CGFloat = 0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { total, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(width: total.width + size.width + subview[Indent.self], height: total.height + size.height + gap)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            point.x += subview[Indent.self]
            subview.place(at: point, proposal: ProposedViewSize(size))
            point = CGPoint(x: point.x + size.width, y: point.y + size.height + gap)
        }
    }
}

private struct Indent: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

private struct Other: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private struct Screen: View {
    var body: some View {
        VStack {
            Diagonal(gap: 2) {
                Text("a")
                Text("b").layoutValue(key: Indent.self, value: 5)
            }
        }
    }
}

final class CustomLayoutTests: XCTestCase {
    func testTheSubviewsAreInspectedAndSearchedAsAStacksChildren() throws {
        let sut = try Screen().inspect()
        XCTAssertEqual(try sut.vStack().layout(Diagonal.self, 0).text(1).string(), "b")
        XCTAssertEqual(try sut.vStack().layout(Diagonal.self, 0)[0].text().string(), "a")
        XCTAssertEqual(try sut.vStack().layout(Diagonal.self, 0).count, 2)
        let found = try sut.find(text: "b")
        XCTAssertEqual(found.pathToRoot, "view(Screen.self).vStack().layout(Diagonal.self, 0).text(1)")
        XCTAssertEqual(try found.parent().pathToRoot, "view(Screen.self).vStack().layout(Diagonal.self, 0)")
    }

    func testTheLayoutValueAndTheSubviewsValuesAreRead() throws {
        let container = try Screen().inspect().vStack().layout(Diagonal.self, 0)
        XCTAssertEqual(try container.actualLayout().gap, 2)
        XCTAssertEqual(try container.text(1).layoutValue(key: Indent.self), 5)
        XCTAssertEqual(try container.text(0).layoutValue(key: Indent.self), 0, "none set: the key's default")
    }

    func testTheLayoutsCodeRunsWithTheSizesATestGives() throws {
        let container = try Screen().inspect().vStack().layout(Diagonal.self, 0)
        let sizes = [CGSize(width: 10, height: 20), CGSize(width: 30, height: 5)]
        XCTAssertEqual(try container.sizeThatFits(.unspecified, subviewSizes: sizes), CGSize(width: 45, height: 29))
        let placements = try container.placeSubviews(
            in: CGRect(x: 100, y: 0, width: 45, height: 29), proposal: .unspecified, subviewSizes: sizes)
        XCTAssertEqual(placements.map(\.frame), [
            CGRect(x: 100, y: 0, width: 10, height: 20), CGRect(x: 115, y: 22, width: 30, height: 5),
        ])
        XCTAssertEqual(placements[1].anchor, .topLeading)
        XCTAssertEqual(placements[1].proposal, ProposedViewSize(width: 30, height: 5))
    }

    func testASubviewTheLayoutDoesNotPlaceIsCentered() throws {
        let container = try Other { Text("a") }.inspect().layout(Other.self)
        let placements = try container.placeSubviews(
            in: CGRect(x: 0, y: 0, width: 100, height: 50), proposal: .unspecified,
            subviewSizes: [CGSize(width: 10, height: 10)])
        XCTAssertEqual(placements.map(\.frame), [CGRect(x: 45, y: 20, width: 10, height: 10)])
    }

    func testTheSubviewsHoldTheirPriority() throws {
        struct Priorities: Layout {
            let seen: (([Double]) -> Void)
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen(subviews.map(\.priority))
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        var priorities: [Double] = []
        let view = Priorities(seen: { priorities = $0 }) {
            Text("a").layoutPriority(2)
            Text("b")
        }
        _ = try view.inspect().layout(Priorities.self).sizeThatFits(.zero, subviewSizes: [.zero, .zero])
        XCTAssertEqual(priorities, [2, 0])
    }

    func testErrorsNameTheLayout() throws {
        XCTAssertThrowsError(try Screen().inspect().vStack().layout(Other.self, 0)) { error in
            XCTAssertEqual("\(error)", "view(Screen.self).vStack().layout(Other.self, 0): expected Other, found Diagonal")
        }
        let container = try Screen().inspect().vStack().layout(Diagonal.self, 0)
        XCTAssertThrowsError(try container.sizeThatFits(.unspecified, subviewSizes: [.zero])) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Screen.self).vStack().layout(Diagonal.self, 0).sizeThatFits(_:subviewSizes:): subviewSizes needs"
                    + " one size per subview: Diagonal has 2 subviews, and 1 size was given")
        }
    }

    func testTheTreeDumpNamesTheLayout() throws {
        XCTAssertEqual(try Screen().inspect().vStack().treeDump(), """
            view(Screen.self).vStack()
              layout(Diagonal.self, 0)
                text(0) "a"
                text(1) "b" .layoutValue(key: Indent.self, value: 5.0)
            """)
    }
}

/// A layout's subviews are its views with `ForEach` and `Group` opened, and without what shows
/// nothing, as SwiftUI hands them to `sizeThatFits` and `placeSubviews`.
final class LayoutSubviewFlatteningTests: XCTestCase {
    private struct Row: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: subviews.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +), height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width
            }
        }
    }

    func testForEachAndGroupOpenAndEmptyViewsAndAbsentIfsAreLeftOut() throws {
        let showsExtra = false
        let view = Row {
            Text("a")
            ForEach(["b", "c"], id: \.self) { Text($0) }
            Group {
                Text("d")
                EmptyView()
            }
            if showsExtra { Text("never") }
        }
        let row = try view.inspect().layout(Row.self)
        let sizes = (1...4).map { CGSize(width: CGFloat($0), height: 10) }
        XCTAssertEqual(try row.sizeThatFits(.unspecified, subviewSizes: sizes), CGSize(width: 10, height: 10))
        XCTAssertEqual(
            try row.placeSubviews(in: CGRect(x: 0, y: 0, width: 10, height: 10), proposal: .unspecified, subviewSizes: sizes)
                .map(\.position.x),
            [0, 1, 3, 6])
        XCTAssertThrowsError(try row.sizeThatFits(.unspecified, subviewSizes: [sizes[0]])) { error in
            XCTAssertTrue("\(error)".hasSuffix("subviewSizes needs one size per subview: Row has 4 subviews, and 1 size was given"), "\(error)")
        }
    }
}

/// What a subview hands its layout may be written at the top of its body.
final class LayoutValuesThroughBodiesTests: XCTestCase {
    private struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    private struct Ranked: Layout {
        /// Width: the ranks, summed; height: the highest priority.
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(
                width: CGFloat(subviews.map { $0[Rank.self] }.reduce(0, +)),
                height: subviews.map(\.priority).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    private struct RankedRow: View {
        let rank: Int
        var body: some View {
            Text("Row \(rank)").layoutValue(key: Rank.self, value: rank).layoutPriority(Double(rank))
        }
    }

    func testAValueAtTheTopOfARowsBodyReachesTheLayoutAndOneOutsideWins() throws {
        let view = Ranked {
            RankedRow(rank: 1)
            RankedRow(rank: 2).layoutValue(key: Rank.self, value: 10)
            AnyView(RankedRow(rank: 3))
        }
        let size = try view.inspect().layout(Ranked.self)
            .sizeThatFits(.unspecified, subviewSizes: Array(repeating: .zero, count: 3))
        XCTAssertEqual(size, CGSize(width: 14, height: 3))
    }
}
