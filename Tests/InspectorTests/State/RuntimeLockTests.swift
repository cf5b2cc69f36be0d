import Foundation
import Inspector
import ViewTree
import XCTest

// No lock stops a state write while a body runs.

// MARK: - No lock held while bodies run

private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}

/// A body that waits for another thread, which writes the view's own state.
private struct WaitsForAnotherThread: View {
    @State private var loaded = false
    var body: some View {
        if !loaded {
            let state = Unchecked(value: _loaded)
            let done = DispatchSemaphore(value: 0)
            Thread {
                state.value.wrappedValue = true
                done.signal()
            }.start()
            done.wait()
        }
        return Text(loaded ? "loaded" : "loading")
    }
}

final class RuntimeLockTests: XCTestCase {
    func testAStateWriteFromAnotherThreadWhileABodyRunsDoesNotDeadlock() throws {
        let hosted = ViewHosting.host(view: WaitsForAnotherThread())
        defer { hosted.expel() }
        XCTAssertNoThrow(try hosted.inspect().find(text: "loaded"))
    }
}
