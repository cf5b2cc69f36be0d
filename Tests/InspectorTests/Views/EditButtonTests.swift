import Inspector
import ViewTree
import XCTest

private struct Fruits: View {
    @State var mode = EditMode.inactive
    var body: some View {
        VStack {
            EditButton()
            Text(mode.isEditing ? "Editing" : "Browsing")
        }
        .environment(\.editMode, $mode)
    }
}

final class EditButtonTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testTapTogglesTheEnvironmentsEditMode() throws {
        let mode = Binding<EditMode>(wrappedValue: .inactive)
        let sut = EditButton().environment(\.editMode, mode)
        let button = try sut.inspect().editButton()
        XCTAssertEqual(try button.editMode()?.wrappedValue, .inactive)
        try button.tap()
        XCTAssertEqual(mode.wrappedValue, .active)
        try button.tap()
        XCTAssertEqual(mode.wrappedValue, .inactive)
        mode.wrappedValue = .transient
        try button.tap()
        XCTAssertEqual(mode.wrappedValue, .inactive, "transient is editing: a tap ends it")
    }

    func testEditModeIsEditing() {
        XCTAssertFalse(EditMode.inactive.isEditing)
        XCTAssertTrue(EditMode.transient.isEditing)
        XCTAssertTrue(EditMode.active.isEditing)
        XCTAssertNil(EnvironmentValues().editMode)
    }

    func testSearchPathToRootAndHosting() throws {
        let sut = Fruits()
        let button = try sut.inspect().find(ViewType.EditButton.self)
        XCTAssertEqual(button.pathToRoot, "view(Fruits.self).vStack().editButton(0)")
        XCTAssertEqual(try sut.inspect().view(Fruits.self).vStack().editButton(0).editMode()?.wrappedValue, .inactive)
        let hosted = ViewHosting.host(view: Fruits())
        try hosted.inspect().find(ViewType.EditButton.self).tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Editing")
        try hosted.inspect().vStack().editButton(0).tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(1).string(), "Browsing")
    }

    func testErrors() throws {
        XCTAssertNil(try EditButton().inspect().editButton().editMode())
        XCTAssertThrowsError(try EditButton().inspect().editButton().tap()) { error in
            XCTAssertEqual(
                "\(error)",
                #"editButton().tap(): EditButton's edit mode cannot be read: no view provides one; add .environment(\.editMode, $mode) around it"#)
        }
        let mode = Binding<EditMode>(wrappedValue: .inactive)
        XCTAssertThrowsError(try EditButton().disabled(true).environment(\.editMode, mode).inspect().editButton().tap()) { error in
            XCTAssertEqual("\(error)", "editButton().tap(): EditButton is disabled by .disabled(true) on itself")
        }
        XCTAssertEqual(mode.wrappedValue, .inactive)
        XCTAssertThrowsError(try Text("a").inspect().editButton()) { error in
            XCTAssertEqual("\(error)", "editButton(): expected EditButton, found Text")
        }
    }
}
