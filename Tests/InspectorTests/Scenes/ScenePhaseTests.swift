import Inspector
import ViewTree
import XCTest

private let log = SceneTestLog()

private struct NotesView: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text("Phase: \(String(describing: scenePhase))")
            .onChange(of: scenePhase) { oldPhase, newPhase in
                log.record("\(oldPhase) -> \(newPhase)")
            }
    }
}

private struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NotesView() }
    }
}

/// The app watches the phase itself, as apps often do, on its scene.
private struct SavingApp: App {
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup { NotesView() }
            .onChange(of: scenePhase, initial: true) { oldPhase, newPhase in
                log.record("app: \(oldPhase) -> \(newPhase)")
            }
            .onChange(of: scenePhase) { phase in
                log.record("app now \(phase)")
            }
    }
}

final class ScenePhaseTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        _ = log.take()
    }

    func testAHostedSceneIsActive() throws {
        let hosted = ViewHosting.host(app: NotesApp())
        XCTAssertEqual(hosted.scenePhase, .active)
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "Phase: active")
        XCTAssertEqual(log.take(), [])
    }

    func testChangingThePhaseRunsOnChange() throws {
        let hosted = ViewHosting.host(app: NotesApp())
        hosted.setScenePhase(.inactive)
        hosted.setScenePhase(.background)
        XCTAssertEqual(log.take(), ["active -> inactive", "inactive -> background"])
        XCTAssertEqual(hosted.scenePhase, .background)
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "Phase: background")
        hosted.setScenePhase(.background)
        XCTAssertEqual(log.take(), [], "the same phase again is no change")
    }

    func testHostedAndUnhostedViewsSeeAnActiveScene() throws {
        XCTAssertEqual(try NotesView().inspect().find(ViewType.Text.self).string(), "Phase: active")
        let hosted = ViewHosting.host(view: NotesView())
        hosted.setScenePhase(.inactive)
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "Phase: inactive")
        XCTAssertEqual(log.take(), ["active -> inactive"])
    }

    func testTheAppsSceneOnChangeRunsToo() throws {
        let hosted = ViewHosting.host(app: SavingApp())
        XCTAssertEqual(log.take(), ["app: active -> active"], "initial: true runs once as the scene is hosted")
        hosted.setScenePhase(.background)
        XCTAssertEqual(log.take(), ["active -> background", "app: active -> background", "app now background"])
        hosted.expel()
        hosted.setScenePhase(.active)
        XCTAssertEqual(log.take(), [], "an expelled scene runs nothing")
    }

    func testPhasesAreOrdered() {
        XCTAssertLessThan(ScenePhase.background, .inactive)
        XCTAssertLessThan(ScenePhase.inactive, .active)
    }
}
