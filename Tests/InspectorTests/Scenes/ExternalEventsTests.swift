import Inspector
import ViewTree
import XCTest

private struct EventsApp: App {
    var body: some Scene {
        WindowGroup { Text("Main") }
        WindowGroup(id: "viewer") {
            Text("Viewer")
                .handlesExternalEvents(preferring: ["viewer"], allowing: ["*"])
        }
        .handlesExternalEvents(matching: ["viewer"])
    }
}

/// `handlesExternalEvents(matching:)` on scenes, `handlesExternalEvents(preferring:allowing:)`
/// on views: read, as nothing sends external events here.
final class ExternalEventsTests: XCTestCase {
    func testTheSceneConditionsAreRead() throws {
        let app = try EventsApp().inspect()
        XCTAssertEqual(try app.scene(id: "viewer").handlesExternalEvents(), ["viewer"])
        XCTAssertThrowsError(try app.windowGroup().handlesExternalEvents()) { error in
            XCTAssertEqual(
                "\(error)",
                "EventsApp().inspect().windowGroup(0).handlesExternalEvents(): WindowGroup has no handlesExternalEvents")
        }
    }

    func testTheViewConditionsAreRead() throws {
        let viewer = try EventsApp().inspect().scene(id: "viewer").content().text()
        let conditions = try viewer.handlesExternalEvents()
        XCTAssertEqual(conditions.preferring, ["viewer"])
        XCTAssertEqual(conditions.allowing, ["*"])
        XCTAssertTrue(
            viewer.treeDump().contains(#".handlesExternalEvents(preferring: ["viewer"], allowing: ["*"])"#), viewer.treeDump())
        XCTAssertThrowsError(try Text("a").inspect().text().handlesExternalEvents()) { error in
            XCTAssertEqual("\(error)", "text().handlesExternalEvents(): Text has no handlesExternalEvents; it has no modifiers")
        }
    }
}
