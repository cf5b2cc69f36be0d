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

final class StylesDocTests: XCTestCase {
    func testWhichStyleIsInEffect() throws {
        let sut = VStack {
            Button("One") {}
            Group { Button("Two") {} }.buttonStyle(.borderless)
        }
        .buttonStyle(.bordered)

        XCTAssertTrue(try sut.inspect().vStack().button(0).buttonStyle() is BorderedButtonStyle)
        XCTAssertTrue(try sut.inspect().vStack().group(1).button(0).buttonStyle() is BorderlessButtonStyle)
        XCTAssertTrue(try Button("Save") {}.inspect().buttonStyle() is DefaultButtonStyle)
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
}
