import Foundation
import Inspector
import ViewTree
import XCTest

private struct Loader: View {
    @State var text = "Loading"
    var body: some View {
        Text(text)
            .task {
                try? await Task.sleep(for: .milliseconds(30))
                text = "Loaded"
            }
    }
}

/// The waiting forms from `@MainActor` async XCTest methods, as the Concurrency tests use them.
final class HostedWaitingXCTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    @MainActor func testFindWaitsForTheTask() async throws {
        let hosted = ViewHosting.host(view: Loader())
        let text = try await hosted.find(text: "Loaded", timeout: .seconds(2))
        XCTAssertEqual(try text.string(), "Loaded")
    }

    @MainActor func testSettleThenInspect() async throws {
        let hosted = ViewHosting.host(view: Loader())
        try await hosted.settle(timeout: .seconds(2))
        XCTAssertEqual(try hosted.inspect().text().string(), "Loaded")
    }

    @MainActor func testATimeoutIsAnInspectionError() async throws {
        let hosted = ViewHosting.host(view: Text("Ready"))
        do {
            _ = try await hosted.find(text: "Done", timeout: .milliseconds(10))
            XCTFail("expected a time-out")
        } catch let error as InspectionError {
            XCTAssertEqual(
                error.reason,
                .waitTimedOut(waitingFor: "text \"Done\"", seconds: 0.01, pending: []))
        }
    }
}
