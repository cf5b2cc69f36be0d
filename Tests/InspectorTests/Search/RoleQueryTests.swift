import Inspector
import ViewTree
import XCTest

/// `find(role:name:)` and `findAll(role:name:)`.
final class RoleQueryTests: XCTestCase {
    private struct Toolbar: View {
        var body: some View {
            HStack {
                Button("Cancel") {}
                Button("Save") {}
                Button { } label: { Image(systemName: "trash") }
                    .accessibilityLabel("Delete")
            }
        }
    }

    func testFindsByRoleAndName() throws {
        let sut = try Toolbar().inspect()
        XCTAssertEqual(try sut.find(role: .button, name: "Save").pathToRoot, "view(Toolbar.self).hStack().button(1)")
        XCTAssertEqual(try sut.find(role: .button, name: "Delete").pathToRoot, "view(Toolbar.self).hStack().button(2)")
        XCTAssertEqual(try sut.find(role: .button).pathToRoot, "view(Toolbar.self).hStack().button(0)")
        try sut.find(role: .button, name: "Save").button().tap()
    }

    func testFindAll() throws {
        let sut = try Toolbar().inspect()
        XCTAssertEqual(sut.findAll(role: .button).map(\.pathToRoot), [
            "view(Toolbar.self).hStack().button(0)", "view(Toolbar.self).hStack().button(1)",
            "view(Toolbar.self).hStack().button(2)",
        ])
        XCTAssertEqual(sut.findAll(role: .button, name: "Save").count, 1)
        XCTAssertEqual(sut.findAll(role: .toggle).count, 0)
        // The texts of the buttons' labels are part of the buttons.
        XCTAssertEqual(sut.findAll(role: .staticText).count, 0)
    }

    func testHeadersByTrait() throws {
        let sut = VStack {
            Text("Account").accessibilityAddTraits(.isHeader)
            Text("Email")
            Text("Privacy").accessibilityAddTraits(.isHeader)
        }
        XCTAssertEqual(try sut.inspect().findAll(role: .header).map { try $0.text().string() }, ["Account", "Privacy"])
        XCTAssertEqual(try sut.inspect().find(role: .staticText, name: "Email").pathToRoot, "vStack().text(1)")
    }

    func testHiddenElementsAreNotFound() throws {
        let sut = VStack {
            Button("Save") {}.accessibilityHidden(true)
            Button("Share") {}.hidden()
            HStack { Button("Undo") {} }.accessibilityElement(children: .ignore)
            Image(decorative: "logo").accessibilityAddTraits(.isButton)
        }
        let root = try sut.inspect()
        XCTAssertEqual(root.findAll(role: .button).count, 0)
        XCTAssertEqual(root.findAll(role: .image).count, 0)
        XCTAssertThrowsError(try root.find(role: .button, name: "Save")) { error in
            XCTAssertEqual(
                "\(error)",
                """
                vStack().find(role: .button, name: "Save"): found no element with role .button named "Save" (searched 9 views below)
                vStack().button(0) has role .button and name "Save", but it is hidden by .accessibilityHidden(true) on vStack().button(0).
                There is no element with role .button in the searched views.
                Searched views (as Inspector sees them):
                vStack()
                  button(0) .accessibilityHidden(true)
                    labelView().text() "Save"
                  button(1) .hidden()
                    labelView().text() "Share"
                  hStack(2) .accessibilityElement(children: .ignore)
                    button(0)
                      labelView().text() "Undo"
                  image(3) "logo" .accessibilityAddTraits(.isButton)
                """)
        }
        XCTAssertThrowsError(try root.find(role: .button)) { error in
            XCTAssertEqual(
                "\(error)".components(separatedBy: "\n").prefix(6).joined(separator: "\n"),
                """
                vStack().find(role: .button): found no element with role .button (searched 9 views below)
                vStack().button(0) has role .button and name "Save", but it is hidden by .accessibilityHidden(true) on vStack().button(0).
                vStack().button(1) has role .button and name "Share", but it is hidden by .hidden() on vStack().button(1).
                vStack().hStack(2).button(0) has role .button and name "Undo", but it is hidden by .accessibilityElement(children: .ignore) on vStack().hStack(2).
                vStack().image(3) has role .button, but it is hidden by Image(decorative:) on vStack().image(3).
                There is no element with role .button in the searched views.
                """)
        }
    }

    func testAFailureListsTheElementsOfTheRole() throws {
        let sut = try Toolbar().inspect()
        XCTAssertThrowsError(try sut.find(role: .button, name: "Sve")) { error in
            XCTAssertEqual((error as? InspectionError)?.reason, .searchFailed(query: "element with role .button named \"Sve\"", visited: 8, direction: "below"))
            XCTAssertEqual(
                "\(error)",
                """
                view(Toolbar.self).find(role: .button, name: "Sve"): found no element with role .button named "Sve" (searched 8 views below)
                The elements with role .button there:
                  "Cancel" at view(Toolbar.self).hStack().button(0)
                  "Save" at view(Toolbar.self).hStack().button(1)
                  "Delete" at view(Toolbar.self).hStack().button(2)
                Searched views (as Inspector sees them):
                view(Toolbar.self)
                  hStack()
                    button(0)
                      labelView().text() "Cancel"
                    button(1)
                      labelView().text() "Save"
                    button(2) .accessibilityLabel("Delete")
                      labelView().image() systemName: "trash"
                """)
        }
    }

