@testable import Inspector
import ViewTree
import XCTest

/// A style that adds a badge beside the label.
struct BadgeButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("New")
        }
    }
}

/// A primitive style whose body holds a button of its own, as SwiftUI code often does.
struct WrappingButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: configuration.trigger) { configuration.label.padding(2) }
    }
}

/// A counter whose button is drawn by `CustomPrimitiveButtonStyle`.
private struct StyledCounter: View {
    @State var count = 0

    var body: some View {
        VStack {
            Button(action: { count += 1 }, label: { Text("Count \(count)") })
            Text("Total \(count)")
        }
        .buttonStyle(CustomPrimitiveButtonStyle())
    }
}

final class ButtonStyleTests: XCTestCase {
    // MARK: - Values and the environment

    func testBuiltInStyles() throws {
        let styles: [(any PrimitiveButtonStyle, Any.Type, String)] = [
            (.automatic, DefaultButtonStyle.self, ".automatic"), (.plain, PlainButtonStyle.self, ".plain"),
            (.bordered, BorderedButtonStyle.self, ".bordered"),
            (.borderedProminent, BorderedProminentButtonStyle.self, ".borderedProminent"),
            (.borderless, BorderlessButtonStyle.self, ".borderless"),
        ]
        for (style, type, description) in styles {
            XCTAssertTrue(Swift.type(of: style) == type)
            XCTAssertEqual(String(describing: style), description)
        }
        XCTAssertEqual(PlainButtonStyle(), .plain)
    }

