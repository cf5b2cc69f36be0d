import Foundation
import ViewTree

extension ViewType {
    /// `DatePicker`: its label is reached with `labelView()`.
    public struct DatePicker: KnownViewType, BuiltinViewType {
        /// "DatePicker".
        public static var typePrefix: String { "DatePicker" }
        static var viewKind: ViewKind { .datePicker }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `DatePicker`.
    public func datePicker() throws -> InspectableView<ViewType.DatePicker> {
        try single(ViewType.DatePicker.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `DatePicker` at `index`.
    public func datePicker(_ index: Int) throws -> InspectableView<ViewType.DatePicker> {
        try child(ViewType.DatePicker.self, at: index)
    }
}

extension InspectableView where View == ViewType.DatePicker {
    /// The date picker's label, to be unwrapped: `datePicker.labelView().text().string()`.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// Chooses `date`, as a user would: writes it through the picker's selection binding.
    ///
    /// A date outside the picker's range (`in:`) is clamped to the nearer end, as a user
    /// turning the picker past the end lands on the last date it offers. The date is written
    /// whole: a picker that shows only `.hourAndMinute` still receives the day of `date`.
    /// Throws, without writing, when the picker or an ancestor is disabled or hidden.
    public func select(date: Date) throws {
        try reading("select(date:)") { node in
            try Interaction.ensureResponsive(node, control: "DatePicker")
            let binding = try Reflection.field("selection", of: node.value, as: Binding<Date>.self)
            var chosen = date
            if let minimum = try Reflection.field("minimumDate", of: node.value, as: Date?.self) {
                chosen = Swift.max(chosen, minimum)
            }
            if let maximum = try Reflection.field("maximumDate", of: node.value, as: Date?.self) {
                chosen = Swift.min(chosen, maximum)
            }
            let selected = chosen
            Interaction.perform(at: node) { binding.wrappedValue = selected }
        }
    }

    /// The date the picker shows: its selection binding's value.
    public func date() throws -> Date {
        try reading("date()") { node in
            let binding = try Reflection.field("selection", of: node.value, as: Binding<Date>.self)
            var date = Date()
            Interaction.perform(at: node) { date = binding.wrappedValue }
            return date
        }
    }

    /// The parts of a date the picker shows: `.date`, `.hourAndMinute`, or both.
    public func displayedComponents() throws -> DatePickerComponents {
        try reading("displayedComponents()") {
            try Reflection.field("displayedComponents", of: $0.value, as: DatePickerComponents.self)
        }
    }

    /// The earliest date the picker offers (`in:`); nil when it has no lower bound.
    public func minimumDate() throws -> Date? {
        try reading("minimumDate()") { try Reflection.field("minimumDate", of: $0.value, as: Date?.self) }
    }

    /// The latest date the picker offers (`in:`); nil when it has no upper bound.
    public func maximumDate() throws -> Date? {
        try reading("maximumDate()") { try Reflection.field("maximumDate", of: $0.value, as: Date?.self) }
    }
}

// MARK: - Kind

extension ViewKind {
    /// `DatePicker`: no content; its label is a part.
    static let datePicker = ViewKind(
        name: "DatePicker", accessor: "datePicker", parts: [Part(call: "labelView()", declared: .label)],
        accessibility: AccessibilityProfile(role: .datePicker, traits: [], name: .parts(["labelView()"])), scaffoldValue: ScaffoldValue.datePicker)
}

extension ViewTree.DatePicker: InspectableKind {
    static var inspectorKind: ViewKind { .datePicker }
}
