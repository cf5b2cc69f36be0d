import Foundation
import Inspector
@testable import MainActorDefaultFixtures
import ViewTree
import XCTest

/// App code from a module built with `.defaultIsolation(MainActor.self)` (Xcode 26's default
/// for app targets): its views, models and initializers are all on the main actor, so the
/// tests that make them are `@MainActor` async test methods.
final class MainActorDefaultFixtureTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    @MainActor func testTappingAButtonChangesTheStateObject() async throws {
        let hosted = ViewHosting.host(view: SettingsScreen())
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Notifications off")
        try hosted.inspect().find(button: "Toggle notifications").tap()
        XCTAssertEqual(try hosted.inspect().vStack().text(0).string(), "Notifications on")
    }

    @MainActor func testAnObservableModelPassedThroughAnyView() async throws {
        let hosted = ViewHosting.host(view: SettingsScreen())
        let name = try hosted.inspect().find(text: "Ada")
        XCTAssertEqual(name.pathToRoot, "view(SettingsScreen.self).vStack().anyView(2).view(AccountRow.self).hStack().text(0)")
        try hosted.inspect().find(button: "Sign out").tap()
        XCTAssertNoThrow(try hosted.inspect().find(text: "Signed out"))
    }

    @MainActor func testACustomModifiersBodyAndAForEach() async throws {
        let sut = try InboxScreen().inspect()
        XCTAssertEqual(try sut.vStack().modifier(BadgeModifier.self).hStack().text(1).string(), "2")
        XCTAssertEqual(try sut.find(text: "Receipt").pathToRoot, "view(InboxScreen.self).vStack().forEach(0).text(1)")
    }

    @MainActor func testFormattedTextsOfTheModule() async throws {
        let paidAt = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 GMT
        let sut = try ReceiptScreen(total: 12.5, paidAt: paidAt).inspect().vStack()
        XCTAssertEqual(try sut.text(0).string(), "Total: $12.50")
        XCTAssertEqual(try sut.text(1).string(), "November 14, 2023")
        XCTAssertEqual(try sut.text(2).string(), "Due Dec 14, 2023")
        XCTAssertEqual(try sut.text(3).attributes().foregroundColor(), .green)
    }
}

extension MainActorDefaultFixtureTests {
    @MainActor func testALayoutOfTheModule() async throws {
        let shelf = try ShelfScreen().inspect().layout(Shelf.self)
        XCTAssertEqual(try shelf.text(1).string(), "Records")
        let sizes = [CGSize(width: 10, height: 5), CGSize(width: 20, height: 8)]
        XCTAssertEqual(try shelf.sizeThatFits(.unspecified, subviewSizes: sizes), CGSize(width: 34, height: 8))
    }
}