    func testNoStyleSetThrows() throws {
        let sut = Button("Save") {}
        XCTAssertThrowsError(try sut.inspect().buttonStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "button().buttonStyle(): Button has no buttonStyle; expected a .buttonStyle(_:) on this view or above it,"
                    + " found none (SwiftUI then uses .automatic)")
        }
        XCTAssertTrue(try sut.buttonStyle(.automatic).inspect().button().primitiveButtonStyle() is DefaultButtonStyle)
    }

    func testAStyleFlowsToEveryDescendantAndTheInnermostWins() throws {
        let sut = VStack {
            Button("One") {}
            Group { Button("Two") {} }.buttonStyle(.borderless)
        }
        .buttonStyle(.bordered)
        XCTAssertTrue(try sut.inspect().buttonStyle() is BorderedButtonStyle)
        XCTAssertTrue(try sut.inspect().vStack().button(0).buttonStyle() is BorderedButtonStyle)
        XCTAssertTrue(try sut.inspect().vStack().group(1).button(0).buttonStyle() is BorderlessButtonStyle)
        XCTAssertTrue(try sut.inspect().vStack().group(1).button(0).primitiveButtonStyle() is BorderlessButtonStyle)
    }

    func testACustomStyleIsReadBackByItsType() throws {
        let sut = HStack { Button("Save") {} }.buttonStyle(CustomButtonStyle())
        XCTAssertTrue(try sut.inspect().hStack().button(0).buttonStyle() is CustomButtonStyle)
        XCTAssertThrowsError(try sut.inspect().hStack().button(0).primitiveButtonStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "hStack().button(0).primitiveButtonStyle(): expected a PrimitiveButtonStyle, found CustomButtonStyle,"
                    + " a ButtonStyle; read it with buttonStyle()")
        }
    }

    // MARK: - A styled button

    func testAStyledButtonIsDrawnByItsStylesBody() throws {
        let sut = Button("Save") {}.buttonStyle(BadgeButtonStyle())
        let body = try sut.inspect().button().styleBody()
        XCTAssertEqual(try body.hStack().text(1).string(), "New")
        XCTAssertEqual(try body.hStack().styleConfigurationLabel(0).text().string(), "Save")
        // The label as declared is still there.
        XCTAssertEqual(try sut.inspect().button().labelView().text().string(), "Save")
    }

    func testSearchReachesWhatTheStyleAddsAndTheLabelOnce() throws {
        let sut = VStack { Button("Save") {} }.buttonStyle(BadgeButtonStyle())
        let label = try sut.inspect().find(text: "Save")
        XCTAssertEqual(label.pathToRoot, "vStack().button(0).styleBody().hStack().styleConfigurationLabel(0).text()")
        let badge = try sut.inspect().find(text: "New")
        XCTAssertEqual(badge.pathToRoot, "vStack().button(0).styleBody().hStack().text(1)")
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Text.self).count, 2)
        XCTAssertEqual(try badge.find(ViewType.Button.self, relation: .parent).pathToRoot, "vStack().button(0)")
        try assertEveryPathIsAChain(of: sut)
        try assertEveryPathIsAChain(of: StyledCounter(), types: [
            "CustomButton": ViewToken<CustomPrimitiveButtonStyle.CustomButton>(),
            "StyledCounter": ViewToken<StyledCounter>(),
        ])
    }

    func testTheTreeDumpShowsTheStyle() throws {
        let sut = Button("Save") {}.buttonStyle(BadgeButtonStyle())
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            button() .buttonStyle(BadgeButtonStyle())
              styleBody() style: BadgeButtonStyle()
                hStack() .buttonStyle(.automatic)
                  styleConfigurationLabel(0)
                    text() "Save"
                  text(1) "New"
            """)
    }

    func testTapRunsTheActionOfAStyledButton() throws {
        var taps = 0
        let sut = Button("Save") { taps += 1 }.buttonStyle(CustomPrimitiveButtonStyle())
        try sut.inspect().button().tap()
        try sut.inspect().button().styleBody().view(CustomPrimitiveButtonStyle.CustomButton.self)
            .styleConfigurationLabel().callOnTapGesture()
        XCTAssertEqual(taps, 2)
    }

    func testAButtonInsideAStylesBodyHasTheAutomaticStyle() throws {
        var taps = 0
        let sut = Button("Save") { taps += 1 }.buttonStyle(WrappingButtonStyle())
        let inner = try sut.inspect().button().styleBody().button()
        XCTAssertTrue(try inner.buttonStyle() is DefaultButtonStyle)
        XCTAssertEqual(try inner.labelView().styleConfigurationLabel().text().string(), "Save")
        try inner.tap()
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Button.self).count, 2)
    }

    func testHostedStateInAStylesBodyAndTriggerReachingTheAction() throws {
        let hosted = ViewHosting.host(view: StyledCounter())
        defer { ViewHosting.expel() }
        let custom = try hosted.inspect().find(CustomPrimitiveButtonStyle.CustomButton.self)
        XCTAssertEqual(try custom.styleConfigurationLabel().blur().radius, 0)
        try custom.styleConfigurationLabel().callOnTapGesture()
        let after = try hosted.inspect().find(CustomPrimitiveButtonStyle.CustomButton.self)
        XCTAssertEqual(try after.styleConfigurationLabel().blur().radius, 5)
        XCTAssertEqual(try after.styleConfigurationLabel().text().string(), "Count 1")
        XCTAssertNoThrow(try hosted.inspect().find(text: "Total 1"))
        try hosted.inspect().find(CustomPrimitiveButtonStyle.CustomButton.self).styleConfigurationLabel().callOnTapGesture()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Total 2"))
        XCTAssertEqual(try hosted.inspect().find(CustomPrimitiveButtonStyle.CustomButton.self)
            .actualView().isPressed, true)
    }

    // MARK: - Errors

    func testStyleBodyOfAButtonWithABuiltInStyle() throws {
        let sut = Button("Save") {}.buttonStyle(.bordered)
        XCTAssertThrowsError(try sut.inspect().button().styleBody()) { error in
            XCTAssertEqual(
                "\(error)",
                "button().styleBody(): Button's styleBody() cannot be read: its style, .bordered, is built in:"
                    + " it has no body of its own")
        }
    }

    func testStyleConfigurationLabelOutsideAStyleBody() throws {
        let sut = HStack { Text("a") }
        XCTAssertThrowsError(try sut.inspect().hStack().styleConfigurationLabel(0)) { error in
            XCTAssertEqual(
                "\(error)",
                "hStack().styleConfigurationLabel(0): expected StyleConfiguration.Label, found Text; configuration views are only in a style's makeBody: inspect a style with its inspect() (inspect(isPressed:), inspect(isOn:), …), or a styled view's body with styleBody(), such as button().styleBody()")
        }
    }
}
