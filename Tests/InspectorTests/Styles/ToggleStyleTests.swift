@testable import Inspector
import ViewTree
import XCTest

/// A style that draws a toggle as a button beside its label, showing the state as a text.
struct SwitchButtonToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Button(configuration.isOn ? "On" : "Off") { configuration.isOn.toggle() }
        }
    }
}

/// A style whose body keeps state of its own: how many times its button was tapped.
private struct CountingToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        CountingBody(configuration: configuration)
    }

    struct CountingBody: View {
        let configuration: ToggleStyleConfiguration
        @State var taps = 0

        var body: some View {
            VStack {
                configuration.label
                Button("Flip") {
                    taps += 1
                    configuration.$isOn.wrappedValue.toggle()
                }
                Text("Taps \(taps)")
            }
        }
    }
}

/// A toggle of its own state, drawn by `CountingToggleStyle`.
private struct Settings: View {
    @State var sound = false

    var body: some View {
        VStack {
            Toggle("Sound", isOn: $sound)
            Text(sound ? "Sound on" : "Sound off")
        }
        .toggleStyle(CountingToggleStyle())
    }
}

/// A style that shows the toggle's state, mixed included.
private struct MixedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text(configuration.isMixed ? "mixed" : configuration.isOn ? "on" : "off")
    }
}

/// A style whose body hands its binding to a view of its own, so a test reads it back.
private struct ProbedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button("Flip") { configuration.isOn.toggle() }
            IsOnProbe(isOn: configuration.$isOn)
        }
    }
}

private struct IsOnProbe: View {
    @Binding var isOn: Bool
    var body: some View { Text(isOn ? "on" : "off") }
}

/// A style that wraps the toggle it draws, as `Toggle(configuration)`.
private struct FramedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).padding(4)
    }
}

final class ToggleStyleTests: XCTestCase {
    // MARK: - Values and the environment

    func testBuiltInStylesRenderAsBefore() throws {
        let styles: [(any ToggleStyle, String)] = [
            (.automatic, ".automatic"), (.switch, ".switch"), (.button, ".button"), (.checkbox, ".checkbox"),
        ]
        for (style, description) in styles {
            XCTAssertEqual(String(describing: style), description)
            let sut = AnyView(Toggle("a", isOn: .constant(true)).toggleStyle(style))
            XCTAssertEqual(try sut.inspect().anyView().toggle().labelView().text().string(), "a")
            XCTAssertThrowsError(try sut.inspect().anyView().toggle().styleBody()) { error in
                XCTAssertEqual(
                    "\(error)",
                    "anyView().toggle().styleBody(): Toggle's styleBody() cannot be read: its style,"
                        + " \(description), is built in: it has no body of its own")
            }
        }
    }

    func testACustomStyleIsReadBackAndInherited() throws {
        let sut = VStack {
            Toggle("One", isOn: .constant(true))
            Group { Toggle("Two", isOn: .constant(true)) }.toggleStyle(.switch)
        }
        .toggleStyle(CustomToggleStyle())
        XCTAssertTrue(try sut.inspect().vStack().toggle(0).toggleStyle() is CustomToggleStyle)
        XCTAssertTrue(try sut.inspect().vStack().group(1).toggle(0).toggleStyle() is SwitchToggleStyle)
        XCTAssertThrowsError(try Toggle("a", isOn: .constant(true)).inspect().toggleStyle(), "none set")
    }

    // MARK: - A styled toggle

    func testAStyledToggleIsDrawnByItsStylesBody() throws {
        let sut = Toggle("Sound", isOn: .constant(true)).toggleStyle(CustomToggleStyle())
        let label = try sut.inspect().toggle().styleBody().styleConfigurationLabel()
        XCTAssertEqual(try label.blur().radius, 5)
        XCTAssertEqual(try label.text().string(), "Sound")
        XCTAssertEqual(try sut.inspect().toggle().labelView().text().string(), "Sound")
        XCTAssertEqual(try sut.inspect().toggle().isOn(), true)
    }

    func testTapAndTheStylesOwnButtonWriteThroughTheBinding() throws {
        var isOn = false
        let binding = Binding(get: { isOn }, set: { isOn = $0 })
        let sut = Toggle("Sound", isOn: binding).toggleStyle(SwitchButtonToggleStyle())
        try sut.inspect().toggle().tap()
        XCTAssertTrue(isOn)
        try sut.inspect().toggle().styleBody().hStack().button(1).tap()
        XCTAssertFalse(isOn)
        XCTAssertEqual(try sut.inspect().find(button: "Off").pathToRoot, "toggle().styleBody().hStack().button(1)")
    }

