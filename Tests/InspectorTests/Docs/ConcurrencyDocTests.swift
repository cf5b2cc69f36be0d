import Inspector
@testable import MainActorDefaultFixtures
import Observation
import Testing
import ViewTree
import XCTest

// Every example of Docs/Concurrency.md, as written there. (The `GreetingScreen` of the
// defaultIsolation section is in the MainActorDefaultFixtures module, built that way.)

@MainActor private final class ProfileViewModel: ObservableObject {
    @Published var name = "Ada"
    func rename() { name = "Grace" }
}

private struct ProfileScreen: View {
    @StateObject private var viewModel = ProfileViewModel()
    var body: some View {
        VStack {
            Text(viewModel.name)
            Button("Rename") { viewModel.rename() }
        }
    }
}

private struct ProfileEditor: View {
    @ObservedObject var viewModel: ProfileViewModel
    var body: some View {
        Button("Rename \(viewModel.name)") { viewModel.rename() }
    }
}

@MainActor @Observable private final class Counter {
    var count = 0
    func increment() { count += 1 }
}

@MainActor private struct CounterScreen: View {
    @State private var counter = Counter()
    var body: some View {
        Button("Count: \(counter.count)") { counter.increment() }
    }
}

final class ConcurrencyDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    func testRenameShowsGrace() throws {
        let hosted = ViewHosting.host(view: ProfileScreen())
        try hosted.inspect().find(button: "Rename").tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Grace")
        hosted.expel()
    }

    @MainActor func testRenameShowsGraceAfterADelay() async throws {
        let hosted = ViewHosting.host(view: ProfileScreen())
        try hosted.inspect().find(button: "Rename").tap()
        let grace = try await hosted.inspect(after: 0.01).find(text: "Grace")
        XCTAssertEqual(grace.pathToRoot, "view(ProfileScreen.self).vStack().text(0)")
        hosted.expel()
    }

    func testRenamingAViewModelMadeInASynchronousTest() throws {
        let viewModel = MainActor.assumeIsolated { ProfileViewModel() }
        try ProfileEditor(viewModel: viewModel).inspect().find(button: "Rename Ada").tap()
        XCTAssertEqual(MainActor.assumeIsolated { viewModel.name }, "Grace")
    }

    @MainActor func testWaving() async throws {
        let hosted = ViewHosting.host(view: GreetingScreen())
        try hosted.inspect().find(button: "Wave").tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Hello, wave!")
        hosted.expel()
    }
}

@Suite("Docs: Concurrency", .serialized)
struct ConcurrencyDocSwiftTestingTests {
    @Test @MainActor func renameShowsGrace() throws {
        let hosted = ViewHosting.host(view: ProfileScreen())
        defer { hosted.expel() }
        try hosted.inspect().find(button: "Rename").tap()
        #expect(try hosted.inspect().find(text: "Grace").pathToRoot == "view(ProfileScreen.self).vStack().text(0)")
    }

    @Test func withoutMainActor() {
        let error = #expect(throws: InspectionError.self) {
            try ProfileScreen().inspect().vStack()
        }
        #expect(error?.reason == .notOnMainActor)
    }

    /// The message the page shows for `withoutMainActor()`.
    @Test func withoutMainActorMessage() {
        let error = #expect(throws: InspectionError.self) {
            try ProfileScreen().inspect().vStack()
        }
        #expect(
            error?.message == "view(ProfileScreen.self).vStack(): inspect views on the main actor: mark the test @MainActor"
                + " (view bodies are @MainActor, and this inspection ran off the main actor)")
    }

    @Test @MainActor func countingUp() throws {
        let hosted = ViewHosting.host(view: CounterScreen())
        defer { hosted.expel() }
        try hosted.inspect().button().tap()
        #expect(try hosted.inspect().find(button: "Count: 1").pathToRoot == "view(CounterScreen.self).button()")
    }
}
