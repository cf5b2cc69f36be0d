import Inspector
@testable import MainActorDefaultFixtures
@testable import Swift6Fixtures
import Testing
import ViewTree

/// The fixtures from Swift Testing: `@Test @MainActor` functions, synchronous or async.
@Suite("Main-actor app code in Swift Testing", .serialized)
struct FixtureSwiftTestingTests {
    @Test @MainActor func aTapIsVisibleOnTheNextHostedInspection() throws {
        let hosted = ViewHosting.host(view: ProfileScreen())
        defer { hosted.expel() }
        try hosted.inspect().find(button: "Rename").tap()
        #expect(try hosted.inspect().find(text: "Grace").pathToRoot == "view(ProfileScreen.self).vStack().text(0)")
    }

    @Test @MainActor func asyncTestsInspectTheSameWay() async throws {
        let hosted = ViewHosting.host(view: HomeScreen())
        defer { hosted.expel() }
        try hosted.inspect().find(button: "Add").tap()
        let emma = try await hosted.inspect(after: 0.01).find(text: "Emma")
        #expect(emma.pathToRoot == "view(HomeScreen.self).vStack().anyView(1).view(LibraryScreen.self).vStack().forEach(0).text(1)")
    }

    @Test @MainActor func aMainActorModelInAnExplicitlyIsolatedView() throws {
        let hosted = ViewHosting.host(view: CounterScreen())
        defer { hosted.expel() }
        try hosted.inspect().find(button: "Increment").tap()
        #expect(try hosted.inspect().find(CountLabel.self).text().string() == "Count: 2")
    }

    @Test @MainActor func aDefaultIsolationModuleIsInspectedAsIs() throws {
        let hosted = ViewHosting.host(view: SettingsScreen())
        defer { hosted.expel() }
        try hosted.inspect().find(button: "Toggle notifications").tap()
        try hosted.inspect().find(button: "Sign out").tap()
        #expect(try hosted.inspect().vStack().text(0).string() == "Notifications on")
        let signedOut = try hosted.inspect().find(text: "Signed out")
        #expect(signedOut.pathToRoot == "view(SettingsScreen.self).vStack().anyView(2).view(AccountRow.self).hStack().text(0)")
    }

    /// Without `@MainActor`, a Swift Testing test runs off the main actor, and the error
    /// says what to do.
    @Test func withoutMainActorTheErrorSaysWhatToDo() {
        #expect(throws: InspectionError(.notOnMainActor, path: "view(ProfileScreen.self).vStack()")) {
            try ProfileScreen().inspect().vStack()
        }
    }

    @Test @MainActor func aDefaultIsolationModifierAndForEach() throws {
        let sut = try InboxScreen().inspect()
        #expect(try sut.find(text: "2").pathToRoot == "view(InboxScreen.self).vStack().modifier(BadgeModifier.self).hStack().text(1)")
        #expect(try sut.findAll(ViewType.Text.self).map { try $0.string() } == ["Welcome", "Receipt", "2"])
    }
}
