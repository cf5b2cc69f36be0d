import Foundation
import ViewTree

/// The breadth-first walk `explore(...)` runs: states in the order reached, each expanded by
/// replaying its path on a freshly made and hosted screen once per action.
final class ExploreWalk<Screen: View> {
    struct Settings {
        let maxStates: Int
        let maxDepth: Int
        let timeLimit: Duration
        let inputs: [String]
        let audit: Set<AccessibilityAuditRule>?
        let masks: [(NSRegularExpression, String)]
    }

    /// A state reached: the shortest path to it and the actions available there.
    private struct State {
        let path: [ExploreAction]
        /// The state's tree dump, unmasked.
        let dump: String
        let actions: [ExploreAction]
    }

    private let settings: Settings
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

    init(
        settings: Settings, screen: @escaping () -> Screen,
        invariant: @escaping (InspectableView<ViewType.ClassifiedView>) throws -> Void
    ) {
        self.settings = settings
        self.screen = screen
        self.invariant = invariant
    }

    func run() throws -> ExploreReport {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: settings.timeLimit)
        try start()
        var ending = ExploreReport.Ending.exhausted
        var head = 0
        walk: while head < queue.count {
            let state = queue[head]
            head += 1
            guard state.path.count < settings.maxDepth else {
                if !state.actions.isEmpty { cutByDepth = true }
                continue
            }
            for action in state.actions {
                guard clock.now < deadline else {
                    ending = .timeLimit
                    break walk
                }
                if !expand(state, with: action) {
                    ending = .maxStates
                    break walk
                }
            }
        }
        if ending == .exhausted, cutByDepth { ending = .maxDepth }
        return ExploreReport(
            states: known.count, actionsTaken: actionsTaken, endedBy: ending, violations: violations, coverage: coverage.table)
    }

    /// Hosts the first screen and records it.
    private func start() throws {
        let hosted = ViewHosting.host(view: screen())
        defer { hosted.expel() }
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

    /// Takes `action` in `state` on a fresh screen; records the state it leads to when new.
    /// Returns false when that state is new but the state budget is spent.
    private func expand(_ state: State, with action: ExploreAction) -> Bool {
        actionsTaken += 1
        coverage.acted(action.control)
        let hosted = ViewHosting.host(view: screen())
        defer { hosted.expel() }
        let path = state.path + [action]
        do {
            for (index, step) in state.path.enumerated() {
                do {
                    try step.perform(hosted.inspect())
                } catch let error as InspectionError {
                    if case .hostStopped = error.reason { throw error }
                    let replayed = Array(state.path.prefix(index + 1))
                    report(
                        .actionFailed(
                            "replaying \(step) threw, where the first replay did not: \(error.message); the screen closure must"
                                + " make the same screen each time"), after: replayed, treeDump: state.dump)
                    return true
                }
            }
            try action.perform(hosted.inspect())
            let after = try hosted.inspect()
            let dump = after.treeDump()
            let stateKey = key(of: after, dump: dump)
            guard !known.contains(stateKey) else { return true }
            guard known.count < settings.maxStates else { return false }
            record(after, path: path, dump: dump, key: stateKey)
        } catch let error as InspectionError {
            if case let .hostStopped(reason) = error.reason {
                report(.updateLoop(reason), after: path, treeDump: state.dump)
            } else {
                report(.actionFailed(error.message), after: path, treeDump: state.dump)
            }
        } catch {
            report(.actionFailed(String(describing: error)), after: path, treeDump: state.dump)
        }
        return true
    }

    /// Records a new state: checks it and lists its actions.
    private func record(_ root: InspectableView<ViewType.ClassifiedView>, path: [ExploreAction], dump: String? = nil, key stateKey: String? = nil) {
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
    private func report(_ kind: ExploreReport.Violation.Kind, after path: [ExploreAction], treeDump: String) {
        guard !violations.contains(where: { $0.kind == kind }) else { return }
        violations.append(
            ExploreReport.Violation(
                kind: kind, actions: path, treeDump: treeDump,
                reproduction: ExploreReproduction.code(for: kind, after: path, ignoring: settings.audit)))
    }
}
