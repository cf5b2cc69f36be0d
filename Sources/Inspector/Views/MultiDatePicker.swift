import Foundation
import ViewTree

extension ViewType {
    /// `MultiDatePicker`: its label is reached with `labelView()`.
    public struct MultiDatePicker: KnownViewType, BuiltinViewType {
        /// "MultiDatePicker".
        public static var typePrefix: String { "MultiDatePicker" }
        static var viewKind: ViewKind { .multiDatePicker }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `MultiDatePicker`.
    public func multiDatePicker() throws -> InspectableView<ViewType.MultiDatePicker> {
        try single(ViewType.MultiDatePicker.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `MultiDatePicker` at `index`.
    public func multiDatePicker(_ index: Int) throws -> InspectableView<ViewType.MultiDatePicker> {
        try child(ViewType.MultiDatePicker.self, at: index)
    }
}

extension InspectableView where View == ViewType.MultiDatePicker {
    /// The picker's label, to be unwrapped: `multiDatePicker().labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// Chooses `dateComponents`, as a user would: writes them through the selection binding,
    /// replacing what was chosen. Throws, without writing, when the picker or an ancestor is
    /// disabled or hidden.
    public func select(dateComponents: Set<DateComponents>) throws {
        try reading("select(dateComponents:)") { node in
            try Interaction.ensureResponsive(node, control: "MultiDatePicker")
            let binding = try Reflection.field("selection", of: node.value, as: Binding<Set<DateComponents>>.self)
            Interaction.perform(at: node) { binding.wrappedValue = dateComponents }
        }
    }

    /// The chosen dates: the selection binding's value.
    public func selection() throws -> Set<DateComponents> {
        try reading("selection()") { node in
            let binding = try Reflection.field("selection", of: node.value, as: Binding<Set<DateComponents>>.self)
            var chosen = Set<DateComponents>()
            Interaction.perform(at: node) { chosen = binding.wrappedValue }
            return chosen
        }
    }

    /// The earliest date the picker offers (`in:`); nil when it has no lower bound.
    public func minimumDate() throws -> Date? {
        try reading("minimumDate()") { try Reflection.field("minimumDate", of: $0.value, as: Date?.self) }
    }

    /// The end of the dates the picker offers (`in:`, excluded); nil when it has no upper bound.
    public func maximumDate() throws -> Date? {
        try reading("maximumDate()") { try Reflection.field("maximumDate", of: $0.value, as: Date?.self) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `MultiDatePicker`: no content; its label is a part.
    static let multiDatePicker = ViewKind(
        name: "MultiDatePicker", accessor: "multiDatePicker", parts: [Part(call: "labelView()", declared: .label)],
        accessibility: AccessibilityProfile(role: .datePicker, traits: [], name: .parts(["labelView()"])))
}

extension ViewTree.MultiDatePicker: InspectableKind {
    static var inspectorKind: ViewKind { .multiDatePicker }
}
