@testable import Inspector
import ViewTree
import XCTest

/// After SwiftUI's example: a button that toggles the group, and the content while expanded.
struct ToggleButtonDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button { configuration.isExpanded.toggle() } label: { configuration.label }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

/// A style whose body hands its binding to a view of its own, so a test reads it back.
private struct ProbedDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button("Toggle") { configuration.isExpanded.toggle() }
            IsExpandedProbe(isExpanded: configuration.$isExpanded)
        }
    }
}

private struct IsExpandedProbe: View {
    @Binding var isExpanded: Bool
    var body: some View { Text(isExpanded ? "expanded" : "collapsed") }
}

/// A style whose body counts, in state of its own, how often the group was toggled.
private struct CountingDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        Counting(configuration: configuration)
    }

    struct Counting: View {
        let configuration: DisclosureGroupStyleConfiguration
        @State var toggles = 0

        var body: some View {
            VStack {
                Button("Toggled \(toggles)") {
                    toggles += 1
                    configuration.isExpanded.toggle()
                }
                if configuration.isExpanded { configuration.content }
            }
        }
    }
}

/// A group of its own state, drawn by `CountingDisclosureStyle`.
private struct Details: View {
    var body: some View {
        DisclosureGroup("Details") { Text("Secret") }
            .disclosureGroupStyle(CountingDisclosureStyle())
    }
}

final class DisclosureGroupStyleTests: XCTestCase {
    func testTheBuiltInStyleRendersAsBefore() throws {
        XCTAssertEqual(String(describing: AutomaticDisclosureGroupStyle.automatic), ".automatic")
        let sut = DisclosureGroup("More") { Text("a") }.disclosureGroupStyle(.automatic)
        XCTAssertEqual(try sut.inspect().disclosureGroup().text(0).string(), "a")
        XCTAssertTrue(try sut.inspect().disclosureGroup().disclosureGroupStyle() is AutomaticDisclosureGroupStyle)
        XCTAssertThrowsError(try DisclosureGroup("More") { Text("a") }.inspect().disclosureGroupStyle(), "none set")
    }

    func testTheStyleIsInherited() throws {
        let sut = VStack {
            DisclosureGroup("One") { Text("a") }
            DisclosureGroup("Two") { Text("b") }.disclosureGroupStyle(.automatic)
        }
        .disclosureGroupStyle(ToggleButtonDisclosureStyle())
        XCTAssertTrue(try sut.inspect().vStack().disclosureGroup(0).disclosureGroupStyle() is ToggleButtonDisclosureStyle)
        XCTAssertTrue(try sut.inspect().vStack().disclosureGroup(1).disclosureGroupStyle() is AutomaticDisclosureGroupStyle)
    }

    func testAStylesBodyExpandsThroughTheBinding() throws {
        var expanded = false
        let binding = Binding(get: { expanded }, set: { expanded = $0 })
        let sut = DisclosureGroup("More", isExpanded: binding) { Text("a") }
            .disclosureGroupStyle(ToggleButtonDisclosureStyle())
        XCTAssertThrowsError(try sut.inspect().find(text: "a"), "the style shows the content only while expanded")
        try sut.inspect().disclosureGroup().styleBody().vStack().button(0).tap()
        XCTAssertTrue(expanded)
        XCTAssertEqual(
            try sut.inspect().find(text: "a").pathToRoot,
            "disclosureGroup().styleBody().vStack().styleConfigurationContent(1).text()")
        try sut.inspect().disclosureGroup().collapse()
        XCTAssertFalse(expanded)
    }

    func testAGroupOfItsOwnStateHostedAndTheStylesState() throws {
        let hosted = ViewHosting.host(view: Details())
        defer { ViewHosting.expel() }
        XCTAssertThrowsError(try hosted.inspect().find(text: "Secret"))
        try hosted.inspect().find(button: "Toggled 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Secret"))
        XCTAssertEqual(try hosted.inspect().find(ViewType.DisclosureGroup.self).isExpanded(), true)
        try hosted.inspect().find(ViewType.DisclosureGroup.self).collapse()
        XCTAssertThrowsError(try hosted.inspect().find(text: "Secret"))
        XCTAssertNoThrow(try hosted.inspect().find(button: "Toggled 1"), "the style body keeps its state")
    }

    func testAGroupOfItsOwnStateUnhosted() throws {
        let sut = DisclosureGroup("More") { Text("a") }.disclosureGroupStyle(ToggleButtonDisclosureStyle())
        XCTAssertEqual(
            try sut.inspect().find(text: "More").pathToRoot,
            "disclosureGroup().styleBody().vStack().button(0).labelView().styleConfigurationLabel().text()")
        XCTAssertThrowsError(try sut.inspect().find(text: "a"))
    }

    func testSearchAndTheTreeDump() throws {
        let sut = DisclosureGroup("More", isExpanded: .constant(true)) { Text("a") }
            .disclosureGroupStyle(ToggleButtonDisclosureStyle())
        try assertEveryPathIsAChain(of: sut)
        try assertEveryPathIsAChain(of: Details(), types: [
            "Details": ViewToken<Details>(), "CountingDisclosureStyle.Counting": ViewToken<CountingDisclosureStyle.Counting>(),
        ])
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            disclosureGroup() .disclosureGroupStyle(ToggleButtonDisclosureStyle())
              styleBody() style: ToggleButtonDisclosureStyle()
                vStack() .disclosureGroupStyle(.automatic)
                  button(0)
                    labelView().styleConfigurationLabel()
                      text() "More"
                  styleConfigurationContent(1)
                    text() "a"
            """)
    }

    func testInspectingAStyleOnItsOwn() throws {
        let expanded = try ToggleButtonDisclosureStyle().inspect(isExpanded: true).vStack()
        XCTAssertNoThrow(try expanded.styleConfigurationContent(1).emptyView())
        XCTAssertNoThrow(try expanded.button(0).tap())
        let probed = try ProbedDisclosureStyle().inspect(isExpanded: true).vStack()
        XCTAssertTrue(try probed.view(IsExpandedProbe.self, 1).actualView().isExpanded)
        try probed.button(0).tap()
        XCTAssertFalse(try probed.view(IsExpandedProbe.self, 1).actualView().isExpanded, "the write is read back")
        try probed.button(0).tap()
        XCTAssertTrue(try probed.view(IsExpandedProbe.self, 1).actualView().isExpanded)
        let collapsed = try ToggleButtonDisclosureStyle().inspect(isExpanded: false).vStack()
        XCTAssertThrowsError(try collapsed.styleConfigurationContent(1)) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().styleConfigurationContent(1): expected StyleConfiguration.Content, found nothing: the `if`"
                    + " here (Optional<DisclosureGroupStyleConfiguration.Content>) shows no view, as its condition"
                    + " does not hold; it keeps its index so that the views after it keep theirs")
        }
    }

    func testStyleBodyOfAGroupWithTheBuiltInStyle() throws {
        let sut = DisclosureGroup("More") { Text("a") }
        XCTAssertThrowsError(try sut.inspect().disclosureGroup().styleBody()) { error in
            XCTAssertEqual(
                "\(error)",
                "disclosureGroup().styleBody(): DisclosureGroup's styleBody() cannot be read: its style, .automatic,"
                    + " is built in: it has no body of its own")
        }
    }
}
