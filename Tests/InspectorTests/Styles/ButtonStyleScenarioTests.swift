import Inspector
import ViewTree
import XCTest

/// Shows the role of the button it draws.
private struct RoleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(configuration.role.map { "\($0)" } ?? "no role")
        }
    }
}

/// Shows the role of the button it draws, as a primitive style.
private struct RolePrimitiveStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label.onTapGesture { configuration.trigger() }
            Text(configuration.role.map { "\($0)" } ?? "no role")
        }
    }
}

/// Puts a badge over the label.
private struct OverlayBadgeStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.overlay(Text("!"))
    }
}

/// A button style (not primitive) whose body returns a view with state of its own.
private struct CountingButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        TapCounter(label: configuration.label)
    }

    struct TapCounter: View {
        let label: ButtonStyleConfiguration.Label
        @State var taps = 0

        var body: some View {
            VStack {
                label
                Text("Seen \(taps)").onTapGesture { taps += 1 }
            }
        }
    }
}

/// Wraps the standard button the configuration makes, as SwiftUI's styles do.
private struct ConfigurationButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Button(configuration)
            Text("Badge")
        }
    }
}

private struct Counter: View {
    @State var count = 0

    var body: some View {
        VStack {
            Button("Add") { count += 1 }
            Text("Total \(count)")
        }
        .buttonStyle(ConfigurationButtonStyle())
    }
}

private struct CountingScreen: View {
    var body: some View {
        VStack { Button("Save") {} }.buttonStyle(CountingButtonStyle())
    }
}

final class ButtonStyleScenarioTests: XCTestCase {
    // MARK: - Primitive styles inspected on their own

    func testInspectOnTriggerRunsTheClosureWhenTheBodyTriggers() throws {
        var fired = 0
        let body = try CustomPrimitiveButtonStyle().inspect(onTrigger: { fired += 1 })
        XCTAssertEqual(fired, 0)
        try body.view(CustomPrimitiveButtonStyle.CustomButton.self).styleConfigurationLabel().callOnTapGesture()
        XCTAssertEqual(fired, 1)
        try body.view(CustomPrimitiveButtonStyle.CustomButton.self).styleConfigurationLabel().callOnTapGesture()
        XCTAssertEqual(fired, 2)
    }

    // MARK: - Roles

    func testTheRoleOfAStyledButtonReachesItsStyle() throws {
        let destructive = Button("Delete", role: .destructive) {}.buttonStyle(RoleButtonStyle())
        XCTAssertEqual(try destructive.inspect().button().styleBody().hStack().text(1).string(), ".destructive")
        let plain = Button("Keep") {}.buttonStyle(RoleButtonStyle())
        XCTAssertEqual(try plain.inspect().button().styleBody().hStack().text(1).string(), "no role")
        let primitive = Button("Cancel", role: .cancel) {}.buttonStyle(RolePrimitiveStyle())
        XCTAssertEqual(try primitive.inspect().button().styleBody().hStack().text(1).string(), ".cancel")
    }

    func testTheRoleOfAStyleInspectedOnItsOwn() throws {
        XCTAssertEqual(
            try RoleButtonStyle().inspect(isPressed: false, role: .destructive).hStack().text(1).string(), ".destructive")
        XCTAssertEqual(try RoleButtonStyle().inspect(isPressed: true).hStack().text(1).string(), "no role")
        XCTAssertEqual(try RolePrimitiveStyle().inspect(role: .cancel).hStack().text(1).string(), ".cancel")
        XCTAssertEqual(try RolePrimitiveStyle().inspect().hStack().text(1).string(), "no role")
        XCTAssertEqual(PrimitiveButtonStyleConfiguration(onTrigger: {}, role: .destructive).role, .destructive)
        XCTAssertNil(PrimitiveButtonStyleConfiguration(onTrigger: {}).role)
    }

    // MARK: - Search through an overlay in a style's body

