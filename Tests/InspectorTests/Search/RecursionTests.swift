import Inspector
import ViewTree
import XCTest

/// A view that contains itself `depth` times.
private struct Tree: View {
    let depth: Int
    var body: some View {
        VStack {
            Text("level \(depth)")
            if depth > 0 {
                Tree(depth: depth - 1)
            }
        }
    }
}

/// A view whose body contains itself without end.
private struct Forever: View {
    var body: some View {
        HStack {
            Text("again")
            Forever()
        }
    }
}

final class RecursionTests: XCTestCase {
    func testAViewThatContainsItself5000TimesIsSearched() throws {
        let sut = try Tree(depth: 5000).inspect()
        let deepest = try sut.find(text: "level 0")
        XCTAssertEqual(try deepest.string(), "level 0")
        XCTAssertEqual(sut.findAll(ViewType.Text.self).count, 5001)
        XCTAssertEqual(sut.findAll(Tree.self).count, 5001)
        XCTAssertTrue(deepest.pathToRoot.hasPrefix("view(Tree.self).vStack().view(Tree.self, 1).vStack().view(Tree.self, 1)"))
        XCTAssertTrue(deepest.pathToRoot.hasSuffix(".vStack().text(0)"))
        var ancestor = try deepest.parent()
        var levels = 1
        while let next = try? ancestor.parent() {
            ancestor = next
            levels += 1
        }
        XCTAssertEqual(levels, 10_002)
        XCTAssertEqual(try deepest.find(Tree.self, relation: .parent, skipFound: 5000).pathToRoot, "view(Tree.self)")
    }

    func testTheDumpOfAVeryDeepTree() throws {
        let dump = try Tree(depth: 2000).inspect().treeDump()
        // Three lines per level, plus the innermost level's `if` that shows nothing.
        XCTAssertEqual(dump.components(separatedBy: "\n").count, 6004)
    }

    func testABodyThatRecursesForeverStopsAtTheDepthLimit() throws {
        XCTAssertThrowsError(try Forever().inspect().find(text: "never")) { error in
            guard let error = error as? InspectionError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.reason, .depthLimitExceeded(limit: InspectionLimits.maximumDepth, view: "Forever"))
            let lines = error.message.components(separatedBy: "\n")
            XCTAssertEqual(lines.count, 2)
            XCTAssertTrue(lines[0].hasPrefix(
                "view(Forever.self).hStack().view(Forever.self, 1).hStack() … 49993 more calls … "))
            XCTAssertTrue(lines[0].hasSuffix(
                ": inspection went 50000 levels deep at Forever: a body that contains itself without end?"
                    + " (InspectionLimits.maximumDepth = 50000)"))
            XCTAssertTrue(lines[1].hasPrefix(#"The search for text "never" from view(Forever.self) stopped there after visiting"#))
        }
    }

    func testFindStillReturnsAMatchAboveARunawayBody() throws {
        XCTAssertEqual(try Forever().inspect().find(text: "again").pathToRoot, "view(Forever.self).hStack().text(0)")
    }

    func testFindAllReturnsWhatItFoundAboveTheLimit() throws {
        let all = try Forever().inspect().findAll(ViewType.Text.self)
        // Each level of Forever is two levels of the path: Forever, then its HStack.
        XCTAssertEqual(all.count, InspectionLimits.maximumDepth / 2)
    }
}
