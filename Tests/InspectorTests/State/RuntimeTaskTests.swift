import Foundation
import Inspector
import ViewTree
import XCTest

// A `.task` runs where SwiftUI runs it, and stops when SwiftUI stops it.

// MARK: - Tasks

private final class TaskLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    var entries: [String] { lock.withLock { storage } }
    func append(_ entry: String) { lock.withLock { storage.append(entry) } }
}

private struct Loading: View {
    let log: TaskLog
    let id: Int
    var body: some View {
        Text("loading \(id)")
            .task(id: id) {
                log.append("start \(id) on main: \(Thread.isMainThread)")
                try? await Task.sleep(nanoseconds: 5_000_000_000)
                log.append("end \(id) cancelled: \(Task.isCancelled)")
            }
    }
}

private struct TaskHost: View {
    let log: TaskLog
    @State private var id = 1
    @State private var shows = true
    var body: some View {
        VStack {
            if shows { Loading(log: log, id: id) }
            Button("Next") { id += 1 }
            Button("Hide") { shows = false }
        }
    }
}

final class RuntimeTaskTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    private func waitUntil(_ condition: @escaping () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(3)
        while !condition(), Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertTrue(condition(), "timed out", file: file, line: line)
    }

    func testATaskRunsOnTheMainActorAndIsCancelledWhenItsIdChangesOrItsViewLeaves() throws {
        let log = TaskLog()
        let hosted = ViewHosting.host(view: TaskHost(log: log))
        hosted.update()
        waitUntil { log.entries.contains("start 1 on main: true") }
        try hosted.inspect().find(button: "Next").tap()
        hosted.update()
        waitUntil { log.entries.contains("end 1 cancelled: true") && log.entries.contains("start 2 on main: true") }
        try hosted.inspect().find(button: "Hide").tap()
        hosted.update()
        waitUntil { log.entries.contains("end 2 cancelled: true") }
        // The first task's end and the second's start race on the main actor: their order is
        // not part of the contract.
        XCTAssertEqual(
            log.entries.sorted(),
            ["end 1 cancelled: true", "end 2 cancelled: true", "start 1 on main: true", "start 2 on main: true"])
        XCTAssertEqual(log.entries.first, "start 1 on main: true")
        XCTAssertEqual(log.entries.last, "end 2 cancelled: true")
    }
}
