@testable import Inspector
import ViewTree
import XCTest

/// The label above its value, in a caption font.
struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label.font(.caption)
            configuration.content
        }
    }
}

/// A style that wraps the labeled content it draws.
private struct PaddedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration).padding(8)
    }
}

/// A style whose body keeps state of its own: whether the value is revealed.
private struct RevealingLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        Revealing(configuration: configuration)
    }

    struct Revealing: View {
        let configuration: LabeledContentStyleConfiguration
        @State var revealed = false

        var body: some View {
            HStack {
                configuration.label
                if revealed { configuration.content } else { Button("Reveal") { revealed = true } }
            }
        }
    }
}

final class LabeledContentStyleTests: XCTestCase {
    func testTheBuiltInStyleRendersAsBefore() throws {
        XCTAssertEqual(String(describing: AutomaticLabeledContentStyle.automatic), ".automatic")
        let sut = LabeledContent("Size", value: "Large").labeledContentStyle(.automatic)
        XCTAssertEqual(try sut.inspect().labeledContent().text().string(), "Large")
        XCTAssertTrue(try sut.inspect().labeledContent().labeledContentStyle() is AutomaticLabeledContentStyle)
        XCTAssertThrowsError(try LabeledContent("Size", value: "Large").inspect().labeledContentStyle(), "none set")
    }

    func testTheStyleIsInherited() throws {
        let sut = Form {
            LabeledContent("Size", value: "Large")
            Section { LabeledContent("Color", value: "Red") }.labeledContentStyle(.automatic)
        }
        .labeledContentStyle(StackedLabeledContentStyle())
        XCTAssertTrue(try sut.inspect().form().labeledContent(0).labeledContentStyle() is StackedLabeledContentStyle)
        XCTAssertTrue(
            try sut.inspect().form().section(1).labeledContent(0).labeledContentStyle() is AutomaticLabeledContentStyle)
    }

    func testAStyledLabeledContentIsDrawnByItsStylesBody() throws {
        let sut = LabeledContent("Size", value: "Large").labeledContentStyle(StackedLabeledContentStyle())
        let body = try sut.inspect().labeledContent().styleBody().vStack()
        XCTAssertEqual(try body.styleConfigurationLabel(0).font(), .caption)
        XCTAssertEqual(try body.styleConfigurationLabel(0).text().string(), "Size")
        XCTAssertEqual(try body.styleConfigurationContent(1).text().string(), "Large")
        XCTAssertEqual(try sut.inspect().labeledContent().labelView().text().string(), "Size")
    }

    func testLabeledContentOfAConfiguration() throws {
        let sut = LabeledContent("Size", value: "Large").labeledContentStyle(PaddedLabeledContentStyle())
        let inner = try sut.inspect().labeledContent().styleBody().labeledContent()
        XCTAssertEqual(try inner.padding().top, 8)
        XCTAssertEqual(try inner.styleConfigurationContent().text().string(), "Large")
        XCTAssertEqual(try inner.labelView().styleConfigurationLabel().text().string(), "Size")
        XCTAssertTrue(try inner.labeledContentStyle() is AutomaticLabeledContentStyle)
    }

    func testSearchReachesEveryViewOnce() throws {
        let sut = VStack { LabeledContent("Size", value: "Large") }.labeledContentStyle(StackedLabeledContentStyle())
        XCTAssertEqual(
            try sut.inspect().find(text: "Large").pathToRoot,
            "vStack().labeledContent(0).styleBody().vStack().styleConfigurationContent(1).text()")
        XCTAssertEqual(
            try sut.inspect().find(text: "Size").pathToRoot,
            "vStack().labeledContent(0).styleBody().vStack().styleConfigurationLabel(0).text()")
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Text.self).count, 2)
        try assertEveryPathIsAChain(of: sut)
        try assertEveryPathIsAChain(of: LabeledContent("a", value: "b").labeledContentStyle(PaddedLabeledContentStyle()))
    }

    func testTheTreeDumpShowsTheStyle() throws {
        let sut = LabeledContent("Size", value: "Large").labeledContentStyle(StackedLabeledContentStyle())
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            labeledContent() .labeledContentStyle(StackedLabeledContentStyle())
              styleBody() style: StackedLabeledContentStyle()
                vStack() .labeledContentStyle(.automatic)
                  styleConfigurationLabel(0) .font(.caption)
                    text() "Size"
                  styleConfigurationContent(1)
                    text() "Large"
            """)
    }

    func testHostedStateInAStylesBody() throws {
        let hosted = ViewHosting.host(
            view: LabeledContent("PIN", value: "1234").labeledContentStyle(RevealingLabeledContentStyle()))
        defer { ViewHosting.expel() }
        XCTAssertThrowsError(try hosted.inspect().find(text: "1234"))
        try hosted.inspect().find(button: "Reveal").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "1234"))
    }

    func testInspectingAStyleOnItsOwn() throws {
        let body = try StackedLabeledContentStyle().inspect().vStack()
        XCTAssertNoThrow(try body.styleConfigurationContent(1).emptyView())
        XCTAssertEqual(try body.styleConfigurationLabel(0).font(), .caption)
    }

    func testErrors() throws {
        let sut = LabeledContent("Size", value: "Large")
        XCTAssertThrowsError(try sut.inspect().labeledContent().styleBody()) { error in
            XCTAssertEqual(
                "\(error)",
                "labeledContent().styleBody(): LabeledContent's styleBody() cannot be read: its style, .automatic,"
                    + " is built in: it has no body of its own")
        }
        XCTAssertThrowsError(try sut.inspect().labeledContent().styleConfigurationContent()) { error in
            XCTAssertEqual(
                "\(error)",
                "labeledContent().styleConfigurationContent(): expected StyleConfiguration.Content, found Text;"
                    + " configuration views are only in a style's makeBody: inspect a style with its inspect() (inspect(isPressed:), inspect(isOn:), …), or a styled view's body with styleBody(), such as button().styleBody()")
        }
    }
}