    func testAFailureSaysWhenNothingHasTheRole() throws {
        let sut = try Text("Hi").inspect()
        XCTAssertThrowsError(try sut.find(role: .toggle, name: "Wi-Fi")) { error in
            XCTAssertEqual(
                "\(error)",
                """
                text().find(role: .toggle, name: "Wi-Fi"): found no element with role .toggle named "Wi-Fi" (searched 1 view below)
                There is no element with role .toggle in the searched views.
                Searched views (as Inspector sees them):
                text() "Hi"
                """)
        }
    }

    func testAFailureSaysWhatAMergedMatchIsPartOf() throws {
        let sut = try HStack { Toggle("Wi-Fi", isOn: .constant(true)); Text("On") }
            .accessibilityElement(children: .combine).inspect()
        XCTAssertEqual(try sut.find(role: .toggle, name: "Wi-Fi, On").pathToRoot, "hStack()")
        XCTAssertThrowsError(try sut.find(role: .toggle, name: "Wi-Fi")) { error in
            XCTAssertEqual(
                "\(error)".components(separatedBy: "\n").prefix(4).joined(separator: "\n"),
                """
                hStack().find(role: .toggle, name: "Wi-Fi"): found no element with role .toggle named "Wi-Fi" (searched 4 views below)
                hStack().toggle(0) has role .toggle and name "Wi-Fi", but it is read as part of the element at hStack().
                The elements with role .toggle there:
                  "Wi-Fi, On" at hStack()
                """)
        }
    }

    func testLongListsAreCut() throws {
        let sut = try VStack { ForEach(0..<10) { Button("Item \($0)") {} } }.inspect()
        XCTAssertThrowsError(try sut.find(role: .button, name: "Item 10")) { error in
            let lines = "\(error)".components(separatedBy: "\n")
            XCTAssertEqual(lines[1], "The elements with role .button there:")
            XCTAssertEqual(lines[9], "  \"Item 7\" at vStack().forEach(0).button(7)")
            XCTAssertEqual(lines[10], "  … and 2 more")
        }
    }

    func testFindAllFromAHandleThatFailedIsEmpty() throws {
        let sut = try Text("a").inspect()
        XCTAssertThrowsError(try sut.hStack())
        XCTAssertEqual(sut.findAll(role: .staticText).count, 1)
    }

    // MARK: - Matching names

    func testNamesByTextMatch() throws {
        let sut = try Toolbar().inspect()
        XCTAssertEqual(try sut.find(role: .button, name: .substring("anc")).pathToRoot, "view(Toolbar.self).hStack().button(0)")
        XCTAssertEqual(
            try sut.find(role: .button, name: .exact("SAVE", options: .caseInsensitive)).pathToRoot,
            "view(Toolbar.self).hStack().button(1)")
        XCTAssertEqual(sut.findAll(role: .button, name: .regex(/^[CD]/)).count, 2)
        XCTAssertThrowsError(try sut.find(role: .button, name: .substring("Print"))) { error in
            XCTAssertEqual(
                "\(error)".components(separatedBy: "\n").prefix(2).joined(separator: "\n"),
                """
                view(Toolbar.self).find(role: .button, name: .substring("Print")): found no element with role .button named \
                containing "Print" (searched 8 views below)
                The elements with role .button there:
                """)
        }
    }

    func testAHiddenMatchIsReportedForATextMatchToo() throws {
        let sut = try Button("Save draft") {}.accessibilityHidden(true).inspect()
        XCTAssertThrowsError(try sut.find(role: .button, name: .substring("draft"))) { error in
            XCTAssertEqual(
                "\(error)".components(separatedBy: "\n")[1],
                "button() has role .button and name \"Save draft\", but it is hidden by .accessibilityHidden(true) on button().")
        }
    }

    // MARK: - The strict form

    func testFindUnique() throws {
        let sut = try Toolbar().inspect()
        XCTAssertEqual(try sut.findUnique(role: .button, name: "Save").pathToRoot, "view(Toolbar.self).hStack().button(1)")
        XCTAssertEqual(
            try sut.findUnique(role: .button, name: .substring("Del")).pathToRoot, "view(Toolbar.self).hStack().button(2)")
        XCTAssertThrowsError(try sut.findUnique(role: .button)) { error in
            XCTAssertEqual(
                "\(error)",
                """
                view(Toolbar.self).findUnique(role: .button): found 3 matches for element with role .button, expected exactly one:
                  view(Toolbar.self).hStack().button(0)
                  view(Toolbar.self).hStack().button(1)
                  view(Toolbar.self).hStack().button(2)
                If any of them will do, find(role: .button) returns the first; to mean one of them, search from a view around \
                it, or narrow the query.
                """)
        }
        XCTAssertThrowsError(try sut.findUnique(role: .toggle, name: "Wi-Fi")) { error in
            XCTAssertEqual(
                "\(error)".components(separatedBy: "\n").prefix(2).joined(separator: "\n"),
                """
                view(Toolbar.self).findUnique(role: .toggle, name: "Wi-Fi"): found no element with role .toggle named "Wi-Fi" \
                (searched 8 views below)
                There is no element with role .toggle in the searched views.
                """)
        }
    }
}
