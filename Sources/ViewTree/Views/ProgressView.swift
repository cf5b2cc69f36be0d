import Foundation

/// A view that shows progress toward completing a task: determinate (a fraction done) or
/// indeterminate (a spinner).
///
/// ```swift
/// ProgressView()                                       // indeterminate
/// ProgressView("Loading")
/// ProgressView(value: 0.25)                            // a quarter done
/// ProgressView("Download", value: bytes, total: size)
/// ProgressView(value: done, total: 10) { Text("Tasks") } currentValueLabel: { Text("\(Int(done)) of 10") }
/// ProgressView(progress)                               // a Foundation Progress, read live
/// ```
///
/// A value outside `0...total` is clamped, as SwiftUI does; a nil value makes the view
/// indeterminate.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let value: Double?
    let total: Double
    let progress: Progress?
    let label: Label
    let currentValueLabel: CurrentValueLabel

    init(value: Double?, total: Double, progress: Progress?, label: Label, currentValueLabel: CurrentValueLabel) {
        self.value = value
        self.total = total
        self.progress = progress
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A determinate progress view with a label and a label for the current value; a nil
    /// `value` makes it indeterminate.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value.map { Double($0) }, total: Double(total), progress: nil, label: label(),
            currentValueLabel: currentValueLabel())
    }

    /// Primitive view: `ProgressView` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: nil, total: 1, progress: nil, label: label(), currentValueLabel: EmptyView())
    }

    /// A determinate progress view with a label; a nil `value` makes it indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value.map { Double($0) }, total: Double(total), progress: nil, label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view without a label.
    public init() {
        self.init(value: nil, total: 1, progress: nil, label: EmptyView(), currentValueLabel: EmptyView())
    }

    /// A determinate progress view without a label; a nil `value` makes it indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0) }, total: Double(total), progress: nil, label: EmptyView(), currentValueLabel: EmptyView())
    }

    /// A progress view that shows a Foundation `Progress`, read each time it is inspected:
    /// indeterminate while the progress is.
    public init(_ progress: Progress) {
        self.init(value: nil, total: 1, progress: progress, label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init { Text(titleKey) }
    }

    /// An indeterminate progress view titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init { Text(title) }
    }

    /// A determinate progress view titled with a localized string key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }

    /// A determinate progress view titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
}

extension ProgressView: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        [(label, [ViewPart.label.step]), (currentValueLabel, [ViewPart.currentValueLabel.step])]
    }
}
