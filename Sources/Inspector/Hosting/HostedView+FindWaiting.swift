import ViewTree

// The `find` forms, waiting: each looks again after running what the hosted view has pending,
// until the view is there or `timeout` has passed (see HostedView+Waiting.swift).
extension HostedView {
    /// The first `Text` showing `text`, once it appears: `try await hosted.find(text: "Loaded", timeout: .seconds(1))`.
    nonisolated(nonsending) public func find(text: String, timeout: Duration) async throws -> InspectableView<ViewType.Text> {
        try await find(text: .exact(text), timeout: timeout)
    }

    /// The first `Text` whose string matches, once it appears:
    /// `try await hosted.find(text: .substring("items"), timeout: .seconds(1))`.
    nonisolated(nonsending) public func find(text match: TextMatch, timeout: Duration) async throws -> InspectableView<ViewType.Text> {
        try await waitingFind(
            "find(text: \(match), \(HostedWaiting.argument(timeout)))", "text \(match.phrase)", timeout: timeout
        ) { try $0.find(text: match) }
    }

    /// The first `Button` titled `title`, once it appears.
    nonisolated(nonsending) public func find(button title: String, timeout: Duration) async throws -> InspectableView<ViewType.Button> {
        try await find(button: .exact(title), timeout: timeout)
    }

    /// The first `Button` whose title matches, once it appears.
    nonisolated(nonsending) public func find(button match: TextMatch, timeout: Duration) async throws -> InspectableView<ViewType.Button> {
        try await waitingFind(
            "find(button: \(match), \(HostedWaiting.argument(timeout)))", "button \(match.phrase)", timeout: timeout
        ) { try $0.find(button: match) }
    }

