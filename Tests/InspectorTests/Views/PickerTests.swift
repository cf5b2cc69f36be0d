import Inspector
import ViewTree
import XCTest

private enum PawSize: String, CaseIterable, Identifiable {
    case small, medium, large
    var id: Self { self }
}

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private struct SizeForm: View {
    @State var size = PawSize.small
    var body: some View {
        VStack {
            Picker("Paw Size", selection: $size) {
                Text("Small").tag(PawSize.small)
                Text("Medium").tag(PawSize.medium)
                Text("Large").tag(PawSize.large)
            }
            Text("Chosen: \(size.rawValue)")
        }
    }
}

private struct FlavorForm: View {
    @State var flavor = "Vanilla"
    let flavors = ["Chocolate", "Vanilla", "Strawberry"]
    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(flavors, id: \.self) { Text($0) }
            }
            Text("Chosen: \(flavor)")
        }
    }
}

private struct SizeOption: View {
    let size: PawSize
    var body: some View {
        Text(size.rawValue.capitalized)
    }
}

private func sizePicker(_ selection: Binding<PawSize>) -> some View {
    Picker("Paw Size", selection: selection) {
        Text("Small").tag(PawSize.small)
        Text("Medium").tag(PawSize.medium)
        Text("Large").tag(PawSize.large)
    }
}

