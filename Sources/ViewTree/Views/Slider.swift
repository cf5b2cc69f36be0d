/// A control that selects a value from a continuous range, or from a range in steps.
///
/// ```swift
/// Slider(value: $volume)
/// Slider(value: $rating, in: 0...10, step: 1) { Text("Rating") }
/// Slider(value: $speed, in: 0...100) {
///     Text("Speed")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// } onEditingChanged: { isEditing in
///     isDragging = isEditing
/// }
/// ```
///
/// The value is any `BinaryFloatingPoint` (`Double`, `Float`, `CGFloat`); the slider keeps it
/// as a `Double`, as SwiftUI's does. A user can only pick values in the range, on a step when
/// there is one.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: EditingChangedAction
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, onEditingChanged: @escaping (Bool) -> Void,
        label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel
    ) where V.Stride: BinaryFloatingPoint {
        // The original binding tells its own readers of a write; this one only converts.
        self.value = Binding(
            get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }, isAttributed: true)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.onEditingChanged = EditingChangedAction(onEditingChanged)
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// A slider with a label and labels for the ends of its range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// A slider in steps of `step`, with a label and labels for the ends of its range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    /// Primitive view: `Slider` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// A slider in steps of `step`, with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider without labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: EmptyView(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// A slider in steps of `step`, without labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: EmptyView(),
            minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Slider {
    /// A slider with labels for the ends of its range given as views and its label last
    /// (SwiftUI's older form, deprecated there for
    /// `init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// A slider in steps of `step`, with labels for the ends of its range given as views and
    /// its label last (SwiftUI's older form, deprecated there).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with its label last (SwiftUI's older order, deprecated there for
    /// `init(value:in:label:onEditingChanged:)`).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }

    /// A slider in steps of `step`, with its label last (SwiftUI's older order, deprecated
    /// there for `init(value:in:step:label:onEditingChanged:)`).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Slider: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [
            (label, [ViewPart.label.step]), (minimumValueLabel, [ViewPart.minimumValueLabel.step]),
            (maximumValueLabel, [ViewPart.maximumValueLabel.step]),
        ]
    }
}
