import Foundation
import Inspector
import ViewTree
import XCTest

// The scroll modifiers: each is read on the view it modifies and on the views inside it.
final class ScrollModifierTests: XCTestCase {
    func testScrollDisabledIsInheritedAndNotUndoneInside() throws {
        let view = VStack {
            ScrollView { Text("a").scrollDisabled(false) }
            Text("b")
        }.scrollDisabled(true)
        XCTAssertTrue(try view.inspect().find(text: "a").scrollDisabled())
        XCTAssertTrue(try view.inspect().vStack().scrollView(0).scrollDisabled())
        XCTAssertFalse(try Text("c").inspect().scrollDisabled())
    }

    func testScrollIndicatorsPerAxis() throws {
        let view = ScrollView { Text("a") }
            .scrollIndicators(.never, axes: .horizontal)
            .scrollIndicators(.hidden)
        let scroll = try view.inspect().scrollView()
        XCTAssertEqual(try scroll.scrollIndicators(), .hidden)
        XCTAssertEqual(try scroll.scrollIndicators(axis: .horizontal), .never)
        XCTAssertEqual(try Text("a").inspect().scrollIndicators(axis: .horizontal), .automatic)
        XCTAssertEqual(ScrollIndicatorVisibility.never.description, ".never")
    }

    func testScrollContentBackgroundClipAndAnchor() throws {
        let view = List { Text("a") }
            .scrollContentBackground(.hidden)
            .scrollClipDisabled()
            .defaultScrollAnchor(.bottom)
        let text = try view.inspect().find(text: "a")
        XCTAssertEqual(try text.scrollContentBackground(), .hidden)
        XCTAssertTrue(try text.scrollClipDisabled())
        XCTAssertEqual(try text.defaultScrollAnchor(), .bottom)
        XCTAssertEqual(try Text("b").inspect().scrollContentBackground(), .automatic)
        XCTAssertFalse(try Text("b").inspect().scrollClipDisabled())
        XCTAssertNil(try Text("b").inspect().defaultScrollAnchor())
    }

    func testScrollTargetBehaviorAndLayout() throws {
        let view = ScrollView(.horizontal) {
            LazyHStack { Text("a") }.scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
        let stack = try view.inspect().scrollView().lazyHStack()
        let aligned = try XCTUnwrap(try stack.scrollTargetBehavior() as? ViewAlignedScrollTargetBehavior)
        XCTAssertEqual(aligned.limitBehavior, .alwaysByOne)
        XCTAssertTrue(try stack.scrollTargetLayout())
        XCTAssertFalse(try Text("a").scrollTargetLayout(isEnabled: false).inspect().scrollTargetLayout())
        XCTAssertTrue(try Text("a").scrollTargetBehavior(.paging).inspect().scrollTargetBehavior() is PagingScrollTargetBehavior)
    }

    func testPagingRoundsToThePage() {
        var target = ScrollTarget(rect: CGRect(x: 0, y: 130, width: 10, height: 10))
        let context = ScrollTargetBehaviorContext(
            originalTarget: target, contentSize: CGSize(width: 100, height: 1000),
            containerSize: CGSize(width: 100, height: 100), axes: .vertical)
        PagingScrollTargetBehavior().updateTarget(&target, context: context)
        XCTAssertEqual(target.rect.origin.y, 100)
    }

    func testContentMarginsPerEdgeAndPlacement() throws {
        // The innermost setting an edge wins; one for the placement asked for wins over `.automatic`.
        let view = ScrollView { Text("a") }
            .contentMargins(.top, nil)
            .contentMargins(.horizontal, 8, for: .scrollContent)
            .contentMargins(20)
        let scroll = try view.inspect().scrollView()
        XCTAssertEqual(try scroll.contentMargins(edge: .leading, for: .scrollContent), 8)
        XCTAssertEqual(try scroll.contentMargins(edge: .leading), 20)
        XCTAssertEqual(try scroll.contentMargins(edge: .bottom, for: .scrollIndicators), 20)
        XCTAssertNil(try scroll.contentMargins(edge: .top))
    }

    func testDumpNamesTheModifiers() throws {
        let view = ScrollView { Text("a") }
            .scrollTargetBehavior(.paging)
            .scrollIndicators(.hidden, axes: .vertical)
            .scrollDisabled(true)
        let dump = try view.inspect().treeDump()
        XCTAssertTrue(dump.contains(".scrollTargetBehavior(.paging)"), dump)
        XCTAssertTrue(dump.contains(".scrollIndicators(.hidden, axes: .vertical)"), dump)
        XCTAssertTrue(dump.contains(".scrollDisabled(true)"), dump)
    }

    func testErrorsWhenNoneIsSet() throws {
        XCTAssertThrowsError(try Text("a").inspect().scrollTargetBehavior()) { error in
            XCTAssertEqual(
                "\(error)",
                "text().scrollTargetBehavior(): Text has no scrollTargetBehavior; expected a .scrollTargetBehavior(_:) on this view or above it, found none")
        }
        XCTAssertThrowsError(try Text("a").padding().inspect().contentMargins(edge: .top)) { error in
            XCTAssertTrue("\(error)".contains(
                "has no contentMargins; expected a .contentMargins setting the top edge for .automatic on this view or above it, found none"), "\(error)")
        }
        XCTAssertThrowsError(try Text("a").inspect().scrollPosition()) { error in
            XCTAssertTrue("\(error)".contains("Text has no scrollPosition"), "\(error)")
        }
        XCTAssertThrowsError(try Text("a").inspect().scrollTargetLayout()) { error in
            XCTAssertTrue("\(error)".contains("Text has no scrollTargetLayout"), "\(error)")
        }
    }
}
