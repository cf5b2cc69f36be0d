import Inspector
import ViewTree
import XCTest

private struct Toggler: View {
    let title: String
    @State var isOn = false
    var body: some View {
        Button("\(title): \(isOn ? "on" : "off")") { isOn.toggle() }
    }
}

private struct Advanced: View {
    @State var tapsOutside = 0
    var body: some View {
        VStack {
            Button("Outside \(tapsOutside)") { tapsOutside += 1 }
            DisclosureGroup("Advanced") {
                Toggler(title: "Debug")
            }
        }
    }
}

private struct Bound: View {
    @State var showsDetails = false
    var body: some View {
        VStack {
            Text(showsDetails ? "shown" : "hidden")
            DisclosureGroup(isExpanded: $showsDetails) {
                Text("Details")
            } label: {
                Text("More")
            }
        }
    }
}

final class DisclosureGroupTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    // MARK: - Initializers and calls

    func testTitleFormWithItsOwnState() throws {
        let sut = DisclosureGroup("Advanced") { Text("Debug menu") }
        let group = try sut.inspect().disclosureGroup()
        XCTAssertEqual(try group.labelView().text().string(), "Advanced")
        XCTAssertEqual(try group.labelView().text().pathToRoot, "disclosureGroup().labelView().text()")
        XCTAssertFalse(try group.isExpanded(), "a group without a binding starts collapsed")
        try group.expand()
        XCTAssertTrue(try group.isExpanded())
        XCTAssertTrue(try sut.inspect().disclosureGroup().isExpanded(), "the state lives in the group value, as a @State")
        try sut.inspect().disclosureGroup().collapse()
        XCTAssertFalse(try sut.inspect().disclosureGroup().isExpanded())
    }

    func testBindingForms() throws {
        let isExpanded = Binding<Bool>(wrappedValue: false)
        let titled = DisclosureGroup("More", isExpanded: isExpanded) { Text("Details") }
        try titled.inspect().disclosureGroup().expand()
        XCTAssertTrue(isExpanded.wrappedValue)
        XCTAssertTrue(try titled.inspect().disclosureGroup().isExpanded())
        try titled.inspect().disclosureGroup().collapse()
        XCTAssertFalse(isExpanded.wrappedValue)

        let built = DisclosureGroup(isExpanded: .constant(true)) { Text("Details") } label: { Text("More") }
        XCTAssertTrue(try built.inspect().disclosureGroup().isExpanded())
        let title = "Verbatim"
        let verbatim = DisclosureGroup(title, isExpanded: isExpanded) { Text("a") }
        XCTAssertEqual(try verbatim.inspect().disclosureGroup().labelView().text().string(), "Verbatim")
        let plain = DisclosureGroup(title) { Text("a") }
        XCTAssertEqual(try plain.inspect().disclosureGroup().labelView().text().string(), "Verbatim")
    }

    func testLabelBuilderWithItsOwnState() throws {
        let group = try DisclosureGroup { Text("a") } label: { Image(systemName: "gear") }.inspect().disclosureGroup()
        XCTAssertNoThrow(try group.labelView().image())
        XCTAssertFalse(try group.isExpanded())
    }

    // MARK: - Collapsed content

    func testCollapsedContentIsInspectedAndSearched() throws {
        let sut = try Advanced().inspect()
        XCTAssertFalse(try sut.find(ViewType.DisclosureGroup.self).isExpanded())
        XCTAssertEqual(
            try sut.find(button: "Debug: off").pathToRoot,
            "view(Advanced.self).vStack().disclosureGroup(1).view(Toggler.self, 0).button()")
        XCTAssertEqual(try sut.vStack().disclosureGroup(1).view(Toggler.self, 0).actualView().title, "Debug")
    }

    // MARK: - Hosted

    func testOwnStateSurvivesReRendersWhenHosted() throws {
        let hosted = ViewHosting.host(view: Advanced())
        try hosted.inspect().find(ViewType.DisclosureGroup.self).expand()
        try hosted.inspect().find(button: "Outside 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Outside 1"), "the parent's body ran again")
        XCTAssertTrue(try hosted.inspect().find(ViewType.DisclosureGroup.self).isExpanded())
        try hosted.inspect().find(ViewType.DisclosureGroup.self).collapse()
        XCTAssertFalse(try hosted.inspect().find(ViewType.DisclosureGroup.self).isExpanded())
    }

    func testCollapsedContentKeepsItsStateWhenHosted() throws {
        let hosted = ViewHosting.host(view: Advanced())
        try hosted.inspect().find(button: "Debug: off").tap()
        try hosted.inspect().find(ViewType.DisclosureGroup.self).expand()
        try hosted.inspect().find(ViewType.DisclosureGroup.self).collapse()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Debug: on"))
    }

    func testExpandWritesThroughTheBindingWhenHosted() throws {
        let hosted = ViewHosting.host(view: Bound())
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "hidden")
        try hosted.inspect().find(ViewType.DisclosureGroup.self).expand()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "shown")
        XCTAssertTrue(try hosted.inspect().vStack().disclosureGroup(1).isExpanded())
    }

    // MARK: - Errors

    func testExpandingADisabledGroupThrows() throws {
        let isExpanded = Binding<Bool>(wrappedValue: false)
        let sut = VStack { DisclosureGroup("More", isExpanded: isExpanded) { Text("a") } }.disabled(true)
        XCTAssertThrowsError(try sut.inspect().vStack().disclosureGroup(0).expand()) { error in
            XCTAssertEqual(
                "\(error)", "vStack().disclosureGroup(0).expand(): DisclosureGroup is disabled by .disabled(true) on its ancestor vStack()")
        }
        XCTAssertFalse(isExpanded.wrappedValue)
        XCTAssertThrowsError(try DisclosureGroup("a") { Text("b") }.hidden().inspect().disclosureGroup().collapse()) { error in
            XCTAssertEqual("\(error)", "disclosureGroup().collapse(): DisclosureGroup is hidden by .hidden() on itself")
        }
    }

    func testUnwrappingErrors() throws {
        XCTAssertThrowsError(try Text("a").inspect().disclosureGroup()) { error in
            XCTAssertEqual("\(error)", "disclosureGroup(): expected DisclosureGroup, found Text")
        }
    }
}