final class PickerTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    // MARK: - Initializers and labels

    func testTitleFormHasATextLabelAndItsOptionsAsContent() throws {
        let sut = try sizePicker(.constant(.small)).inspect().picker()
        XCTAssertEqual(try sut.labelView().text().string(), "Paw Size")
        XCTAssertEqual(try sut.labelView().text().pathToRoot, "picker().labelView().text()")
        XCTAssertEqual(sut.count, 3)
        XCTAssertEqual(try sut.text(1).string(), "Medium")
        XCTAssertEqual(try sut.text(1).pathToRoot, "picker().text(1)")
        XCTAssertEqual(try sut.text(2).tag(), AnyHashable(PawSize.large))
    }

    func testStringTitleForm() throws {
        let title = "Size"
        let sut = Picker(title, selection: .constant(PawSize.small)) { Text("Small").tag(PawSize.small) }
        XCTAssertEqual(try sut.inspect().picker().labelView().text().string(), "Size")
    }

    func testLabelBuilderForm() throws {
        let sut = Picker(selection: .constant(1)) {
            Text("One").tag(1)
        } label: {
            Label("Count", systemImage: "number")
        }
        let label = try sut.inspect().picker().labelView().label()
        XCTAssertEqual(try label.title().text().string(), "Count")
        XCTAssertEqual(try label.icon().image().actualImage().name(), "number")
    }

    func testLabelValueForm() throws {
        let sut = Picker(selection: .constant(1), label: Text("Count")) {
            Text("One").tag(1)
            Text("Two").tag(2)
        }
        XCTAssertEqual(try sut.inspect().picker().labelView().text().string(), "Count")
        XCTAssertEqual(try sut.inspect().picker().text(1).string(), "Two")
    }

    func testSystemImageForm() throws {
        let sut = Picker("Size", systemImage: "ruler", selection: .constant(PawSize.small)) {
            Text("Small").tag(PawSize.small)
        }
        let label = try sut.inspect().picker().labelView().label()
        XCTAssertEqual(try label.title().text().string(), "Size")
        XCTAssertEqual(try label.icon().image().actualImage().name(), "ruler")
        let title = "Size"
        let stringForm = Picker(title, systemImage: "ruler", selection: .constant(PawSize.small)) {
            Text("Small").tag(PawSize.small)
        }
        XCTAssertEqual(try stringForm.inspect().picker().labelView().label().title().text().string(), "Size")
    }

    // MARK: - select(value:) and selectedValue()

    func testSelectWritesThroughTheBinding() throws {
        let selection = Binding<PawSize>(wrappedValue: .small)
        let sut = sizePicker(selection)
        try sut.inspect().picker().select(value: PawSize.large)
        XCTAssertEqual(selection.wrappedValue, .large)
        XCTAssertEqual(try sut.inspect().picker().selectedValue(), PawSize.large)
        XCTAssertEqual(try sut.inspect().picker().selectedValue(PawSize.self), .large)
        XCTAssertEqual(try sut.inspect().picker().selectedValue(AnyHashable.self), AnyHashable(PawSize.large))
    }

    func testSelectChangesTheStateOfTheViewAroundIt() throws {
        let sut = SizeForm()
        try sut.inspect().find(ViewType.Picker.self).select(value: PawSize.medium)
        XCTAssertEqual(try sut.inspect().find(ViewType.Picker.self).selectedValue(), PawSize.medium)
        XCTAssertNoThrow(try sut.inspect().find(text: "Chosen: medium"))
    }

    func testSelectInAHostedViewIsSeenByTheNextInspection() throws {
        let hosted = ViewHosting.host(view: SizeForm())
        try hosted.inspect().find(ViewType.Picker.self).select(value: PawSize.large)
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Chosen: large")
        XCTAssertEqual(try hosted.inspect().vStack().picker(0).selectedValue(), PawSize.large)
    }

    func testForEachElementIDsAreTheTags() throws {
        let sut = FlavorForm()
        let picker = try sut.inspect().find(ViewType.Picker.self)
        XCTAssertEqual(try picker.forEach(0).text(2).string(), "Strawberry")
        try picker.select(value: "Strawberry")
        XCTAssertNoThrow(try sut.inspect().find(text: "Chosen: Strawberry"))
        let hosted = ViewHosting.host(view: FlavorForm())
        try hosted.inspect().find(ViewType.Picker.self).select(value: "Chocolate")
        XCTAssertNoThrow(try hosted.inspect().find(text: "Chosen: Chocolate"))
    }

    func testIdentifiableElementsAndYourOwnViewsAsOptions() throws {
        let selection = Binding<PawSize>(wrappedValue: .small)
        let sut = Picker("Size", selection: selection) {
            ForEach(PawSize.allCases) { SizeOption(size: $0) }
        }
        try sut.inspect().picker().select(value: PawSize.medium)
        XCTAssertEqual(selection.wrappedValue, .medium)
        XCTAssertEqual(try sut.inspect().picker().forEach(0).view(SizeOption.self, 1).text().string(), "Medium")
    }

    func testAnExplicitTagWinsOverTheElementID() throws {
        let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
        let selection = Binding<String>(wrappedValue: "Apple")
        let sut = Picker("Fruit", selection: selection) {
            ForEach(fruits) { Text($0.name).tag($0.name) }
        }
        try sut.inspect().picker().select(value: "Pear")
        XCTAssertEqual(selection.wrappedValue, "Pear")
    }

    func testGroupsAnyViewsAndYourViewsAreLookedThroughButAStackIsOneOption() throws {
        let selection = Binding<Int>(wrappedValue: 0)
        let sut = Picker("Number", selection: selection) {
            Group {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            AnyView(Text("Three").tag(3))
            HStack { Text("Four").tag(4) }
        }
        try sut.inspect().picker().select(value: 2)
        XCTAssertEqual(selection.wrappedValue, 2)
        try sut.inspect().picker().select(value: 3)
        XCTAssertEqual(selection.wrappedValue, 3)
        XCTAssertThrowsError(try sut.inspect().picker().select(value: 4)) { error in
            XCTAssertEqual(
                "\(error)",
                "picker().select(value:): the value 4 is not the tag of any option of the Picker; the options' tags: 1, 2, 3")
        }
        XCTAssertEqual(selection.wrappedValue, 3)
    }

    func testSectionsOfOptionsAreLookedThrough() throws {
        let selection = Binding<Int>(wrappedValue: 0)
        let sut = Picker("Number", selection: selection) {
            Section("Small") {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            Section {
                Text("Ten").tag(10)
            } header: {
                Text("Large")
            }
        }
        try sut.inspect().picker().select(value: 10)
        XCTAssertEqual(selection.wrappedValue, 10)
        try sut.inspect().picker().select(value: 2)
        XCTAssertEqual(selection.wrappedValue, 2)
        XCTAssertThrowsError(try sut.inspect().picker().select(value: 3)) { error in
            XCTAssertEqual(
                "\(error)",
                "picker().select(value:): the value 3 is not the tag of any option of the Picker; the options' tags: 1, 2, 10")
        }
        XCTAssertEqual(try sut.inspect().picker().find(text: "Large").pathToRoot, "picker().section(1).header().text()")
    }

    // MARK: - Optional selection

    func testOptionalSelectionWithOptionalTags() throws {
        let selection = Binding<PawSize?>(wrappedValue: nil)
        let sut = Picker("Size", selection: selection) {
            Text("None").tag(PawSize?.none)
            Text("Small").tag(Optional(PawSize.small))
            Text("Medium").tag(PawSize.medium)
        }
        try sut.inspect().picker().select(value: Optional(PawSize.small))
        XCTAssertEqual(selection.wrappedValue, .small)
        // A tag of type `PawSize` stands for `Optional(PawSize.medium)` too, as in SwiftUI.
        try sut.inspect().picker().select(value: PawSize.medium)
        XCTAssertEqual(selection.wrappedValue, .medium)
        XCTAssertEqual(try sut.inspect().picker().selectedValue(PawSize?.self), .medium)
        try sut.inspect().picker().select(value: PawSize?.none)
        XCTAssertNil(selection.wrappedValue)
        XCTAssertNil(try sut.inspect().picker().selectedValue(PawSize?.self))
    }

    func testATagWithoutIncludeOptionalDoesNotStandForAnOptional() throws {
        let selection = Binding<PawSize?>(wrappedValue: nil)
        let sut = Picker("Size", selection: selection) {
            Text("Small").tag(PawSize.small, includeOptional: false)
            Text("Large").tag(PawSize?.some(.large))
        }
        XCTAssertThrowsError(try sut.inspect().picker().select(value: PawSize.small)) { error in
            XCTAssertEqual(
                "\(error)",
                "picker().select(value:): the value .small is not the tag of any option of the Picker; the options' tags:"
                    + " .large; tags of another type than the selection's Optional<PawSize> stand for no value: .small (PawSize)")
        }
        XCTAssertNil(selection.wrappedValue)
    }

    // MARK: - Errors

    func testSelectingAValueNoOptionHasListsTheOptions() throws {
        let selection = Binding<PawSize>(wrappedValue: .small)
        let sut = Picker("Size", selection: selection) {
            Text("Small").tag(PawSize.small)
            Text("Medium").tag(PawSize.medium)
        }
        XCTAssertThrowsError(try sut.inspect().picker().select(value: PawSize.large)) { error in
            XCTAssertEqual(
                "\(error)",
                "picker().select(value:): the value .large is not the tag of any option of the Picker;"
                    + " the options' tags: .small, .medium")
        }
        XCTAssertEqual(selection.wrappedValue, .small)
    }

    func testSelectingAValueOfAnotherTypeThrows() throws {
        XCTAssertThrowsError(try sizePicker(.constant(.small)).inspect().picker().select(value: "large")) { error in
            XCTAssertEqual(
                "\(error)",
                "picker().select(value:): the value \"large\" is a String, but the Picker's selection is a PawSize")
        }
    }

    func testTagsOfAnotherTypeThanTheSelectionAreNamed() throws {
        let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
        let sut = Picker("Fruit", selection: .constant("Apple")) {
            ForEach(fruits) { Text($0.name) }
        }
        XCTAssertThrowsError(try sut.inspect().picker().select(value: "Pear")) { error in
            XCTAssertEqual(
                "\(error)",
                "picker().select(value:): the value \"Pear\" is not the tag of any option of the Picker; none of its"
                    + " options has a tag of the selection's type, String; tags of another type than the selection's"
                    + " String stand for no value: 1 (Int), 2 (Int)")
        }
    }

    func testOptionsWithoutTags() throws {
        let sut = Picker("Flavor", selection: .constant("Vanilla")) {
            Text("Chocolate")
            Text("Vanilla")
        }
        XCTAssertThrowsError(try sut.inspect().picker().select(value: "Vanilla")) { error in
            XCTAssertEqual(
                "\(error)",
                "picker().select(value:): the value \"Vanilla\" is not the tag of any option of the Picker; none of its"
                    + " options has a tag of the selection's type, String")
        }
    }

    func testSelectOnADisabledPickerThrowsAndWritesNothing() throws {
        let selection = Binding<PawSize>(wrappedValue: .small)
        let sut = sizePicker(selection).disabled(true)
        XCTAssertThrowsError(try sut.inspect().picker().select(value: PawSize.large)) { error in
            XCTAssertEqual("\(error)", "picker().select(value:): Picker is disabled by .disabled(true) on itself")
        }
        let inForm = VStack { sizePicker(selection) }.disabled(true)
        XCTAssertThrowsError(try inForm.inspect().vStack().picker(0).select(value: PawSize.large)) { error in
            XCTAssertEqual(
                "\(error)", "vStack().picker(0).select(value:): Picker is disabled by .disabled(true) on its ancestor vStack()")
        }
        XCTAssertEqual(selection.wrappedValue, .small)
    }

    func testSelectOnAHiddenPickerThrows() throws {
        let sut = sizePicker(.constant(.small)).hidden()
        XCTAssertThrowsError(try sut.inspect().picker().select(value: PawSize.large)) { error in
            XCTAssertEqual("\(error)", "picker().select(value:): Picker is hidden by .hidden() on itself")
        }
    }

    func testSelectingADisabledOptionThrows() throws {
        let selection = Binding<PawSize>(wrappedValue: .small)
        let sut = Picker("Size", selection: selection) {
            Text("Small").tag(PawSize.small)
            Text("Large").tag(PawSize.large).disabled(true)
        }
        XCTAssertThrowsError(try sut.inspect().picker().select(value: PawSize.large)) { error in
            XCTAssertEqual(
                "\(error)", "picker().select(value:): Picker option .large is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(selection.wrappedValue, .small)
    }

    func testSelectedValueOfAnotherTypeThrows() throws {
        XCTAssertThrowsError(try sizePicker(.constant(.small)).inspect().picker().selectedValue(String.self)) { error in
            XCTAssertEqual(
                "\(error)", "picker().selectedValue(): String.self is not the type of the Picker's selection, PawSize")
        }
    }

    func testUnwrappingAnotherViewAsAPickerThrows() throws {
        XCTAssertThrowsError(try Text("a").inspect().picker()) { error in
            XCTAssertEqual("\(error)", "picker(): expected Picker, found Text")
        }
    }

    // MARK: - Search and paths

    func testSearchReachesOptionsAndLabel() throws {
        let sut = try SizeForm().inspect()
        XCTAssertEqual(try sut.find(text: "Medium").pathToRoot, "view(SizeForm.self).vStack().picker(0).text(1)")
        XCTAssertEqual(try sut.find(text: "Paw Size").pathToRoot, "view(SizeForm.self).vStack().picker(0).labelView().text()")
        XCTAssertEqual(
            try sut.findAll(ViewType.Text.self).map { try $0.string() },
            ["Small", "Medium", "Large", "Paw Size", "Chosen: small"])
        XCTAssertEqual(try sut.find(viewWithTag: PawSize.large).text().string(), "Large")
        XCTAssertEqual(try sut.find(text: "Large").parent().picker().labelView().text().string(), "Paw Size")
    }

    func testEveryPathIsAChain() throws {
        try assertEveryPathIsAChain(
            of: SizeForm(), types: ["SizeForm": ViewToken<SizeForm>()])
        try assertEveryPathIsAChain(
            of: Picker("Size", selection: .constant(PawSize.small)) {
                ForEach(PawSize.allCases) { SizeOption(size: $0) }
            }, types: ["SizeOption": ViewToken<SizeOption>()])
    }
}
