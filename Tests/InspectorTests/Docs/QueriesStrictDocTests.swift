import Foundation
import Inspector
import ViewTree
import XCTest

// Every example of the sections "Strict queries" and "Matching text" of Docs/Queries.md, as
// written there.

private struct Cart: View {
    let items: [String]
    var body: some View {
        VStack {
            Text("Your cart")
            ForEach(items, id: \.self) { item in
                HStack {
                    Text(item)
                    Button("Remove") {}
                }
            }
            Button("Check out") {}
        }
    }
}

private struct CartRow: View {
    let item: String
    var body: some View {
        HStack {
            Text(item)
            Toggle("Gift", isOn: .constant(false))
        }
    }
}

/// Every form of the table, once.
private struct EveryForm: View {
    var body: some View {
        VStack {
            Cart(items: ["Tea", "Coffee"])
            CartRow(item: "Cake")
            Link("Terms", destination: URL(string: "https://example.com/terms")!)
            NavigationLink("Settings") { Text("Settings") }
            Button("Add") {}
                .id("new")
                .tag(3)
                .accessibilityIdentifier("cart.checkout")
                .accessibilityLabel("Add")
        }
    }
}

private struct Receipt: View {
    var body: some View {
        VStack {
            Text("Crème Brûlée")
            Text("Total:\n  3 items")
            Button("Pay $12.50") {}
        }
    }
}

final class QueriesStrictDocTests: XCTestCase {
    private func lines(of body: () throws -> Any) -> [String] {
        do {
            _ = try body()
            return []
        } catch {
            return "\(error)".components(separatedBy: "\n")
        }
    }

    // MARK: - Strict queries

    func testFindUnique() throws {
        let sut = try Cart(items: ["Tea"]).inspect()
        try sut.findUnique(button: "Remove").tap()
        let checkOut = try sut.findUnique(button: "Check out")
        XCTAssertEqual(checkOut.pathToRoot, "view(Cart.self).vStack().button(2)")
    }

    func testSeveralMatches() throws {
        let sut = try Cart(items: ["Tea", "Coffee"]).inspect()
        XCTAssertEqual(lines { try sut.findUnique(button: "Remove") }, [
            #"view(Cart.self).findUnique(button: "Remove"): found 2 matches for button "Remove", expected exactly one:"#,
            "  view(Cart.self).vStack().forEach(1).hStack(0).button(1)",
            "  view(Cart.self).vStack().forEach(1).hStack(1).button(1)",
            #"If any of them will do, find(button: "Remove") returns the first; to mean one of them, search from a view around it, or narrow the query."#,
        ])
    }

    func testSearchingFromAViewAroundTheOneYouMean() throws {
        let sut = try Cart(items: ["Tea", "Coffee"]).inspect()
        let coffee = try sut.findUnique(ViewType.HStack.self, containing: "Coffee")
        try coffee.findUnique(button: "Remove").tap()
        XCTAssertEqual(coffee.pathToRoot, "view(Cart.self).vStack().forEach(1).hStack(1)")
    }

    func testNoMatch() throws {
        let sut = try Cart(items: ["Tea"]).inspect()
        XCTAssertEqual(lines { try sut.findUnique(button: "Check-out") }, [
            #"view(Cart.self).findUnique(button: "Check-out"): found no button "Check-out" (searched 10 views below)"#,
            #"Did you mean "Check out"?"#,
            "Searched views (as Inspector sees them):",
            "view(Cart.self)",
            "  vStack()",
            #"    text(0) "Your cart""#,
            "    forEach(1)",
            "      hStack(0)",
            #"        text(0) "Tea""#,
            "        button(1)",
            #"          labelView().text() "Remove""#,
            "    button(2)",
            #"      labelView().text() "Check out""#,
        ])
    }

    func testEveryFormInTheTable() throws {
        let sut = try EveryForm().inspect()
        let url = URL(string: "https://example.com/terms")!
        XCTAssertNoThrow(try sut.findUnique(text: "Tea"))
        XCTAssertNoThrow(try sut.findUnique(button: "Check out"))
        XCTAssertNoThrow(try sut.findUnique(navigationLink: "Settings"))
        XCTAssertNoThrow(try sut.findUnique(link: url))
        XCTAssertNoThrow(try sut.findUnique(link: "Terms"))
        XCTAssertNoThrow(try sut.findUnique(viewWithId: "new"))
        XCTAssertNoThrow(try sut.findUnique(viewWithTag: 3))
        XCTAssertNoThrow(try sut.findUnique(viewWithAccessibilityIdentifier: "cart.checkout"))
        XCTAssertNoThrow(try sut.findUnique(viewWithAccessibilityLabel: "Add"))
        XCTAssertEqual(
            try sut.findUnique(ViewType.HStack.self, containing: "Coffee").pathToRoot,
            "view(EveryForm.self).vStack().view(Cart.self, 0).vStack().forEach(1).hStack(1)")
        XCTAssertEqual(try sut.findUnique(CartRow.self, containing: "Cake").actualView().item, "Cake")
        XCTAssertNoThrow(try sut.findUnique(ViewType.Toggle.self))
        XCTAssertNoThrow(try sut.findUnique(CartRow.self))
        XCTAssertNoThrow(try sut.findUnique(ViewType.Text.self, where: { try $0.string() == "Your cart" }))
        XCTAssertNoThrow(try sut.findUnique(where: { try $0.id() == AnyHashable("new") }))
        let list = try List { Text("Tea") }.inspect()
        XCTAssertEqual(try list.find(text: "Tea").findUnique(ViewType.List.self, relation: .parent).pathToRoot, "list()")
    }

