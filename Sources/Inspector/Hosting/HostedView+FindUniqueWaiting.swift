import Foundation
import ViewTree

// The strict forms, waiting: each is `findUnique(_:timeout:)` with its query (see
// HostedView+SearchWaiting.swift). On timeout, the last attempt says whether it found none or
// several, with their paths.
extension HostedView {
    // MARK: - By text

    /// The only `Text` showing `text`, once there is exactly one:
    /// `try await hosted.findUnique(text: "Loaded", timeout: .seconds(1))`.
    nonisolated(nonsending) public func findUnique(text: String, timeout: Duration) async throws -> InspectableView<ViewType.Text> {
        try await findUnique(.text(text), timeout: timeout)
    }

    /// The only `Text` whose string matches, once there is exactly one.
    nonisolated(nonsending) public func findUnique(text match: TextMatch, timeout: Duration) async throws -> InspectableView<ViewType.Text> {
        try await findUnique(.text(match), timeout: timeout)
    }

    /// The only `Button` titled `title`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(button title: String, timeout: Duration) async throws -> InspectableView<ViewType.Button> {
        try await findUnique(.button(title), timeout: timeout)
    }

    /// The only `Button` whose title matches, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        button match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.Button> {
        try await findUnique(.button(match), timeout: timeout)
    }

    /// The only `NavigationLink` whose label shows `title`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        navigationLink title: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.NavigationLink> {
        try await findUnique(.navigationLink(title), timeout: timeout)
    }

    /// The only `NavigationLink` whose label shows a string that matches, once there is
    /// exactly one.
    nonisolated(nonsending) public func findUnique(
        navigationLink match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.NavigationLink> {
        try await findUnique(.navigationLink(match), timeout: timeout)
    }

    /// The only `Link` that opens `url`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(link url: URL, timeout: Duration) async throws -> InspectableView<ViewType.Link> {
        try await findUnique(.link(url), timeout: timeout)
    }

    /// The only `Link` whose label shows `label`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(link label: String, timeout: Duration) async throws -> InspectableView<ViewType.Link> {
        try await findUnique(.link(label), timeout: timeout)
    }

    /// The only `Link` whose label shows a string that matches, once there is exactly one.
    nonisolated(nonsending) public func findUnique(link match: TextMatch, timeout: Duration) async throws -> InspectableView<ViewType.Link> {
        try await findUnique(.link(match), timeout: timeout)
    }

    // MARK: - By identity and role

    /// The only view identified with `.id(id)`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        viewWithId id: AnyHashable, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await findUnique(.id(id), timeout: timeout)
    }

    /// The only view tagged with `.tag(tag)`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        viewWithTag tag: AnyHashable, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await findUnique(.tag(tag), timeout: timeout)
    }

    /// The only view whose accessibility label is `label`, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        viewWithAccessibilityLabel label: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await findUnique(.accessibilityLabel(label), timeout: timeout)
    }

    /// The only view whose accessibility label matches, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        viewWithAccessibilityLabel match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await findUnique(.accessibilityLabel(match), timeout: timeout)
    }

    /// The only view whose accessibility identifier is `identifier`, once there is exactly
    /// one.
    nonisolated(nonsending) public func findUnique(
        viewWithAccessibilityIdentifier identifier: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await findUnique(.accessibilityIdentifier(identifier), timeout: timeout)
    }

    /// The only accessibility element with `role` named `name` (any name when nil), once there
    /// is exactly one: `try await hosted.findUnique(role: .button, name: "Retry", timeout: .seconds(1))`.
    nonisolated(nonsending) public func findUnique(
        role: AccessibilityRole, name: String? = nil, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await findUnique(.role(role, name: name), timeout: timeout)
    }

    /// The only accessibility element with `role` whose accessible name matches, once there is
    /// exactly one.
    nonisolated(nonsending) public func findUnique(
        role: AccessibilityRole, name match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await findUnique(.role(role, name: match), timeout: timeout)
    }

    // MARK: - By kind and condition

    /// The only view for which `condition` is true, once there is exactly one.
    nonisolated(nonsending) public func findUnique(
        timeout: Duration, where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(.view(where: { _ in false }), verb: "findUnique", timeout: timeout) {
            try $0.findUnique(where: condition)
        }
    }

    /// The only view of kind `viewType`, once there is exactly one:
    /// `try await hosted.findUnique(ViewType.ProgressView.self, timeout: .seconds(1))`.
    nonisolated(nonsending) public func findUnique<T: KnownViewType>(_ viewType: T.Type, timeout: Duration) async throws -> InspectableView<T> {
        try await findUnique(.kind(T.self), timeout: timeout)
    }

    /// The only view of kind `viewType` for which `condition` is true, once there is exactly
    /// one.
    nonisolated(nonsending) public func findUnique<T: KnownViewType>(
        _ viewType: T.Type, timeout: Duration, where condition: (InspectableView<T>) throws -> Bool
    ) async throws -> InspectableView<T> {
        try await waitingFind(.kind(T.self, where: { _ in false }), verb: "findUnique", timeout: timeout) {
            try $0.findUnique(T.self, where: condition)
        }
    }

    /// The only view of your type `V`, once there is exactly one.
    nonisolated(nonsending) public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, timeout: Duration
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await findUnique(.view(V.self), timeout: timeout)
    }

    /// The only view of your type `V` for which `condition` is true, once there is exactly one.
    nonisolated(nonsending) public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, timeout: Duration, where condition: (InspectableView<ViewType.View<V>>) throws -> Bool
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await waitingFind(.view(V.self, where: { _ in false }), verb: "findUnique", timeout: timeout) {
            try $0.findUnique(V.self, where: condition)
        }
    }

    // MARK: - Around a text

    /// The only view of kind `T` around a `Text` showing `string`, once there is exactly one.
    nonisolated(nonsending) public func findUnique<T: KnownViewType>(
        _ viewType: T.Type, containing string: String, timeout: Duration
    ) async throws -> InspectableView<T> {
        try await findUnique(.kind(T.self, containing: string), timeout: timeout)
    }

    /// The only view of kind `T` around a `Text` whose string matches, once there is exactly
    /// one.
    nonisolated(nonsending) public func findUnique<T: KnownViewType>(
        _ viewType: T.Type, containing match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<T> {
        try await findUnique(.kind(T.self, containing: match), timeout: timeout)
    }

    /// The only view of your type `V` around a `Text` showing `string`, once there is exactly
    /// one.
    nonisolated(nonsending) public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, containing string: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await findUnique(.view(V.self, containing: string), timeout: timeout)
    }

    /// The only view of your type `V` around a `Text` whose string matches, once there is
    /// exactly one.
    nonisolated(nonsending) public func findUnique<V: ViewTree.View>(
        _ viewType: V.Type, containing match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await findUnique(.view(V.self, containing: match), timeout: timeout)
    }
}
