import Inspector
import ViewTree
import XCTest

// "Dynamic query with find" of guide-v4.md / guide-v3.md, with only the imports swapped.

private struct TableViewCell: View, Inspectable {
    let title: String
    var body: some View {
        HStack {
            Image(systemName: "doc")
            Text(title)
        }
    }
}

private struct CustomView: View {
    var body: some View {
        Text("custom")
    }
}

private struct Screen: View {
    var body: some View {
        AnyView(
            VStack {
                HStack {
                    Text("zero")
                    Text("one")
                }
                ZStack {
                    Text("xyz").font(.headline)
                }
                .id(7)
                Button(action: {}, label: { Text("xyz") })
                Text("abc").id(42)
                CustomView().tag("Home")
                TableViewCell(title: "Cell's title")
                Text("abc")
                Text("abc")
            }
        )
    }
}

extension InspectableView {

    func find(textWithFont font: Font) throws -> InspectableView<ViewType.Text> {
        return try find(ViewType.Text.self, where: {
            try $0.attributes().font() == font
        })
    }
}

final class DynamicQueryGuideTests: XCTestCase {
    func testFindCanBeTriggeredAtAnyStep() throws {
        let sut = Screen()
        XCTAssertEqual(try sut.inspect().anyView().find(ViewType.HStack.self).text(1).string(), "one")
        XCTAssertNoThrow(try sut.inspect().find(where: { (try? $0.zStack()) != nil }).zStack())
    }

    func testFindFunctions() throws {
        let sut = try Screen().inspect()
        XCTAssertEqual(try sut.find(text: "xyz").pathToRoot, "view(Screen.self).anyView().vStack().zStack(1).text(0)")
        XCTAssertEqual(try sut.find(button: "xyz").pathToRoot, "view(Screen.self).anyView().vStack().button(2)")
        XCTAssertNoThrow(try sut.find(viewWithId: 7).zStack())
        XCTAssertNoThrow(try sut.find(viewWithTag: "Home").view(CustomView.self))
        XCTAssertEqual(try sut.find(CustomView.self).text().string(), "custom")
        XCTAssertEqual(try sut.find(ViewType.HStack.self).pathToRoot, "view(Screen.self).anyView().vStack().hStack(0)")
    }

    func testWhereCondition() throws {
        let sut = try Screen().inspect()
        let found = try sut.find(ViewType.Text.self, where: { try $0.string() == "abc" })
        XCTAssertEqual(found.pathToRoot, try sut.find(text: "abc").pathToRoot)
    }

    func testPathToRoot() throws {
        let sut = Screen()
        let view = try sut.inspect().find(viewWithId: 42)
        XCTAssertEqual(view.pathToRoot, "view(Screen.self).anyView().vStack().text(3)")
    }

    func testParent() throws {
        let sut = AnyView(HStack { Text("abc") })
        let text = try sut.inspect().find(text: "abc")
        let hStack = try text.parent().hStack()
        let anyView = try text.parent().parent().anyView()
        XCTAssertEqual(hStack.pathToRoot, "anyView().hStack()")
        XCTAssertEqual(anyView.pathToRoot, "anyView()")
        let found = try text.find(ViewType.AnyView.self, relation: .parent)
        XCTAssertEqual(found.pathToRoot, "anyView()")
    }

    func testFindingATableViewCellByTitle() throws {
        let sut = Screen()
        let title = try sut.inspect().find(text: "Cell's title")
        let cell = try title.find(TableViewCell.self, relation: .parent)
        XCTAssertEqual(try cell.actualView().title, "Cell's title")
        // The guide calls this on an inspected view.
        let sameCell = try sut.inspect().find(TableViewCell.self, containing: "Cell's title")
        XCTAssertEqual(sameCell.pathToRoot, cell.pathToRoot)
    }

    func testGenericFind() throws {
        let sut = Screen()
        let text = try sut.inspect()
            .find(relation: .child, traversal: .breadthFirst, skipFound: 2, where: {
                try $0.text().string() == "abc"
            })
            .text()
        XCTAssertEqual(text.pathToRoot, "view(Screen.self).anyView().vStack().text(7)")
    }

    func testFindViewWithIdIsFindWhere() throws {
        let sut = try Screen().inspect()
        let id: AnyHashable = 42
        let byCondition = try sut.find(where: { try $0.id() == id })
        XCTAssertEqual(byCondition.pathToRoot, try sut.find(viewWithId: 42).pathToRoot)
    }

    func testCustomFindFunction() throws {
        let sut = try Screen().inspect()
        let text = try sut.find(textWithFont: .headline)
        XCTAssertEqual(try text.string(), "xyz")
    }
}
