import Foundation
import ViewTree

/// The breadth-first walk `explore(...)` runs: states in the order reached, each expanded by
/// replaying its path on a freshly made and hosted screen once per action.
///
/// The walk is the same synchronous or awaiting settling (`ExploreWalk+Settling.swift`): the
/// drivers differ only in the wait after hosting and after each step.
final class ExploreWalk<Screen: View> {
    struct Settings {
        let maxStates: Int
        let maxDepth: Int
        let timeLimit: Duration
        /// How long to wait for the screen to settle after hosting and after each action
        /// (`runSettling()`); nil for the synchronous walk, which only flushes updates.
        let settleTimeout: Duration?
        let inputs: [String]
        let audit: Set<AccessibilityAuditRule>?
        let masks: [(NSRegularExpression, String)]

        /// The settings `explore(...)` was called with, checked.
        init(
            maxStates: Int, maxDepth: Int, timeLimit: Duration, settleTimeout: Duration?, inputs: [String],
            audit: Set<AccessibilityAuditRule>?, masking: [ExploreMask]
        ) throws {
            let call = "explore()"
            guard maxStates >= 1 else {
                throw InspectionError(.invalidArgument(argument: "maxStates \(maxStates)", reason: "must be at least 1"), path: call)
            }
            guard maxDepth >= 0 else {
                throw InspectionError(.invalidArgument(argument: "maxDepth \(maxDepth)", reason: "must be 0 or more"), path: call)
            }
            guard timeLimit > .zero else {
                throw InspectionError(.invalidArgument(argument: "timeLimit \(timeLimit)", reason: "must be more than zero"), path: call)
            }
            if let settleTimeout, settleTimeout <= .zero {
                throw InspectionError(
                    .invalidArgument(argument: "settleTimeout \(settleTimeout)", reason: "must be more than zero"), path: call)
            }
            self.maxStates = maxStates
            self.maxDepth = maxDepth
            self.timeLimit = timeLimit
            self.settleTimeout = settleTimeout
            self.inputs = inputs
            self.audit = audit
            masks = try ExploreMask.compile(masking)
        }
    }

    /// A state reached: the shortest path to it and the actions available there.
    struct State {
        let path: [ExploreMove]
        /// The state's tree dump, unmasked.
        let dump: String
        let actions: [ExploreMove]
    }

    let settings: Settings
    private let screen: () -> Screen
    private let invariant: (InspectableView<ViewType.ClassifiedView>) throws -> Void
    /// The keys of the states reached (`key(of:dump:)`).
    private var known: Set<String> = []
    private var queue: [State] = []
    private var coverage = ExploreCoverageBook()
    private var violations: [ExploreReport.Violation] = []
    private var actionsTaken = 0
    /// Whether a state at `maxDepth` had actions that were not taken.
    private var cutByDepth = false
    /// The state being expanded (its index in `queue`) and its next action.
    private var head = 0
    private var nextAction = 0
    private let clock = ContinuousClock()
    private let deadline: ContinuousClock.Instant

    init(
        settings: Settings, screen: @escaping () -> Screen,
        invariant: @escaping (InspectableView<ViewType.ClassifiedView>) throws -> Void
    ) {
        self.settings = settings
        self.screen = screen
        self.invariant = invariant
        deadline = clock.now.advanced(by: settings.timeLimit)
    }

    /// Walks the states, flushing updates after each action.
    func run() throws -> ExploreReport {
        let hosted = hostFirstScreen()
        do {
            defer { hosted.expel() }
            try record(firstScreen: hosted)
        }
        while let (state, action) = next() {
            guard expand(state, with: action) else { return report(endedBy: .maxStates) }
        }
        return report(endedBy: nil)
    }

    /// Takes `action` in `state` on a fresh screen; records the state it leads to when new.
    /// Returns false when that state is new but the state budget is spent.
    private func expand(_ state: State, with action: ExploreMove) -> Bool {
        let (hosted, path) = begin(state, with: action)
        defer { hosted.expel() }
        for index in path.indices {
            guard perform(path, upTo: index, on: hosted, from: state) else { return true }
        }
        return conclude(path, on: hosted, from: state)
    }

    // MARK: The steps both drivers take

    /// The next action to take, in breadth-first order; nil when the walk is over (every
    /// state expanded, or the time limit passed).
    func next() -> (State, ExploreMove)? {
        while head < queue.count {
            let state = queue[head]
            guard state.path.count < settings.maxDepth, nextAction < state.actions.count else {
                if state.path.count >= settings.maxDepth, !state.actions.isEmpty { cutByDepth = true }
                head += 1
                nextAction = 0
                continue
            }
            guard clock.now < deadline else { return nil }
            nextAction += 1
            return (state, state.actions[nextAction - 1])
        }
        return nil
    }

    /// The report, once the walk is over: ended by `ending`, or by what `next()` ran out of.
    func report(endedBy ending: ExploreReport.Ending?) -> ExploreReport {
        let ended = ending ?? (head < queue.count ? .timeLimit : cutByDepth ? .maxDepth : .exhausted)
        return ExploreReport(
            states: known.count, actionsTaken: actionsTaken, endedBy: ended, violations: violations, coverage: coverage.table)
    }

