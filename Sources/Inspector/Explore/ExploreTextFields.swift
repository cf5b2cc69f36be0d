import ViewTree

/// Text fields have each input typed (the inputs the field does not hold already, and, for a
/// field with a format, that its format parses), and are submitted when an `.onSubmit`
/// applies to them.
enum ExploreTextField: ExploreControl {
    static let kindName = "TextField"
    static let typeCode = "ViewType.TextField"
    static var roleQuery: ExploreRoleQuery<ViewType.TextField>? {
        ExploreRoleQuery(role: .textField, unwrapCode: "textField()") { try $0.textField() }
    }

    static func steps(for control: InspectableView<ViewType.TextField>, inputs: [String]) -> [ExploreStep<ViewType.TextField>] {
        let node = try? control.node()
        let accepted = inputs.filter { input in node.map { TextInput.accepts(input, at: $0) } ?? false }
        return ExploreTyping.steps(current: try? control.input(), submits: ExploreTyping.submits(control), inputs: accepted) { field, input in
            if let input { try field.setInput(input) } else { try field.callOnSubmit() }
        }
    }
}

/// Secure fields, as text fields.
enum ExploreSecureField: ExploreControl {
    static let kindName = "SecureField"
    static let typeCode = "ViewType.SecureField"
    static var roleQuery: ExploreRoleQuery<ViewType.SecureField>? {
        ExploreRoleQuery(role: .textField, unwrapCode: "secureField()") { try $0.secureField() }
    }

    static func steps(for control: InspectableView<ViewType.SecureField>, inputs: [String]) -> [ExploreStep<ViewType.SecureField>] {
        ExploreTyping.steps(current: try? control.input(), submits: ExploreTyping.submits(control), inputs: inputs) { field, input in
            if let input { try field.setInput(input) } else { try field.callOnSubmit() }
        }
    }
}

/// What text fields of any kind share.
enum ExploreTyping {
    /// A `setInput` step per input but the one the field holds, then `callOnSubmit()` when
    /// `submits`; `perform` runs `setInput(input)`, or submits for a nil input.
    static func steps<Field: KnownViewType>(
        current: String?, submits: Bool, inputs: [String], perform: @escaping (InspectableView<Field>, String?) throws -> Void
    ) -> [ExploreStep<Field>] {
        var steps: [ExploreStep<Field>] = []
        for input in inputs where input != current {
            steps.append(ExploreStep(code: "setInput(\(SwiftLiteral.string(input)))", summary: "type \(TreeDump.quoted(input)) into") {
                try perform($0, input)
            })
        }
        if submits {
            steps.append(ExploreStep(code: "callOnSubmit()", summary: "submit") { try perform($0, nil) })
        }
        return steps
    }

    /// Whether an `.onSubmit` for text applies to `field`.
    static func submits<Field>(_ field: InspectableView<Field>) -> Bool {
        guard let node = try? field.node() else { return false }
        return node.environment.submitActions.contains { !$0.triggers.isDisjoint(with: .text) }
    }
}
