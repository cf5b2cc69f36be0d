import Inspector
import ViewTree
import XCTest

private struct Row: View {
    let title: String
    var body: some View {
        HStack {
            Image(systemName: "star")
            Text(title)
        }
        .id(title)
    }
}

private struct Inbox: View {
    var body: some View {
        VStack {
            Text("Inbox")
            ForEach(["Save", "Cancel"], id: \.self) { Row(title: $0) }
            Button("Archive") {}
        }
    }
}

/// An id whose description counts how often it is shown.
private final class Probe: Hashable, CustomStringConvertible, @unchecked Sendable {
    var shown = 0
    var description: String {
        shown += 1
        return "probe"
    }
    static func == (lhs: Probe, rhs: Probe) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

final class SearchFailureTests: XCTestCase {
    private func lines(of error: Error) -> [String] {
        "\(error)".components(separatedBy: "\n")
    }

    func testFailedFindTextSaysWhatWhereHowManyAndDidYouMean() throws {
        XCTAssertThrowsError(try Inbox().inspect().find(text: "Sav")) { error in
            let lines = lines(of: error)
            XCTAssertEqual(lines[0], #"view(Inbox.self).find(text: "Sav"): found no text "Sav" (searched 14 views below)"#)
            XCTAssertEqual(lines[1], #"Did you mean "Save"?"#)
            XCTAssertEqual(lines[2], "Searched views (as Inspector sees them):")
            XCTAssertEqual(Array(lines[3...]), [
                "view(Inbox.self)",
                "  vStack()",
                #"    text(0) "Inbox""#,
                "    forEach(1)",
                "      view(Row.self, 0)",
                #"        hStack() .id("Save")"#,
                #"          image(0) systemName: "star""#,
                #"          text(1) "Save""#,
                "      view(Row.self, 1)",
                #"        hStack() .id("Cancel")"#,
                #"          image(0) systemName: "star""#,
                #"          text(1) "Cancel""#,
                "    button(2)",
                #"      labelView().text() "Archive""#,
            ])
            XCTAssertEqual(
                (error as? InspectionError)?.reason, .searchFailed(query: #"text "Sav""#, visited: 14, direction: "below"))
        }
    }

    func testWithoutACloseTextTheTextsThereAreListed() throws {
        XCTAssertThrowsError(try Inbox().inspect().find(text: "Delete everything")) { error in
            XCTAssertEqual(lines(of: error)[1], #"The texts there: "Inbox", "Archive", "Save", "Cancel"."#)
        }
    }

    func testFailedButtonSearchSuggestsButtonTitles() throws {
        XCTAssertThrowsError(try Inbox().inspect().find(button: "archive")) { error in
            XCTAssertEqual(lines(of: error)[1], #"Did you mean "Archive"?"#)
        }
    }

    func testConditionThatExcludedEveryViewOfTheKind() throws {
        XCTAssertThrowsError(try Inbox().inspect().find(ViewType.Image.self, where: { _ in false })) { error in
            XCTAssertEqual(Array(lines(of: error).prefix(4)), [
                "view(Inbox.self).find(ViewType.Image.self, where: …): found no Image (searched 14 views below)",
                "2 views of kind Image are there, but the condition excluded them:",
                "  view(Inbox.self).vStack().forEach(1).view(Row.self, 0).hStack().image(0)",
                "  view(Inbox.self).vStack().forEach(1).view(Row.self, 1).hStack().image(0)",
            ])
        }
        XCTAssertThrowsError(try Inbox().inspect().find(ViewType.ZStack.self)) { error in
            XCTAssertEqual(lines(of: error)[1], "There is no ZStack in the searched views.")
        }
    }

    func testIdOfAnotherTypeIsPointedOut() throws {
        XCTAssertThrowsError(try Text("a").id(7).inspect().find(viewWithId: "7")) { error in
            XCTAssertEqual(lines(of: error)[0], #"text().find(viewWithId: "7"): found no view with id "7" (searched 1 view below)"#)
            XCTAssertEqual(lines(of: error)[1], #"There is id 7 of type Int, but the search looked for "7" of type String."#)
        }
        XCTAssertThrowsError(try Inbox().inspect().find(viewWithTag: "x")) { error in
            XCTAssertEqual(lines(of: error)[1], "There is no tag in the searched views.")
        }
    }

    func testFailedAccessibilitySearches() throws {
        let sut = try VStack {
            Image("a").accessibilityIdentifier("profile.avatar").accessibilityLabel("Avatar")
        }.inspect()
        XCTAssertThrowsError(try sut.find(viewWithAccessibilityIdentifier: "profile.avatr")) { error in
            XCTAssertEqual(lines(of: error)[1], #"Did you mean "profile.avatar"?"#)
        }
        XCTAssertThrowsError(try sut.find(viewWithAccessibilityLabel: "avatar picture")) { error in
            XCTAssertEqual(lines(of: error)[1], #"Did you mean "Avatar"?"#)
        }
    }

    func testContainingWhenTheTextIsElsewhere() throws {
        XCTAssertThrowsError(try Inbox().inspect().find(Row.self, containing: "Inbox")) { error in
            XCTAssertEqual(lines(of: error)[0], #"view(Inbox.self).find(Row.self, containing: "Inbox"): found no Row containing text "Inbox" (searched 14 views below)"#)
            XCTAssertEqual(lines(of: error)[1], #"Text "Inbox" is at view(Inbox.self).vStack().text(0), but not inside a Row."#)
        }
    }

    func testSkipFoundPastTheLastMatch() throws {
        XCTAssertThrowsError(try Inbox().inspect().find(ViewType.Image.self, skipFound: 5)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Inbox.self).find(ViewType.Image.self, skipFound: 5): found 2 matches for Image,"
                    + " but skipFound: 5 skips past the last one (the last is skipFound: 1)")
        }
        XCTAssertThrowsError(try Inbox().inspect().find(skipFound: -1, where: { _ in true })) { error in
            XCTAssertEqual("\(error)", "view(Inbox.self).find(skipFound: -1, where: …): skipFound must not be negative (it is -1)")
        }
    }

    func testFailedSearchAmongTheAncestors() throws {
        let text = try Inbox().inspect().find(text: "Save")
        XCTAssertThrowsError(try text.find(ViewType.ZStack.self, relation: .parent)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Inbox.self).vStack().forEach(1).view(Row.self, 0).hStack().text(1)"
                    + ".find(ViewType.ZStack.self, relation: .parent): found no ZStack (searched 5 views among the ancestors)")
        }
    }

    func testTheDumpIsCapped() throws {
        let sut = try VStack { ForEach(0..<500) { Text("row \($0)") } }.inspect()
        XCTAssertThrowsError(try sut.find(text: "row 1000")) { error in
            let lines = lines(of: error)
            XCTAssertEqual(lines.count, 3 + InspectionLimits.failureDumpLines + 1)
            XCTAssertEqual(lines.last, "… and 382 more views; treeDump() shows them all")
        }
    }

    func testTheDumpIsBuiltOnlyWhenTheMessageIsRead() throws {
        let probe = Probe()
        let sut = try VStack { Text("a").id(probe) }.inspect()
        var thrown: Error?
        XCTAssertThrowsError(try sut.find(text: "b")) { thrown = $0 }
        XCTAssertEqual(probe.shown, 0)
        let message = "\(try XCTUnwrap(thrown))"
        XCTAssertTrue(message.contains(".id(probe)"))
        XCTAssertGreaterThan(probe.shown, 0)
    }
}
