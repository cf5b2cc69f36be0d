import Inspector
import ViewTree
import XCTest

private struct Alarm: Hashable {
    var name: String
    var isOn: Bool
}

private struct Alarms: View {
    @State var alarms = [Alarm(name: "Morning", isOn: true), Alarm(name: "Evening", isOn: false)]
    var body: some View {
        VStack {
            Toggle("All alarms", sources: $alarms, isOn: \.isOn)
            ForEach($alarms, id: \.name) { $alarm in
                Toggle(alarm.name, isOn: $alarm.isOn)
            }
        }
    }
}

/// `Toggle(sources:isOn:)`: one toggle over a collection of bindings.
final class ToggleSourcesTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testMixedWhenTheSourcesDisagree() throws {
        let alarms = Binding(wrappedValue: [Alarm(name: "a", isOn: true), Alarm(name: "b", isOn: false)])
        let toggle = try Toggle("All", sources: alarms, isOn: \.isOn).inspect().toggle()
        XCTAssertTrue(try toggle.isMixed())
        XCTAssertFalse(try toggle.isOn())
        XCTAssertEqual(try toggle.labelView().text().string(), "All")
    }

    func testTapTurnsAllOnThenAllOff() throws {
        let alarms = Binding(wrappedValue: [Alarm(name: "a", isOn: true), Alarm(name: "b", isOn: false)])
        let sut = Toggle(sources: alarms, isOn: \.isOn) { Text("All") }
        try sut.inspect().toggle().tap()
        XCTAssertEqual(alarms.wrappedValue.map(\.isOn), [true, true])
        XCTAssertTrue(try sut.inspect().toggle().isOn())
        XCTAssertFalse(try sut.inspect().toggle().isMixed())
        try sut.inspect().toggle().tap()
        XCTAssertEqual(alarms.wrappedValue.map(\.isOn), [false, false])
        XCTAssertFalse(try sut.inspect().toggle().isOn())
        XCTAssertFalse(try sut.inspect().toggle().isMixed())
    }

    func testHostedTheSourcesAndTheirOwnTogglesFollow() throws {
        let hosted = ViewHosting.host(view: Alarms())
        func toggles() throws -> [InspectableView<ViewType.Toggle>] { try hosted.inspect().findAll(ViewType.Toggle.self) }
        XCTAssertTrue(try toggles()[0].isMixed())
        try toggles()[0].tap()
        XCTAssertEqual(try toggles().map { try $0.isOn() }, [true, true, true])
        try toggles()[1].tap()
        XCTAssertTrue(try toggles()[0].isMixed())
        XCTAssertEqual(try toggles().map { try $0.isOn() }, [false, false, true])
    }

    func testEveryTitleForm() throws {
        let values = [Binding(wrappedValue: false), Binding(wrappedValue: false)]
        let title = "Verbatim"
        XCTAssertEqual(try Toggle(title, sources: values, isOn: \.self).inspect().toggle().labelView().text().string(), "Verbatim")
        let image = try Toggle("Key", systemImage: "bell", sources: values, isOn: \.self).inspect().toggle()
        XCTAssertEqual(try image.labelView().label().title().text().string(), "Key")
        let imageTitle = try Toggle(title, systemImage: "bell", sources: values, isOn: \.self).inspect().toggle()
        XCTAssertEqual(try imageTitle.labelView().label().title().text().string(), "Verbatim")
        XCTAssertFalse(try imageTitle.isOn())
        let resource = try Toggle("Key", image: "bell.fill", sources: values, isOn: \.self).inspect().toggle()
        XCTAssertEqual(try resource.labelView().label().icon().image().actualImage().name(), "bell.fill")
        let resourceTitle = try Toggle(title, image: "bell.fill", sources: values, isOn: \.self).inspect().toggle()
        XCTAssertEqual(try resourceTitle.labelView().label().title().text().string(), "Verbatim")
    }

    func testAToggleOfOneBindingIsNeverMixedAndNoSourcesIsOn() throws {
        XCTAssertFalse(try Toggle("One", isOn: .constant(true)).inspect().toggle().isMixed())
        let none = try Toggle("None", sources: [Binding<Bool>](), isOn: \.self).inspect().toggle()
        XCTAssertFalse(try none.isMixed())
        XCTAssertTrue(try none.isOn())
    }

    func testAStyleSeesTheMixedState() throws {
        struct Mark: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text(configuration.isMixed ? "mixed" : configuration.isOn ? "on" : "off")
            }
        }
        let values = [Binding(wrappedValue: true), Binding(wrappedValue: false)]
        let sut = Toggle("All", sources: values, isOn: \.self).toggleStyle(Mark())
        XCTAssertEqual(try sut.inspect().toggle().styleBody().text().string(), "mixed")
        try sut.inspect().toggle().tap()
        XCTAssertEqual(try sut.inspect().toggle().styleBody().text().string(), "on")
    }

    func testTreeDumpShowsTheMixedState() throws {
        let values = [Binding(wrappedValue: true), Binding(wrappedValue: false)]
        XCTAssertEqual(
            try Toggle("All", sources: values, isOn: \.self).inspect().treeDump(),
            "toggle() isMixed: true\n  labelView().text() \"All\"")
    }
}
