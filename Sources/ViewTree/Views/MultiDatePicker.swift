import Foundation

/// A calendar for choosing several dates, as `DateComponents` (year, month, day).
///
/// ```swift
/// MultiDatePicker("Days off", selection: $daysOff, in: today...)
/// ```
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let minimumDate: Date?
    let maximumDate: Date?
    let label: Label

    init(selection: Binding<Set<DateComponents>>, minimumDate: Date?, maximumDate: Date?, label: Label) {
        self.selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.label = label
    }

    /// A picker of any dates, labelled by the views `label` builds.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: nil, maximumDate: nil, label: label())
    }

    /// A picker of dates within `bounds` (the upper bound excluded), labelled by `label`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: bounds.lowerBound, maximumDate: bounds.upperBound, label: label())
    }

    /// A picker of dates from `bounds`' lower bound on, labelled by `label`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: bounds.lowerBound, maximumDate: nil, label: label())
    }

    /// A picker of dates before `bounds`' upper bound, labelled by `label`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: nil, maximumDate: bounds.upperBound, label: label())
    }

    /// Primitive view: `MultiDatePicker` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension MultiDatePicker where Label == Text {
    /// A picker of any dates titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of dates within `bounds` titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of dates from a first date on, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of dates before a date, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of any dates titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker of dates within `bounds` titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of dates from a first date on, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of dates before a date, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

extension MultiDatePicker: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(label, [ViewPart.label.step])] }
}
