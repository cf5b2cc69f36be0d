import Inspector
import ViewTree
import XCTest

private struct Zoom: View {
    @State var level = 1
    var body: some View {
        VStack {
            Text("Level \(level)")
            ControlGroup("Zoom", systemImage: "plus.magnifyingglass") {
                Button("Out") { level -= 1 }
                Button("In") { level += 1 }
            }
        }
    }
}

final class ControlGroupTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testUnlabelledGroup() throws {
        let group = try ControlGroup { Button("Only") {} }.inspect().controlGroup()
        XCTAssertEqual(try group.button().labelView().text().string(), "Only")
        XCTAssertEqual(try group.button().pathToRoot, "controlGroup().button()")
        XCTAssertThrowsError(try group.labelView()) { error in
            XCTAssertEqual("\(error)", "controlGroup().labelView(): ControlGroup's label cannot be read: it was built without one")
        }
    }

    func testEveryLabelledInitializer() throws {
        let key = try ControlGroup("Edit") { Button("Cut") {} }.inspect().controlGroup()
        XCTAssertEqual(try key.labelView().text().string(), "Edit")
        let title = "Verbatim"
        let byString = try ControlGroup(title) { Button("Cut") {} }.inspect().controlGroup()
        XCTAssertEqual(try byString.labelView().text().string(), "Verbatim")
        let keyImage = try ControlGroup("Zoom", systemImage: "plus") { Button("In") {} }.inspect().controlGroup()
        XCTAssertEqual(try keyImage.labelView().label().icon().image().actualImage().name(), "plus")
        let stringImage = try ControlGroup(title, systemImage: "minus") { Button("Out") {} }.inspect().controlGroup()
        XCTAssertEqual(try stringImage.labelView().label().title().text().string(), "Verbatim")
        let built = try ControlGroup { Button("A") {}; Button("B") {} } label: { Text("Letters") }.inspect().controlGroup()
        XCTAssertEqual(try built.labelView().text().string(), "Letters")
        XCTAssertEqual(try built.labelView().text().pathToRoot, "controlGroup().labelView().text()")
        XCTAssertEqual(try built.button(1).labelView().text().string(), "B")
    }

    func testSearchAndHostedState() throws {
        let sut = Zoom()
        let button = try sut.inspect().find(button: "In")
        XCTAssertEqual(button.pathToRoot, "view(Zoom.self).vStack().controlGroup(1).button(1)")
        XCTAssertEqual(try sut.inspect().view(Zoom.self).vStack().controlGroup(1).button(1).labelView().text().string(), "In")
        XCTAssertEqual(
            try sut.inspect().find(text: "Zoom").pathToRoot,
            "view(Zoom.self).vStack().controlGroup(1).labelView().label().title().text()")
        let hosted = ViewHosting.host(view: Zoom())
        try hosted.inspect().find(button: "In").tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Level 2")
    }

    func testErrors() throws {
        XCTAssertThrowsError(try ControlGroup { Button("A") {}; Button("B") {} }.inspect().controlGroup().button()) { error in
            XCTAssertEqual("\(error)", "controlGroup().button(): ControlGroup has 2 views, not one; pick one with an index: button(0)")
        }
        XCTAssertThrowsError(try Text("a").inspect().controlGroup()) { error in
            XCTAssertEqual("\(error)", "controlGroup(): expected ControlGroup, found Text")
        }
    }
}
