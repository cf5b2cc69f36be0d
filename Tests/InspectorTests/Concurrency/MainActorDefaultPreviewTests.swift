import Inspector
@testable import MainActorDefaultFixtures
import XCTest

/// `#Preview` and `@Entry` in a module with `defaultIsolation(MainActor.self)`.
final class MainActorDefaultPreviewTests: XCTestCase {
    func testAPreviewAndAnEntryOfAMainActorModule() throws {
        let hosted = try Previews.named("Main-actor greeting").host()
        defer { ViewHosting.expel() }
        try hosted.inspect().find(button: "Wave").tap()
        XCTAssertEqual(try hosted.inspect().find(ViewType.Text.self).string(), "Hello, wave!")
        XCTAssertEqual(try hosted.inspect().environment(\.greetingPunctuation), "!")
    }
}
