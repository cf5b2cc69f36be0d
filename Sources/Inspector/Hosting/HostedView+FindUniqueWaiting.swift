import Foundation
import ViewTree

// The strict forms, waiting: each looks again until exactly one view matches (see
// InspectableView+FindUnique.swift and HostedView+Waiting.swift). On timeout, the last
// attempt says whether it found none or several, with their paths.
extension HostedView {
    // MARK: - By text

    /// The only `Text` showing `text`, once there is exactly one:
    /// `try await hosted.findUnique(text: "Loaded", timeout: .seconds(1))`.
    nonisolated(nonsending) public func findUnique(text: String, timeout: Duration) async throws -> InspectableView<ViewType.Text> {
        try await findUnique(text: .exact(text), timeout: timeout)
    }

    /// The only `Text` whose string matches, once there is exactly one.
    nonisolated(nonsending) public func findUnique(text match: TextMatch, timeout: Duration) async throws -> InspectableView<ViewType.Text> {
        try await waitingFind(FindQueries.text(match, verb: "findUnique"), strict: true, timeout: timeout) {
            try $0.findUnique(text: match)
        }
    }

    /// The only `Button` titled `title`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(button title: String, timeout: Duration) async throws -> InspectableView<ViewType.Button> {
        try await findUnique(button: .exact(title), timeout: timeout)
    }

    /// The only `Button` whose title matches, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        button match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.Button> {
        try await waitingFind(FindQueries.button(match, verb: "findUnique"), strict: true, timeout: timeout) {
            try $0.findUnique(button: match)
        }
    }

    /// The only `NavigationLink` whose label shows `title`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        navigationLink title: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.NavigationLink> {
        try await findUnique(navigationLink: .exact(title), timeout: timeout)
    }

    /// The only `NavigationLink` whose label shows a string that matches, once there is
    /// exactly one.
    nonisolated(nonsending) public func findUnique(
        navigationLink match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.NavigationLink> {
        try await waitingFind(FindQueries.navigationLink(match, verb: "findUnique"), strict: true, timeout: timeout) {
            try $0.findUnique(navigationLink: match)
        }
    }

    /// The only `Link` that opens `url`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(link url: URL, timeout: Duration) async throws -> InspectableView<ViewType.Link> {
        try await waitingFind(FindQueries.link(url, verb: "findUnique"), strict: true, timeout: timeout) {
            try $0.findUnique(link: url)
        }
    }

    /// The only `Link` whose label shows `label`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(link label: String, timeout: Duration) async throws -> InspectableView<ViewType.Link> {
        try await findUnique(link: .exact(label), timeout: timeout)
    }

    /// The only `Link` whose label shows a string that matches, once there is exactly one.
    nonisolated(nonsending) public func findUnique(link match: TextMatch, timeout: Duration) async throws -> InspectableView<ViewType.Link> {
        try await waitingFind(FindQueries.link(match, verb: "findUnique"), strict: true, timeout: timeout) {
            try $0.findUnique(link: match)
        }
    }

    // MARK: - By identity

    /// The only view identified with `.id(id)`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        viewWithId id: AnyHashable, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(FindQueries.id(id, verb: "findUnique"), strict: true, timeout: timeout) {
            try $0.findUnique(viewWithId: id)
        }
    }

    /// The only view tagged with `.tag(tag)`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        viewWithTag tag: AnyHashable, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(FindQueries.tag(tag, verb: "findUnique"), strict: true, timeout: timeout) {
            try $0.findUnique(viewWithTag: tag)
        }
    }

    /// The only view whose accessibility label is `label`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        viewWithAccessibilityLabel label: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await findUnique(viewWithAccessibilityLabel: .exact(label), timeout: timeout)
    }

    /// The only view whose accessibility label matches, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        viewWithAccessibilityLabel match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(FindQueries.accessibilityLabel(match, verb: "findUnique"), strict: true, timeout: timeout) {
            try $0.findUnique(viewWithAccessibilityLabel: match)
        }
    }

    /// The only view whose accessibility identifier is `identifier`, once there is exactly
    /// one.
    nonisolated(nonsending) public func findUnique(
        viewWithAccessibilityIdentifier identifier: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(FindQueries.accessibilityIdentifier(identifier, verb: "findUnique"), strict: true, timeout: timeout) {
            try $0.findUnique(viewWithAccessibilityIdentifier: identifier)
        }
    }

    // MARK: - By kind and condition

    /// The only view for which `condition` is true, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        timeout: Duration, where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(
            "findUnique(\(HostedWaiting.argument(timeout)), where: …)", HostedWaiting.exactlyOne("view matching the condition"),
            timeout: timeout
        ) { try $0.findUnique(where: condition) }
    }

    /// The only view of kind `viewType`, once there is exactly one:
    /// `try await hosted.findUnique(ViewType.ProgressView.self, timeout: .seconds(1))`.
    nonisolated(nonsending) public func findUnique<T: KnownViewType>(
        _ viewType: T.Type, timeout: Duration
    ) async throws -> InspectableView<T> {
        try await waitingFind(
            "findUnique(\(FindCall.typeArgument(T.self)), \(HostedWaiting.argument(timeout)))",
            HostedWaiting.exactlyOne(HostedWaiting.kindName(T.self)), timeout: timeout
        ) { try $0.findUnique(T.self) }
    }

    /// The only view of kind `viewType` for which `condition` is true, once there is exactly
    /// one.
    nonisolated(nonsending) public func findUnique<T: KnownViewType>(
        _ viewType: T.Type, timeout: Duration, where condition: (InspectableView<T>) throws -> Bool
    ) async throws -> InspectableView<T> {
        try await waitingFind(
            "findUnique(\(FindCall.typeArgument(T.self)), \(HostedWaiting.argument(timeout)), where: …)",
            HostedWaiting.exactlyOne("\(HostedWaiting.kindName(T.self)) matching the condition"), timeout: timeout
        ) { try $0.findUnique(T.self, where: condition) }
    }

    /// The only view of your type `V`, once there is exactly one.
    nonisolated(nonsending) public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, timeout: Duration
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await findUnique(ViewType.View<V>.self, timeout: timeout)
    }

    /// The only view of your type `V` for which `condition` is true, once there is exactly one.
    nonisolated(nonsending) public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, timeout: Duration, where condition: (InspectableView<ViewType.View<V>>) throws -> Bool
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await findUnique(ViewType.View<V>.self, timeout: timeout, where: condition)
    }

    // MARK: - Around a text

    /// The only view of kind `T` around a `Text` showing `string`, once there is exactly one.
    nonisolated(nonsending) public func findUnique<T: KnownViewType>(
        _ viewType: T.Type, containing string: String, timeout: Duration
    ) async throws -> InspectableView<T> {
        try await findUnique(T.self, containing: .exact(string), timeout: timeout)
    }

    /// The only view of kind `T` around a `Text` whose string matches, once there is exactly
    /// one.
    nonisolated(nonsending) public func findUnique<T: KnownViewType>(
        _ viewType: T.Type, containing match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<T> {
        try await waitingFind(
            "findUnique(\(FindCall.typeArgument(T.self)), containing: \(match), \(HostedWaiting.argument(timeout)))",
            HostedWaiting.exactlyOne("\(HostedWaiting.kindName(T.self)) containing text \(match.phrase)"), timeout: timeout
        ) { try $0.findUnique(T.self, containing: match) }
    }

    /// The only view of your type `V` around a `Text` showing `string`, once there is exactly
    /// one.
    nonisolated(nonsending) public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, containing string: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await findUnique(ViewType.View<V>.self, containing: .exact(string), timeout: timeout)
    }

    /// The only view of your type `V` around a `Text` whose string matches, once there is
    /// exactly one.
    nonisolated(nonsending) public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, containing match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await findUnique(ViewType.View<V>.self, containing: match, timeout: timeout)
    }
}
