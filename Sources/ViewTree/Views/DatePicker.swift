import Foundation

/// A control for choosing a date, a time, or both, optionally within a range.
///
/// ```swift
/// DatePicker("Start", selection: $start, displayedComponents: .date)
/// DatePicker("Alarm", selection: $alarm, in: Date()..., displayedComponents: [.hourAndMinute])
/// DatePicker(selection: $wake, displayedComponents: [.hourAndMinute]) { Text("Awake at: ") }
/// ```
public struct DatePicker<Label: View>: View {
    /// The parts of a date the picker lets users choose.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let minimumDate: Date?
    let maximumDate: Date?
    let displayedComponents: DatePickerComponents
    let label: Label

    init(
        selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?, displayedComponents: DatePickerComponents,
        label: Label
    ) {
        self.selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
        self.label = label
    }

    /// A date picker with a label built from a view builder.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: nil, maximumDate: nil, displayedComponents: displayedComponents,
            label: label())
    }

    /// A date picker limited to a closed range of dates.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: range.lowerBound, maximumDate: range.upperBound,
            displayedComponents: displayedComponents, label: label())
    }

    /// A date picker limited to dates from a first date on.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: range.lowerBound, maximumDate: nil,
            displayedComponents: displayedComponents, label: label())
    }

    /// A date picker limited to dates up to a last date.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, minimumDate: nil, maximumDate: range.upperBound,
            displayedComponents: displayedComponents, label: label())
    }

    /// Primitive view: `DatePicker` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension DatePicker where Label == Text {
    /// A date picker titled with a localized string key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a localized string key, limited to a closed range of dates.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a localized string key, limited to dates from a first date on.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a localized string key, limited to dates up to a last date.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled with a string, limited to a closed range of dates.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled with a string, limited to dates from a first date on.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled with a string, limited to dates up to a last date.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The parts of a date a `DatePicker` shows: `.date`, `.hourAndMinute`, or both.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Components from raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The hour and the minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, the month and the year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
    /// The hour, the minute and the second.
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)
}

extension DatePicker: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(label, [ViewPart.label.step])] }
}
