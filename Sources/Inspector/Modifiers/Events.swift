import ViewTree

// The modifiers that run code on events: the runtime subscribes and calls them; Inspector
// names them in dumps and messages.

extension ModifierKind {
    /// `.onReceive(_:perform:)`.
    static let onReceive = ModifierKind(name: ".onReceive")

    /// `.task(priority:_:)` and `.task(id:priority:_:)`.
    static let task = ModifierKind(name: ".task")

    /// `.onChange(of:initial:_:)`.
    static let onChange = ModifierKind(name: ".onChange")
}

extension _OnReceiveModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onReceive }
}

extension _TaskModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .task }
}

extension _ValueActionModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .onChange }
}

// MARK: - Calls

extension InspectableView {
    /// Runs the view's `onChange(of:)` action for values of type `E` as if the value had
    /// changed to `value`, as ViewInspector does: an action that takes one value receives
    /// `value`; one that takes two receives the value the view holds now, then `value`.
    /// `index` picks among the view's `onChange` modifiers for `E`, in the order they were
    /// applied; an `onChange(of:)` of an `E?` is found too.
    ///
    /// Throws when the view has no `onChange` for `E` (or not that many).
    public func callOnChange<E: Equatable>(newValue value: E, index: Int = 0) throws {
        let call = "callOnChange(newValue:\(index == 0 ? "" : " index:"))"
        try reading(call) { node in
            if let action = try? ChangeReading.action(E.self, at: index, of: node) {
                return Interaction.perform(at: node) { action.run(action.current, value) }
            }
            if let action = try? ChangeReading.action(E?.self, at: index, of: node) {
                return Interaction.perform(at: node) { action.run(action.current, value) }
            }
            _ = try ChangeReading.action(E.self, at: index, of: node)
        }
    }

    /// Runs the view's `onChange(of:)` action for values of type `E` with `oldValue` and
    /// `newValue`, as ViewInspector's form for the two-value actions does (an action that
    /// takes none or one value receives what it takes). `index` picks among the view's
    /// `onChange` modifiers for `E`, in the order they were applied.
    ///
    /// Throws when the view has no `onChange` for `E` (or not that many).
    public func callOnChange<E: Equatable>(oldValue: E, newValue: E, index: Int = 0) throws {
        try reading("callOnChange(oldValue:newValue:\(index == 0 ? "" : "index:"))") { node in
            let action = try ChangeReading.action(E.self, at: index, of: node)
            Interaction.perform(at: node) { action.run(oldValue, newValue) }
        }
    }

    /// Runs the view's `task` action (the one without an `id:`) and waits for it, as
    /// ViewInspector's `callTask()` does; on the caller's actor.
    ///
    /// ```swift
    /// @MainActor func testLoads() async throws {
    ///     try await sut.inspect().callTask()
    /// }
    /// ```
    ///
    /// Throws, without running anything, when the view has no `.task` without an `id:`.
    nonisolated(nonsending) public func callTask() async throws {
        let action = try reading("callTask()") { node in
            try TaskReading.action(id: nil, at: 0, of: node)
        }
        await action()
    }

    /// Runs the view's `task(id:)` action whose `id` is of `id`'s type and waits for it, as
    /// ViewInspector's `callTask(id:index:)` does: the type picks the modifier, as in
    /// ViewInspector, not the value. `index` picks among several of that type, in the order
    /// they were applied.
    ///
    /// Throws, without running anything, when the view has no such `.task(id:)`.
    nonisolated(nonsending) public func callTask<ID: Equatable>(id: ID, index: Int = 0) async throws {
        let action = try reading("callTask(id:\(index == 0 ? "" : " index:"))") { node in
            try TaskReading.action(id: ID.self, at: index, of: node)
        }
        await action()
    }
}

/// An `onChange` action found on a node, with the value the view holds now.
struct ChangeAction<E> {
    let current: E
    let run: (E, E) -> Void
}

enum ChangeReading {
    /// The `index`th `onChange(of:)` for values of type `E` on `node`, in the order applied.
    static func action<E: Equatable>(_: E.Type, at index: Int, of node: InspectionNode) throws -> ChangeAction<E> {
        let matching = node.ownModifiers(.onChange).map(\.modifier).filter { $0 is _ValueActionModifier<E> }
        guard index >= 0, index < matching.count else {
            if matching.isEmpty { throw node.missing("onChange(of: \(TypeName.display(E.self)))") }
            throw InspectionError.Reason.indexOutOfRange(
                index: index, count: matching.count, container: node.kindName,
                item: "onChange(of: \(TypeName.display(E.self))) modifier")
        }
        return ChangeAction(
            current: try Reflection.field("value", of: matching[index], as: E.self),
            run: try Reflection.field("action", of: matching[index], as: ((E, E) -> Void).self))
    }
}

enum TaskReading {
    /// The `index`th `.task` on `node` whose id is of type `id` (`nil`: without an id).
    static func action(id: Any.Type?, at index: Int, of node: InspectionNode) throws -> () async -> Void {
        let matching = try node.ownModifiers(.task).map(\.modifier).filter { modifier in
            // `id` is an optional `AnyEquatable` (ViewTree's), whose `base` is the id itself.
            let value = Reflection.unwrapped(try Reflection.field("id", of: modifier, as: Any.self))
            guard let id else { return value == nil }
            return value.map { base in Reflection.field("base", of: base).map { type(of: $0) == id } ?? false } ?? false
        }
        let name = id.map { "task(id: \(TypeName.display($0)))" } ?? "task"
        guard index >= 0, index < matching.count else {
            if matching.isEmpty { throw node.missing(name) }
            throw InspectionError.Reason.indexOutOfRange(
                index: index, count: matching.count, container: node.kindName, item: "\(name) modifier")
        }
        return try Reflection.field("action", of: matching[index], as: (() async -> Void).self)
    }
}
