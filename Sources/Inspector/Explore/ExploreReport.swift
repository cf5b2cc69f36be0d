import ViewTree

/// What `explore(...)` found: how far it went, what went wrong on the way, and which controls
/// it reached. Two walks of the same screen give equal reports.
public struct ExploreReport: Equatable, Sendable, CustomStringConvertible {
    /// The distinct states reached, the first screen included; 0 when the first screen never
    /// settled — an update loop, or, with `explore(settleTimeout:…)`, work still pending when
    /// the timeout ran out — reported as a violation (the walk then ends `.exhausted`).
    public var states: Int
    /// The actions taken: one per state expanded and action available there (the actions
    /// replayed to get back to a state are not counted).
    public var actionsTaken: Int
    /// Why the walk ended.
    public var endedBy: Ending
    /// What went wrong, each with the shortest path to it, in the order found; one per
    /// distinct problem (the same invariant message, audit issues or error is reported once,
    /// at the shortest path that shows it).
    public var violations: [Violation]
    /// Every control seen, on screen or not, in the order first seen; a control is its kind
    /// and its place in the tree. (The containers acted on — stacks, presentations, tab views,
    /// `ForEach`s, lists and scroll views — are no accessibility elements: they are not listed.)
    public var coverage: [ControlCoverage]

    /// Why a walk ended.
    public enum Ending: Equatable, Sendable, CustomStringConvertible {
        /// Every state reachable within `maxDepth` actions was reached and expanded.
        case exhausted
        /// `maxStates` states were reached and another new one was found.
        case maxStates
        /// Every state within `maxDepth` actions was expanded; states at that depth had
        /// actions left that were not taken.
        case maxDepth
        /// The time limit passed.
        case timeLimit

        /// The ending and what it means: "maxStates (…)".
        public var description: String {
            switch self {
            case .exhausted: "exhausted (every reachable state was expanded)"
            case .maxStates: "maxStates (the state budget was reached; more states were reachable)"
            case .maxDepth: "maxDepth (states at the depth limit had actions that were not taken)"
            case .timeLimit: "timeLimit (the time limit passed)"
            }
        }
    }

    /// A problem found in a state, with how to get there.
    public struct Violation: Equatable, Sendable, CustomStringConvertible {
        /// What went wrong.
        public var kind: Kind
        /// The shortest sequence of actions from the first screen that shows it, in order.
        public var actions: [ExploreAction]
        /// The tree dump of the state the problem is in (for an action that failed or a
        /// screen that did not settle, the state the action was taken in; for a first
        /// screen that did not settle, the screen as first rendered).
        public var treeDump: String
        /// Swift test code that reproduces the problem (see `ExploreReproduction`).
        public var reproduction: String

        /// What a violation is.
        public enum Kind: Equatable, Sendable, CustomStringConvertible {
            /// The invariant threw, with this message.
            case invariant(String)
            /// The accessibility audit found these issues.
            case audit([String])
            /// An action threw, with this message.
            case actionFailed(String)
            /// The screen's state kept changing after an action: updates were stopped.
            case updateLoop(String)
            /// The screen still had work pending (a task, an update) when the settle timeout
            /// of `explore(settleTimeout:…)` ran out; the message lists what.
            case didNotSettle(String)

            /// What went wrong, in a line: the kind and its message.
            public var description: String {
                switch self {
                case let .invariant(message): "invariant: \(message)"
                case let .audit(issues): "accessibility audit: " + issues.joined(separator: "; ")
                case let .actionFailed(message): "action failed: \(message)"
                case let .updateLoop(message): "update loop: \(message)"
                case let .didNotSettle(message): "did not settle: \(message)"
                }
            }
        }

        /// The violation and the actions that lead to it, in a line.
        public var description: String {
            let steps = actions.isEmpty ? "on the first screen" : "after " + actions.map(\.description).joined(separator: ", then ")
            return "\(kind) — \(steps)"
        }
    }

    /// How often a control was seen, enabled and acted on.
    public struct ControlCoverage: Equatable, Sendable, CustomStringConvertible {
        /// The control's kind: `Button`, `Toggle`…
        public var kind: String
        /// Its accessible name where it was first on screen, if it has one.
        public var name: String?
        /// Where it is in the tree: what tells controls apart, as SwiftUI's structural
        /// identity does (a label that changes is the same control).
        public var path: String
        /// How a test finds it where it is on screen (`findUnique(role: .button, name: "Add")
        /// .button()`), or, for one never on screen, its place among its kind (`findAll(ViewType
        /// .Button.self)[2]`).
        public var locator: String
        /// The states it was on screen in.
        public var visible: Int
        /// The states it was on screen and enabled (neither disabled nor hidden) in.
        public var enabled: Int
        /// The actions taken on it.
        public var acted: Int

        /// `Button "Add"`, or, for an unnamed control, its kind and path.
        public var control: String {
            ExploreControlKey.describe(kind: kind, name: name, path: path)
        }

        /// The control's row in the coverage table.
        public var description: String {
            "\(control): visible in \(visible), enabled in \(enabled), acted on \(acted)"
        }
    }

    /// Controls found (in content not shown, such as a destination not pushed) but on screen
    /// in no state reached.
    public var neverReached: [ControlCoverage] { coverage.filter { $0.visible == 0 } }

    /// Controls on screen in some state but enabled in none.
    public var neverEnabled: [ControlCoverage] { coverage.filter { $0.visible > 0 && $0.enabled == 0 } }

    /// A summary: the walk, the violations with their reproductions, the coverage table.
    public var description: String {
        let walk = "Explored \(states) state\(states == 1 ? "" : "s") with \(actionsTaken) action\(actionsTaken == 1 ? "" : "s")"
        var lines = ["\(walk); ended by \(endedBy)."]
        if violations.isEmpty {
            lines.append("No violations.")
        } else {
            lines.append("\(violations.count) violation\(violations.count == 1 ? "" : "s"):")
            for (index, violation) in violations.enumerated() {
                lines.append("\(index + 1). \(violation)")
                lines += violation.reproduction.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
        }
        lines.append("Coverage (states visible / enabled, actions taken):")
        let width = coverage.map(\.control.count).max() ?? 0
        for row in coverage {
            let padded = row.control + String(repeating: " ", count: width - row.control.count)
            lines.append("  \(padded)  \(row.visible) / \(row.enabled), \(row.acted)")
        }
        if !neverReached.isEmpty {
            lines.append("Never reached: " + neverReached.map(\.control).joined(separator: ", "))
        }
        if !neverEnabled.isEmpty {
            lines.append("Never enabled: " + neverEnabled.map(\.control).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}

/// An error an `explore(...)` invariant throws to report a violation: its message is the
/// violation's.
///
/// ```swift
/// if total.hasPrefix("-") { throw ExploreViolation("negative total \(total)") }
/// ```
public struct ExploreViolation: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    /// A violation described by `message`, for an invariant to throw.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
