import ViewTree

// Waiting for a hosted view, with no inspection code in the app: each form keeps running what
// the runtime has pending — updates, callbacks, `task`s, `onReceive` deliveries — letting the
// main actor run in between, until what it waits for holds or the time runs out.
//
// They run on the caller's actor (`nonisolated(nonsending)`): awaited from a `@MainActor`
// test, they inspect on the main actor, and the main actor runs the view's tasks while they
// pause.
extension HostedView {
    /// Waits until the hosted view has nothing left to do: no update, callback, `task` or
    /// `onReceive` delivery pending.
    ///
    /// ```swift
    /// let hosted = ViewHosting.host(view: Loader())   // its `task` loads
    /// try await hosted.settle()
    /// #expect(try hosted.inspect().find(text: "Loaded").string() == "Loaded")
    /// ```
    ///
    /// - Throws: `InspectionError` with reason `.waitTimedOut` listing what was still pending
    ///   (`"1 task still running: .task in Ticker"`) and the hierarchy when the time ran out.
    nonisolated(nonsending) public func settle(timeout: Duration = .seconds(1)) async throws {
        try await HostedWaiting.poll(
            self, call: "settle(\(HostedWaiting.argument(timeout)))", waitingFor: "the hosted view to settle",
            timeout: timeout
        ) { _ in
            graph.pendingWork.isEmpty ? .done(()) : .notYet(lastFailure: nil)
        }
    }

    /// Waits until `condition` returns without throwing, and returns what it returned: for
    /// any condition a `find` expresses.
    ///
    /// ```swift
    /// let row = try await hosted.waitUntil { try $0.find(MessageRow.self, containing: "Lunch") }
    /// ```
    ///
    /// - Throws: `InspectionError` with reason `.waitTimedOut`, showing the last error the
    ///   condition threw, what was still pending, and the hierarchy when the time ran out.
    @discardableResult
    nonisolated(nonsending) public func waitUntil<Result>(
        timeout: Duration = .seconds(1), _ condition: (InspectableView<ViewType.ClassifiedView>) throws -> Result
    ) async throws -> Result {
        try await HostedWaiting.poll(
            self, call: "waitUntil(\(HostedWaiting.argument(timeout)))", waitingFor: "the condition to hold",
            timeout: timeout
        ) { view in
            do {
                return .done(try condition(view))
            } catch {
                return .notYet(lastFailure: HostedWaiting.describe(error))
            }
        }
    }

    /// Waits until `condition` returns true.
    ///
    /// ```swift
    /// try await hosted.waitUntil { try $0.find(ViewType.Toggle.self).isOn() }
    /// ```
    ///
    /// - Throws: `InspectionError` with reason `.waitTimedOut`, as the other form does.
    nonisolated(nonsending) public func waitUntil(
        timeout: Duration = .seconds(1), _ condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
    ) async throws {
        try await HostedWaiting.poll(
            self, call: "waitUntil(\(HostedWaiting.argument(timeout)))", waitingFor: "the condition to hold",
            timeout: timeout
        ) { view in
            do {
                return try condition(view) ? .done(()) : .notYet(lastFailure: "the condition returned false")
            } catch {
                return .notYet(lastFailure: HostedWaiting.describe(error))
            }
        }
    }
}

/// The loop behind the waiting forms.
enum HostedWaiting {
    /// One look at the hierarchy: what was waited for, or why not yet.
    enum Attempt<Value> {
        case done(Value)
        case notYet(lastFailure: String?)
    }

    /// Inspects `hosted` (which runs its due updates and callbacks) and asks `attempt`, until
    /// it is done or `timeout` has passed; pauses in between so that the main actor runs the
    /// view's tasks and the main queue its scheduled updates. An expelled or stopped hierarchy
    /// fails at once: waiting would not change it.
    nonisolated(nonsending) static func poll<Value>(
        _ hosted: HostedView, call: String, waitingFor: String, timeout: Duration,
        _ attempt: (InspectableView<ViewType.ClassifiedView>) throws -> Attempt<Value>
    ) async throws -> Value {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: max(timeout, .zero))
        while true {
            let view = try hosted.inspect()
            let lastFailure: String?
            switch try attempt(view) {
            case let .done(value):
                return value
            case let .notYet(failure):
                lastFailure = failure
            }
            if clock.now >= deadline {
                throw timeoutError(call: call, waitingFor: waitingFor, timeout: timeout, hosted: hosted, view: view, lastFailure: lastFailure)
            }
            await Task.yield()
            try await clock.sleep(for: pause)
        }
    }

    /// How long each round pauses: short against the timeouts tests use, long enough not to
    /// spin.
    static let pause = Duration.milliseconds(2)

    static func timeoutError(
        call: String, waitingFor: String, timeout: Duration, hosted: HostedView,
        view: InspectableView<ViewType.ClassifiedView>, lastFailure: String?
    ) -> InspectionError {
        let pending = hosted.graph.pendingWork.descriptions
        var details: [String] = []
        if let lastFailure {
            details.append("The last attempt: \(lastFailure)")
        }
        let dump: String =
            switch view.content {
            case let .success(node): TreeDump.render(node, maximumLines: InspectionLimits.failureDumpLines)
            case let .failure(error): error.message
            }
        details.append("The hosted view when the time ran out:\n" + dump)
        return InspectionError(
            .waitTimedOut(waitingFor: waitingFor, seconds: seconds(of: timeout), pending: pending),
            location: DeferredText(call), details: DeferredText(details.joined(separator: "\n")))
    }

    /// An error a condition threw, on one line: an inspection error without its details (the
    /// timeout shows the whole tree itself).
    static func describe(_ error: any Error) -> String {
        (error as? InspectionError)?.summary ?? "\(error)"
    }

    /// `timeout: .seconds(0.5)`, as the argument is written in messages.
    static func argument(_ timeout: Duration) -> String {
        "timeout: .seconds(\(seconds(of: timeout).formatted()))"
    }

    static func seconds(of duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
