import Foundation
import Inspector
import ViewTree
import XCTest

private let log = SceneTestLog()

private struct LaunchView: View {
    @State private var status = "loading"
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text(status)
            .task {
                try? await Task.sleep(for: .milliseconds(20))
                status = "loaded"
                log.record("task ended")
            }
            .onChange(of: scenePhase) { _, phase in log.record("phase \(phase)") }
            .onDisappear { log.record("disappeared showing \(status)") }
    }
}

private struct LaunchApp: App {
    var body: some Scene {
        WindowGroup { LaunchView() }
        Settings { Text("Settings") }
    }
}

private struct SettingsOnlyApp: App {
    var body: some Scene {
        Settings { Text("Settings") }
    }
}

final class AppMainTests: XCTestCase {
    func testMainRunsTheFirstWindowUntilItsWorkIsDoneThenEnds() {
        MainActor.assumeIsolated { LaunchApp.main() }
        XCTAssertEqual(log.take(), ["task ended", "phase background", "disappeared showing loaded"])
    }

    func testAnAppWithoutAWindowHostsNothingAndSaysSo() throws {
        let hosted = ViewHosting.host(app: SettingsOnlyApp())
        defer { hosted.expel() }
        XCTAssertEqual(
            hosted.diagnostics, ["SettingsOnlyApp declares no WindowGroup or Window to host (its scenes: Settings); nothing was hosted"])
        XCTAssertNoThrow(try hosted.inspect().emptyView())
    }
}
