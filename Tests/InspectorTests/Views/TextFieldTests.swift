@testable import Inspector
import ViewTree
import XCTest

private struct Profile: View {
    @State var name = ""
    var body: some View {
        VStack {
            TextField("Name", text: $name, prompt: Text("Your full name"))
            Text(name.isEmpty ? "Anonymous" : "Hello, \(name)")
        }
    }
}

private struct TapCounter: View {
    @State var taps = 0
    var body: some View {
        Button("Taps: \(taps)") { taps += 1 }
    }
}

final class TextFieldTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private let text = Binding<String>(wrappedValue: "abc")

    func testTitledForms() throws {
        let title = "String"
        let fields: [(any View, String, String?, Axis)] = [
            (TextField("Key", text: text), "Key", nil, .horizontal),
            (TextField(title, text: text), "String", nil, .horizontal),
            (TextField("Key", text: text, prompt: Text("p1")), "Key", "p1", .horizontal),
            (TextField(title, text: text, prompt: Text("p2")), "String", "p2", .horizontal),
            (TextField("Key", text: text, axis: .vertical), "Key", nil, .vertical),
            (TextField(title, text: text, axis: .vertical), "String", nil, .vertical),
            (TextField("Key", text: text, prompt: Text("p3"), axis: .vertical), "Key", "p3", .vertical),
            (TextField(title, text: text, prompt: Text("p4"), axis: .vertical), "String", "p4", .vertical),
        ]
        for (view, label, prompt, axis) in fields {
            let field = try AnyView(view).inspect().anyView().textField()
            XCTAssertEqual(try field.labelView().text().string(), label)
            XCTAssertEqual(try? field.prompt().string(), prompt)
            XCTAssertEqual(try field.axis(), axis)
            XCTAssertEqual(try field.input(), "abc")
        }
    }

    func testLabelBuilderForms() throws {
        let plain = TextField(text: text) { Text("Email") }
        XCTAssertEqual(try plain.inspect().textField().labelView().text().string(), "Email")
        XCTAssertEqual(try plain.inspect().textField().axis(), .horizontal)
        let prompted = TextField(text: text, prompt: Text("you@example.com")) {
            Image(systemName: "envelope")
            Text("Email")
        }
        XCTAssertEqual(try prompted.inspect().textField().labelView().text(1).string(), "Email")
        XCTAssertEqual(try prompted.inspect().textField().prompt().string(), "you@example.com")
        let vertical = TextField(text: text, prompt: Text("What happened?"), axis: .vertical) { Text("Alibi") }
        XCTAssertEqual(try vertical.inspect().textField().axis(), .vertical)
        XCTAssertEqual(try vertical.inspect().textField().prompt().pathToRoot, "textField().prompt()")
    }

    func testSetInputWritesTheBinding() throws {
        var stored = ""
        let sut = TextField("Name", text: Binding(get: { stored }, set: { stored = $0 }))
        try sut.inspect().textField().setInput("Ada")
        XCTAssertEqual(stored, "Ada")
        XCTAssertEqual(try sut.inspect().textField().input(), "Ada")
    }

    func testSetInputChangesTheOwnersStateUnhostedAndHosted() throws {
        let sut = Profile()
        try sut.inspect().vStack().textField(0).setInput("Ada")
        XCTAssertEqual(sut.name, "Ada")
        XCTAssertEqual(try sut.inspect().vStack().text(1).string(), "Hello, Ada")

        let hosted = ViewHosting.host(view: Profile())
        try hosted.inspect().find(ViewType.TextField.self).setInput("Grace")
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Hello, Grace")
        XCTAssertEqual(try hosted.inspect().vStack().textField(0).input(), "Grace")
    }

    func testSearchReachesTheLabelAndThePrompt() throws {
        let sut = try Profile().inspect()
        XCTAssertEqual(try sut.find(text: "Name").pathToRoot, "view(Profile.self).vStack().textField(0).labelView().text()")
        let prompt = try sut.find(text: "Your full name")
        XCTAssertEqual(prompt.pathToRoot, "view(Profile.self).vStack().textField(0).prompt()")
        XCTAssertTrue(try prompt.node() === sut.view(Profile.self).vStack().textField(0).prompt().node())
        XCTAssertEqual(try prompt.parent().textField().input(), "")
        XCTAssertEqual(sut.findAll(ViewType.Text.self).count, 3)
    }

    func testPathToRootIsAChain() throws {
        let sut = try Profile().inspect()
        let label = try sut.view(Profile.self).vStack().textField(0).labelView().text()
        XCTAssertTrue(try label.node() === sut.find(text: "Name").node())
        XCTAssertEqual(label.pathToRoot, "view(Profile.self).vStack().textField(0).labelView().text()")
    }

    func testPromptOfAFieldWithoutOneThrows() throws {
        XCTAssertThrowsError(try TextField("Name", text: text).inspect().textField().prompt()) { error in
            XCTAssertEqual(
                "\(error)", "textField().prompt(): TextField's prompt cannot be read: it was made without one (prompt: nil)")
        }
    }

    func testSetInputOnADisabledOrHiddenFieldThrowsAndChangesNothing() throws {
        let sut = Profile()
        XCTAssertThrowsError(try sut.disabled(true).inspect().view(Profile.self).vStack().textField(0).setInput("x")) {
            XCTAssertEqual(
                "\($0)",
                "view(Profile.self).vStack().textField(0).setInput(\"x\"): TextField is disabled by .disabled(true)"
                    + " on its ancestor view(Profile.self)")
        }
        XCTAssertEqual(sut.name, "")
        XCTAssertThrowsError(try TextField("a", text: text).hidden().inspect().textField().setInput("x")) {
            XCTAssertEqual("\($0)", "textField().setInput(\"x\"): TextField is hidden by .hidden() on itself")
        }
        XCTAssertEqual(text.wrappedValue, "abc")
    }

    func testUnwrappingAnotherKindThrows() throws {
        XCTAssertThrowsError(try SecureField("a", text: text).inspect().textField()) { error in
            XCTAssertEqual("\(error)", "textField(): expected TextField, found SecureField")
        }
    }

    func testTreeDumpShowsTheInput() throws {
        XCTAssertEqual(
            try TextField("Name", text: text, prompt: Text("Full name")).inspect().treeDump(),
            "textField() input: \"abc\"\n  labelView().text() \"Name\"\n  prompt() \"Full name\"")
        // Without a prompt there is nothing to show, or to search.
        XCTAssertEqual(
            try TextField("Name", text: text).inspect().treeDump(), "textField() input: \"abc\"\n  labelView().text() \"Name\"")
    }

    func testHostedStateInsideTheLabelIsKept() throws {
        let hosted = ViewHosting.host(view: TextField(text: text, prompt: Text("p")) { TapCounter() })
        try hosted.inspect().find(button: "Taps: 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Taps: 1"))
        let inspected = try hosted.inspect().findAll(TapCounter.self).map { try $0.node().identity }
        XCTAssertEqual(Set(inspected), Set(hosted.graph.renderedViewIdentities))
    }
}
