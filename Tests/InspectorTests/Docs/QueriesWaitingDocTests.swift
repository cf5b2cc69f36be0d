import Foundation
import Inspector
import Testing
import ViewTree
import XCTest

// Every example of the section "Waiting for a view" of Docs/Queries.md, as written there.

private struct Loader: View {
    @State var status = "Loading"
    var body: some View {
        VStack {
            Text(status)
            if status == "Loaded" {
                Button("Open") {}
            }
        }
        .task {
            try? await Task.sleep(for: .milliseconds(20))
            status = "Loaded"
        }
    }
}

private struct SlowLoader: View {
    @State var status = "Loading"
    var body: some View {
        Text(status)
            .task {
                try? await Task.sleep(for: .seconds(60))
                status = "Loaded"
            }
    }
}

@Suite("Docs: Waiting for a view", .expelsHostedViews)
@MainActor
struct QueriesWaitingDocTests {
    @Test func showsTheContentOnceLoaded() async throws {
        let hosted = ViewHosting.host(view: Loader())
        let status = try await hosted.find(text: "Loaded", timeout: .seconds(1))
        #expect(status.pathToRoot == "view(Loader.self).vStack().text(0)")
    }

    @Test func everyForm() async throws {
        let hosted = ViewHosting.host(view: Loader())
        let open = try await hosted.waitUntil(timeout: .seconds(1)) { try $0.findUnique(button: "Open") }
        try await hosted.waitUntil { try $0.find(ViewType.Text.self).string() == "Loaded" }
        #expect(open.pathToRoot == "view(Loader.self).vStack().button(1)")
    }

    @Test func settle() async throws {
        let hosted = ViewHosting.host(view: Loader())
        try await hosted.settle()
        #expect(try hosted.inspect().find(ViewType.Text.self).string() == "Loaded")
    }

    @Test func aTimeoutSaysWhatWasPending() async throws {
        let hosted = ViewHosting.host(view: SlowLoader())
        let error = try await #require(throws: InspectionError.self) {
            try await hosted.find(text: "Loaded", timeout: .seconds(0.05))
        }
        #expect(
            error.message == """
                find(text: "Loaded", timeout: .seconds(0.05)): waited 0.05 seconds for text "Loaded"; still pending: 1 task still running: .task in SlowLoader
                The last attempt: view(SlowLoader.self).find(text: "Loaded"): found no text "Loaded" (searched 2 views below)
                The hosted view when the time ran out:
                view(SlowLoader.self)
                  text() "Loading" .task
                """)
        #expect(
            error.reason
                == .waitTimedOut(waitingFor: "text \"Loaded\"", seconds: 0.05, pending: ["1 task still running: .task in SlowLoader"]))
        let settling = try await #require(throws: InspectionError.self) { try await hosted.settle(timeout: .seconds(0.05)) }
        #expect(
            settling.message == """
                settle(timeout: .seconds(0.05)): waited 0.05 seconds for the hosted view to settle; still pending: 1 task still running: .task in SlowLoader
                The hosted view when the time ran out:
                view(SlowLoader.self)
                  text() "Loading" .task
                """)
    }
}

final class QueriesWaitingXCTestDocTests: XCTestCase {
    override func tearDown() {
        ViewHosting.expel()
        super.tearDown()
    }

    @MainActor func testShowsTheContentOnceLoaded() async throws {
        let hosted = ViewHosting.host(view: Loader())
        let open = try await hosted.find(button: "Open", timeout: .seconds(1))
        try open.tap()
    }
}
