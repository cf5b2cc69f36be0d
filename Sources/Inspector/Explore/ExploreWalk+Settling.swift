import ViewTree

extension ExploreWalk {
    /// Walks the states, waiting after hosting and after each step until the screen settles
    /// (`HostedView.settle(timeout:)` with `settings.settleTimeout`): its `task`s done,
    /// nothing pending. A screen that does not settle in time is a violation, and the path is
    /// not followed further. Without a settle timeout, it is `run()`.
    ///
    /// - Throws: `CancellationError` when the task running the walk is cancelled.
    @MainActor func runSettling() async throws -> ExploreReport {
        guard let timeout = settings.settleTimeout else { return try run() }
        let hosted = hostFirstScreen()
        do {
            defer { hosted.expel() }
            // The screen as first rendered: what a violation shows when it never settles.
            let firstRender = (try? hosted.inspect().treeDump()) ?? ""
            if try await settle(hosted, timeout: timeout, after: [], treeDump: firstRender) {
                try record(firstScreen: hosted)
            }
        }
        while let (state, action) = next() {
            try Task.checkCancellation()
            guard try await expand(state, with: action, timeout: timeout) else { return report(endedBy: .maxStates) }
        }
        return report(endedBy: nil)
    }

    /// `expand(_:with:)`, settling after hosting and after each step.
    @MainActor private func expand(_ state: State, with action: ExploreMove, timeout: Duration) async throws -> Bool {
        let (hosted, path) = begin(state, with: action)
        defer { hosted.expel() }
        guard try await settle(hosted, timeout: timeout, after: [], treeDump: firstStateDump) else { return true }
        for index in path.indices {
            guard perform(path, upTo: index, on: hosted, from: state),
                try await settle(hosted, timeout: timeout, after: Array(path.prefix(index + 1)), treeDump: state.dump)
            else { return true }
        }
        return conclude(path, on: hosted, from: state)
    }

    /// Waits for `hosted` to settle after `path`; false when it did not, reported as a
    /// violation showing `treeDump`: the state the last step was taken in (a dump taken after
    /// the time ran out would show however far the screen's work had got, another each walk).
    ///
    /// - Throws: `CancellationError` when the task is cancelled.
    @MainActor private func settle(_ hosted: HostedView, timeout: Duration, after path: [ExploreMove], treeDump: String)
        async throws -> Bool
    {
        do {
            try await hosted.settle(timeout: timeout)
            return true
        } catch let error as InspectionError {
            if case let .hostStopped(reason) = error.reason {
                report(.updateLoop(reason), after: path, treeDump: treeDump)
            } else {
                // The wait timed out, or the screen could not be read while waiting: either
                // way, the wait is what fails.
                report(.didNotSettle(error.summary), after: path, treeDump: treeDump)
            }
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            report(.didNotSettle(String(describing: error)), after: path, treeDump: treeDump)
        }
        return false
    }
}
