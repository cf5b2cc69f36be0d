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
    /// Made with `timerInterval:`: the dates over which it fills or empties. Nil otherwise.
    let timerInterval: ClosedRange<Date>?
    let countsDown: Bool
    let label: Label
    let currentValueLabel: CurrentValueLabel

    init(
        value: Double?, total: Double, progress: Progress?, timerInterval: ClosedRange<Date>? = nil,
        countsDown: Bool = true, label: Label, currentValueLabel: CurrentValueLabel
    ) {
        self.value = value
        self.total = total
        self.progress = progress
        self.timerInterval = timerInterval
        self.countsDown = countsDown
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A progress view that moves as time passes over `timerInterval`: it empties from full
    /// at the start to empty at the end when `countsDown` (the default), and fills otherwise.
    ///
    /// ```swift
    /// ProgressView(timerInterval: start...end) { Text("Workout") } currentValueLabel: { Text("Left") }
    /// ```
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: nil, total: 1, progress: nil, timerInterval: timerInterval, countsDown: countsDown, label: label(),
            currentValueLabel: currentValueLabel())
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

extension ProgressView where CurrentValueLabel == Text {
    /// A progress view that moves as time passes over `timerInterval`, with a label; its
    /// current value label is the timer, as `Text(timerInterval:countsDown:)` shows it.
    ///
    /// SwiftUI's current value label here is a `DefaultDateProgressLabel`; ViewTree's is the
    /// `Text` that label shows.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            value: nil, total: 1, progress: nil, timerInterval: timerInterval, countsDown: countsDown, label: label(),
            currentValueLabel: Text(timerInterval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// A progress view that moves as time passes over `timerInterval`, without a label; its
    /// current value label is the timer (`Text(timerInterval:countsDown:)`).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: { EmptyView() })
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
