import Foundation

/// A control with a pair of buttons that step a value up and down.
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// Stepper("Volume", onIncrement: { volume += 1 }, onDecrement: { volume -= 1 })
/// ```
///
/// Made with a `value:` binding, the stepper steps the value by `step`; with `in:` bounds it
/// does not step past them: at a bound, the button towards it does nothing, and a step that
/// would cross a bound stops at it. Made with `onIncrement:` / `onDecrement:`, it runs them.
public struct Stepper<Label: View>: View {
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: EditingChangedAction
    /// Made with `format:`: the value as the stepper shows it beside its label. Nil otherwise.
    let formattedValue: StepperFormattedValue?
    let label: Label

    /// A stepper that runs `onIncrement` and `onDecrement`; a nil action disables its button.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: label(), onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged,
            formattedValue: nil)
    }

    init(
        label: Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void, formattedValue: StepperFormattedValue?
    ) {
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = EditingChangedAction(onEditingChanged)
        self.formattedValue = formattedValue
        self.label = label
    }

    /// A stepper that steps `value` by `step`, without bounds, showing the value formatted
    /// with `format` beside its label.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            label: label(), onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            onEditingChanged: onEditingChanged, formattedValue: StepperFormattedValue { format.format(value.wrappedValue) })
    }

    /// A stepper that steps `value` by `step` within `bounds`, showing the value formatted
    /// with `format` beside its label.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            label: label(), onIncrement: { StepperStepping.step(value, by: step, within: bounds) },
            onDecrement: { StepperStepping.step(value, by: -step, within: bounds) },
            onEditingChanged: onEditingChanged, formattedValue: StepperFormattedValue { format.format(value.wrappedValue) })
    }

    /// A stepper that steps `value` by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            onEditingChanged: onEditingChanged)
    }

    /// A stepper that steps `value` by `step` within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: label,
            onIncrement: { StepperStepping.step(value, by: step, within: bounds) },
            onDecrement: { StepperStepping.step(value, by: -step, within: bounds) },
            onEditingChanged: onEditingChanged)
    }

    /// Primitive view: `Stepper` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Stepper where Label == Text {
    /// A stepper titled with a localized string key that runs `onIncrement` and `onDecrement`.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string that runs `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a localized string key that steps `value` by `step`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string that steps `value` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a localized string key that steps `value` by `step` within
    /// `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string that steps `value` by `step` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a localized string key that steps `value` by `step`, showing it
    /// formatted with `format`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string that steps `value` by `step`, showing it formatted with
    /// `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a localized string key that steps `value` by `step` within
    /// `bounds`, showing it formatted with `format`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, in: bounds, step: step, format: format, label: { Text(titleKey) },
            onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a string that steps `value` by `step` within `bounds`, showing it
    /// formatted with `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, in: bounds, step: step, format: format, label: { Text(title) },
            onEditingChanged: onEditingChanged)
    }
}

extension Stepper {
    /// A stepper that runs `onIncrement` and `onDecrement`, with its label last (SwiftUI's
    /// older order, deprecated there for `init(label:onIncrement:onDecrement:onEditingChanged:)`).
    @_disfavoredOverload
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper that steps `value` by `step`, without bounds, with its label last (SwiftUI's
    /// older order, deprecated there for `init(value:step:label:onEditingChanged:)`).
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// A stepper that steps `value` by `step` within `bounds`, with its label last (SwiftUI's
    /// older order, deprecated there for `init(value:in:step:label:onEditingChanged:)`).
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Stepper: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(label, [ViewPart.label.step])] }
}

/// The value of a stepper made with `format:`, formatted when read (a struct, not a bare
/// closure, so that Inspector reads it by reflection as it is stored).
package struct StepperFormattedValue {
    let format: () -> String

    init(_ format: @escaping () -> String) {
        self.format = format
    }

    /// The bound value, formatted now.
    package var text: String { format() }
}

/// How a stepper with bounds steps its value.
enum StepperStepping {
    /// Steps `value` by `stride` (negative: down) without leaving `bounds`: at the bound it is
    /// moving towards, nothing changes; a step that would cross the bound stops at it. A value
    /// set outside the bounds by other code moves towards them by at most one step.
    static func step<V: Strideable>(_ value: Binding<V>, by stride: V.Stride, within bounds: ClosedRange<V>) {
        let current = value.wrappedValue
        if stride > 0 {
            guard current < bounds.upperBound else { return }
            let room = current.distance(to: bounds.upperBound)
            value.wrappedValue = stride >= room ? bounds.upperBound : current.advanced(by: stride)
        } else if stride < 0 {
            guard current > bounds.lowerBound else { return }
            let room = bounds.lowerBound.distance(to: current)
            value.wrappedValue = -stride >= room ? bounds.lowerBound : current.advanced(by: stride)
        }
    }
}
