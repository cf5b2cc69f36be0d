import Foundation
import ViewTree

// The labelled `find` forms, waiting: each is `find(_:timeout:)` with its query (see
// HostedView+SearchWaiting.swift).
extension HostedView {
    /// The first `Text` showing `text`, once it appears: `try await hosted.find(text: "Loaded", timeout: .seconds(1))`.
    nonisolated(nonsending) public func find(text: String, timeout: Duration) async throws -> InspectableView<ViewType.Text> {
        try await find(.text(text), timeout: timeout)
    }

    /// The first `Text` whose string matches, once it appears:
    /// `try await hosted.find(text: .substring("items"), timeout: .seconds(1))`.
    nonisolated(nonsending) public func find(text match: TextMatch, timeout: Duration) async throws -> InspectableView<ViewType.Text> {
        try await find(.text(match), timeout: timeout)
    }

    /// The first `Button` titled `title`, once it appears.
    nonisolated(nonsending) public func find(button title: String, timeout: Duration) async throws -> InspectableView<ViewType.Button> {
        try await find(.button(title), timeout: timeout)
    }

    /// The first `Button` whose title matches, once it appears.
    nonisolated(nonsending) public func find(button match: TextMatch, timeout: Duration) async throws -> InspectableView<ViewType.Button> {
        try await find(.button(match), timeout: timeout)
    }

    /// The first view identified with `.id(id)`, once it appears.
    nonisolated(nonsending) public func find(viewWithId id: AnyHashable, timeout: Duration) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await find(.id(id), timeout: timeout)
    }

    /// The first view tagged with `.tag(tag)`, once it appears.
    nonisolated(nonsending) public func find(viewWithTag tag: AnyHashable, timeout: Duration) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await find(.tag(tag), timeout: timeout)
    }

    /// The first view whose accessibility label is `label`, once it appears.
    nonisolated(nonsending) public func find(
        viewWithAccessibilityLabel label: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await find(.accessibilityLabel(label), timeout: timeout)
    }

    /// The first view whose accessibility label matches, once it appears.
    nonisolated(nonsending) public func find(
        viewWithAccessibilityLabel match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await find(.accessibilityLabel(match), timeout: timeout)
    }

    /// The first view whose accessibility identifier is `identifier`, once it appears.
    nonisolated(nonsending) public func find(
        viewWithAccessibilityIdentifier identifier: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await find(.accessibilityIdentifier(identifier), timeout: timeout)
    }

    /// The first view for which `condition` is true, once there is one.
    nonisolated(nonsending) public func find(
        timeout: Duration, where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(.view(where: { _ in false }), verb: "find", timeout: timeout) {
            try $0.find(where: condition)
        }
    }

    /// The first view of kind `viewType`, once there is one:
    /// `try await hosted.find(ViewType.ProgressView.self, timeout: .seconds(1))`.
    nonisolated(nonsending) public func find<T: KnownViewType>(_ viewType: T.Type, timeout: Duration) async throws -> InspectableView<T> {
        try await find(.kind(T.self), timeout: timeout)
    }

    /// The first view of kind `viewType` for which `condition` is true, once there is one.
    nonisolated(nonsending) public func find<T: KnownViewType>(
        _ viewType: T.Type, timeout: Duration, where condition: (InspectableView<T>) throws -> Bool
    ) async throws -> InspectableView<T> {
        try await waitingFind(.kind(T.self, where: { _ in false }), verb: "find", timeout: timeout) {
            try $0.find(T.self, where: condition)
        }
    }

    /// The first view of your type `V`, once there is one.
    nonisolated(nonsending) public func find<V: ViewTree.View>(
        _ viewType: V.Type, timeout: Duration
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await find(.view(V.self), timeout: timeout)
    }

    /// The first view of your type `V` for which `condition` is true, once there is one.
    nonisolated(nonsending) public func find<V: ViewTree.View>(
        _ viewType: V.Type, timeout: Duration, where condition: (InspectableView<ViewType.View<V>>) throws -> Bool
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await waitingFind(.view(V.self, where: { _ in false }), verb: "find", timeout: timeout) {
            try $0.find(V.self, where: condition)
        }
    }

    /// The view of kind `T` around the first `Text` showing `string`, once there is one.
    nonisolated(nonsending) public func find<T: KnownViewType>(
        _ viewType: T.Type, containing string: String, timeout: Duration
    ) async throws -> InspectableView<T> {
        try await find(.kind(T.self, containing: string), timeout: timeout)
    }

    /// The view of kind `T` around the first `Text` whose string matches, once there is one.
    nonisolated(nonsending) public func find<T: KnownViewType>(
        _ viewType: T.Type, containing match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<T> {
        try await find(.kind(T.self, containing: match), timeout: timeout)
    }

    /// The view of your type `V` around the first `Text` showing `string`, once there is one.
    nonisolated(nonsending) public func find<V: ViewTree.View>(
        _ viewType: V.Type, containing string: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await find(.view(V.self, containing: string), timeout: timeout)
    }

    /// The view of your type `V` around the first `Text` whose string matches, once there is
    /// one.
    nonisolated(nonsending) public func find<V: ViewTree.View>(
        _ viewType: V.Type, containing match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await find(.view(V.self, containing: match), timeout: timeout)
    }

    /// The first `NavigationLink` whose label shows `title`, once it appears:
    /// `try await hosted.find(navigationLink: "Settings", timeout: .seconds(1))`.
    nonisolated(nonsending) public func find(
        navigationLink title: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.NavigationLink> {
        try await find(.navigationLink(title), timeout: timeout)
    }

    /// The first `NavigationLink` whose label shows a string that matches, once it appears.
    nonisolated(nonsending) public func find(
        navigationLink match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.NavigationLink> {
        try await find(.navigationLink(match), timeout: timeout)
    }

    /// The first `Link` that opens `url`, once it appears.
    nonisolated(nonsending) public func find(link url: URL, timeout: Duration) async throws -> InspectableView<ViewType.Link> {
        try await find(.link(url), timeout: timeout)
    }

    /// The first `Link` whose label shows `label`, once it appears:
    /// `try await hosted.find(link: "Terms", timeout: .seconds(1))`.
    nonisolated(nonsending) public func find(link label: String, timeout: Duration) async throws -> InspectableView<ViewType.Link> {
        try await find(.link(label), timeout: timeout)
    }

    /// The first `Link` whose label shows a string that matches, once it appears.
    nonisolated(nonsending) public func find(link match: TextMatch, timeout: Duration) async throws -> InspectableView<ViewType.Link> {
        try await find(.link(match), timeout: timeout)
    }

    /// The first accessibility element with `role` named `name` (any name when nil), once it
    /// appears: `try await hosted.find(role: .button, name: "Retry", timeout: .seconds(1))`.
    nonisolated(nonsending) public func find(
        role: AccessibilityRole, name: String? = nil, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await find(.role(role, name: name), timeout: timeout)
    }

    /// The first accessibility element with `role` whose accessible name matches, once it
    /// appears.
    nonisolated(nonsending) public func find(
        role: AccessibilityRole, name match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await find(.role(role, name: match), timeout: timeout)
    }
}
