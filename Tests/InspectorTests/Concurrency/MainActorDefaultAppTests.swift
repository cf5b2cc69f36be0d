import Inspector
@testable import MainActorDefaultFixtures
import ViewTree
import XCTest

/// An app from a module built with `.defaultIsolation(MainActor.self)`: its state holds a
/// main-actor model, so the tests that make it are `@MainActor` async test methods.
final class MainActorDefaultAppTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        ViewHosting.removeSceneStorage()
        super.tearDown()
    }

    @MainActor func testCommandsAndThePhaseReachTheAppsModel() async throws {
        let app = JournalApp()
        let hosted = ViewHosting.host(app: app)
        try app.inspect().commandMenu("Entries").content().button().tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "1 entries, 0 saves")
        hosted.setScenePhase(.background)
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "1 entries, 1 saves")
    }

    @MainActor func testTheDraftIsKeptWithTheScene() async throws {
        let hosted = ViewHosting.host(app: JournalApp())
        try hosted.inspect().find(ViewType.TextField.self).setInput("Dear diary")
        hosted.expel()
        let again = ViewHosting.host(app: JournalApp())
        XCTAssertEqual(try again.inspect().find(ViewType.TextField.self).input(), "Dear diary")
    }
}
