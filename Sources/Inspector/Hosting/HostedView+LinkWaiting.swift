import Foundation
import ViewTree

// The link forms, waiting (see HostedView+Waiting.swift).
extension HostedView {
    /// The first `NavigationLink` whose label shows `title`, once it appears:
    /// `try await hosted.find(navigationLink: "Settings", timeout: .seconds(1))`.
    nonisolated(nonsending) public func find(
        navigationLink title: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.NavigationLink> {
        try await find(navigationLink: .exact(title), timeout: timeout)
    }

    /// The first `NavigationLink` whose label shows a string that matches, once it appears.
    nonisolated(nonsending) public func find(
        navigationLink match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.NavigationLink> {
        try await waitingFind(FindQueries.navigationLink(match, verb: "find"), strict: false, timeout: timeout) {
            try $0.find(navigationLink: match)
        }
    }

    /// The first `Link` that opens `url`, once it appears.
    nonisolated(nonsending) public func find(link url: URL, timeout: Duration) async throws -> InspectableView<ViewType.Link> {
        try await waitingFind(FindQueries.link(url, verb: "find"), strict: false, timeout: timeout) { try $0.find(link: url) }
    }

    /// The first `Link` whose label shows `label`, once it appears:
    /// `try await hosted.find(link: "Terms", timeout: .seconds(1))`.
    nonisolated(nonsending) public func find(link label: String, timeout: Duration) async throws -> InspectableView<ViewType.Link> {
        try await find(link: .exact(label), timeout: timeout)
    }

    /// The first `Link` whose label shows a string that matches, once it appears.
    nonisolated(nonsending) public func find(link match: TextMatch, timeout: Duration) async throws -> InspectableView<ViewType.Link> {
        try await waitingFind(FindQueries.link(match, verb: "find"), strict: false, timeout: timeout) { try $0.find(link: match) }
    }

    /// Waits for `find` as `waitingFind(_:_:timeout:_:)` does, writing the call and what it
    /// waits for from `query` (the query of the synchronous form, for its call and
    /// description); a strict form waits for exactly one.
    nonisolated(nonsending) func waitingFind<Found>(
        _ query: SearchQuery, strict: Bool, timeout: Duration,
        _ find: (InspectableView<ViewType.ClassifiedView>) throws -> Found
    ) async throws -> Found {
        try await waitingFind(
            HostedWaiting.call(query.call, timeout: timeout),
            strict ? HostedWaiting.exactlyOne(query.description) : query.description, timeout: timeout, find)
    }
}
