import Inspector
import ViewTree
import XCTest

private struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

private let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear"), Fruit(id: 3, name: "Plum")]

private struct FruitRow: View {
    let fruit: Fruit
    @State var taps = 0
    var body: some View {
        Button("\(fruit.name): \(taps)") { taps += 1 }
    }
}

private struct Picking: View {
    @State var selected: Int?
    var body: some View {
        VStack {
            Text("Selected: \(selected.map(String.init) ?? "none")")
            List(fruits, selection: $selected) { FruitRow(fruit: $0) }
        }
    }
}

private struct PickingByName: View {
    @State var selected: Set<String> = []
    var body: some View {
        VStack {
            Text("Selected: \(selected.sorted().joined(separator: ", "))")
            List(fruits, id: \.name, selection: $selected) { Text($0.name) }
        }
    }
}

private struct DisabledPicking: View {
    @State var selected: Int?
    var body: some View {
        VStack {
            Text("Selected: \(selected.map(String.init) ?? "none")")
            List(fruits, selection: $selected) { FruitRow(fruit: $0).disabled($0.id == 2) }
        }
    }
}

final class ListTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    // MARK: - Initializers

    func testStaticRows() throws {
        let list = try List {
            Text("Inbox")
            Text("Sent")
        }.inspect().list()
        XCTAssertEqual(list.count, 2)
        XCTAssertEqual(try list.text(1).string(), "Sent")
        XCTAssertEqual(try list.text(1).pathToRoot, "list().text(1)")
        XCTAssertEqual(try List { Text("Only") }.inspect().list().text(0).pathToRoot, "list().text(0)")
    }

    func testRowsFromIdentifiableData() throws {
        let list = try List(fruits) { Text($0.name) }.inspect().list()
        XCTAssertEqual(try list.forEach(0).count, 3)
        XCTAssertEqual(try list.forEach(0).text(2).string(), "Plum")
        XCTAssertEqual(try list.forEach(0).elementIDs(), [1, 2, 3])
        XCTAssertEqual(try list.forEach(0).text(2).pathToRoot, "list().forEach(0).text(2)")
    }

    func testRowsFromDataWithAKeyPathIdentity() throws {
        let list = try List(["a", "b"], id: \.self) { Text($0) }.inspect().list()
        XCTAssertEqual(try list.forEach(0).elementIDs(), ["a", "b"])
        XCTAssertEqual(try list.forEach(0).text(1).string(), "b")
    }

    func testRowsFromARange() throws {
        let list = try List(0..<4) { Text("Row \($0)") }.inspect().list()
        XCTAssertEqual(try list.forEach(0).text(3).string(), "Row 3")
    }

    func testRowsFromAForEachWithSectionsAndStaticRows() throws {
        let sut = List {
            Text("Pinned")
            Section("Fruit") {
                ForEach(fruits) { Text($0.name) }
            }
        }
        let list = try sut.inspect().list()
        XCTAssertEqual(try list.section(1).forEach(0).text(0).string(), "Apple")
        XCTAssertEqual(try list.section(1).header().text().string(), "Fruit")
    }

    // MARK: - Search

    func testSearchReachesRowsAndTheirCustomViews() throws {
        let sut = List(fruits) { FruitRow(fruit: $0) }
        let pear = try sut.inspect().find(button: "Pear: 0")
        XCTAssertEqual(pear.pathToRoot, "list().forEach(0).view(FruitRow.self, 1).button()")
        XCTAssertEqual(try sut.inspect().list().forEach(0).view(FruitRow.self, 1).button().labelView().text().string(), "Pear: 0")
        XCTAssertEqual(try sut.inspect().find(text: "Plum: 0").pathToRoot, "list().forEach(0).view(FruitRow.self, 2).button().labelView().text()")
    }

    // MARK: - Selection

    func testSingleSelectionWritesThroughTheBinding() throws {
        let selection = Binding<Int?>(wrappedValue: nil)
        let sut = List(fruits, selection: selection) { Text($0.name) }
        XCTAssertNil(try sut.inspect().list().selectedValue(Int?.self))
        try sut.inspect().list().select(value: 2)
        XCTAssertEqual(selection.wrappedValue, 2)
        XCTAssertEqual(try sut.inspect().list().selectedValue(), 2)
        XCTAssertEqual(try sut.inspect().list().selectedValue(Int?.self), 2)
        try sut.inspect().list().select(value: 3)
        XCTAssertEqual(selection.wrappedValue, 3)
        try sut.inspect().list().deselect(value: 2)
        XCTAssertEqual(selection.wrappedValue, 3, "deselecting a row that is not selected changes nothing")
        try sut.inspect().list().deselect(value: 3)
        XCTAssertNil(selection.wrappedValue)
    }

    func testMultipleSelectionAddsAndRemoves() throws {
        let selection = Binding<Set<String>>(wrappedValue: [])
        let sut = List(selection: selection) {
            Text("Inbox").tag("inbox")
            Text("Sent").tag("sent")
            Text("Drafts").tag("drafts")
        }
        try sut.inspect().list().select(value: "inbox")
        try sut.inspect().list().select(value: "drafts")
        XCTAssertEqual(selection.wrappedValue, ["inbox", "drafts"])
        XCTAssertEqual(try sut.inspect().list().selectedValue(Set<String>.self), ["inbox", "drafts"])
        try sut.inspect().list().deselect(value: "inbox")
        XCTAssertEqual(selection.wrappedValue, ["drafts"])
        XCTAssertEqual(try sut.inspect().list().rowSelectionValues(), ["inbox", "sent", "drafts"])
    }

    func testOptionalSelectionOverDataWithAKeyPathIdentity() throws {
        let selection = Binding<String?>(wrappedValue: nil)
        let sut = List(["Inbox", "Sent", "Drafts"], id: \.self, selection: selection) { Text($0) }
        XCTAssertEqual(try sut.inspect().list().rowSelectionValues(), ["Inbox", "Sent", "Drafts"])
        XCTAssertNil(try sut.inspect().list().selectedValue(String?.self))
        try sut.inspect().list().select(value: "Sent")
        XCTAssertEqual(selection.wrappedValue, "Sent")
        XCTAssertEqual(try sut.inspect().list().selectedValue(String?.self), "Sent")
        try sut.inspect().list().select(value: "Drafts")
        XCTAssertEqual(selection.wrappedValue, "Drafts", "a list that selects one row replaces the selection")
        try sut.inspect().list().deselect(value: "Inbox")
        XCTAssertEqual(selection.wrappedValue, "Drafts", "deselecting a row that is not selected changes nothing")
        try sut.inspect().list().deselect(value: "Drafts")
        XCTAssertNil(selection.wrappedValue)
        XCTAssertEqual(try sut.inspect().list().forEach(0).text(1).pathToRoot, "list().forEach(0).text(1)")
    }

    func testSetSelectionOverDataWithAKeyPathIdentity() throws {
        let selection = Binding<Set<Int>>(wrappedValue: [2])
        let sut = List(fruits, id: \.id, selection: selection) { Text($0.name) }
        XCTAssertEqual(try sut.inspect().list().rowSelectionValues(), [1, 2, 3])
        XCTAssertEqual(try sut.inspect().list().selectedValue(Set<Int>.self), [2])
        try sut.inspect().list().select(value: 3)
        try sut.inspect().list().select(value: 1)
        XCTAssertEqual(selection.wrappedValue, [1, 2, 3], "a list that selects several rows adds to the selection")
        try sut.inspect().list().select(value: 3)
        XCTAssertEqual(selection.wrappedValue, [1, 2, 3], "selecting a selected row keeps it selected")
        try sut.inspect().list().deselect(value: 2)
        XCTAssertEqual(selection.wrappedValue, [1, 3])
        XCTAssertEqual(try sut.inspect().list().selectedValue(Set<Int>.self), [1, 3])
        try sut.inspect().list().deselect(value: 1)
        try sut.inspect().list().deselect(value: 3)
        XCTAssertEqual(try sut.inspect().list().selectedValue(Set<Int>.self), [])
    }

    func testSelectionOverDataWithAKeyPathIdentityRefusesOtherValues() throws {
        let selection = Binding<Set<Int>>(wrappedValue: [])
        let sut = List(fruits, id: \.id, selection: selection) { Text($0.name) }
        XCTAssertThrowsError(try sut.inspect().list().select(value: 9)) { error in
            XCTAssertEqual(
                "\(error)", "list().select(value:): value 9 is the selection value of no row; the rows' values: 1, 2, 3")
        }
        XCTAssertThrowsError(try sut.inspect().list().deselect(value: "Pear")) { error in
            XCTAssertEqual(
                "\(error)",
                "list().deselect(value:): value \"Pear\" (String) is not of the type of the List's selection values, Int")
        }
        XCTAssertThrowsError(try sut.inspect().list().selectedValue(Int?.self)) { error in
            XCTAssertEqual(
                "\(error)", "list().selectedValue(): Optional<Int>.self is not the type of the List's selection, Set<Int>")
        }
        XCTAssertEqual(selection.wrappedValue, [])
    }

    func testSelectionOverDataWithAKeyPathIdentityIsHostedState() throws {
        let hosted = ViewHosting.host(view: PickingByName())
        try hosted.inspect().find(ViewType.List.self).select(value: "Pear")
        try hosted.inspect().find(ViewType.List.self).select(value: "Apple")
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Selected: Apple, Pear")
        try hosted.inspect().find(ViewType.List.self).deselect(value: "Apple")
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Selected: Pear")
        XCTAssertEqual(try hosted.inspect().find(ViewType.List.self).selectedValue(Set<String>.self), ["Pear"])
    }

    func testRowTagsTakePrecedenceOverForEachIDs() throws {
        let sut = List(selection: Binding<String?>(wrappedValue: nil)) {
            ForEach(fruits) { Text($0.name).tag($0.name) }
            Text("Untagged")
        }
        XCTAssertEqual(try sut.inspect().list().rowSelectionValues(), ["Apple", "Pear", "Plum"])
    }

    func testSelectionIsHostedState() throws {
        let hosted = ViewHosting.host(view: Picking())
        try hosted.inspect().find(ViewType.List.self).select(value: 3)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Selected: 3")
        XCTAssertEqual(try hosted.inspect().find(ViewType.List.self).selectedValue(), 3)
    }

    func testRowStateIsKeptWhenHosted() throws {
        let hosted = ViewHosting.host(view: Picking())
        try hosted.inspect().find(button: "Pear: 0").tap()
        try hosted.inspect().find(ViewType.List.self).select(value: 1)
        XCTAssertNoThrow(try hosted.inspect().find(button: "Pear: 1"))
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Selected: 1")
    }

    // MARK: - Errors

    func testSelectingAValueNoRowHasListsTheRows() throws {
        let selection = Binding<Int?>(wrappedValue: nil)
        let sut = List(fruits, selection: selection) { Text($0.name) }
        XCTAssertThrowsError(try sut.inspect().list().select(value: 7)) { error in
            XCTAssertEqual(
                "\(error)", "list().select(value:): value 7 is the selection value of no row; the rows' values: 1, 2, 3")
        }
        XCTAssertNil(selection.wrappedValue)
    }

    func testSelectingAValueOfAnotherType() throws {
        let sut = List(fruits, selection: Binding<Int?>(wrappedValue: nil)) { Text($0.name) }
        XCTAssertThrowsError(try sut.inspect().list().select(value: "Pear")) { error in
            XCTAssertEqual(
                "\(error)",
                "list().select(value:): value \"Pear\" (String) is not of the type of the List's selection values, Int")
        }
    }

    func testSelectingInAListWithoutSelection() throws {
        let sut = List(fruits) { Text($0.name) }
        XCTAssertThrowsError(try sut.inspect().list().select(value: 1)) { error in
            XCTAssertEqual(
                "\(error)",
                "list().select(value:): List's selection cannot be read: it was made without a selection (List(selection:))")
        }
        XCTAssertThrowsError(try sut.inspect().list().selectedValue(Int?.self)) { error in
            XCTAssertEqual(
                "\(error)",
                "list().selectedValue(): List's selection cannot be read: it was made without a selection (List(selection:))")
        }
    }

    func testSelectedValueOfAnotherType() throws {
        let sut = List(fruits, selection: Binding<Set<Int>>(wrappedValue: [1])) { Text($0.name) }
        XCTAssertThrowsError(try sut.inspect().list().selectedValue(Int.self)) { error in
            XCTAssertEqual(
                "\(error)", "list().selectedValue(): Int.self is not the type of the List's selection, Set<Int>")
        }
    }

    func testSelectingInADisabledListThrows() throws {
        let selection = Binding<Int?>(wrappedValue: nil)
        let sut = List(fruits, selection: selection) { Text($0.name) }.disabled(true)
        XCTAssertThrowsError(try sut.inspect().list().select(value: 1)) { error in
            XCTAssertEqual("\(error)", "list().select(value:): List is disabled by .disabled(true) on itself")
        }
        XCTAssertNil(selection.wrappedValue)
    }

    func testSelectingADisabledRowThrowsNamingTheRow() throws {
        let selection = Binding<Set<Int>>(wrappedValue: [1])
        let sut = List(selection: selection) {
            Text("Apple").tag(1).disabled(true)
            ForEach(fruits.dropFirst()) { fruit in
                Text(fruit.name).disabled(fruit.id == 3)
            }
        }
        XCTAssertThrowsError(try sut.inspect().list().select(value: 3)) { error in
            XCTAssertEqual(
                "\(error)",
                "list().select(value:): List row 3 at list().forEach(1).text(1) is disabled by .disabled(true) on itself")
        }
        XCTAssertThrowsError(try sut.inspect().list().deselect(value: 1)) { error in
            XCTAssertEqual(
                "\(error)", "list().deselect(value:): List row 1 at list().text(0) is disabled by .disabled(true) on itself")
        }
        try sut.inspect().list().select(value: 2)
        XCTAssertEqual(selection.wrappedValue, [1, 2])
    }

    func testSelectingARowInADisabledSectionThrows() throws {
        let selection = Binding<String?>(wrappedValue: nil)
        let sut = List(selection: selection) {
            Section("Fruit") { Text("Apple").tag("apple") }.disabled(true)
            Text("Bread").tag("bread")
        }
        XCTAssertThrowsError(try sut.inspect().list().select(value: "apple")) { error in
            XCTAssertEqual(
                "\(error)",
                "list().select(value:): List row \"apple\" at list().section(0).text(0) is disabled by .disabled(true)"
                    + " on its ancestor list().section(0)")
        }
        XCTAssertNil(selection.wrappedValue)
    }

    func testSelectingAHiddenRowOrInAHiddenListThrows() throws {
        let selection = Binding<Int?>(wrappedValue: nil)
        let sut = List(selection: selection) {
            Text("Apple").tag(1)
            Text("Pear").tag(2).hidden()
        }
        XCTAssertThrowsError(try sut.inspect().list().select(value: 2)) { error in
            XCTAssertEqual("\(error)", "list().select(value:): List row 2 at list().text(1) is hidden by .hidden() on itself")
        }
        XCTAssertThrowsError(try sut.hidden().inspect().list().select(value: 1)) { error in
            XCTAssertEqual("\(error)", "list().select(value:): List is hidden by .hidden() on itself")
        }
        XCTAssertNil(selection.wrappedValue)
    }

    func testADisabledRowIsRefusedWhenHosted() throws {
        let hosted = ViewHosting.host(view: DisabledPicking())
        XCTAssertThrowsError(try hosted.inspect().find(ViewType.List.self).select(value: 2)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(DisabledPicking.self).vStack().list(1).select(value:): List row 2 at"
                    + " view(DisabledPicking.self).vStack().list(1).forEach(0).view(FruitRow.self, 1) is disabled by"
                    + " .disabled(true) on itself")
        }
        try hosted.inspect().find(ViewType.List.self).select(value: 1)
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Selected: 1")
    }

    func testUnwrappingAnotherKindAsAList() throws {
        XCTAssertThrowsError(try Text("a").inspect().list()) { error in
            XCTAssertEqual("\(error)", "list(): expected List, found Text")
        }
        XCTAssertThrowsError(try List { Text("a") }.inspect().list().text(3)) { error in
            XCTAssertEqual("\(error)", "list().text(3): index 3 is out of range: List has 1 child view (valid indices: 0...0)")
        }
    }
}
