import Foundation
import Inspector
import ViewTree
import XCTest

private struct Card: View {
    let title: String
    let detail: String
    var body: some View {
        VStack {
            Text(title)
            Text(detail)
        }
    }
}

private struct Board: View {
    var body: some View {
        VStack {
            Text("Inbox").id("inbox").tag(7).accessibilityIdentifier("board.inbox").accessibilityLabel("Mailbox")
            Card(title: "Lunch", detail: "Lunch at noon")
            Card(title: "Dinner", detail: "At eight")
            Button("Retry") {}
            Button("Retry") {}.disabled(true).accessibilitySortPriority(1)
            NavigationLink("Settings") { Text("Settings screen") }
            Link("Terms", destination: URL(string: "https://example.com/terms")!)
        }
    }
}

/// `SearchQuery`: the one value every search takes, and the labelled calls written with it.
final class SearchQueryTests: XCTestCase {
    private struct Unsearchable: KnownViewType {
        static var typePrefix: String { "Unsearchable" }
    }

    func testEveryQueryFindsWhatItsLabelledCallFinds() throws {
        let sut = try Board().inspect()
        let terms = URL(string: "https://example.com/terms")!
        let pairs: [(query: String, labelled: String)] = [
            (try sut.find(.text("Inbox")).pathToRoot, try sut.find(text: "Inbox").pathToRoot),
            (try sut.find(.text(.substring("noon"))).pathToRoot, try sut.find(text: .substring("noon")).pathToRoot),
            (try sut.find(.button("Retry")).pathToRoot, try sut.find(button: "Retry").pathToRoot),
            (try sut.find(.id("inbox")).pathToRoot, try sut.find(viewWithId: "inbox").pathToRoot),
            (try sut.find(.tag(7)).pathToRoot, try sut.find(viewWithTag: 7).pathToRoot),
            (try sut.find(.accessibilityLabel("Mailbox")).pathToRoot, try sut.find(viewWithAccessibilityLabel: "Mailbox").pathToRoot),
            (try sut.find(.accessibilityIdentifier("board.inbox")).pathToRoot,
             try sut.find(viewWithAccessibilityIdentifier: "board.inbox").pathToRoot),
            (try sut.find(.role(.button, name: "Retry")).pathToRoot, try sut.find(role: .button, name: "Retry").pathToRoot),
            (try sut.find(.navigationLink("Settings")).pathToRoot, try sut.find(navigationLink: "Settings").pathToRoot),
            (try sut.find(.link(terms)).pathToRoot, try sut.find(link: terms).pathToRoot),
            (try sut.find(.link("Terms")).pathToRoot, try sut.find(link: "Terms").pathToRoot),
            (try sut.find(.kind(ViewType.Button.self)).pathToRoot, try sut.find(ViewType.Button.self).pathToRoot),
            (try sut.find(.kind(ViewType.Text.self, where: { try $0.string() == "At eight" })).pathToRoot,
             try sut.find(ViewType.Text.self, where: { try $0.string() == "At eight" }).pathToRoot),
            (try sut.find(.view(Card.self, containing: "Dinner")).pathToRoot, try sut.find(Card.self, containing: "Dinner").pathToRoot),
            (try sut.find(.view(where: { (try? $0.link()) != nil })).pathToRoot, try sut.find(where: { (try? $0.link()) != nil }).pathToRoot),
        ]
        for (query, labelled) in pairs {
            XCTAssertEqual(query, labelled)
        }
        XCTAssertEqual(try sut.find(.view(Card.self), skipFound: 1).actualView().title, "Dinner")
        XCTAssertEqual(try sut.findUnique(.text("Inbox")).pathToRoot, "view(Board.self).vStack().text(0)")
    }

    func testFindAllTakesEveryQuery() throws {
        let sut = try Board().inspect()
        XCTAssertEqual(sut.findAll(.text(.substring("Lunch"))).map(\.pathToRoot), [
            "view(Board.self).vStack().view(Card.self, 1).vStack().text(0)",
            "view(Board.self).vStack().view(Card.self, 1).vStack().text(1)",
        ])
        XCTAssertEqual(sut.findAll(.button("Retry")).count, 2)
        XCTAssertEqual(sut.findAll(.tag(7)).count, 1)
        XCTAssertEqual(sut.findAll(.kind(ViewType.Text.self)).count, sut.findAll(ViewType.Text.self).count)
        XCTAssertEqual(sut.findAll(.kind(Unsearchable.self)).count, 0)
    }

