import Inspector
import ViewTree
import XCTest

private final class MenuBarModel: @unchecked Sendable {
    var isInserted = true
    var refreshes = 0
}

private let model = MenuBarModel()

private struct TimerMenu: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

private struct StatusApp: App {
    var body: some Scene {
        WindowGroup { Text("Main") }
        MenuBarExtra(
            "Status", systemImage: "bolt",
            isInserted: Binding(get: { model.isInserted }, set: { model.isInserted = $0 })
        ) {
            Button("Refresh") { model.refreshes += 1 }
        }
        .menuBarExtraStyle(.menu)
        MenuBarExtra {
            TimerMenu()
        } label: {
            Text("Timer")
        }
        .menuBarExtraStyle(.window)
        MenuBarExtra("Notes", image: "note") { Text("Notes") }
    }
}

private struct UtilityApp: App {
    var body: some Scene {
        MenuBarExtra("Utility") { TimerMenu() }
    }
}

final class MenuBarExtraTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        model.isInserted = true
    }

    func testTheExtrasAreScenesWithTheirTitleLabelContentAndStyle() throws {
        let app = try StatusApp().inspect()
        XCTAssertEqual(app.scenes().map(\.kind), ["WindowGroup", "MenuBarExtra", "MenuBarExtra", "MenuBarExtra"])
        let status = try app.menuBarExtra()
        XCTAssertEqual(try status.title(), "Status")
        XCTAssertEqual(try status.label().label().title().text().string(), "Status")
        XCTAssertEqual(try status.label().label().icon().image().actualImage().name(), "bolt")
        XCTAssertTrue(try status.menuBarExtraStyle() is PullDownMenuBarExtraStyle)
        try status.content().button().tap()
        XCTAssertEqual(model.refreshes, 1)

        let timer = try app.menuBarExtra(1)
        XCTAssertEqual(try timer.label().text().string(), "Timer")
        XCTAssertTrue(try timer.menuBarExtraStyle() is WindowMenuBarExtraStyle)
        XCTAssertEqual(try timer.content().find(ViewType.Text.self).string(), "Count 0")
        XCTAssertEqual(try app.menuBarExtra(2).label().label().icon().image().actualImage().name(), "note")
    }

    func testIsInsertedReadsAndWritesTheBinding() throws {
        let status = try StatusApp().inspect().menuBarExtra()
        XCTAssertTrue(try status.isInserted())
        try status.setInserted(false)
        XCTAssertFalse(model.isInserted)
        XCTAssertFalse(try status.isInserted())
        XCTAssertTrue(try StatusApp().inspect().menuBarExtra(1).isInserted())
    }

    func testMistakesSayWhatTheSceneIs() throws {
        let app = try StatusApp().inspect()
        XCTAssertThrowsError(try app.menuBarExtra(1).setInserted(false)) { error in
            XCTAssertEqual(
                "\(error)",
                "StatusApp().inspect().menuBarExtra(1).setInserted(false): MenuBarExtra was declared without isInserted:; it stays in the menu bar")
        }
        XCTAssertThrowsError(try app.windowGroup().isInserted()) { error in
            XCTAssertEqual("\(error)", "StatusApp().inspect().windowGroup(0).isInserted(): expected MenuBarExtra, found WindowGroup")
        }
        XCTAssertThrowsError(try app.menuBarExtra(2).menuBarExtraStyle()) { error in
            XCTAssertEqual(
                "\(error)", "StatusApp().inspect().menuBarExtra(2).menuBarExtraStyle(): MenuBarExtra has no menuBarExtraStyle")
        }
    }

    func testAnAppThatLivesInTheMenuBarHostsItsExtra() throws {
        let hosted = ViewHosting.host(app: UtilityApp())
        try hosted.inspect().find(button: "Add").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "Count 1")
        XCTAssertEqual(hosted.diagnostics, [])
    }
}
