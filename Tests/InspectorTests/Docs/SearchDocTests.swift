import Foundation
import Inspector
import ViewTree
import XCTest

// Every example of Docs/Search.md, as written there.

private struct TableViewCell: View {
    let title: String
    var body: some View {
        HStack {
            Image(systemName: "doc")
            Text(title)
        }
    }
}

private struct Documents: View {
    var body: some View {
        VStack {
            Text("Documents").font(.headline)
            ForEach(["Notes", "Taxes"], id: \.self) { TableViewCell(title: $0) }
            Button("New") {}
                .id("new")
                .accessibilityIdentifier("documents.new")
        }
    }
}

final class SearchDocTests: XCTestCase {
    func testFindAndFindAll() throws {
        let sut = try Documents().inspect()
        let title = try sut.find(text: "Documents")
        let cell = try sut.find(TableViewCell.self)
        let texts = sut.findAll(ViewType.Text.self)
        let cellTexts = try sut.vStack().forEach(1).findAll(ViewType.Text.self)
        XCTAssertEqual(title.pathToRoot, "view(Documents.self).vStack().text(0)")
        XCTAssertEqual(try cell.actualView().title, "Notes")
        XCTAssertEqual(texts.count, 4)
        XCTAssertEqual(cellTexts.count, 2)
    }

    func testStrictFormsAndTextMatches() throws {
        let sut = try Documents().inspect()
        XCTAssertEqual(try sut.findUnique(button: "New").pathToRoot, "view(Documents.self).vStack().button(2)")
        XCTAssertEqual(try sut.find(text: .substring("Not")).string(), "Notes")
        XCTAssertEqual(try sut.find(text: .exact("notes", options: .caseInsensitive)).string(), "Notes")
        XCTAssertEqual(try sut.find(text: .regex(/^T/)).string(), "Taxes")
    }