    func testSearchReachesAnOverlayInAStylesBodyOnce() throws {
        let sut = VStack { Button("Save") {} }.buttonStyle(OverlayBadgeStyle())
        let badge = try sut.inspect().find(text: "!")
        XCTAssertEqual(badge.pathToRoot, "vStack().button(0).styleBody().styleConfigurationLabel().overlay().text()")
        XCTAssertEqual(
            try sut.inspect().find(text: "Save").pathToRoot,
            "vStack().button(0).styleBody().styleConfigurationLabel().text()")
        XCTAssertEqual(try sut.inspect().findAll(ViewType.Text.self).map { try $0.string() }, ["Save", "!"])
        try assertEveryPathIsAChain(of: sut)
    }

    // MARK: - Built-in styles

    func testBorderedProminentAppliedToAView() throws {
        var taps = 0
        let sut = VStack { Button("Buy") { taps += 1 } }.buttonStyle(.borderedProminent)
        XCTAssertTrue(try sut.inspect().vStack().buttonStyle() is BorderedProminentButtonStyle)
        XCTAssertEqual(try sut.inspect().vStack().button(0).primitiveButtonStyle() as? BorderedProminentButtonStyle, .borderedProminent)
        XCTAssertEqual(try sut.inspect().find(text: "Buy").pathToRoot, "vStack().button(0).labelView().text()")
        try sut.inspect().find(button: "Buy").tap()
        XCTAssertEqual(taps, 1)
        XCTAssertThrowsError(try sut.inspect().vStack().button(0).styleBody()) { error in
            XCTAssertEqual(
                "\(error)",
                "vStack().button(0).styleBody(): Button's styleBody() cannot be read: its style, .borderedProminent,"
                    + " is built in: it has no body of its own")
        }
    }

    // MARK: - Hosted state in a ButtonStyle's body

    func testHostedStateInAViewAButtonStylesBodyReturns() throws {
        let hosted = ViewHosting.host(view: CountingScreen())
        defer { ViewHosting.expel() }
        try hosted.inspect().find(text: "Seen 0").callOnTapGesture()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Seen 1"))
        try hosted.inspect().find(text: "Seen 1").callOnTapGesture()
        let counter = try hosted.inspect().find(CountingButtonStyle.TapCounter.self)
        XCTAssertEqual(try counter.actualView().taps, 2)
        XCTAssertEqual(
            counter.pathToRoot, "view(CountingScreen.self).vStack().button(0).styleBody().view(TapCounter.self)")
        XCTAssertEqual(try counter.vStack().styleConfigurationLabel(0).text().string(), "Save")
    }

    // MARK: - Button(configuration)

    func testButtonFromAConfigurationTriggersTheStyledButton() throws {
        var taps = 0
        let sut = Button("Delete", role: .destructive) { taps += 1 }.buttonStyle(ConfigurationButtonStyle())
        let inner = try sut.inspect().button().styleBody().hStack().button(0)
        XCTAssertEqual(try inner.role(), .destructive)
        XCTAssertTrue(try inner.buttonStyle() is DefaultButtonStyle)
        XCTAssertEqual(try inner.labelView().styleConfigurationLabel().text().string(), "Delete")
        try inner.tap()
        XCTAssertEqual(taps, 1)
        XCTAssertEqual(
            try sut.inspect().find(text: "Delete").pathToRoot,
            "button().styleBody().hStack().button(0).labelView().styleConfigurationLabel().text()")
        try assertEveryPathIsAChain(of: sut)
    }

    func testButtonFromAConfigurationInAStyleInspectedOnItsOwn() throws {
        var fired = false
        let body = try ConfigurationButtonStyle().inspect(onTrigger: { fired = true }, role: .cancel)
        XCTAssertEqual(try body.hStack().button(0).role(), .cancel)
        try body.hStack().button(0).tap()
        XCTAssertTrue(fired)
    }

    func testButtonFromAConfigurationHosted() throws {
        let hosted = ViewHosting.host(view: Counter())
        defer { ViewHosting.expel() }
        let inner = try hosted.inspect().find(ViewType.Button.self, containing: "Add")
        XCTAssertEqual(inner.pathToRoot, "view(Counter.self).vStack().button(0).styleBody().hStack().button(0)")
        try inner.tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Total 1"))
        try hosted.inspect().vStack().button(0).styleBody().hStack().button(0).tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Total 2"))
    }
}
