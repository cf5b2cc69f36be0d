/// A view that shows a value within a range, such as a fuel level or a temperature.
///
/// ```swift
/// Gauge(value: battery) { Text("Battery") }
/// Gauge(value: speed, in: 0...200) {
///     Text("Speed")
/// } currentValueLabel: {
///     Text("\(Int(speed)) km/h")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("200")
/// }
/// ```
///
/// A value outside the range is drawn at the nearer end, as in SwiftUI.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let value: Double
    let lowerBound: Double
    let upperBound: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    let markedValueLabels: MarkedValueLabels

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel,
        minimumValueLabel: BoundsLabel, maximumValueLabel: BoundsLabel, markedValueLabels: MarkedValueLabels
    ) {
        self.value = Double(value)
        lowerBound = Double(bounds.lowerBound)
        upperBound = Double(bounds.upperBound)
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }

    /// A gauge with every label: the current value's, the bounds', and labels marking values
    /// along the range.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            markedValueLabels: markedValueLabels())
    }

    /// Primitive view: `Gauge` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: EmptyView(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), markedValueLabels: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), markedValueLabels: EmptyView())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, a label for the current value, and labels for the bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            markedValueLabels: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label, a label for the current value, and labels marking values along
    /// the range.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), markedValueLabels: markedValueLabels())
    }
}

extension ViewPart {
    /// A gauge's marked value labels.
    package static let markedValueLabels = ViewPart("markedValueLabels")
}

extension Gauge: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [
            (label, [ViewPart.label.step]), (currentValueLabel, [ViewPart.currentValueLabel.step]),
            (minimumValueLabel, [ViewPart.minimumValueLabel.step]), (maximumValueLabel, [ViewPart.maximumValueLabel.step]),
            (markedValueLabels, [ViewPart.markedValueLabels.step]),
        ]
    }
}
