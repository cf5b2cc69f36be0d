import ViewTree

extension ExploreWalk {
    /// Walks the states, waiting after hosting and after each step until the screen settles
    /// (`HostedView.settle(timeout:)`): its `task`s done, nothing pending. A screen that does
    /// not settle in time is a violation, and the path is not followed further.
    @MainActor func runSettling(timeout: Duration) async throws -> ExploreReport {
        let hosted = hostFirstScreen()
        defer { hosted.expel() }
        if await settle(hosted, timeout: timeout, after: [], treeDump: "") {
            try record(firstScreen: hosted)
        }
        while let (state, action) = next() {
            guard await expand(state, with: action, timeout: timeout) else { return report(endedBy: .maxStates) }
        }
        return report(endedBy: nil)
    }

    /// `expand(_:with:)`, settling after hosting and after each step.
    @MainActor private func expand(_ state: State, with action: ExploreMove, timeout: Duration) async -> Bool {
        let (hosted, path) = begin(state, with: action)
        defer { hosted.expel() }
        guard await settle(hosted, timeout: timeout, after: [], treeDump: state.dump) else { return true }
        for index in path.indices {
            guard perform(path, upTo: index, on: hosted, from: state),
                await settle(hosted, timeout: timeout, after: Array(path.prefix(index + 1)), treeDump: state.dump)
            else { return true }
        }
        return conclude(path, on: hosted, from: state)
    }

    /// Waits for `hosted` to settle after `path`; false when it did not (reported as a
    /// violation, with the screen when the time ran out, else `treeDump`).
    @MainActor private func settle(_ hosted: HostedView, timeout: Duration, after path: [ExploreMove], treeDump: String) async -> Bool {
        do {
            try await hosted.settle(timeout: timeout)
            return true
        } catch let error as InspectionError {
            switch error.reason {
            case let .hostStopped(reason): report(.updateLoop(reason), after: path, treeDump: treeDump)
            case .waitTimedOut:
                // The screen as it was when the time ran out shows what was still loading.
                report(.didNotSettle(error.summary), after: path, treeDump: (try? hosted.inspect().treeDump()) ?? treeDump)
            default: report(.actionFailed(error.message), after: path, treeDump: treeDump)
            }
        } catch {
            report(.actionFailed(String(describing: error)), after: path, treeDump: treeDump)
        }
        return false
    }
}
