import ViewTree

// The role queries, waiting (see HostedView+Waiting.swift).
extension HostedView {
    /// The first accessibility element with `role` named `name` (any name when nil), once it
    /// appears: `try await hosted.find(role: .button, name: "Retry", timeout: .seconds(1))`.
    nonisolated(nonsending) public func find(
        role: AccessibilityRole, name: String? = nil, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(RoleQuery(role: role, match: name.map { TextMatch.exact($0) }, verb: "find"), timeout: timeout) {
            try $0.find(role: role, name: name)
        }
    }

    /// The first accessibility element with `role` whose accessible name matches, once it
    /// appears.
    nonisolated(nonsending) public func find(
        role: AccessibilityRole, name match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(RoleQuery(role: role, match: match, verb: "find"), timeout: timeout) {
            try $0.find(role: role, name: match)
        }
    }

    nonisolated(nonsending) private func waitingFind(
        _ query: RoleQuery, timeout: Duration,
        _ find: (InspectableView<ViewType.ClassifiedView>) throws -> InspectableView<ViewType.ClassifiedView>
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        // The call as `find` writes it, with the timeout before its closing parenthesis.
        let call = String(query.searchQuery.call.dropLast()) + ", \(HostedWaiting.argument(timeout)))"
        return try await waitingFind(call, query.description, timeout: timeout, find)
    }
}
