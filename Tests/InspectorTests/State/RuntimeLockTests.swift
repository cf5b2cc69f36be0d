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

/// A body that waits for another thread, which sends on a publisher the view listens to.
private struct WaitsForADelivery: View {
    let subject: PassthroughSubject<Int, Never>
    let log: Unchecked<NSMutableArray>
    @State private var renders = 0
    var body: some View {
        if renders > 0 {
            let subject = Unchecked(value: subject)
            let value = renders
            let done = DispatchSemaphore(value: 0)
            Thread {
                subject.value.send(value)
                done.signal()
            }.start()
            done.wait()
        }
        return Button("Render \(renders)") { renders += 1 }
            .onReceive(subject) { log.value.add($0) }
    }
}

final class RuntimeDeliveryLockTests: XCTestCase {
    func testAPublisherDeliveringFromAnotherThreadWhileABodyRunsDoesNotDeadlock() throws {
        let log = Unchecked(value: NSMutableArray())
        let hosted = ViewHosting.host(view: WaitsForADelivery(subject: PassthroughSubject(), log: log))
        defer { hosted.expel() }
        hosted.update()
        try hosted.inspect().find(button: "Render 0").tap()
        XCTAssertNoThrow(try hosted.inspect().find(button: "Render 1"))
        // Delivered during the render (an inspection evaluates the body again, and sends again).
        XCTAssertEqual(log.value.firstObject as? Int, 1)
    }
}