    func testSearchReachesWhatTheStyleAddsAndTheLabelOnce() throws {
        let sut = VStack { Toggle("Sound", isOn: .constant(true)) }.toggleStyle(SwitchButtonToggleStyle())
        XCTAssertEqual(
            try sut.inspect().find(text: "Sound").pathToRoot,
            "vStack().toggle(0).styleBody().hStack().styleConfigurationLabel(0).text()")
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Text.self).count, 2)
        try assertEveryPathIsAChain(of: sut)
        try assertEveryPathIsAChain(of: Settings(), types: [
            "Settings": ViewToken<Settings>(),
            "CountingToggleStyle.CountingBody": ViewToken<CountingToggleStyle.CountingBody>(),
        ])
    }

    func testTheTreeDumpShowsTheStyle() throws {
        let sut = Toggle("Sound", isOn: .constant(true)).toggleStyle(CustomToggleStyle())
        XCTAssertEqual(
            try sut.inspect().treeDump(),
            """
            toggle() isOn: true .toggleStyle(CustomToggleStyle())
              styleBody() style: CustomToggleStyle()
                styleConfigurationLabel() .blur(radius: 5.0) .toggleStyle(.automatic)
                  text() "Sound"
            """)
    }

    func testAToggleInsideAStylesBodyHasTheAutomaticStyle() throws {
        var isOn = false
        let sut = Toggle("Sound", isOn: Binding(get: { isOn }, set: { isOn = $0 })).toggleStyle(FramedToggleStyle())
        let inner = try sut.inspect().toggle().styleBody().toggle()
        XCTAssertTrue(try inner.toggleStyle() is DefaultToggleStyle)
        XCTAssertEqual(try inner.labelView().styleConfigurationLabel().text().string(), "Sound")
        try inner.tap()
        XCTAssertTrue(isOn)
    }

    func testHostedStateInAStylesBody() throws {
        let hosted = ViewHosting.host(view: Settings())
        defer { ViewHosting.expel() }
        try hosted.inspect().find(button: "Flip").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Sound on"))
        XCTAssertNoThrow(try hosted.inspect().find(text: "Taps 1"))
        try hosted.inspect().find(ViewType.Toggle.self).tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Sound off"))
        XCTAssertNoThrow(try hosted.inspect().find(text: "Taps 1"), "the style body keeps its state")
        try hosted.inspect().find(button: "Flip").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Taps 2"))
    }

    func testInspectOnItsOwnTakesWritesAndIsMixed() throws {
        let body = try SwitchButtonToggleStyle().inspect(isOn: true)
        XCTAssertEqual(try body.hStack().button(1).labelView().text().string(), "On")
        XCTAssertNoThrow(try body.hStack().button(1).tap())
        let probed = try ProbedToggleStyle().inspect(isOn: true).vStack()
        XCTAssertTrue(try probed.view(IsOnProbe.self, 1).actualView().isOn)
        try probed.button(0).tap()
        XCTAssertFalse(try probed.view(IsOnProbe.self, 1).actualView().isOn, "the write is read back")
        try probed.button(0).tap()
        XCTAssertTrue(try probed.view(IsOnProbe.self, 1).actualView().isOn)
        XCTAssertNoThrow(try body.hStack().styleConfigurationLabel(0).emptyView(), "the label stands for none")
        XCTAssertEqual(try MixedToggleStyle().inspect(isOn: false, isMixed: true).text().string(), "mixed")
        XCTAssertEqual(try MixedToggleStyle().inspect(isOn: true).text().string(), "on")
    }

    // MARK: - Errors

    func testStyleBodyOfAToggleWithABuiltInStyle() throws {
        let sut = Toggle("a", isOn: .constant(true)).toggleStyle(.switch)
        XCTAssertThrowsError(try sut.inspect().toggle().styleBody()) { error in
            XCTAssertEqual(
                "\(error)",
                "toggle().styleBody(): Toggle's styleBody() cannot be read: its style, .switch, is built in:"
                    + " it has no body of its own")
        }
    }

    func testStyleConfigurationLabelOutsideAStyleBody() throws {
        let sut = Toggle("a", isOn: .constant(true))
        XCTAssertThrowsError(try sut.inspect().toggle().labelView().styleConfigurationLabel()) { error in
            XCTAssertEqual(
                "\(error)",
                "toggle().labelView().styleConfigurationLabel(): expected StyleConfiguration.Label, found Text;"
                    + " configuration views are only in a style's makeBody: inspect a style with its inspect() (inspect(isPressed:), inspect(isOn:), …), or a styled view's body with styleBody(), such as button().styleBody()")
        }
    }
}