    /// Records the first screen, hosted (and settled) as `hosted`.
    func record(firstScreen hosted: HostedView) throws {
        let root: InspectableView<ViewType.ClassifiedView>
        do {
            root = try hosted.inspect()
        } catch let error as InspectionError {
            guard case let .hostStopped(reason) = error.reason else { throw error }
            report(.updateLoop(reason), after: [], treeDump: "")
            return
        }
        record(root, path: [])
    }

    /// Hosts a fresh screen to take `action` in `state` on; counts the action.
    func begin(_ state: State, with action: ExploreMove) -> (HostedView, [ExploreMove]) {
        actionsTaken += 1
        coverage.acted(action.action.control)
        return (ViewHosting.host(view: screen()), state.path + [action])
    }

    /// The first state's tree dump (empty before it is recorded).
    var firstStateDump: String { queue.first?.dump ?? "" }

    /// Hosts a fresh screen for the first state.
    func hostFirstScreen() -> HostedView {
        ViewHosting.host(view: screen())
    }

    /// Performs `path[index]` on `hosted`: a step of the replay to `state`, or (the last) the
    /// action taken there. Returns false when it threw: the violation is reported.
    func perform(_ path: [ExploreMove], upTo index: Int, on hosted: HostedView, from state: State) -> Bool {
        let step = path[index]
        let taken = Array(path.prefix(index + 1))
        do {
            try step.perform(hosted.inspect())
            return true
        } catch let error as InspectionError {
            if case let .hostStopped(reason) = error.reason {
                report(.updateLoop(reason), after: taken, treeDump: state.dump)
            } else if index < path.count - 1 {
                report(
                    .actionFailed(
                        "replaying \(step.action) threw, where the first replay did not: \(error.message); the screen closure must"
                            + " make the same screen each time"), after: taken, treeDump: state.dump)
            } else {
                report(.actionFailed(error.message), after: taken, treeDump: state.dump)
            }
        } catch {
            report(.actionFailed(String(describing: error)), after: taken, treeDump: state.dump)
        }
        return false
    }

    /// Reads the state `path` led to on `hosted`, and records it when it is new. Returns false
    /// when it is new but the state budget is spent.
    func conclude(_ path: [ExploreMove], on hosted: HostedView, from state: State) -> Bool {
        let after: InspectableView<ViewType.ClassifiedView>
        do {
            after = try hosted.inspect()
        } catch let error as InspectionError {
            if case let .hostStopped(reason) = error.reason {
                report(.updateLoop(reason), after: path, treeDump: state.dump)
            } else {
                report(.actionFailed(error.message), after: path, treeDump: state.dump)
            }
            return true
        } catch {
            report(.actionFailed(String(describing: error)), after: path, treeDump: state.dump)
            return true
        }
        let dump = after.treeDump()
        let stateKey = key(of: after, dump: dump)
        guard !known.contains(stateKey) else { return true }
        guard known.count < settings.maxStates else { return false }
        record(after, path: path, dump: dump, key: stateKey)
        return true
    }

    /// Records a new state: checks it and lists its actions.
    private func record(_ root: InspectableView<ViewType.ClassifiedView>, path: [ExploreMove], dump: String? = nil, key stateKey: String? = nil) {
        let dump = dump ?? root.treeDump()
        known.insert(stateKey ?? key(of: root, dump: dump))
        do {
            try invariant(root)
        } catch {
            report(.invariant((error as? ExploreViolation)?.message ?? String(describing: error)), after: path, treeDump: dump)
        }
        if let ignoring = settings.audit {
            do {
                let issues = try root.accessibilityAudit(ignoring: ignoring)
                if !issues.isEmpty { report(.audit(issues.map(\.description)), after: path, treeDump: dump) }
            } catch {
                report(.audit(["the audit could not read the screen: \(error)"]), after: path, treeDump: dump)
            }
        }
        queue.append(State(path: path, dump: dump, actions: ExploreDiscovery.actions(in: root, inputs: settings.inputs, coverage: &coverage)))
    }

    /// What identifies the state of the screen at `root`, whose tree dump is `dump`: the dump
    /// with the masks applied, and what controls show that it does not.
    private func key(of root: InspectableView<ViewType.ClassifiedView>, dump: String) -> String {
        let shown = ExploreControls.all.flatMap { $0.shownValues(in: root) }
        return ([ExploreMask.apply(settings.masks, to: dump)] + shown).joined(separator: "\n")
    }

    /// Adds a violation, unless one of the same kind was found already (by a path as short).
    func report(_ kind: ExploreReport.Violation.Kind, after path: [ExploreMove], treeDump: String) {
        guard !violations.contains(where: { $0.kind == kind }) else { return }
        violations.append(
            ExploreReport.Violation(
                kind: kind, actions: path.map(\.action), treeDump: treeDump,
                reproduction: ExploreReproduction.code(
                    for: kind, after: path.map(\.action), ignoring: settings.audit, settling: settings.settleTimeout)))
    }
}
