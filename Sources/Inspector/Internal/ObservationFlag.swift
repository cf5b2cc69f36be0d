import Observation
import Synchronization

/// Whether an `@Observable` model that a body read has changed since.
///
/// Observation calls back on whatever thread made the change, once; the flag is read on the
/// next access to the node's content.
final class ObservationFlag: Sendable {
    private let changed = Atomic<Bool>(false)

    var hasChanged: Bool {
        changed.load(ordering: .acquiring)
    }

    /// Runs `work`, remembering to raise the flag when anything it read changes.
    ///
    /// The flag is captured strongly: a weak capture would give every evaluated body a weak
    /// reference table, and the closure is dropped at once when the body read no model.
    func tracking<Result>(_ work: () -> Result) -> Result {
        withObservationTracking(work) { [flag = self] in
            flag.changed.store(true, ordering: .releasing)
        }
    }
}
