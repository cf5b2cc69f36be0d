import Foundation
import ViewTree

extension ViewType {
    /// `ProgressView`: its labels are reached with `labelView()` and `currentValueLabelView()`.
    public struct ProgressView: KnownViewType, BuiltinViewType {
        /// "ProgressView".
        public static var typePrefix: String { "ProgressView" }
        static var viewKind: ViewKind { .progressView }
    }
}

extension InspectableView where View: SingleViewContent {
    /// Unwraps a `ProgressView`.
    public func progressView() throws -> InspectableView<ViewType.ProgressView> {
        try single(ViewType.ProgressView.self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// Unwraps the `ProgressView` at `index`.
    public func progressView(_ index: Int) throws -> InspectableView<ViewType.ProgressView> {
        try child(ViewType.ProgressView.self, at: index)
    }
}

extension InspectableView where View == ViewType.ProgressView {
    /// How much of the task is done, from 0 to 1: `value / total`, with the value clamped to
    /// `0...total` as SwiftUI draws it; nil for an indeterminate progress view. A view made
    /// from a Foundation `Progress` reads it now; one made with `timerInterval:` is read at
    /// the system clock's date now (see `fractionCompleted(at:)`).
    public func fractionCompleted() throws -> Double? {
        try reading("fractionCompleted()") { try ProgressReading.fractionCompleted(of: $0.value, at: Date()) }
    }

    /// How full a progress view made with `timerInterval:` is at `date`: the part of the
    /// interval left (`countsDown`, the default: it empties) or gone by (it fills), clamped to
    /// `0...1`. Other progress views do not move with time: their `fractionCompleted()`.
    public func fractionCompleted(at date: Date) throws -> Double? {
        try reading("fractionCompleted(at:)") { try ProgressReading.fractionCompleted(of: $0.value, at: date) }
    }

    /// The dates of a progress view made with `timerInterval:`; throws for other progress
    /// views.
    public func timerInterval() throws -> ClosedRange<Date> {
        try reading("timerInterval()") { try ProgressReading.timer(of: $0.value, call: "timerInterval").interval }
    }

    /// Whether a progress view made with `timerInterval:` empties as time passes (true, the
    /// default) or fills; throws for other progress views.
    public func countsDown() throws -> Bool {
        try reading("countsDown()") { try ProgressReading.timer(of: $0.value, call: "countsDown").countsDown }
    }

    /// The progress view's label, to be unwrapped: `progressView.labelView().text().string()`.
    /// An `EmptyView` for a progress view made without one.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("labelView()") { InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "labelView()")) }
    }

    /// The label describing the current value, to be unwrapped. An `EmptyView` for a progress
    /// view made without one.
    public func currentValueLabelView() throws -> InspectableView<ViewType.ClassifiedView> {
        try reading("currentValueLabelView()") {
            InspectableView<ViewType.ClassifiedView>(try $0.partNode(call: "currentValueLabelView()"))
        }
    }

    /// The Foundation `Progress` the view shows; throws for a view made from a value.
    public func progress() throws -> Progress {
        try reading("progress()") { node in
            guard let progress = try Reflection.field("progress", of: node.value, as: Progress?.self) else {
                throw InspectionError.Reason.attributeUnavailable(
                    attribute: "progress", view: "ProgressView",
                    reason: "it was made from a value, not from a Foundation Progress")
            }
            return progress
        }
    }
}

enum ProgressReading {
    static func timer(of value: Any, call: String) throws -> (interval: ClosedRange<Date>, countsDown: Bool) {
        guard let interval = try Reflection.field("timerInterval", of: value, as: ClosedRange<Date>?.self) else {
            throw InspectionError.Reason.attributeUnavailable(
                attribute: call, view: "ProgressView", reason: "it was made without timerInterval:")
        }
        return (interval, try Reflection.field("countsDown", of: value, as: Bool.self))
    }

    static func fractionCompleted(of value: Any, at date: Date) throws -> Double? {
        if let interval = try Reflection.field("timerInterval", of: value, as: ClosedRange<Date>?.self) {
            let duration = interval.upperBound.timeIntervalSince(interval.lowerBound)
            let elapsed = duration > 0
                ? min(max(date.timeIntervalSince(interval.lowerBound) / duration, 0), 1)
                : (date >= interval.upperBound ? 1 : 0)
            return try Reflection.field("countsDown", of: value, as: Bool.self) ? 1 - elapsed : elapsed
        }
        return try fractionCompleted(of: value)
    }

    static func fractionCompleted(of value: Any) throws -> Double? {
        if let progress = try Reflection.field("progress", of: value, as: Progress?.self) {
            return progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1)
        }
        guard let current = try Reflection.field("value", of: value, as: Double?.self) else { return nil }
        let total = try Reflection.field("total", of: value, as: Double.self)
        guard total > 0 else { return current > 0 ? 1 : 0 }
        return min(max(current, 0), total) / total
    }
}

// MARK: - Kind

extension ViewKind {
    /// `ProgressView`: no content; its two labels are parts. A dump shows how much is done.
    static let progressView = ViewKind(
        name: "ProgressView", accessor: "progressView",
        parts: [
            Part(call: "labelView()", declared: .label),
            Part(call: "currentValueLabelView()", declared: .currentValueLabel),
            .styleBody,
        ],
        dumpAttributes: { value in
            if let timer = try? ProgressReading.timer(of: value, call: "timerInterval") {
                return ["timerInterval: \(timer.interval)", "countsDown: \(timer.countsDown)"]
            }
            guard let fraction = try? ProgressReading.fractionCompleted(of: value) else { return ["indeterminate"] }
            return ["fractionCompleted: \(fraction)"]
        },
        accessibility: AccessibilityProfile(role: .progressIndicator, traits: [], name: .parts(["labelView()"])))
}

extension ViewTree.ProgressView: InspectableKind {
    static var inspectorKind: ViewKind { .progressView }
}
