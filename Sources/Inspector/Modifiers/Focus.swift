import ViewTree

extension InspectableView {
    /// Whether this view has the focus: the focus state given to its `.focused(_:)` is true,
    /// or the one given to `.focused(_:equals:)` holds the value.
    ///
    /// To find the view that has the focus: `try sut.inspect().find(where: { try $0.isFocused() })`.
    /// Throws when the view has no `.focused` modifier.
    public func isFocused() throws -> Bool {
        try reading("isFocused()") { node in
            try FocusReading.controls(of: node).contains { $0.isFocused }
        }
    }

    /// Gives this view the focus, as a user's tap into a field does: sets the focus state of its
    /// `.focused(_:)` to true, or of its `.focused(_:equals:)` to the value. Only one view has
    /// the focus: any other view of the inspected tree that had it loses it.
    ///
    /// Throws, without changing anything, when the view has no `.focused` modifier, or when it
    /// or an ancestor is disabled or hidden.
    public func focus() throws {
        try reading("focus()") { node in
            let controls = try FocusReading.controls(of: node)
            try Interaction.ensureResponsive(node, control: node.kindName)
            let others = FocusReading.focusedControls(around: node)
            Interaction.perform(at: node) {
                for other in others { other.unfocus() }
                for control in controls { control.focus() }
            }
        }
    }

    /// Takes the focus away from this view: its focus state becomes false, or nil. Nothing
    /// changes when the view does not have the focus.
    ///
    /// Throws when the view has no `.focused` modifier.
    public func unfocus() throws {
        try reading("unfocus()") { node in
            let controls = try FocusReading.controls(of: node)
            Interaction.perform(at: node) {
                for control in controls { control.unfocus() }
            }
        }
    }
}

/// A `.focused` modifier, opened for its value type.
protocol FocusControl {
    var isFocused: Bool { get }
    func focus()
    /// Clears the focus state when it holds this view's value.
    func unfocus()
}

extension _FocusedModifier: FocusControl {
    private var binding: FocusState<Value>.Binding? {
        try? Reflection.field("binding", of: self, as: FocusState<Value>.Binding.self)
    }

    private var focusedValue: Value? {
        try? Reflection.field("value", of: self, as: Value.self)
    }

    var isFocused: Bool {
        guard let binding, let focusedValue else { return false }
        return binding.wrappedValue == focusedValue
    }

    func focus() {
        guard let binding, let focusedValue else { return }
        binding.wrappedValue = focusedValue
    }

    func unfocus() {
        guard isFocused, let binding,
            let unfocused = try? Reflection.field("unfocusedValue", of: binding, as: Value.self)
        else { return }
        binding.wrappedValue = unfocused
    }
}

enum FocusReading {
    /// The view's own `.focused` modifiers; throws when it has none.
    static func controls(of node: InspectionNode) throws -> [any FocusControl] {
        let controls = node.ownModifiers(.focused).compactMap { $0.modifier as? any FocusControl }
        guard !controls.isEmpty else { throw node.missing(".focused") }
        return controls
    }

    /// The focused controls of the other views of `node`'s tree, which lose the focus when it
    /// takes it.
    static func focusedControls(around node: InspectionNode) -> [any FocusControl] {
        var root = node
        while let parent = root.parent { root = parent }
        return InspectableView<ViewType.ClassifiedView>(root)
            .findAll(where: { view in
                guard let other = try? view.node(), other !== node else { return false }
                return other.ownModifiers(.focused).contains { ($0.modifier as? any FocusControl)?.isFocused == true }
            })
            .compactMap { try? $0.node() }
            .flatMap { $0.ownModifiers(.focused).compactMap { $0.modifier as? any FocusControl } }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.focused(_:)` and `.focused(_:equals:)`.
    static let focused = ModifierKind(
        name: ".focused",
        summary: { modifier in
            guard let value = Reflection.field("value", of: modifier) else { return ".focused" }
            if value as? Bool == true { return ".focused(_:)" }
            let shown = ModifierDescription.show(value)
            let isCase = Reflection.enumCase(of: (value as? OptionalParts)?.inspectorWrapped ?? value) != nil
            return ".focused(_:equals: \(isCase ? "." + shown : shown))"
        })
}

extension _FocusedModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .focused }
}
