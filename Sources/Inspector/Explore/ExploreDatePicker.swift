import Foundation
import ViewTree

/// Date pickers are set (`select(date:)`) to the ends of what they offer: each bound of their
/// range (`in:`), and, on a side without one, the start (UTC) of the day before or after the
/// selection's — both for a picker without a range. The dates are whole days (a bound that is
/// not is given as the start of its day, or of the next, which the picker clamps to the
/// bound), so that a range or a selection made from `Date()` gives the same actions in every
/// walk on the same day. A date the picker would clamp to its selection is not set.
///
/// The date picked shows as a new state only when the screen shows something else: the tree
/// dump does not hold the picker's date, so that a screen whose date starts at `Date()`,
/// another on every replay, still gives the same states.
enum ExploreDatePicker: ExploreControl {
    static let kindName = "DatePicker"
    static let typeCode = "ViewType.DatePicker"
    static var roleQuery: ExploreRoleQuery<ViewType.DatePicker>? {
        ExploreRoleQuery(role: .datePicker, unwrapCode: "datePicker()") { try $0.datePicker() }
    }

    /// A day, in seconds.
    static let day: TimeInterval = 86_400

    static func steps(for control: InspectableView<ViewType.DatePicker>, inputs: [String]) -> [ExploreStep<ViewType.DatePicker>] {
        let range: (current: Date, minimum: Date?, maximum: Date?)? = try? (control.date(), control.minimumDate(), control.maximumDate())
        guard let (current, minimum, maximum) = range else { return [] }
        let lower = minimum.map { wholeDay($0, .down) } ?? wholeDay(current, .down) - day
        let upper = maximum.map { wholeDay($0, .up) } ?? wholeDay(current, .down) + day
        // What the picker sets for a date: clamped to its range.
        func clamped(_ interval: TimeInterval) -> Date {
            var date = Date(timeIntervalSinceReferenceDate: interval)
            if let minimum { date = max(date, minimum) }
            if let maximum { date = min(date, maximum) }
            return date
        }
        var targets: [Date] = []
        var picked: [Date] = []
        for target in [lower, upper] where target.isFinite {
            let set = clamped(target)
            guard set != current, !picked.contains(set) else { continue }
            picked.append(set)
            targets.append(Date(timeIntervalSinceReferenceDate: target))
        }
        return targets.map { target in
            ExploreStep(code: "select(date: \(literal(target)))", summary: "pick \(target) in") { try $0.select(date: target) }
        }
    }

    /// The start (UTC) of the day of `date`, or of the next day unless `date` starts one.
    static func wholeDay(_ date: Date, _ rounding: FloatingPointRoundingRule) -> TimeInterval {
        (date.timeIntervalSinceReferenceDate / day).rounded(rounding) * day
    }

    /// `date` as a test writes it: `Date(timeIntervalSinceReferenceDate: 86400.0)`, the
    /// interval written so that it reads back exactly.
    static func literal(_ date: Date) -> String {
        "Date(timeIntervalSinceReferenceDate: \(date.timeIntervalSinceReferenceDate))"
    }
}