    /// The first view identified with `.id(id)`, once it appears.
    nonisolated(nonsending) public func find(viewWithId id: AnyHashable, timeout: Duration) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(
            "find(viewWithId: \(NearMiss.show(id)), \(HostedWaiting.argument(timeout)))", "view with id \(NearMiss.show(id))",
            timeout: timeout) { try $0.find(viewWithId: id) }
    }

    /// The first view tagged with `.tag(tag)`, once it appears.
    nonisolated(nonsending) public func find(viewWithTag tag: AnyHashable, timeout: Duration) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(
            "find(viewWithTag: \(NearMiss.show(tag)), \(HostedWaiting.argument(timeout)))", "view with tag \(NearMiss.show(tag))",
            timeout: timeout) { try $0.find(viewWithTag: tag) }
    }

    /// The first view whose accessibility label is `label`, once it appears.
    nonisolated(nonsending) public func find(
        viewWithAccessibilityLabel label: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await find(viewWithAccessibilityLabel: .exact(label), timeout: timeout)
    }

    /// The first view whose accessibility label matches, once it appears.
    nonisolated(nonsending) public func find(
        viewWithAccessibilityLabel match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(
            "find(viewWithAccessibilityLabel: \(match), \(HostedWaiting.argument(timeout)))",
            "view with accessibility label \(match.phrase)", timeout: timeout
        ) { try $0.find(viewWithAccessibilityLabel: match) }
    }

    /// The first view whose accessibility identifier is `identifier`, once it appears.
    nonisolated(nonsending) public func find(
        viewWithAccessibilityIdentifier identifier: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(
            "find(viewWithAccessibilityIdentifier: \(TreeDump.quoted(identifier)), \(HostedWaiting.argument(timeout)))",
            "view with accessibility identifier \(TreeDump.quoted(identifier))", timeout: timeout
        ) { try $0.find(viewWithAccessibilityIdentifier: identifier) }
    }

    /// The first view for which `condition` is true, once there is one.
    nonisolated(nonsending) public func find(
        timeout: Duration, where condition: (InspectableView<ViewType.ClassifiedView>) throws -> Bool
    ) async throws -> InspectableView<ViewType.ClassifiedView> {
        try await waitingFind(
            "find(\(HostedWaiting.argument(timeout)), where: …)", "a view matching the condition", timeout: timeout
        ) { try $0.find(where: condition) }
    }

    /// The first view of kind `viewType`, once there is one:
    /// `try await hosted.find(ViewType.ProgressView.self, timeout: .seconds(1))`.
    nonisolated(nonsending) public func find<T: KnownViewType>(
        _ viewType: T.Type, timeout: Duration
    ) async throws -> InspectableView<T> {
        try await waitingFind(
            "find(\(FindCall.typeArgument(T.self)), \(HostedWaiting.argument(timeout)))", HostedWaiting.kindName(T.self),
            timeout: timeout) { try $0.find(T.self) }
    }

    /// The first view of kind `viewType` for which `condition` is true, once there is one.
    nonisolated(nonsending) public func find<T: KnownViewType>(
        _ viewType: T.Type, timeout: Duration, where condition: (InspectableView<T>) throws -> Bool
    ) async throws -> InspectableView<T> {
        try await waitingFind(
            "find(\(FindCall.typeArgument(T.self)), \(HostedWaiting.argument(timeout)), where: …)",
            "\(HostedWaiting.kindName(T.self)) matching the condition", timeout: timeout
        ) { try $0.find(T.self, where: condition) }
    }

    /// The first view of your type `V`, once there is one.
    nonisolated(nonsending) public func find<V: ViewTree.View>(
        _ viewType: V.Type, timeout: Duration
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await find(ViewType.View<V>.self, timeout: timeout)
    }

    /// The first view of your type `V` for which `condition` is true, once there is one.
    nonisolated(nonsending) public func find<V: ViewTree.View>(
        _ viewType: V.Type, timeout: Duration, where condition: (InspectableView<ViewType.View<V>>) throws -> Bool
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await find(ViewType.View<V>.self, timeout: timeout, where: condition)
    }

    /// The view of kind `T` around the first `Text` showing `string`, once there is one.
    nonisolated(nonsending) public func find<T: KnownViewType>(
        _ viewType: T.Type, containing string: String, timeout: Duration
    ) async throws -> InspectableView<T> {
        try await find(T.self, containing: .exact(string), timeout: timeout)
    }

    /// The view of kind `T` around the first `Text` whose string matches, once there is one.
    nonisolated(nonsending) public func find<T: KnownViewType>(
        _ viewType: T.Type, containing match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<T> {
        try await waitingFind(
            "find(\(FindCall.typeArgument(T.self)), containing: \(match), \(HostedWaiting.argument(timeout)))",
            "\(HostedWaiting.kindName(T.self)) containing text \(match.phrase)", timeout: timeout
        ) { try $0.find(T.self, containing: match) }
    }

    /// The view of your type `V` around the first `Text` showing `string`, once there is one.
    nonisolated(nonsending) public func find<V: ViewTree.View>(
        _ viewType: V.Type, containing string: String, timeout: Duration
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await find(ViewType.View<V>.self, containing: .exact(string), timeout: timeout)
    }

    /// The view of your type `V` around the first `Text` whose string matches, once there is
    /// one.
    nonisolated(nonsending) public func find<V: ViewTree.View>(
        _ viewType: V.Type, containing match: TextMatch, timeout: Duration
    ) async throws -> InspectableView<ViewType.View<V>> {
        try await find(ViewType.View<V>.self, containing: match, timeout: timeout)
    }

    /// Runs `find` on the hierarchy until it finds, or `timeout` has passed. Errors that
    /// waiting cannot change — a kind Inspector cannot search for, a test off the main actor —
    /// are thrown at once.
    nonisolated(nonsending) func waitingFind<Found>(
        _ call: String, _ waitingFor: String, timeout: Duration,
        _ find: (InspectableView<ViewType.ClassifiedView>) throws -> Found
    ) async throws -> Found {
        try await HostedWaiting.poll(self, call: call, waitingFor: waitingFor, timeout: timeout) { view in
            do {
                return .done(try find(view))
            } catch let error as InspectionError where HostedWaiting.isFinal(error.reason) {
                throw error
            } catch {
                return .notYet(lastFailure: HostedWaiting.describe(error))
            }
        }
    }
}

extension HostedWaiting {
    /// A call as `find` writes it (`find(text: "A")`), with the timeout before its closing
    /// parenthesis: `find(text: "A", timeout: .seconds(1))`.
    static func call(_ call: String, timeout: Duration) -> String {
        String(call.dropLast()) + ", \(argument(timeout)))"
    }

    /// What a strict form waits for: `exactly one text "A"`.
    static func exactlyOne(_ description: String) -> String {
        "exactly one " + description
    }

    /// The name of a kind in messages: `ProgressView`, `Loader`.
    static func kindName<T: KnownViewType>(_ type: T.Type) -> String {
        (T.self as? any NodeMatching.Type)?.expectedName ?? TypeName.display(T.self)
    }

    /// Whether waiting cannot change the outcome of a failure with `reason`.
    static func isFinal(_ reason: InspectionError.Reason) -> Bool {
        switch reason {
        case .unknownViewType, .notOnMainActor, .hostExpelled, .hostStopped: true
        case .typeMismatch, .indexOutOfRange, .noContent, .multipleViews, .modifierNotFound, .attributeNotFound,
            .unresponsive, .viewAbsent, .invalidArgument, .attributeUnavailable, .ambiguousAttribute,
            .evaluationFailed, .timedOut, .waitTimedOut, .depthLimitExceeded, .missingEnvironmentObject,
            .missingEnvironmentModel, .searchFailed, .skippedPastLastMatch, .multipleMatches, .noParent,
            .accessibilityIssues:
            false
        }
    }
}
