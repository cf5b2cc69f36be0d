import Inspector
import ViewTree
import XCTest

// Every example of Docs/Controls.md, as written there.

private struct Quantity: View {
    @State var count = 1
    var body: some View {
        TextField("Count", value: $count, format: .number)
    }
}

private struct Settings: View {
    @State var notifications = true
    @State var name = ""
    @State var volume = 0.5
    @State var copies = 1

    var body: some View {
        VStack {
            Toggle("Notifications", isOn: $notifications)
            TextField("Name", text: $name, prompt: Text("Your full name"))
            Slider(value: $volume, in: 0...1, step: 0.1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            }
            Stepper("Copies: \(copies)", value: $copies, in: 1...3)
            Text(name.isEmpty ? "Anonymous" : "Hello, \(name)")
        }
    }
}

private struct SignIn: View {
    @State var username = ""
    @State var signedIn = false
    var body: some View {
        VStack {
            TextField("Username", text: $username)
            Text(signedIn ? "Welcome, \(username)" : "Signed out")
        }
        .onSubmit { signedIn = !username.isEmpty }
        .submitLabel(.go)
    }
}

private enum Field: Hashable { case name, email }

private struct SignUp: View {
    @FocusState var focused: Field?
    @State var name = ""
    @State var email = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($focused, equals: .name)
                .onSubmit { focused = .email }
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
        }
    }
}

final class ControlsDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testToggle() throws {
        let sut = Settings()
        let toggle = try sut.inspect().vStack().toggle(0)
        XCTAssertTrue(try toggle.isOn())
        XCTAssertEqual(try toggle.labelView().text().string(), "Notifications")
        try toggle.tap()
        XCTAssertFalse(sut.notifications)
    }

    func testTextField() throws {
        let hosted = ViewHosting.host(view: Settings())
        let field = try hosted.inspect().vStack().textField(1)
        XCTAssertEqual(try field.prompt().string(), "Your full name")
        try field.setInput("Ada")
        XCTAssertEqual(try hosted.inspect().vStack().textField(1).input(), "Ada")
        XCTAssertEqual(try hosted.inspect().vStack().text(4).string(), "Hello, Ada")
    }

    func testTextFieldWithAFormat() throws {
        let sut = Quantity()
        try sut.inspect().textField().setInput("12")
        XCTAssertEqual(try sut.inspect().textField().input(), "12")
        XCTAssertThrowsError(try sut.inspect().textField().setInput("twelve")) { error in
            XCTAssertEqual(
                "\(error)",
                #"view(Quantity.self).textField().setInput("twelve"): "twelve" cannot be parsed by the field's format, IntegerFormatStyle<Int>; its value is unchanged"#)
        }
    }

    func testSlider() throws {
        let sut = Settings()
        let slider = try sut.inspect().vStack().slider(2)
        try slider.setValue(0.72)
        XCTAssertEqual(sut.volume, 0.7, accuracy: 0.0001)
        try slider.setValue(5)
        XCTAssertEqual(sut.volume, 1)
        XCTAssertEqual(try slider.maximumValueLabelView().image().actualImage().name(), "speaker.wave.3")
    }

    func testStepper() throws {
        let sut = Settings()
        let stepper = try sut.inspect().vStack().stepper(3)
        try stepper.increment()
        try stepper.increment()
        try stepper.increment()
        XCTAssertEqual(sut.copies, 3)
        XCTAssertEqual(try sut.inspect().vStack().stepper(3).labelView().text().string(), "Copies: 3")
    }

    func testDisabledAndHiddenControls() throws {
        let sut = Settings()
        XCTAssertThrowsError(try sut.disabled(true).inspect().find(ViewType.Toggle.self).tap()) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Settings.self).vStack().toggle(0).tap(): Toggle is disabled by .disabled(true)"
                    + " on its ancestor view(Settings.self)")
        }
        XCTAssertTrue(sut.notifications)
    }

    func testSearch() throws {
        let sut = try Settings().inspect()
        XCTAssertEqual(try sut.find(text: "Your full name").pathToRoot, "view(Settings.self).vStack().textField(1).prompt()")
        let stepper = try sut.find(ViewType.Stepper.self, containing: "Copies: 1")
        try stepper.increment()
    }

    func testSubmitting() throws {
        let hosted = ViewHosting.host(view: SignIn())
        try hosted.inspect().find(ViewType.TextField.self).setInput("ada")
        try hosted.inspect().find(ViewType.TextField.self).callOnSubmit()
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Welcome, ada")
        XCTAssertEqual(try hosted.inspect().vStack().textField(0).submitLabel(), .go)
    }

    func testFocus() throws {
        let hosted = ViewHosting.host(view: SignUp())
        try hosted.inspect().vStack().textField(0).focus()
        try hosted.inspect().vStack().textField(0).callOnSubmit()
        let focused = try hosted.inspect().find(where: { try $0.isFocused() })
        XCTAssertEqual(try focused.textField().labelView().text().string(), "Email")
        XCTAssertEqual(try hosted.inspect().view(SignUp.self).actualView().focused, .email)
    }

    func testStylesHiddenLabelsAndKeyboards() throws {
        let sut = VStack {
            Toggle("Sound", isOn: .constant(true))
            TextField("Search", text: .constant("")).textFieldStyle(.roundedBorder)
        }
        .toggleStyle(.switch)
        .labelsHidden()

        let stack = try sut.inspect().vStack()
        XCTAssertTrue(try stack.toggle(0).toggleStyle() is SwitchToggleStyle)
        XCTAssertTrue(try stack.textField(1).textFieldStyle() is RoundedBorderTextFieldStyle)
        XCTAssertTrue(try stack.toggle(0).labelsHidden())
        XCTAssertEqual(try stack.toggle(0).labelView().text().string(), "Sound")
    }
}
