import Foundation
import Inspector
import Testing
import ViewTree
import XCTest

/// Counts the evaluations of one view's body.
private final class Evaluations: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = 0
    var count: Int { lock.withLock { storage } }
    func add() { lock.withLock { storage += 1 } }
}

private struct Tally: View {
    let evaluations: Evaluations
    @State private var count = 0
    var body: some View {
        evaluations.add()
        return VStack {
            Text("\(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// Taps `sut` once and checks that it reads `expected` back.
private func tapAndRead(_ sut: InspectableView<ViewType.ClassifiedView>, expecting expected: Int) throws {
    try sut.find(button: "Add").tap()
    let read = try sut.find(ViewType.Text.self).string()
    guard read == "\(expected)" else {
        throw InspectionError(.typeMismatch(expected: "\"\(expected)\"", found: "\"\(read)\"", hint: nil), path: "")
    }
}

final class PerTreeInvalidationTests: XCTestCase {
    func testAWriteInOneInspectionKeepsWhatAnotherComputed() throws {
        let first = Evaluations()
        let second = Evaluations()
        let a = try Tally(evaluations: first).inspect()
        let b = try Tally(evaluations: second).inspect()
        for count in 1...100 {
            try tapAndRead(a, expecting: count)
            try tapAndRead(b, expecting: count)
        }
        // Once to start, once after each of its own taps: the other's taps cost nothing.
        XCTAssertEqual(first.count, 101)
        XCTAssertEqual(second.count, 101)
        XCTAssertEqual(try a.find(ViewType.Text.self).string(), "100")
    }

    func testAHandleStillSeesWritesMadeThroughAnotherCopyOfTheHostedView() throws {
        let evaluations = Evaluations()
        let hosted = ViewHosting.host(view: Tally(evaluations: evaluations))
        defer { hosted.expel() }
        let held = try hosted.inspect()
        XCTAssertEqual(try held.find(ViewType.Text.self).string(), "0")
        // Tapped through another inspection: another copy of the view, the same hosted place.
        try hosted.inspect().find(button: "Add").tap()
        XCTAssertEqual(try held.find(ViewType.Text.self).string(), "1")
    }
}

/// Two tests that run at the same time, each tapping its own view: each sees only its own
/// state, and each body is evaluated as often as when the test runs alone.
@Suite("Per-inspection invalidation")
struct PerTreeInvalidationSwiftTests {
    @Test(arguments: [1, 2]) @MainActor
    func tapsInParallelTestsDoNotInvalidateEachOther(run: Int) async throws {
        let evaluations = Evaluations()
        let sut = try Tally(evaluations: evaluations).inspect()
        let hosted = ViewHosting.host(view: Tally(evaluations: Evaluations()))
        defer { hosted.expel() }
        for expected in 1...1_000 {
            try tapAndRead(sut, expecting: expected)
            try hosted.inspect().find(button: "Add").tap()
            #expect(try hosted.inspect().find(ViewType.Text.self).string() == "\(expected)")
            // Let the other test run between taps.
            await Task.yield()
        }
        #expect(evaluations.count == 1_001)
        #expect(try sut.find(ViewType.Text.self).string() == "1000")
    }
}
