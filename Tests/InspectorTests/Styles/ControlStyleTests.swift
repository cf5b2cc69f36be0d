import Inspector
import ViewTree
import XCTest

private struct Preferences: View {
    @State var isOn = false
    @State var name = ""
    var body: some View {
        VStack {
            Toggle("Sound", isOn: $isOn)
            Toggle("Vibrate", isOn: $isOn).toggleStyle(.button)
            TextField("Name", text: $name)
            TextField("Email", text: $name).textFieldStyle(.plain)
        }
        .toggleStyle(.switch)
        .textFieldStyle(.roundedBorder)
    }
}

final class ControlStyleTests: XCTestCase {
    func testToggleStyleIsReadOnTheToggleOrAnAncestor() throws {
        let stack = try Preferences().inspect().vStack()
        XCTAssertTrue(try stack.toggleStyle() is SwitchToggleStyle)
        XCTAssertTrue(try stack.toggle(0).toggleStyle() is SwitchToggleStyle)
        XCTAssertTrue(try stack.toggle(1).toggleStyle() is ButtonToggleStyle, "the innermost style wins")
        XCTAssertEqual(try stack.toggle(1).toggleStyle() as? ButtonToggleStyle, .button)
    }

    func testEveryBuiltInToggleStyle() throws {
        let isOn = Binding<Bool>(wrappedValue: false)
        let styles: [(any View, String)] = [
            (Toggle("a", isOn: isOn).toggleStyle(.automatic), ".automatic"),
            (Toggle("a", isOn: isOn).toggleStyle(.switch), ".switch"),
            (Toggle("a", isOn: isOn).toggleStyle(.button), ".button"),
            (Toggle("a", isOn: isOn).toggleStyle(.checkbox), ".checkbox"),
            (Toggle("a", isOn: isOn).toggleStyle(SwitchToggleStyle()), ".switch"),
        ]
        for (view, name) in styles {
            XCTAssertEqual("\(try AnyView(view).inspect().anyView().toggle().toggleStyle())", name)
        }
        XCTAssertThrowsError(try Toggle("a", isOn: isOn).inspect().toggle().toggleStyle(), "none set")
        let automatic = Toggle("a", isOn: isOn).toggleStyle(.automatic)
        XCTAssertEqual(try automatic.inspect().toggle().toggleStyle() as? DefaultToggleStyle, .automatic)
        XCTAssertEqual(
            try Toggle("a", isOn: isOn).toggleStyle(.checkbox).inspect().toggle().toggleStyle() as? CheckboxToggleStyle,
            .checkbox)
    }

    func testTextFieldStyleIsReadOnTheFieldOrAnAncestor() throws {
        let stack = try Preferences().inspect().vStack()
        XCTAssertTrue(try stack.textField(2).textFieldStyle() is RoundedBorderTextFieldStyle)
        XCTAssertTrue(try stack.textField(3).textFieldStyle() is PlainTextFieldStyle)
        XCTAssertEqual(try stack.textField(3).textFieldStyle() as? PlainTextFieldStyle, .plain)
    }

    func testEveryBuiltInTextFieldStyle() throws {
        let text = Binding<String>(wrappedValue: "")
        let styles: [(any View, String)] = [
            (TextField("a", text: text).textFieldStyle(.automatic), ".automatic"),
            (TextField("a", text: text).textFieldStyle(.plain), ".plain"),
            (TextField("a", text: text).textFieldStyle(.roundedBorder), ".roundedBorder"),
            (TextField("a", text: text).textFieldStyle(.squareBorder), ".squareBorder"),
            (TextField("a", text: text).textFieldStyle(RoundedBorderTextFieldStyle()), ".roundedBorder"),
        ]
        for (view, name) in styles {
            XCTAssertEqual("\(try AnyView(view).inspect().anyView().textField().textFieldStyle())", name)
        }
        let secure = SecureField("a", text: text).textFieldStyle(.roundedBorder)
        XCTAssertTrue(try secure.inspect().secureField().textFieldStyle() is RoundedBorderTextFieldStyle)
        XCTAssertThrowsError(try TextField("a", text: text).inspect().textField().textFieldStyle(), "none set")
        let automatic = TextField("a", text: text).textFieldStyle(.automatic)
        XCTAssertTrue(try automatic.inspect().textField().textFieldStyle() is DefaultTextFieldStyle)
        XCTAssertEqual(
            try TextField("a", text: text).textFieldStyle(.squareBorder).inspect().textField().textFieldStyle()
                as? SquareBorderTextFieldStyle, .squareBorder)
    }

    func testStylesChangeNothingAboutInteraction() throws {
        let sut = Preferences()
        try sut.inspect().vStack().toggle(1).tap()
        try sut.inspect().vStack().textField(3).setInput("Ada")
        XCTAssertTrue(sut.isOn)
        XCTAssertEqual(sut.name, "Ada")
    }

    func testStylesInTreeDumps() throws {
        let dump = try Toggle("a", isOn: .constant(true)).toggleStyle(.switch).textFieldStyle(.plain).inspect().treeDump()
        XCTAssertEqual(dump, "toggle() isOn: true .toggleStyle(.switch) .textFieldStyle(.plain)\n  labelView().text() \"a\"")
    }
}
