import ViewTree

/// Whether an `@Observable` model that a body read has changed since.
///
/// One flag follows one content computation, or one search (whose nodes share it): every piece
/// of user code it ran — a body, a navigation stack's path and then its destination closures —
/// is tracked as part of one registration (`ObservationTracker.trackAlongside`), and the first
/// change to anything one of them read raises the flag, on whatever thread made it. The flag is
/// read on the next access to the node's content.
///
/// The registrations go with the flag: the tracker withdraws them when it is deinitialized,
/// that is when the last node whose content the flag follows computes its content again, is
/// dropped, or its inspection is let go. So a body evaluated again and again while its model
/// never changes leaves nothing in that model's registrar. (Before, each evaluation left a
/// registration there, holding its flag, until the model changed.) The registrations capture
/// the tracker's sentinel, not the flag: nothing but nodes, searches and their trees keeps it.
struct ObservationFlag: Sendable {
    private let tracker = ObservationTracker()

    var hasChanged: Bool {
        tracker.hasChanged
    }

    /// Runs `work`, remembering to raise the flag when anything it read changes.
    func tracking<Result>(_ work: () -> Result) -> Result {
        tracker.trackAlongside(work)
    }
}
