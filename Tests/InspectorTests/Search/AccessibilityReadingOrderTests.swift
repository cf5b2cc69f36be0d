import Inspector
import ViewTree
import XCTest

/// `findAll(role:)` returns elements in the order a screen reader reads them:
/// `.accessibilitySortPriority(_:)` first, higher first, at each level.
final class AccessibilityReadingOrderTests: XCTestCase {
    private func names(_ views: [InspectableView<ViewType.ClassifiedView>]) throws -> [String?] {
        try views.map { try $0.accessibleName() }
    }

    func testHigherPrioritiesAreReadFirstAndEqualOnesInSourceOrder() throws {
        let sut = VStack {
            Button("a") {}
            Button("b") {}.accessibilitySortPriority(1)
            Button("c") {}
            Button("d") {}.accessibilitySortPriority(2)
            Button("e") {}.accessibilitySortPriority(-1)
            Button("f") {}.accessibilitySortPriority(1)
        }
        XCTAssertEqual(try names(sut.inspect().findAll(role: .button)), ["d", "b", "f", "a", "c", "e"])
    }

    func testAPriorityOnAStackAppliesToTheElementsInside() throws {
        let sut = VStack {
            Text("1")
            HStack { Text("2"); Text("3").accessibilitySortPriority(5) }.accessibilitySortPriority(1)
        }
        // The stack is not an element: "2" and "3" are members of the screen, with priorities 1
        // and 5 (the innermost priority wins).
        XCTAssertEqual(try names(sut.inspect().findAll(role: .staticText)), ["3", "2", "1"])
    }

    func testAContainViewIsSortedAsOneAndSortsItsOwnElements() throws {
        let sut = VStack {
            Text("title")
            VStack {
                Text("x")
                Text("y").accessibilitySortPriority(9)
            }
            .accessibilityElement(children: .contain)
            .accessibilitySortPriority(1)
            Text("footer").accessibilitySortPriority(2)
        }
        XCTAssertEqual(try names(sut.inspect().findAll(role: .staticText)), ["footer", "y", "x", "title"])
    }

    func testAPriorityAppliesToTheOverlaysItWraps() throws {
        let sut = VStack {
            Text("a").overlay(Text("inside")).accessibilitySortPriority(1)
            Text("b").accessibilitySortPriority(2).overlay(Text("outside"))
        }
        XCTAssertEqual(try names(sut.inspect().findAll(role: .staticText)), ["b", "a", "inside", "outside"])
    }

    func testTheOrderIsWithinTheSearchedView() throws {
        let sut = VStack {
            Text("a").accessibilitySortPriority(1)
            HStack { Text("b"); Text("c").accessibilitySortPriority(1) }
        }
        XCTAssertEqual(try names(sut.inspect().vStack().hStack(1).findAll(role: .staticText)), ["c", "b"])
        XCTAssertEqual(try sut.inspect().find(role: .staticText).accessibleName(), "a")
    }

    func testFindReturnsTheFirstElementInReadingOrder() throws {
        let sut = VStack {
            HStack { Button("Nested") {} }
            Button("Shallow") {}
            Button("Urgent") {}.accessibilitySortPriority(1)
        }
        XCTAssertEqual(try sut.inspect().find(role: .button).accessibleName(), "Urgent")
        XCTAssertEqual(try names(sut.inspect().findAll(role: .button)), ["Urgent", "Nested", "Shallow"])
        // Not level by level: a screen reader reads a nested button before the next one.
        let plain = VStack {
            HStack { Button("Nested") {} }
            Button("Shallow") {}
        }
        XCTAssertEqual(try plain.inspect().find(role: .button).accessibleName(), "Nested")
    }

    func testErrorsListElementsInReadingOrder() throws {
        let sut = HStack {
            Button("Cancel") {}
            Button("Done") {}.accessibilitySortPriority(1)
        }
        XCTAssertThrowsError(try sut.inspect().findUnique(role: .button)) { error in
            XCTAssertEqual("\(error)", """
                hStack().findUnique(role: .button): found 2 matches for element with role .button, expected exactly one:
                  hStack().button(1)
                  hStack().button(0)
                If any of them will do, find(role: .button) returns the first; to mean one of them, search from a view around it, or narrow the query.
                """)
        }
        XCTAssertThrowsError(try sut.inspect().find(role: .button, name: "OK")) { error in
            XCTAssertEqual(Array("\(error)".components(separatedBy: "\n").prefix(4)), [
                #"hStack().find(role: .button, name: "OK"): found no element with role .button named "OK" (searched 5 views below)"#,
                "The elements with role .button there:",
                #"  "Done" at hStack().button(1)"#,
                #"  "Cancel" at hStack().button(0)"#,
            ])
        }
    }
}

/// A view that contains itself `depth` times, with a button at each level and, at the bottom,
/// a modal view when asked.
private struct Nested: View {
    let depth: Int
    var modal = false
    var body: some View {
        VStack {
            Button("level \(depth)") {}.accessibilitySortPriority(depth == 1000 ? 1 : 0)
            if depth > 0 {
                Nested(depth: depth - 1, modal: modal)
            } else {
                Button("Close") {}.accessibilityAddTraits(modal ? .isModal : [])
            }
        }
    }
}

final class AccessibilityDeepTreeTests: XCTestCase {
    func testRoleQueriesOnAVeryDeepTree() throws {
        let sut = try Nested(depth: 3000).inspect()
        let buttons = try sut.findAll(role: .button).map { try $0.accessibleName() }
        XCTAssertEqual(buttons.count, 3002)
        XCTAssertEqual(Array(buttons.prefix(3)), ["level 1000", "level 3000", "level 2999"])
        XCTAssertEqual(buttons.last, "Close")
    }

    func testAModalViewAtTheBottomOfAVeryDeepTree() throws {
        let sut = try Nested(depth: 3000, modal: true).inspect()
        XCTAssertEqual(try sut.findAll(role: .button).map { try $0.accessibleName() }, ["Close"])
        XCTAssertTrue(try sut.view(Nested.self).vStack().button(0).isAccessibilityHidden())
    }
}
