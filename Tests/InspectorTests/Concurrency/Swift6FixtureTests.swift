import Inspector
@testable import Swift6Fixtures
import ViewTree
import XCTest

/// App code written for Swift 6 with explicit `@MainActor` view models, inspected from
/// `@MainActor` async XCTest methods (on Linux, `@MainActor` works on async test methods only).
final class Swift6FixtureTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    @MainActor func testTheProfileShowsTheViewModelsName() async throws {
        let text = try ProfileScreen().inspect().find(text: "Ada")
        XCTAssertEqual(try text.string(), "Ada")
        XCTAssertEqual(text.pathToRoot, "view(ProfileScreen.self).vStack().text(0)")
    }

    @MainActor func testTappingRenameInTheHostedProfileShowsGrace() async throws {
        let hosted = ViewHosting.host(view: ProfileScreen())
        try hosted.inspect().find(button: "Rename").tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Grace")
        XCTAssertNoThrow(try hosted.inspect().find(text: "Grace"))
    }

    @MainActor func testTappingRenameWithoutHostingShowsGrace() async throws {
        let sut = ProfileScreen()
        try sut.inspect().find(button: "Rename").tap()
        XCTAssertEqual(try sut.inspect().vStack().text(0).string(), "Grace")
    }

    @MainActor func testAnObservableModelInStateUpdatesItsForEach() async throws {
        let hosted = ViewHosting.host(view: LibraryScreen())
        XCTAssertEqual(try hosted.inspect().findAll(ViewType.Text.self).map { try $0.string() }, ["Dune", "Add"])
        try hosted.inspect().find(button: "Add").tap()
        let titles = try hosted.inspect().vStack().forEach(0).map { try $0.text().string() }
        XCTAssertEqual(titles, ["Dune", "Emma"])
    }

    @MainActor func testAMainActorObservableModelCountsItsAppearanceAndTaps() async throws {
        let hosted = ViewHosting.host(view: CounterScreen())
        XCTAssertEqual(try hosted.inspect().find(CountLabel.self).text().string(), "Count: 1")
        try hosted.inspect().find(button: "Increment").tap()
        XCTAssertEqual(try hosted.inspect().find(CountLabel.self).text().string(), "Count: 2")
    }

    @MainActor func testScreensComposedThroughAnyViewAreSearchedAndPathed() async throws {
        let hosted = ViewHosting.host(view: HomeScreen())
        try hosted.inspect().find(button: "Rename").tap()
        let grace = try hosted.inspect().find(text: "Grace")
        XCTAssertEqual(grace.pathToRoot, "view(HomeScreen.self).vStack().anyView(0).view(ProfileScreen.self).vStack().text(0)")
        let count = try hosted.inspect().find(text: "Count: 1")
        XCTAssertEqual(
            count.pathToRoot,
            "view(HomeScreen.self).vStack().anyView(2).view(CounterScreen.self).vStack().view(CountLabel.self, 0).text()")
        XCTAssertEqual(try hosted.inspect().vStack().anyView(2).view(CounterScreen.self).vStack().view(CountLabel.self, 0).text().string(), "Count: 1")
    }
}
