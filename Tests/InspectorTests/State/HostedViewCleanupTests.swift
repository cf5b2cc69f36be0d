import Inspector
import ViewTree
import XCTest

/// A view a test hosts and forgets to expel is expelled when the test finishes: it does not
/// react during later tests.
final class HostedViewCleanupTests: XCTestCase {
    nonisolated(unsafe) private static var forgotten: HostedView?

    func test1HostsAViewAndDoesNotExpelIt() throws {
        let hosted = ViewHosting.host(view: Text("left behind"))
        XCTAssertNoThrow(try hosted.inspect().find(text: "left behind"))
        Self.forgotten = hosted
    }

    func test2FindsItExpelled() throws {
        let forgotten = try XCTUnwrap(Self.forgotten, "test1 runs first")
        XCTAssertThrowsError(try forgotten.inspect()) { error in
            XCTAssertEqual((error as? InspectionError)?.reason, .hostExpelled)
        }
    }
}
