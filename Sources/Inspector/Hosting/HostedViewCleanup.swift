import Foundation
import ViewTree
import XCTest

/// Expels what an XCTest test hosted when the test finishes, so that a view a test forgot to
/// expel does not keep reacting — running callbacks, tasks and subscriptions — during later
/// tests.
///
/// Installed the first time a test inspects a view. Swift Testing has no such notice: there,
/// expel at the end of the test (`hosted.expel()` or `ViewHosting.expel()`, which a test's task
/// calls for what it hosted).
final class HostedViewCleanup: NSObject, XCTestObservation, Sendable {
    private static let shared = HostedViewCleanup()
    private static let installation: Void = {
        XCTestObservationCenter.shared.addTestObserver(shared)
    }()

    /// Makes sure the cleanup is installed. XCTest's observers are only touched on the main
    /// actor, where XCTest itself calls them; elsewhere, a later call installs it.
    static func install() {
        guard MainActorBridge.isOnMainActor else { return }
        _ = installation
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        ViewHosting.expel()
    }
}