    func testOneQueryThreeSearches() throws {
        let sut = try Documents().inspect()
        let new = try sut.find(.button("New"))
        let cells = sut.findAll(.view(TableViewCell.self))
        let taxes = try sut.findUnique(.view(TableViewCell.self, containing: "Taxes"))
        let second = try sut.find(.kind(ViewType.Text.self), traversal: .depthFirst, skipFound: 2)
        let enabled = sut.findAll(.button("New").where { !$0.isDisabled() })
        XCTAssertEqual(new.pathToRoot, "view(Documents.self).vStack().button(2)")
        XCTAssertEqual(try cells.map { try $0.actualView().title }, ["Notes", "Taxes"])
        XCTAssertEqual(try taxes.actualView().title, "Taxes")
        XCTAssertEqual(try second.string(), "Taxes")
        XCTAssertEqual(enabled.count, 1)
        let error = try XCTUnwrap(Result(catching: { try sut.find(.id("old")) }).failure)
        XCTAssertTrue("\(error)".hasPrefix(#"view(Documents.self).find(viewWithId: "old"): found no view with id "old""#), "\(error)")
    }

    func testEveryQueryInTheQueryTable() throws {
        let sut = try VStack {
            Documents()
            Image("plus").tag(3).accessibilityLabel("Add")
            NavigationLink("Settings") { Text("Settings screen") }
            Link("Terms", destination: URL(string: "https://example.com/terms")!)
        }.inspect()
        XCTAssertNoThrow(try sut.find(.text("Notes")))
        XCTAssertNoThrow(try sut.find(.text(.substring("Not"))))
        XCTAssertNoThrow(try sut.find(.button("New")))
        XCTAssertNoThrow(try sut.find(.navigationLink("Settings")))
        XCTAssertNoThrow(try sut.find(.link(URL(string: "https://example.com/terms")!)))
        XCTAssertNoThrow(try sut.find(.link("Terms")))
        XCTAssertNoThrow(try sut.find(.id("new")))
        XCTAssertNoThrow(try sut.find(.tag(3)))
        XCTAssertNoThrow(try sut.find(.accessibilityIdentifier("documents.new")))
        XCTAssertNoThrow(try sut.find(.accessibilityLabel("Add")))
        XCTAssertNoThrow(try sut.find(.role(.button, name: "New")))
        XCTAssertNoThrow(try sut.find(.kind(ViewType.HStack.self)))
        XCTAssertNoThrow(try sut.find(.kind(ViewType.HStack.self, where: { $0.count == 2 })))
        XCTAssertNoThrow(try sut.find(.kind(ViewType.HStack.self, containing: "Taxes")))
        XCTAssertNoThrow(try sut.find(.view(TableViewCell.self)))
        XCTAssertNoThrow(try sut.find(.view(TableViewCell.self, where: { try $0.actualView().title == "Taxes" })))
        XCTAssertNoThrow(try sut.find(.view(TableViewCell.self, containing: "Taxes")))
        XCTAssertNoThrow(try sut.find(.view(where: { try $0.accessibilityIdentifier() == "documents.new" })))
        XCTAssertNoThrow(try sut.find(.text("Notes").where { try $0.string().count == 5 }))
    }

    func testEveryFormInTheTable() throws {
        let sut = try VStack {
            Documents()
            Image("plus").tag(3).accessibilityLabel("Add")
        }.inspect()
        XCTAssertNoThrow(try sut.find(text: "Notes"))
        XCTAssertNoThrow(try sut.find(button: "New"))
        XCTAssertNoThrow(try sut.find(viewWithId: "new"))
        XCTAssertNoThrow(try sut.find(viewWithTag: 3))
        XCTAssertNoThrow(try sut.find(viewWithAccessibilityIdentifier: "documents.new"))
        XCTAssertNoThrow(try sut.find(viewWithAccessibilityLabel: "Add"))
        XCTAssertNoThrow(try sut.find(role: .button, name: "New"))
        XCTAssertNoThrow(try sut.find(TableViewCell.self))
        XCTAssertNoThrow(try sut.find(ViewType.HStack.self))
        XCTAssertEqual(try sut.find(TableViewCell.self, containing: "Taxes").actualView().title, "Taxes")
        XCTAssertNoThrow(try sut.find(ViewType.Text.self, where: { try $0.string() == "Notes" }))
        XCTAssertNoThrow(try sut.find(where: { try $0.accessibilityIdentifier() == "documents.new" }))
        XCTAssertEqual(sut.findAll(TableViewCell.self).count, 2)
        XCTAssertEqual(sut.findAll(where: { (try? $0.image()) != nil }).count, 3)
    }

    func testConditionsAndSkipFound() throws {
        let sut = try Documents().inspect()
        let notes = try sut.find(ViewType.Text.self, where: { try $0.string() == "Notes" })
        let second = try sut.find(TableViewCell.self, skipFound: 1)
        XCTAssertEqual(try second.actualView().title, "Taxes")
        XCTAssertEqual(notes.pathToRoot, "view(Documents.self).vStack().forEach(1).view(TableViewCell.self, 0).hStack().text(1)")
    }

    func testGoingUp() throws {
        let sut = try Documents().inspect()
        let taxes = try sut.find(text: "Taxes")
        let hStack = try taxes.parent().hStack()
        let cell = try taxes.parent().parent().view(TableViewCell.self)
        let sameCell = try taxes.find(TableViewCell.self, relation: .parent)
        XCTAssertEqual(hStack.count, 2)
        XCTAssertEqual(cell.pathToRoot, sameCell.pathToRoot)
    }

    func testOwnFindFunction() throws {
        let sut = try Documents().inspect()
        let headline = try sut.find(textWithFont: .headline)
        XCTAssertEqual(try headline.string(), "Documents")
    }

    func testWhenFindFindsNothing() throws {
        let sut = try Documents().inspect()
        XCTAssertThrowsError(try sut.find(text: "Note")) { error in
            XCTAssertEqual("\(error)", """
                view(Documents.self).find(text: "Note"): found no text "Note" (searched 14 views below)
                Did you mean "Notes"?
                Searched views (as Inspector sees them):
                view(Documents.self)
                  vStack()
                    text(0) "Documents" .font(.headline)
                    forEach(1)
                      view(TableViewCell.self, 0)
                        hStack()
                          image(0) systemName: "doc"
                          text(1) "Notes"
                      view(TableViewCell.self, 1)
                        hStack()
                          image(0) systemName: "doc"
                          text(1) "Taxes"
                    button(2) .id("new") .accessibilityIdentifier("documents.new")
                      labelView().text() "New"
                """)
        }
    }

    func testTreeDump() throws {
        let sut = try Documents().inspect()
        XCTAssertEqual(try sut.vStack().button(2).treeDump(), """
            view(Documents.self).vStack().button(2) .id("new") .accessibilityIdentifier("documents.new")
              labelView().text() "New"
            """)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
