@testable import Inspector
import ViewTree

/// The views appearance modifiers carry — a mask, a safe area inset, a badge — reached from
/// `handle` with the call `name`: nil when `name` is not one of them.
func appearanceAttachment<V: KnownViewType>(_ name: String, _ index: Int?, of handle: InspectableView<V>) throws -> Any? {
    switch name {
    case "mask": try handle.mask(index)
    case "safeAreaInset": try handle.safeAreaInset(index)
    case "badge": try handle.badge()
    default: nil
    }
}
