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

    /// The only accessibility element with `role` named `name` (any name when nil), once there
    /// is exactly one: `try await hosted.findUnique(role: .button, name: "Retry", timeout: .seconds(1))`.
    nonisolated(nonsending) public func findUnique(
        role: AccessibilityRole, name: String? = nil, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(RoleQuery(role: role, match: name.map { TextMatch.exact($0) }, verb: "findUnique"), timeout: timeout) {
            try $0.findUnique(role: role, name: name)
        }
    }

    /// The only accessibility element with `role` whose accessible name matches, once there is
    /// exactly one.
    nonisolated(nonsending) public func findUnique(
        role: AccessibilityRole, name match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(RoleQuery(role: role, match: match, verb: "findUnique"), timeout: timeout) {
            try $0.findUnique(role: role, name: match)
        }
    }

    nonisolated(nonsending) private func waitingFind(
        _ query: RoleQuery, timeout: Duration,
        _ find: (InspectableView<ViewType.ClassifiedView>) throws -> InspectableView<ViewType.ClassifiedView>
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        let description = query.verb == "findUnique" ? HostedWaiting.exactlyOne(query.description) : query.description
        return try await waitingFind(HostedWaiting.call(query.searchQuery.call, timeout: timeout), description, timeout: timeout, find)
    }
}
