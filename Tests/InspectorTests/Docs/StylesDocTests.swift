import Inspector
import ViewTree
import XCTest

// Every example of Docs/Styles.md, as written there.

private struct NewBadgeStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
                .blur(radius: configuration.isPressed ? 5 : 0)
            Text("New")
        }
    }
}

private struct ButtonLikeToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Button(configuration.isOn ? "On" : "Off") { configuration.isOn.toggle() }
        }
    }
}

private struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label.font(.caption)
            configuration.content
        }
    }
}

private struct ButtonDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button { configuration.isExpanded.toggle() } label: { configuration.label }
            if configuration.isExpanded { configuration.content }
        }
    }
}

private struct CaptionedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Menu(configuration)
            Text("More actions")
        }
    }
}

private struct WrappedButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Button(configuration)
            Text("Badge")
        }
    }
}

final class StylesDocTests: XCTestCase {
    func testWhichStyleIsInEffect() throws {
        let sut = VStack {
            Button("One") {}
            Group { Button("Two") {} }.buttonStyle(.borderless)
        }
        .buttonStyle(.bordered)

        XCTAssertTrue(try sut.inspect().vStack().button(0).buttonStyle() is BorderedButtonStyle)
        XCTAssertTrue(try sut.inspect().vStack().group(1).button(0).buttonStyle() is BorderlessButtonStyle)
        XCTAssertThrowsError(try Button("Save") {}.inspect().buttonStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "button().buttonStyle(): Button has no buttonStyle; expected a .buttonStyle(_:) on this view"
                    + " or above it, found none (SwiftUI then uses .automatic)")
        }
    }

    func testButtonFromAConfiguration() throws {
        var taps = 0
        let sut = Button("Delete", role: .destructive) { taps += 1 }.buttonStyle(WrappedButtonStyle())
        let inner = try sut.inspect().button().styleBody().hStack().button(0)
        XCTAssertEqual(try inner.role(), .destructive)
        try inner.tap()
        XCTAssertEqual(taps, 1)
    }

    func testEveryViewHasEveryStyleGetter() throws {
        let sut = VStack { Text("Inside") }.toggleStyle(.switch)
        XCTAssertTrue(try sut.inspect().vStack().text(0).toggleStyle() is SwitchToggleStyle)
        XCTAssertThrowsError(try Text("Alone").inspect().toggleStyle())
    }

    func testInspectingAStyleOnItsOwn() throws {
        let pressed = try NewBadgeStyle().inspect(isPressed: true)
        XCTAssertEqual(try pressed.hStack().styleConfigurationLabel(0).blur().radius, 5)
        XCTAssertEqual(try pressed.hStack().text(1).string(), "New")
    }

    func testAStyledButton() throws {
        let sut = VStack { Button("Save") {} }.buttonStyle(NewBadgeStyle())

        let label = try sut.inspect().find(text: "Save")
        XCTAssertEqual(label.pathToRoot, "vStack().button(0).styleBody().hStack().styleConfigurationLabel(0).text()")
        XCTAssertEqual(try sut.inspect().find(text: "New").pathToRoot, "vStack().button(0).styleBody().hStack().text(1)")
    }

    func testToggleStyles() throws {
        var isOn = false
        let sut = VStack {
            Toggle("Sound", isOn: Binding(get: { isOn }, set: { isOn = $0 }))
        }
        .toggleStyle(ButtonLikeToggleStyle())

        XCTAssertTrue(try sut.inspect().vStack().toggle(0).toggleStyle() is ButtonLikeToggleStyle)
        try sut.inspect().find(button: "Off").tap()
        XCTAssertTrue(isOn)
        XCTAssertEqual(
            try sut.inspect().find(text: "Sound").pathToRoot,
            "vStack().toggle(0).styleBody().hStack().styleConfigurationLabel(0).text()")
        try sut.inspect().vStack().toggle(0).tap()
        XCTAssertFalse(isOn)
        XCTAssertEqual(try ButtonLikeToggleStyle().inspect(isOn: true).hStack().button(1).labelView().text().string(), "On")
    }

    func testMenuLabeledContentAndDisclosureGroupStyles() throws {
        let form = Form { LabeledContent("Size", value: "Large") }.labeledContentStyle(StackedStyle())
        XCTAssertEqual(
            try form.inspect().find(text: "Large").pathToRoot,
            "form().labeledContent(0).styleBody().vStack().styleConfigurationContent(1).text()")

        var expanded = false
        let group = DisclosureGroup("More", isExpanded: Binding(get: { expanded }, set: { expanded = $0 })) {
            Text("Details")
        }
        .disclosureGroupStyle(ButtonDisclosureStyle())
        try group.inspect().find(button: "More").tap()
        XCTAssertTrue(expanded)
        XCTAssertNoThrow(try group.inspect().find(text: "Details"))

        let menu = Menu("Sort") { Button("By name") {} }.menuStyle(CaptionedMenuStyle())
        XCTAssertTrue(try menu.inspect().menuStyle() is CaptionedMenuStyle)
        XCTAssertEqual(
            try menu.inspect().find(button: "By name").pathToRoot,
            "menu().styleBody().vStack().menu(0).styleConfigurationContent(0).button()")
    }

    func testStyleBodyOfABuiltInStyleInOtherViews() throws {
        XCTAssertThrowsError(try LabeledContent("a", value: "b").inspect().labeledContent().styleBody()) { error in
            XCTAssertTrue("\(error)".hasSuffix(
                "LabeledContent's styleBody() cannot be read: its style, .automatic, is built in: it has no body of its own"))
        }
    }
}
