@testable import Inspector
import ViewTree
import XCTest

/// A group box style that adds a footer below the content.
struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            configuration.content
            Text("Footer")
        }
    }
}

/// A group box style whose body holds a view with state of its own.
private struct CollapsingGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        Collapsing(configuration: configuration)
    }

    struct Collapsing: View {
        let configuration: GroupBoxStyleConfiguration
        @State var isOpen = true

        var body: some View {
            VStack {
                configuration.label.onTapGesture { isOpen.toggle() }
                if isOpen { configuration.content }
            }
        }
    }
}

private struct Clues: View {
    var body: some View {
        VStack {
            GroupBox("Clues") {
                Text("Paw print")
                Text("Feather")
            }
            GroupBox { Text("Alibi") }
        }
        .groupBoxStyle(CardGroupBoxStyle())
    }
}

final class GroupBoxStyleTests: XCTestCase {
    func testTheAutomaticStyle() throws {
        let automatic: DefaultGroupBoxStyle = .automatic
        XCTAssertEqual(automatic, DefaultGroupBoxStyle())
        XCTAssertEqual(String(describing: DefaultGroupBoxStyle()), ".automatic")
        XCTAssertEqual(DefaultGroupBoxStyle(), .automatic)
        let sut = GroupBox("a") { Text("b") }
        XCTAssertThrowsError(try sut.inspect().groupBoxStyle(), "none set")
        XCTAssertTrue(try sut.groupBoxStyle(.automatic).inspect().groupBox().groupBoxStyle() is DefaultGroupBoxStyle)
        XCTAssertEqual(try sut.groupBoxStyle(.automatic).inspect().find(text: "b").pathToRoot, "groupBox().text(0)")
        XCTAssertNoThrow(try DefaultGroupBoxStyle().inspect().vStack().styleConfigurationContent(1))
    }

    func testAStyleFlowsToEveryDescendantAndTheInnermostWins() throws {
        let sut = VStack {
            GroupBox { Text("a") }
            Group { GroupBox { Text("b") } }.groupBoxStyle(.automatic)
        }
        .groupBoxStyle(CardGroupBoxStyle())
        XCTAssertTrue(try sut.inspect().vStack().groupBox(0).groupBoxStyle() is CardGroupBoxStyle)
        XCTAssertTrue(try sut.inspect().vStack().groupBox(0).styleBody().vStack().groupBoxStyle() is DefaultGroupBoxStyle)
        XCTAssertTrue(try sut.inspect().vStack().group(1).groupBox(0).groupBoxStyle() is DefaultGroupBoxStyle)
    }

    func testAStyledGroupBoxIsDrawnByItsStylesBody() throws {
        let sut = GroupBox("Clues") { Text("Paw print"); Text("Feather") }.groupBoxStyle(CardGroupBoxStyle())
        let body = try sut.inspect().groupBox().styleBody().vStack()
        XCTAssertEqual(try body.styleConfigurationLabel(0).text().string(), "Clues")
        XCTAssertEqual(try body.styleConfigurationContent(1).text(1).string(), "Feather")
        XCTAssertEqual(try body.text(2).string(), "Footer")
        XCTAssertEqual(try sut.inspect().groupBox().text(0).string(), "Paw print")
        XCTAssertEqual(try sut.inspect().groupBox().labelView().text().string(), "Clues")
    }

    func testSearchReachesWhatTheStyleAddsAndTheBoxOnce() throws {
        let sut = Clues()
        XCTAssertEqual(
            try sut.inspect().find(text: "Feather").pathToRoot,
            "view(Clues.self).vStack().groupBox(0).styleBody().vStack().styleConfigurationContent(1).text(1)")
        XCTAssertEqual(
            try sut.inspect().find(text: "Clues").pathToRoot,
            "view(Clues.self).vStack().groupBox(0).styleBody().vStack().styleConfigurationLabel(0).text()")
        XCTAssertEqual(
            try sut.inspect().findAll(ViewType.Text.self).map { try $0.string() },
            ["Clues", "Paw print", "Feather", "Footer", "Alibi", "Footer"])
        try assertEveryPathIsAChain(of: sut, types: ["Clues": ViewToken<Clues>()])
    }

    func testTheTreeDumpShowsTheStyle() throws {
        let sut = GroupBox("Clues") { Text("Paw print") }.groupBoxStyle(CardGroupBoxStyle())
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            groupBox() .groupBoxStyle(CardGroupBoxStyle())
              styleBody() style: CardGroupBoxStyle()
                vStack() .groupBoxStyle(.automatic)
                  styleConfigurationLabel(0)
                    text() "Clues"
                  styleConfigurationContent(1)
                    text() "Paw print"
                  text(2) "Footer"
            """)
    }

    func testHostedStateInAStylesBody() throws {
        let view = GroupBox("Clues") { Text("Paw print") }.groupBoxStyle(CollapsingGroupBoxStyle())
        let hosted = ViewHosting.host(view: view)
        defer { ViewHosting.expel() }
        XCTAssertNoThrow(try hosted.inspect().find(text: "Paw print"))
        try hosted.inspect().find(CollapsingGroupBoxStyle.Collapsing.self).vStack().styleConfigurationLabel(0).callOnTapGesture()
        XCTAssertThrowsError(try hosted.inspect().find(text: "Paw print"))
        XCTAssertEqual(try hosted.inspect().find(CollapsingGroupBoxStyle.Collapsing.self).actualView().isOpen, false)
        try hosted.inspect().find(CollapsingGroupBoxStyle.Collapsing.self).vStack().styleConfigurationLabel(0).callOnTapGesture()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Paw print"))
    }

    func testErrors() throws {
        let sut = GroupBox("a") { Text("b") }
        XCTAssertThrowsError(try sut.inspect().groupBox().styleBody()) { error in
            XCTAssertEqual(
                "\(error)",
                "groupBox().styleBody(): GroupBox's styleBody() cannot be read: its style, .automatic, is built in:"
                    + " it has no body of its own")
        }
        XCTAssertThrowsError(try sut.inspect().groupBox().styleConfigurationContent(0)) { error in
            XCTAssertEqual(
                "\(error)",
                "groupBox().styleConfigurationContent(0): expected StyleConfiguration.Content, found Text; configuration views are only in a style's makeBody: inspect a style with its inspect() (inspect(isPressed:), inspect(isOn:), …), or a styled view's body with styleBody(), such as button().styleBody()")
        }
    }
}

private struct TintedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration).opacity(0.5)
    }
}

final class GroupBoxFromConfigurationTests: XCTestCase {
    func testAGroupBoxMadeFromTheConfiguration() throws {
        let sut = GroupBox("Clues") { Text("Paw print") }.groupBoxStyle(TintedGroupBoxStyle())
        let inner = try sut.inspect().groupBox().styleBody().groupBox()
        XCTAssertEqual(try inner.opacity(), 0.5)
        XCTAssertEqual(try inner.styleConfigurationContent(0).text().string(), "Paw print")
        XCTAssertEqual(try inner.labelView().styleConfigurationLabel().text().string(), "Clues")
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Text.self).count, 2)
        try assertEveryPathIsAChain(of: sut)
    }
}
