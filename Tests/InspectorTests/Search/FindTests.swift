import Inspector
import ViewTree
import XCTest

private struct Cell: View {
    let title: String
    var body: some View {
        HStack {
            Text(title)
            Image(systemName: "chevron.right")
        }
    }
}

private struct Labeled: View {
    let text: String
    var body: some View { Text(text) }
}

/// Level 0: VStack; level 1: Text("top"), HStack, Cell; level 2: Text("nested") ...
private struct Layout: View {
    var body: some View {
        VStack {
            HStack {
                VStack { Text("deep") }
                Text("nested")
            }
            Text("top")
            Cell(title: "cell")
            Labeled(text: "labeled")
        }
    }
}

final class FindTests: XCTestCase {
    func testFindIsBreadthFirst() throws {
        let sut = try Layout().inspect()
        let first = try sut.find(ViewType.Text.self)
        XCTAssertEqual(try first.string(), "top")
        let depthFirst = try sut.find(ViewType.Text.self, traversal: .depthFirst)
        XCTAssertEqual(try depthFirst.string(), "deep")
    }

    func testFindIncludesTheViewItStartsFrom() throws {
        XCTAssertEqual(try Text("self").inspect().find(text: "self").pathToRoot, "text()")
        let hStack = try Layout().inspect().vStack().hStack(0)
        XCTAssertEqual(try hStack.find(ViewType.HStack.self).pathToRoot, hStack.pathToRoot)
    }

    func testFindAllIsDepthFirstTopToBottom() throws {
        let strings = try Layout().inspect().findAll(ViewType.Text.self).map { try $0.string() }
        XCTAssertEqual(strings, ["deep", "nested", "top", "cell", "labeled"])
        XCTAssertEqual(try Layout().inspect().findAll(ViewType.ZStack.self).count, 0)
    }

    func testFindAllForms() throws {
        let sut = try Layout().inspect()
        XCTAssertEqual(sut.findAll(Cell.self).count, 1)
        XCTAssertEqual(sut.findAll(Cell.self, where: { try $0.actualView().title == "nope" }).count, 0)
        XCTAssertEqual(sut.findAll(ViewType.VStack.self, where: { $0.count == 1 }).count, 1)
        XCTAssertEqual(sut.findAll(ViewType.Text.self).count, 5)
        XCTAssertEqual(try sut.findAll(ViewType.Text.self) { try $0.string().hasPrefix("n") }.map { try $0.string() }, ["nested"])
        XCTAssertEqual(sut.findAll(ViewType.Text.self, where: { _ in false }).count, 0)
        XCTAssertEqual(sut.findAll(where: { (try? $0.image()) != nil }).count, 1)
    }

    func testSearchIsLimitedToTheSubtree() throws {
        let hStack = try Layout().inspect().vStack().hStack(0)
        XCTAssertEqual(hStack.findAll(ViewType.Text.self).count, 2)
        XCTAssertThrowsError(try hStack.find(text: "top"))
    }

    func testSkipFound() throws {
        let sut = try Layout().inspect()
        XCTAssertEqual(try sut.find(ViewType.Text.self, skipFound: 1).string(), "nested")
        XCTAssertEqual(try sut.find(ViewType.Text.self, skipFound: 2).string(), "labeled")
        XCTAssertEqual(
            try sut.find(traversal: .depthFirst, skipFound: 1, where: { (try? $0.text()) != nil }).text().string(),
            "nested")
    }

    func testConditionThatThrowsDoesNotMatch() throws {
        let sut = try Layout().inspect()
        let found = try sut.find(where: { try $0.text().string() == "cell" })
        XCTAssertEqual(found.pathToRoot, "view(Layout.self).vStack().view(Cell.self, 2).hStack().text(0)")
    }

    func testConditionsSeeEachViewOnceNotThroughCustomViews() throws {
        // `Labeled` has a Text body; a condition on texts matches the Text, not the Labeled.
        let matches = try Layout().inspect().findAll(where: { try $0.text().string() == "labeled" })
        XCTAssertEqual(matches.map(\.pathToRoot), ["view(Layout.self).vStack().view(Labeled.self, 3).text()"])
    }

    func testFoundAnonymousViewsLookThroughCustomViews() throws {
        let cell = try Layout().inspect().find(where: { (try? $0.view(Cell.self)) != nil })
        XCTAssertEqual(try cell.hStack().text(0).string(), "cell")
    }

    func testFindCustomViewWithCondition() throws {
        let sut = try Layout().inspect()
        XCTAssertEqual(try sut.find(Labeled.self, where: { try $0.actualView().text == "labeled" }).pathToRoot,
                       "view(Layout.self).vStack().view(Labeled.self, 3)")
    }

    func testFindByRelationParent() throws {
        let image = try Layout().inspect().find(ViewType.Image.self)
        XCTAssertEqual(try image.find(Cell.self, relation: .parent).actualView().title, "cell")
        XCTAssertEqual(try image.find(ViewType.VStack.self, relation: .parent).pathToRoot, "view(Layout.self).vStack()")
        XCTAssertEqual(
            try image.find(relation: .parent, skipFound: 1, where: { _ in true }).pathToRoot,
            "view(Layout.self).vStack().view(Cell.self, 2)")
    }

    func testFindContaining() throws {
        let sut = try Layout().inspect()
        XCTAssertEqual(try sut.find(Cell.self, containing: "cell").actualView().title, "cell")
        XCTAssertEqual(
            try sut.find(ViewType.HStack.self, containing: "nested").pathToRoot, "view(Layout.self).vStack().hStack(0)")
        XCTAssertEqual(
            try sut.find(ViewType.VStack.self, containing: "deep").pathToRoot, "view(Layout.self).vStack().hStack(0).vStack(0)")
    }

    func testFindByAttributes() throws {
        let sut = VStack {
            Text("a").id("first")
            Image("b").tag(2)
            Image(systemName: "gear").accessibilityLabel("Settings")
            Text("c").accessibilityIdentifier("c.id")
            Button(action: {}) {
                HStack {
                    Image(systemName: "trash")
                    Text("Delete")
                }
            }
        }
        let vStack = try sut.inspect()
        XCTAssertEqual(try vStack.find(viewWithId: "first").text().string(), "a")
        XCTAssertNoThrow(try vStack.find(viewWithTag: 2).image())
        XCTAssertEqual(try vStack.find(viewWithAccessibilityLabel: "Settings").pathToRoot, "vStack().image(2)")
        XCTAssertEqual(try vStack.find(viewWithAccessibilityIdentifier: "c.id").text().string(), "c")
        XCTAssertEqual(try vStack.find(button: "Delete").pathToRoot, "vStack().button(4)")
    }

    func testUserExtensionBuiltOnFind() throws {
        let sut = try VStack {
            Text("plain")
            Text("big").font(.largeTitle)
        }.inspect()
        XCTAssertEqual(try sut.find(textWithFont: .largeTitle).string(), "big")
    }
}

// `find(textWithFont:)` is declared in DynamicQueryGuideTests.swift, as the guide writes it.
