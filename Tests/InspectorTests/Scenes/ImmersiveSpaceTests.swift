import Inspector
import ViewTree
import XCTest

private final class SpaceResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [OpenImmersiveSpaceAction.Result] = []

    func append(_ result: OpenImmersiveSpaceAction.Result) {
        lock.withLock { results.append(result) }
    }

    func take() -> [OpenImmersiveSpaceAction.Result] {
        lock.withLock {
            defer { results = [] }
            return results
        }
    }
}

private let results = SpaceResults()

private struct LaunchView: View {
    @Environment(\.openImmersiveSpace) private var openImmersiveSpace
    @Environment(\.dismissImmersiveSpace) private var dismissImmersiveSpace

    var body: some View {
        VStack {
            Text("Launch")
            Button("Enter") { Task { results.append(await openImmersiveSpace(id: "solar")) } }
            Button("Visit") { Task { results.append(await openImmersiveSpace(value: 3)) } }
            Button("Leave") { Task { await dismissImmersiveSpace() } }
        }
    }
}

private struct SpaceApp: App {
    var body: some Scene {
        WindowGroup { LaunchView() }
        ImmersiveSpace(id: "solar") { Text("Solar system") }
        ImmersiveSpace(for: Int.self) { $planet in Text("Planet \(planet ?? 0)") }
    }
}

final class ImmersiveSpaceTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        ViewHosting.removeSceneStorage()
    }

    func testTheSpacesAreScenes() throws {
        let app = try SpaceApp().inspect()
        XCTAssertEqual(app.scenes().map(\.description), ["WindowGroup", #"ImmersiveSpace(id: "solar")"#, "ImmersiveSpace(for: Int.self)"])
        XCTAssertEqual(try app.immersiveSpace().content().text().string(), "Solar system")
        XCTAssertEqual(try app.immersiveSpace(1).content(presenting: 5).text().string(), "Planet 5")
        XCTAssertEqual(try app.scene(id: "solar").kind, "ImmersiveSpace")
    }

    @MainActor
    func testOpeningHostsOneSpaceAtATimeAndDismissingClosesIt() async throws {
        let hosted = ViewHosting.host(app: SpaceApp())
        try hosted.inspect().find(button: "Enter").tap()
        try await waitForResults(1)
        XCTAssertEqual(try hosted.immersiveSpace?.inspect().text().string(), "Solar system")
        XCTAssertEqual(hosted.windows.count, 1)

        try hosted.inspect().find(button: "Visit").tap()
        try await waitForResults(1, expecting: [.error])
        XCTAssertEqual(hosted.diagnostics, ["openImmersiveSpace(value: 3): an immersive space is open already; only one is open at a time"])

        try hosted.inspect().find(button: "Leave").tap()
        for _ in 0..<100 where hosted.immersiveSpace != nil { try await Task.sleep(for: .milliseconds(5)) }
        XCTAssertNil(hosted.immersiveSpace)

        try hosted.inspect().find(button: "Visit").tap()
        try await waitForResults(1)
        XCTAssertEqual(try hosted.immersiveSpace?.inspect().text().string(), "Planet 3")
    }

    @MainActor
    func testOutsideAnAppTheResultIsAnError() async {
        let open = EnvironmentValues().openImmersiveSpace
        let result = await open(id: "solar")
        XCTAssertEqual(result, .error)
    }

    @MainActor
    private func waitForResults(_ count: Int, expecting expected: [OpenImmersiveSpaceAction.Result] = [.opened]) async throws {
        var taken: [OpenImmersiveSpaceAction.Result] = []
        for _ in 0..<200 where taken.count < count {
            try await Task.sleep(for: .milliseconds(5))
            taken += results.take()
        }
        XCTAssertEqual(taken, expected)
    }
}
