import Foundation
import Inspector
import ViewTree
import XCTest

private let log = SceneTestLog()

private struct LibraryView: View {
    var body: some View {
        Text("Books")
    }
}

/// An app with two scenes and commands, as apps are written: nothing here is test-specific.
private struct LibraryApp: App {
    var body: some Scene {
        WindowGroup("Library") {
            LibraryView()
        }
        .commands {
            CommandMenu("Books") {
                Button("Add Book") { log.record("add") }
                Divider()
                Button("Remove All") { log.record("remove all") }
            }
            CommandGroup(replacing: .newItem) {
                Button("New Shelf") { log.record("new shelf") }
            }
            CommandGroup(after: .help) {}
        }
        .defaultSize(width: 800, height: 600)
        .windowResizability(.contentMinSize)
        .windowStyle(.hiddenTitleBar)
        Settings {
            Text("Preferences")
        }
    }
}

/// Scenes a condition chooses, and one inside `if #available`.
private struct ConditionalApp: App {
    static let showsActivity = false

    var body: some Scene {
        if Self.showsActivity {
            Window("Activity", id: "activity") { Text("Activity") }
        } else {
            WindowGroup(id: "main") { Text("Main") }
        }
        if #available(macOS 14, *) {
            Window("Inspector", id: "inspector") { Text("Inspector") }
        }
    }
}

final class AppScenesTests: XCTestCase {
    func testScenesAreListedInOrderWithTheirKinds() throws {
        let app = try LibraryApp().inspect()
        XCTAssertEqual(app.scenes().map(\.kind), ["WindowGroup", "Settings"])
        XCTAssertEqual(try app.windowGroup().title(), "Library")
        XCTAssertEqual(try app.windowGroup().content().find(text: "Books").string(), "Books")
        XCTAssertEqual(try app.settings().content().text().string(), "Preferences")
    }

    func testCommandMenusAreReadAndTheirButtonsTap() throws {
        let app = try LibraryApp().inspect()
        XCTAssertEqual(
            app.commands().map(\.description),
            ["CommandMenu(\"Books\")", "CommandGroup(replacing: .newItem)", "CommandGroup(after: .help)"])
        let menu = try app.commandMenu("Books")
        XCTAssertEqual(try menu.name(), "Books")
        try menu.content().find(button: "Add Book").tap()
        try menu.content().button(2).tap()
        try app.commandGroup(.replacing(.newItem)).content().button().tap()
        XCTAssertEqual(log.take(), ["add", "remove all", "new shelf"])
        XCTAssertEqual(try app.windowGroup().commandMenu("Books").content().findAll(ViewType.Button.self).count, 2)
    }

    func testSceneModifiersAreRead() throws {
        let window = try LibraryApp().inspect().windowGroup()
        XCTAssertEqual(try window.defaultSize(), CGSize(width: 800, height: 600))
        XCTAssertEqual(try window.windowResizability(), .contentMinSize)
        XCTAssertTrue(try window.windowStyle() is HiddenTitleBarWindowStyle)
    }

    func testConditionalAndAvailabilityScenesShowTheBranchTaken() throws {
        let app = try ConditionalApp().inspect()
        XCTAssertEqual(app.scenes().map(\.description), ["WindowGroup(id: \"main\")", "Window(id: \"inspector\")"])
        XCTAssertEqual(try app.scene(id: "inspector").title(), "Inspector")
        XCTAssertEqual(try app.scene(id: "main").content().text().string(), "Main")
    }

    func testMissingScenesAndCommandsSayWhatThereIs() throws {
        let app = try LibraryApp().inspect()
        XCTAssertThrowsError(try app.windowGroup(1)) { error in
            XCTAssertEqual(
                "\(error)",
                "LibraryApp().inspect().windowGroup(1): index 1 is out of range: LibraryApp has 1 WindowGroup (valid indices: 0...0)")
        }
        XCTAssertThrowsError(try app.commandMenu("Shelves")) { error in
            XCTAssertEqual(
                "\(error)",
                "LibraryApp().inspect().commandMenu(\"Shelves\"): CommandMenu(\"Shelves\") is not among the commands; they are:"
                    + " CommandMenu(\"Books\"), CommandGroup(replacing: .newItem), CommandGroup(after: .help)")
        }
        XCTAssertThrowsError(try app.scene(id: "shelf")) { error in
            XCTAssertEqual(
                "\(error)", "LibraryApp().inspect().scene(id: \"shelf\"): \"shelf\" is the id of no scene of LibraryApp; its scenes have no ids")
        }
        XCTAssertThrowsError(try app.settings().defaultSize()) { error in
            XCTAssertEqual("\(error)", "LibraryApp().inspect().settings().defaultSize(): Settings has no defaultSize")
        }
        XCTAssertThrowsError(try app.commandGroup(.replacing(.newItem)).name()) { error in
            XCTAssertEqual(
                "\(error)",
                "LibraryApp().inspect().scenes()[0].commands()[1].name(): expected CommandMenu, found CommandGroup(replacing: .newItem)")
        }
    }
}