    func testMatchesThatStandForOneViewCountOnce() throws {
        let sut = try Board().inspect()
        // Both of the first card's texts mention lunch: one card.
        XCTAssertEqual(try sut.findAll(.view(Card.self, containing: .substring("Lunch"))).map { try $0.actualView().title }, ["Lunch"])
        XCTAssertEqual(try sut.findUnique(.view(Card.self, containing: .substring("Lunch"))).actualView().title, "Lunch")
        // The second card around a text, past the first card's two texts.
        let second = try sut.find(.view(Card.self, containing: .regex(/^(Lunch|At)/)), skipFound: 1)
        XCTAssertEqual(try second.actualView().title, "Dinner")
        let error = try XCTUnwrap(XCTAssertThrowsError(try sut.find(.view(Card.self, containing: .substring("Lunch")), skipFound: 1)))
        XCTAssertEqual(
            "\(error)",
            #"view(Board.self).find(Card.self, containing: .substring("Lunch"), skipFound: 1): found 1 match for Card containing text containing "Lunch", but skipFound: 1 skips past the last one (the last is skipFound: 0)"#)
    }

    func testAConditionNarrowsAnyQuery() throws {
        let sut = try Board().inspect()
        let disabled = try sut.find(.button("Retry").where { $0.isDisabled() })
        XCTAssertEqual(disabled.pathToRoot, "view(Board.self).vStack().button(4)")
        XCTAssertEqual(sut.findAll(.button("Retry").where { !$0.isDisabled() }).map(\.pathToRoot), ["view(Board.self).vStack().button(3)"])
        let error = try XCTUnwrap(XCTAssertThrowsError(try sut.find(.button("Retry").where { _ in false })))
        XCTAssertTrue("\(error)".hasPrefix("""
            view(Board.self).find(button: "Retry", where: …): found no button "Retry" matching the condition (searched 20 views below)
            2 views matching button "Retry" are there, but the condition excluded them:
              view(Board.self).vStack().button(3)
              view(Board.self).vStack().button(4)
            Searched views (as Inspector sees them):
            """), "\(error)")
    }

    func testARoleQueryPicksInReadingOrder() throws {
        let sut = try Board().inspect()
        // The disabled button has the higher sort priority: a screen reader reads it first.
        XCTAssertEqual(try sut.find(.role(.button, name: "Retry")).pathToRoot, "view(Board.self).vStack().button(4)")
        XCTAssertEqual(try sut.find(.role(.button, name: "Retry"), skipFound: 1).pathToRoot, "view(Board.self).vStack().button(3)")
        XCTAssertEqual(sut.findAll(.role(.button, name: "Retry")).map(\.pathToRoot), [
            "view(Board.self).vStack().button(4)", "view(Board.self).vStack().button(3)",
        ])
    }

    func testAQueryForAKindInspectorCannotSearchThrowsAtOnce() throws {
        let sut = try Board().inspect().vStack()
        for search in [
            { _ = try sut.find(.kind(Unsearchable.self)) },
            { _ = try sut.findUnique(.kind(Unsearchable.self, where: { _ in true })) },
            { _ = try sut.find(.kind(Unsearchable.self, containing: "Inbox")) },
        ] as [() throws -> Void] {
            let error = try XCTUnwrap(XCTAssertThrowsError(try search()))
            XCTAssertEqual((error as? InspectionError)?.reason, .unknownViewType("Unsearchable"))
            XCTAssertEqual("\(error)", "view(Board.self).vStack(): Unsearchable is not a kind of view Inspector can unwrap or search for")
        }
    }

    func testAFailureNamesTheQueryAsItsLabelledCall() throws {
        let sut = try Board().inspect()
        let error = try XCTUnwrap(XCTAssertThrowsError(try sut.find(.id("outbox"), relation: .parent)))
        XCTAssertEqual("\(error)", #"view(Board.self).find(viewWithId: "outbox", relation: .parent): found no view with id "outbox" (searched 0 views among the ancestors)"#)
        let several = try XCTUnwrap(XCTAssertThrowsError(try sut.findUnique(.button("Retry"))))
        XCTAssertTrue("\(several)".hasPrefix(#"view(Board.self).findUnique(button: "Retry"): found 2 matches for button "Retry", expected exactly one:"#), "\(several)")
    }
}

/// The error `expression` throws, or nil (failing the test) when it returns.
private func XCTAssertThrowsError<T>(_ expression: @autoclosure () throws -> T, file: StaticString = #filePath, line: UInt = #line) -> (any Error)? {
    var thrown: (any Error)?
    XCTAssertThrowsError(try expression(), file: file, line: line) { thrown = $0 }
    return thrown
}
