import ViewTree

/// Prints a violation as the body of a test method that fails the same way.
///
/// The closures given to `explore(...)` cannot be printed, so the code starts from
/// `makeScreen()`, which stands for the `screen` closure, and calls `invariant(_:)`, which
/// stands for the `invariant` closure: a test defines both (or pastes the closures' code in).
enum ExploreReproduction {
    /// The code for `kind`, found after `actions`; `settling` is the settle timeout of a walk
    /// that awaited settling (the code awaits it as the walk did: it goes in an `async` test).
    static func code(
        for kind: ExploreReport.Violation.Kind, after actions: [ExploreAction], ignoring: Set<AccessibilityAuditRule>?,
        settling: Duration?
    ) -> String {
        var lines = [
            "// makeScreen() stands for the closure explore(...) made the screen with.",
            "let hosted = ViewHosting.host(view: makeScreen())",
            "defer { hosted.expel() }",
        ]
        let settle = settling.map { "try await hosted.settle(\(HostedWaiting.argument($0)))" }
        if let settle { lines.append(settle) }
        for action in actions {
            lines.append(action.swiftCode)
            if let settle { lines.append(settle) }
        }
        switch kind {
        case let .invariant(message):
            lines.append("// invariant(_:) stands for the invariant given to explore(...); it throws: \(comment(message))")
            lines.append("try invariant(hosted.inspect())")
        case .audit:
            let rules = (ignoring ?? []).map { ".\($0.rawValue)" }.sorted()
            lines.append("try hosted.inspect().assertAccessible(\(rules.isEmpty ? "" : "ignoring: [\(rules.joined(separator: ", "))]"))")
        case let .actionFailed(message):
            // The action throws: nothing after it runs.
            if settle != nil { lines.removeLast() }
            if let last = lines.popLast() {
                lines.append("// throws: \(comment(message))")
                lines.append(last)
            }
        case let .didNotSettle(message):
            // The last wait is the one that times out.
            if let last = lines.popLast() {
                lines.append("// throws: \(comment(message))")
                lines.append(last)
            }
        case let .updateLoop(message):
            lines.append("// throws: \(comment(message))")
            lines.append("_ = try hosted.inspect()")
        }
        return lines.joined(separator: "\n")
    }

    /// The first line of `message`, for a one-line comment.
    private static func comment(_ message: String) -> String {
        let first = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return first.count > 240 ? String(first.prefix(240)) + "…" : first
    }
}
