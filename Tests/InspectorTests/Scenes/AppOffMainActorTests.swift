import Dispatch
import Foundation
import Inspector
import Synchronization
import ViewTree
import XCTest

private struct PlainApp: App {
    var body: some Scene {
        WindowGroup { Text("Plain") }
    }
}

/// An app's `body` is main-actor code: off the main actor, inspecting it throws and hosting
/// it hosts nothing, with a reason — never a crash.
final class AppOffMainActorTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
    }

    /// Runs `work` on a new thread and waits for it.
    private func onAnotherThread<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        let result = Mutex<Result?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.start()
        done.wait()
        return result.withLock { $0! }
    }

    func testInspectingAnAppOffTheMainActorThrows() {
        let message = onAnotherThread { () -> String? in
            do {
                _ = try PlainApp().inspect()
                return nil
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(
            message,
            "PlainApp().inspect(): inspect views on the main actor: mark the test @MainActor"
                + " (view bodies are @MainActor, and this inspection ran off the main actor)")
    }

    func testHostingAnAppOffTheMainActorHostsNothingAndSaysWhy() {
        let diagnostics = onAnotherThread { ViewHosting.host(app: PlainApp()).diagnostics }
        XCTAssertEqual(diagnostics, ["PlainApp was not hosted: its body runs on the main actor, and this is not it"])
    }
}
