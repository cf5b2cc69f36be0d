import ViewTree

extension ViewType {
    /// `Stepper`.
    public struct Stepper: KnownViewType, BuiltinViewType {
        /// "Stepper".
        public static var typePrefix: String { "Stepper" }
        static var viewKind: ViewKind { .stepper }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `Stepper`.
    public func stepper() throws -> InspectableView<ViewType.Stepper> {
        try single(ViewType.Stepper.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `Stepper` at `index`.
    public func stepper(_ index: Int) throws -> InspectableView<ViewType.Stepper> {
        try child(ViewType.Stepper.self, at: index)
    }
}

extension InspectableView where View == ViewType.Stepper {
    /// The stepper's label, to be unwrapped: `stepper.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// The value of a stepper made with `format:`, as it shows it beside its label: the
    /// format's formatting of the bound value now (`"2.50"` after `increment()` from 2.0 by
    /// 0.5 with `.number.precision(.fractionLength(2))`).
    ///
    /// Throws for a stepper made without `format:`, which shows no value.
    public func formattedValue() throws -> String {
        try reading("formattedValue()") { node in
            guard let formatted = try StepperReading.formattedValue(of: node.value) else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "formattedValue", view: "Stepper", reason: "it was made without format:, and shows no value")
            }
            return formatted
        }
    }

    /// Taps the stepper's + button: runs `onIncrement`, or steps the bound value up by its
    /// step. A stepper with bounds does not step past them, as SwiftUI's: at the upper bound
    /// nothing changes, and a step that would cross it stops at it.
    ///
    /// Throws, without changing anything, when the stepper or an ancestor is disabled or
    /// hidden, or when it was made with `onIncrement: nil`.
    public func increment() throws {
        try reading("increment()") { try StepperReading.step("onIncrement", at: $0) }
    }

    /// Taps the stepper's − button: runs `onDecrement`, or steps the bound value down by its
    /// step. A stepper with bounds does not step past them, as SwiftUI's: at the lower bound
    /// nothing changes, and a step that would cross it stops at it.
    ///
    /// Throws, without changing anything, when the stepper or an ancestor is disabled or
    /// hidden, or when it was made with `onDecrement: nil`.
    public func decrement() throws {
        try reading("decrement()") { try StepperReading.step("onDecrement", at: $0) }
    }

    /// Calls the stepper's `onEditingChanged` with `isEditing`: true when a press begins,
    /// false (the default, as ViewInspector's call) when it ends.
    ///
    /// Throws when the stepper or an ancestor is disabled or hidden.
    public func callOnEditingChanged(_ isEditing: Bool = false) throws {
        try reading("callOnEditingChanged(\(isEditing))") { node in
            try Interaction.ensureResponsive(node, control: "Stepper")
            let action = try Reflection.field("onEditingChanged", of: node.value, as: EditingChangedAction.self)
            Interaction.perform(at: node) { action(isEditing) }
        }
    }
}

enum StepperReading {
    /// The formatted value of a stepper made with `format:`; nil without one.
    static func formattedValue(of value: Any) throws -> String? {
        try Reflection.field("formattedValue", of: value, as: StepperFormattedValue?.self)?.text
    }

    /// Whether the stepper at `node` steps that way (`up`, or down): false when it was made
    /// with `onIncrement: nil` (or `onDecrement: nil`), as a user then finds that button
    /// disabled.
    static func steps(up: Bool, at node: InspectionNode) -> Bool {
        let action = try? Reflection.field(up ? "onIncrement" : "onDecrement", of: node.value, as: (() -> Void)?.self)
        return action.flatMap { $0 } != nil
    }

    /// Runs the stepper's action stored in `field`.
    static func step(_ field: String, at node: InspectionNode) throws {
        try Interaction.ensureResponsive(node, control: "Stepper")
        guard let action = try Reflection.field(field, of: node.value, as: (() -> Void)?.self) else {
            throw InspectionError.Reason.unresponsive(
                control: "Stepper", reason: "cannot \(field == "onIncrement" ? "increment" : "decrement"): it was made"
                    + " with \(field): nil")
        }
        Interaction.perform(at: node, action)
    }
}

// MARK: - Kind

extension ViewKind {
    /// `Stepper`: no content; its label is a part, reached with `labelView()`.
    static let stepper = ViewKind(
        name: "Stepper", accessor: "stepper", parts: [Part(call: "labelView()", declared: .label)],
        dumpAttributes: { value in
            guard let formatted = try? StepperReading.formattedValue(of: value) else { return [] }
            return ["formattedValue: \(TreeDump.quoted(formatted))"]
        },
        accessibility: AccessibilityProfile(role: .stepper, traits: [], name: .parts(["labelView()"])))
}

extension ViewTree.Stepper: InspectableKind {
    static var inspectorKind: ViewKind { .stepper }
}
