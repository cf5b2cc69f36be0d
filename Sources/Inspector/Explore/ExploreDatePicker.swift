import Foundation
import ViewTree

/// Date pickers are set (`select(date:)`) to the ends of what they offer: each bound of their
/// range (`in:`), and, on a side without one, the start (UTC) of the day before or after the
/// selection's — both for a picker without a range. Whole days keep the actions the same from
/// one walk to the next on the same day when the selection starts at `Date()`. A date equal
/// to the selection is not set.
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
        var targets: [Date] = []
        let startOfDay = (current.timeIntervalSinceReferenceDate / day).rounded(.down) * day
        let dayBefore = Date(timeIntervalSinceReferenceDate: startOfDay - day)
        let dayAfter = Date(timeIntervalSinceReferenceDate: startOfDay + day)
        for target in [minimum ?? dayBefore, maximum ?? dayAfter]
        where target != current && !targets.contains(target) && target.timeIntervalSinceReferenceDate.isFinite {
            targets.append(target)
        }
        return targets.map { target in
            ExploreStep(code: "select(date: \(literal(target)))", summary: "pick \(target) in") { try $0.select(date: target) }
        }
    }

    /// `date` as a test writes it: `Date(timeIntervalSinceReferenceDate: 86400.0)`, the
    /// interval written so that it reads back exactly.
    static func literal(_ date: Date) -> String {
        "Date(timeIntervalSinceReferenceDate: \(date.timeIntervalSinceReferenceDate))"
    }
}
