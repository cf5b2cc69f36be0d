import ViewTree

// The three searches, waiting: each looks again after running what the hosted view has
// pending, until the query is satisfied or `timeout` has passed (see HostedView+Waiting.swift).
// Every labelled waiting form (`find(text:timeout:)`…) is one of these.
extension HostedView {
    /// The first view `query` matches, once there is one:
    /// `try await hosted.find(.text("Loaded"), timeout: .seconds(1))`.
    ///
    /// - Throws: `InspectionError` with reason `.waitTimedOut` showing why the last attempt
    ///   failed, what was still pending and the hierarchy; at once, an error waiting cannot
    ///   change (a kind Inspector cannot search for, an expelled host).
    nonisolated(nonsending) public func find<Found>(
        _ query: SearchQuery<Found>, timeout: Duration
    ) async throws -> InspectableView<Found> {
        try await waitingFind(query, verb: "find", timeout: timeout) { try $0.find(query) }
    }

    /// The only view `query` matches, once there is exactly one; on timeout, the last attempt
    /// says whether it found none or several, with their paths:
    /// `try await hosted.findUnique(.button("Retry"), timeout: .seconds(1))`.
    nonisolated(nonsending) public func findUnique<Found>(
        _ query: SearchQuery<Found>, timeout: Duration
    ) async throws -> InspectableView<Found> {
        try await waitingFind(query, verb: "findUnique", timeout: timeout) { try $0.findUnique(query) }
    }

    /// Every view `query` matches, once there is at least one, top to bottom as in the source:
    /// `let rows = try await hosted.findAll(.view(Row.self), timeout: .seconds(1))`.
    nonisolated(nonsending) public func findAll<Found>(
        _ query: SearchQuery<Found>, timeout: Duration
    ) async throws -> [InspectableView<Found>] {
        try await HostedWaiting.poll(
            self, call: query.call("findAll", options: [HostedWaiting.argument(timeout)]),
            waitingFor: "at least one " + HostedWaiting.withoutArticle(query.waitingDescription), timeout: timeout
        ) { view in
            if let kind = query.unsearchableKind {
                throw InspectionError(.unknownViewType(kind), path: view.pathToRoot)
            }
            let found = view.findAll(query)
            return found.isEmpty ? .notYet(lastFailure: "found none") : .done(found)
        }
    }

    /// Runs `find` on the hierarchy until it finds, or `timeout` has passed; messages name the
    /// call as `verb` with `query` writes it. Errors that waiting cannot change — a kind
    /// Inspector cannot search for, a test off the main actor — are thrown at once.
    ///
    /// The forms with a condition pass a query of the same shape whose condition (`{ _ in false }`)
    /// is never called, and run the caller's condition in `find`: it does not escape the call.
    nonisolated(nonsending) func waitingFind<Found, Result>(
        _ query: SearchQuery<Found>, verb: String, timeout: Duration,
        _ find: (InspectableView<ViewType.ClassifiedView>) throws -> Result
    ) async throws -> Result {
        let waitingFor = verb == "findUnique"
            ? "exactly one " + HostedWaiting.withoutArticle(query.waitingDescription) : query.waitingDescription
        let call = query.call(verb, options: [HostedWaiting.argument(timeout)])
        return try await HostedWaiting.poll(self, call: call, waitingFor: waitingFor, timeout: timeout) { view in
            do {
                return .done(try find(view))
            } catch let error as InspectionError where HostedWaiting.isFinal(error.reason) {
                throw error
            } catch {
                return .notYet(lastFailure: HostedWaiting.describe(error))
            }
        }
    }
}

extension HostedWaiting {
    /// What is waited for, without its leading article, to follow `exactly one`:
    /// `view matching the condition` for `a view matching the condition`.
    static func withoutArticle(_ description: String) -> String {
        description.hasPrefix("a ") ? String(description.dropFirst(2)) : description
    }

    /// Whether waiting cannot change the outcome of a failure with `reason`.
    static func isFinal(_ reason: InspectionError.Reason) -> Bool {
        switch reason {
        case .unknownViewType, .notOnMainActor, .hostExpelled, .hostStopped: true
        case .typeMismatch, .indexOutOfRange, .noContent, .multipleViews, .modifierNotFound, .attributeNotFound,
            .unresponsive, .viewAbsent, .invalidArgument, .attributeUnavailable, .ambiguousAttribute,
            .evaluationFailed, .timedOut, .waitTimedOut, .depthLimitExceeded, .missingEnvironmentObject,
            .missingEnvironmentModel, .searchFailed, .skippedPastLastMatch, .multipleMatches, .noParent,
            .accessibilityIssues:
            false
        }
    }
}