    // MARK: - Matching text

    func testMatchingText() throws {
        let sut = try Receipt().inspect()
        let total = try sut.find(text: .substring("items"))
        let dessert = try sut.find(text: .exact("creme brulee", options: [.caseInsensitive, .diacriticInsensitive]))
        let sameTotal = try sut.find(text: .exact("Total: 3 items", options: .whitespaceNormalized))
        let pay = try sut.findUnique(button: .regex(/^Pay \$\d+\.\d{2}$/))
        XCTAssertEqual(total.pathToRoot, "view(Receipt.self).vStack().text(1)")
        XCTAssertEqual(try dessert.string(), "Crème Brûlée")
        XCTAssertEqual(sameTotal.pathToRoot, total.pathToRoot)
        XCTAssertEqual(pay.pathToRoot, "view(Receipt.self).vStack().button(2)")
        XCTAssertEqual(try Cart(items: ["Tea"]).inspect().find(text: .exact("Tea")).pathToRoot, try Cart(items: ["Tea"]).inspect().find(text: "Tea").pathToRoot)
    }

    func testTheMatchesAndOptionsInTheTables() {
        XCTAssertTrue(TextMatch.exact("Tea").matches("Tea"))
        XCTAssertTrue(("Tea" as TextMatch).matches("Tea"))
        XCTAssertTrue(TextMatch.substring("Tea").matches("Green Tea"))
        XCTAssertTrue(TextMatch.substring("").matches("Green Tea"))
        XCTAssertTrue(TextMatch.regex(/Tea|Coffee/).matches("Iced Coffee"))
        XCTAssertFalse(TextMatch.regex(/^(Tea|Coffee)$/).matches("Iced Coffee"))
        XCTAssertTrue(TextMatch.exact("STRASSE", options: .caseInsensitive).matches("Straße"))
        XCTAssertTrue(TextMatch.exact("creme", options: .diacriticInsensitive).matches("crème"))
        XCTAssertTrue(TextMatch.exact("a b", options: .whitespaceNormalized).matches(" a\t\n b "))
        XCTAssertTrue(TextMatch.regex(/TEA/, options: .caseInsensitive).matches("tea"))
        XCTAssertTrue(TextMatch.regex(/^creme a b$/, options: [.diacriticInsensitive, .whitespaceNormalized]).matches("crème  a\nb"))
    }

    func testATextMatchOnItsOwn() throws {
        let sut = try Receipt().inspect()
        let match = TextMatch.substring("brulee", options: [.caseInsensitive, .diacriticInsensitive])
        XCTAssertTrue(match.matches("Crème Brûlée"))
        let prices = sut.findAll(ViewType.Text.self, where: { TextMatch.regex(/\$\d/).matches(try $0.string()) })
        XCTAssertEqual(prices.map(\.pathToRoot), ["view(Receipt.self).vStack().button(2).labelView().text()"])
    }

    func testNearMisses() throws {
        let sut = try Receipt().inspect()
        XCTAssertEqual(lines { try sut.find(text: .substring("Brulee", options: .caseInsensitive)) }, [
            #"view(Receipt.self).find(text: .substring("Brulee", options: .caseInsensitive)): found no text containing "Brulee" (ignoring case) (searched 6 views below)"#,
            #"Did you mean "Crème Brûlée"?"#,
            "Searched views (as Inspector sees them):",
            "view(Receipt.self)",
            "  vStack()",
            #"    text(0) "Crème Brûlée""#,
            #"    text(1) "Total:\n  3 items""#,
            "    button(2)",
            #"      labelView().text() "Pay $12.50""#,
        ])
        XCTAssertEqual(
            lines { try sut.find(text: .regex(/Tip/)) }[1],
            #"The texts there: "Crème Brûlée", "Total:\n  3 items", "Pay $12.50"."#)
    }
}
