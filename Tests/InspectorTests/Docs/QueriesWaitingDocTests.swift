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

private struct Cart: View {
    let items: [String]
    var body: some View {
        VStack {
            Text("Your cart")
            ForEach(items, id: \.self) { item in
                HStack {
                    Text(item)
                    Button("Remove") {}
                }
            }
            Button("Check out") {}
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

    @Test func strictForms() async throws {
        let hosted = ViewHosting.host(view: Loader())
        let open = try await hosted.findUnique(button: "Open", timeout: .seconds(1))
        #expect(open.pathToRoot == "view(Loader.self).vStack().button(1)")
        let cart = ViewHosting.host(view: Cart(items: ["Tea", "Coffee"]))
        let error = try await #require(throws: InspectionError.self) {
            try await cart.findUnique(button: "Remove", timeout: .seconds(0.05))
        }
        #expect(
            error.message == """
                findUnique(button: "Remove", timeout: .seconds(0.05)): waited 0.05 seconds for exactly one button "Remove"; nothing was pending (no update, callback, task or onReceive delivery), so waiting longer would not have changed the view
                The last attempt: view(Cart.self).findUnique(button: "Remove"): found 2 matches for button "Remove", expected exactly one:
                  view(Cart.self).vStack().forEach(1).hStack(0).button(1)
                  view(Cart.self).vStack().forEach(1).hStack(1).button(1)
                The hosted view when the time ran out:
                view(Cart.self)
                  vStack()
                    text(0) "Your cart"
                    forEach(1)
                      hStack(0)
                        text(0) "Tea"
                        button(1)
                          labelView().text() "Remove"
                      hStack(1)
                        text(0) "Coffee"
                        button(1)
                          labelView().text() "Remove"
                    button(2)
                      labelView().text() "Check out"
                """)
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
