import Foundation
import Inspector
import Testing
import ViewTree

/// Waiting for a hosted view without inspection code in the app: `find(…, timeout:)`,
/// `waitUntil`, `settle()`, and what their timeouts say.
@Suite("Waiting for a hosted view", .expelsHostedViews)
@MainActor
struct HostedWaitingTests {
    struct Loader: View {
        @State var text = "Loading"
        var body: some View {
            VStack {
                Text(text)
                if text == "Loaded" {
                    Button("Open") {}.id("open").tag(3).accessibilityIdentifier("loader.open")
                }
            }
            .task {
                try? await Task.sleep(for: .milliseconds(30))
                text = "Loaded"
            }
        }
    }

    struct Ticker: View {
        var body: some View {
            Text("Ticking")
                .task(id: 7) {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .milliseconds(5))
                    }
                }
        }
    }

    struct Feed: View {
        let updates: PassthroughSubject<String, Never>
        @State var latest = "Nothing yet"
        var body: some View {
            Text(latest).onReceive(updates) { latest = $0 }
        }
    }

    struct Greeting: View {
        let values: CurrentValueSubject<String, Never>
        @State var shown = ""
        var body: some View {
            Text(shown).onReceive(values) { shown = $0 }.task {}
        }
    }

    @Test func findWaitsForATaskToShowTheView() async throws {
        let hosted = ViewHosting.host(view: Loader())
        #expect(throws: InspectionError.self) { try hosted.inspect().find(text: "Loaded") }
        let text = try await hosted.find(text: "Loaded", timeout: .seconds(2))
        #expect(try text.string() == "Loaded")
    }

    @Test func everyFindFormWaits() async throws {
        let hosted = ViewHosting.host(view: Loader())
        #expect(try await hosted.find(button: "Open", timeout: .seconds(2)).labelView().text().string() == "Open")
        hosted.expel()
        for find in [
            { (hosted: HostedView) in try await hosted.find(viewWithId: "open", timeout: .seconds(2)).pathToRoot },
            { try await $0.find(viewWithTag: 3, timeout: .seconds(2)).pathToRoot },
            { try await $0.find(viewWithAccessibilityIdentifier: "loader.open", timeout: .seconds(2)).pathToRoot },
            { try await $0.find(ViewType.Button.self, timeout: .seconds(2)).pathToRoot },
            { try await $0.find(timeout: .seconds(2), where: { try $0.button().labelView().text().string() == "Open" }).pathToRoot },
            { try await $0.find(ViewType.VStack.self, containing: "Loaded", timeout: .seconds(2)).pathToRoot },
        ] as [(HostedView) async throws -> String] {
            let hosted = ViewHosting.host(view: Loader())
            let path = try await find(hosted)
            #expect(path.hasPrefix("view(Loader.self).vStack()"))
            hosted.expel()
        }
        let labelled = ViewHosting.host(view: Loader().accessibilityLabel("Loader"))
        #expect(try await labelled.find(viewWithAccessibilityLabel: "Loader", timeout: .seconds(2)).pathToRoot == "view(Loader.self)")
        #expect(try await labelled.find(Loader.self, timeout: .seconds(2)).actualView().text == "Loading")
        #expect(try await labelled.find(Loader.self, containing: "Loaded", timeout: .seconds(2)).pathToRoot == "view(Loader.self)")
    }

    @Test func theFormsTakeATextMatch() async throws {
        let hosted = ViewHosting.host(view: Loader())
        let text = try await hosted.find(text: .exact("loaded", options: .caseInsensitive), timeout: .seconds(2))
        #expect(try text.string() == "Loaded")
        #expect(try await hosted.find(button: .substring("Op"), timeout: .seconds(2)).pathToRoot.hasSuffix("button(1)"))
        #expect(try await hosted.find(ViewType.VStack.self, containing: .substring("oad"), timeout: .seconds(2)).pathToRoot.hasSuffix("vStack()"))
        let error = try await #require(throws: InspectionError.self) {
            try await hosted.find(text: .substring("Done", options: .caseInsensitive), timeout: .milliseconds(10))
        }
        #expect(
            error.message == """
                find(text: .substring("Done", options: .caseInsensitive), timeout: .seconds(0.01)): waited 0.01 seconds for text containing "Done" (ignoring case); nothing was pending (no update, callback, task or onReceive delivery), so waiting longer would not have changed the view
                The last attempt: view(Loader.self).find(text: .substring("Done", options: .caseInsensitive)): found no text containing "Done" (ignoring case) (searched 5 views below)
                \(Self.loadedDump)
                """)
    }

    @Test func roleQueriesWait() async throws {
        let hosted = ViewHosting.host(view: Loader())
        let open = try await hosted.find(role: .button, name: "Open", timeout: .seconds(2))
        #expect(open.pathToRoot == "view(Loader.self).vStack().button(1)")
        #expect(try await hosted.find(role: .button, name: .substring("Op"), timeout: .seconds(2)).pathToRoot == open.pathToRoot)
        let error = try await #require(throws: InspectionError.self) {
            try await hosted.find(role: .button, name: "Stop", timeout: .milliseconds(10))
        }
        #expect(
            error.message == """
                find(role: .button, name: "Stop", timeout: .seconds(0.01)): waited 0.01 seconds for element with role .button named "Stop"; nothing was pending (no update, callback, task or onReceive delivery), so waiting longer would not have changed the view
                The last attempt: view(Loader.self).find(role: .button, name: "Stop"): found no element with role .button named "Stop" (searched 5 views below)
                \(Self.loadedDump)
                """)
    }

    /// The loaded `Loader` as a timeout shows it.
    static let loadedDump = """
        The hosted view when the time ran out:
        view(Loader.self)
          vStack() .task
            text(0) "Loaded"
            button(1) .id("open") .tag(3) .accessibilityIdentifier("loader.open")
              labelView().text() "Open"
        """

    @Test func findWaitsForAPublisherDelivery() async throws {
        let updates = PassthroughSubject<String, Never>()
        let hosted = ViewHosting.host(view: Feed(updates: updates))
        Task.detached {
            try await Task.sleep(for: .milliseconds(20))
            updates.send("Breaking news")
        }
        #expect(try await hosted.find(text: "Breaking news", timeout: .seconds(2)).pathToRoot == "view(Feed.self).text()")
    }

    @Test func waitUntilReturnsWhatTheConditionFound() async throws {
        let hosted = ViewHosting.host(view: Loader())
        let button = try await hosted.waitUntil(timeout: .seconds(2)) { try $0.find(button: "Open") }
        #expect(button.pathToRoot == "view(Loader.self).vStack().button(1)")
    }

    @Test func waitUntilWaitsForAConditionToBeTrue() async throws {
        let hosted = ViewHosting.host(view: Loader())
        try await hosted.waitUntil(timeout: .seconds(2)) { try $0.find(ViewType.Text.self).string() == "Loaded" }
        #expect(try hosted.inspect().find(ViewType.Text.self).string() == "Loaded")
    }

    @Test func settleReturnsOnceTheTaskAndItsUpdateHaveRun() async throws {
        let hosted = ViewHosting.host(view: Loader())
        try await hosted.settle(timeout: .seconds(2))
        #expect(try hosted.inspect().find(ViewType.Text.self).string() == "Loaded")
        #expect(try hosted.inspect().find(button: "Open").pathToRoot.hasSuffix("button(1)"))
    }

    @Test func settleTimesOutListingTheTaskStillRunning() async throws {
        let hosted = ViewHosting.host(view: Ticker())
        let error = try await #require(throws: InspectionError.self) { try await hosted.settle(timeout: .milliseconds(50)) }
        #expect(
            error.reason
                == .waitTimedOut(
                    waitingFor: "the hosted view to settle", seconds: 0.05, pending: ["1 task still running: .task(id: 7) in Ticker"]))
        #expect(
            error.message == """
                settle(timeout: .seconds(0.05)): waited 0.05 seconds for the hosted view to settle; still pending: 1 task still running: .task(id: 7) in Ticker
                The hosted view when the time ran out:
                view(Ticker.self)
                  text() "Ticking" .task
                """)
    }

    @Test func findTimesOutWithTheLastFailureAndTheTree() async throws {
        let hosted = ViewHosting.host(view: Ticker())
        let error = try await #require(throws: InspectionError.self) {
            try await hosted.find(button: "Stop", timeout: .milliseconds(30))
        }
        #expect(
            error.message == """
                find(button: "Stop", timeout: .seconds(0.03)): waited 0.03 seconds for button "Stop"; still pending: 1 task still running: .task(id: 7) in Ticker
                The last attempt: view(Ticker.self).find(button: "Stop"): found no button "Stop" (searched 2 views below)
                The hosted view when the time ran out:
                view(Ticker.self)
                  text() "Ticking" .task
                """)
    }

    @Test func aTimeoutWithNothingPendingSaysWaitingLongerWouldNotHelp() async throws {
        let hosted = ViewHosting.host(view: Text("Ready"))
        let error = try await #require(throws: InspectionError.self) {
            try await hosted.waitUntil(timeout: .milliseconds(10)) { try $0.text().string() == "Done" }
        }
        #expect(
            error.message == """
                waitUntil(timeout: .seconds(0.01)): waited 0.01 seconds for the condition to hold; nothing was pending (no update, callback, task or onReceive delivery), so waiting longer would not have changed the view
                The last attempt: the condition returned false
                The hosted view when the time ran out:
                text() "Ready"
                """)
    }

    @Test func anExpelledHostFailsAtOnce() async throws {
        let hosted = ViewHosting.host(view: Loader())
        hosted.expel()
        let start = ContinuousClock.now
        let error = try await #require(throws: InspectionError.self) { try await hosted.find(text: "Loaded", timeout: .seconds(5)) }
        #expect(error.reason == .hostExpelled)
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func aKindInspectorCannotSearchForFailsAtOnce() async throws {
        struct Unknown: KnownViewType {
            static var typePrefix: String { "Unknown" }
        }
        let hosted = ViewHosting.host(view: Text("a"))
        let error = try await #require(throws: InspectionError.self) { try await hosted.find(Unknown.self, timeout: .seconds(5)) }
        #expect(error.reason == .unknownViewType("Unknown"))
    }

    @Test func theRuntimeSaysWhatIsPending() throws {
        let hosted = ViewHosting.host(view: Greeting(values: CurrentValueSubject("Hello")))
        // Rendered: the appearance of Greeting and of its Text, and the current value's
        // delivery, wait for the first flush.
        #expect(hosted.graph.pendingWork == PendingWork(callbacks: 2, deliveries: 1))
        hosted.update()
        #expect(hosted.graph.pendingWork == PendingWork(tasks: [".task in Greeting"]))
        #expect(try hosted.inspect().text().string() == "Hello")
    }

    @Test func theReasonReadsInSeconds() {
        #expect(
            InspectionError(.waitTimedOut(waitingFor: "text \"A\"", seconds: 1, pending: ["1 task still running: .task in A"]), path: "")
                .message == "waited 1 second for text \"A\"; still pending: 1 task still running: .task in A")
        #expect(
            InspectionError(
                .waitTimedOut(waitingFor: "the condition to hold", seconds: 2.5, pending: ["1 view still to re-render", "2 callbacks still to run"]),
                path: "waitUntil(timeout: .seconds(2.5))"
            ).message
                == "waitUntil(timeout: .seconds(2.5)): waited 2.5 seconds for the condition to hold; still pending: 1 view still to re-render; 2 callbacks still to run")
    }

    @Test func tasksLeaveThePendingWorkWhenTheyEndOrTheViewIsExpelled() async throws {
        let loader = ViewHosting.host(view: Loader())
        loader.update()
        #expect(loader.graph.pendingWork.tasks == [".task in Loader"])
        try await loader.settle(timeout: .seconds(2))
        #expect(loader.graph.pendingWork.isEmpty)
        let ticker = ViewHosting.host(view: Ticker())
        ticker.update()
        #expect(ticker.graph.pendingWork.tasks == [".task(id: 7) in Ticker"])
        ticker.expel()
        #expect(ticker.graph.pendingWork.isEmpty)
    }

    @Test func pendingWorkIsDescribedPerKind() {
        #expect(PendingWork().descriptions == [])
        #expect(PendingWork().isEmpty)
        #expect(
            PendingWork(updates: 1, callbacks: 1, deliveries: 1, tasks: [".task in A"]).descriptions == [
                "1 view still to re-render", "1 callback still to run", "1 onReceive delivery still to run",
                "1 task still running: .task in A",
            ])
        #expect(
            PendingWork(updates: 2, callbacks: 3, deliveries: 2, tasks: [".task in A", ".task(id: 2) in B"]).descriptions == [
                "2 views still to re-render", "3 callbacks still to run", "2 onReceive deliveries still to run",
                "2 tasks still running: .task in A, .task(id: 2) in B",
            ])
    }
}

/// Off the main actor, waiting cannot help: bodies run on the main actor only.
@Suite("Waiting off the main actor")
struct HostedWaitingOffMainActorTests {
    struct Greeting: View {
        var body: some View {
            Text("Hello")
        }
    }

    @Test func aTestOffTheMainActorFailsAtOnceSayingWhatToDo() async throws {
        let hosted = ViewHosting.host(view: Greeting())
        defer { hosted.expel() }
        let start = ContinuousClock.now
        let error = try await #require(throws: InspectionError.self) { try await hosted.find(text: "Hello", timeout: .seconds(5)) }
        #expect(error.reason == .notOnMainActor)
        #expect(ContinuousClock.now - start < .seconds(1))
    }
}
