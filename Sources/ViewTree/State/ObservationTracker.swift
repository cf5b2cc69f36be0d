import Observation
import Synchronization

/// Runs work under `withObservationTracking`, keeping at most one generation of registrations
/// alive: each `track(_:onChange:)` withdraws what the previous one registered.
///
/// `withObservationTracking` registers its `onChange` with the registrar of every model the work
/// read, and only a change to one of them removes it. A view that is rendered (or inspected)
/// again and again while its model never changes would leave one registration per render in
/// that model's registrar — about 0.7 KB each, with whatever the closure captures — and this
/// toolchain's Observation has no public way to cancel one.
///
/// It needs none. A registration that fires is cancelled by Observation in every registrar it
/// covers. So each tracker owns a tiny observable object of its own, the sentinel, and:
/// - every tracked run reads the sentinel first, then runs the work: every registration made
///   here covers the sentinel too;
/// - to withdraw them (before the next `track`, or in `cancel()`), the tracker advances its
///   epoch and then writes the sentinel: that fires the registrations still in place, and
///   Observation removes each from the models' registrars as well;
/// - a registration's callback checks the epoch it was made at: the sentinel write has already
///   advanced it, so the callback does nothing. A real change to a model, made while the epoch
///   is still the registration's, calls `onChange` — once: the callback consumes the epoch
///   (`hasChanged` becomes true) before calling it, so a second firing of the same
///   registration, or of another one made at the same epoch, does nothing.
/// After a real change, a body that switched from reading `model.a` to `model.b` is then
/// observed on `b` only: the registration on `a` went with the sentinel write.
///
/// Withdrawing before the work runs would leave a window with nothing registered: a change
/// made while the work runs — by another thread, or after the work read the value — would
/// reach no registration, and the view would stay stale. So a tracker has two sentinels, and
/// generations alternate between them: a new run reads the other sentinel, and the previous
/// generation is withdrawn (its sentinel written) only once the new run's registrations are in
/// place; a change that fires the previous generation meanwhile still calls its `onChange`.
///
/// Corner cases:
/// - Writing the sentinel when nothing is registered — the tracker is new, was cancelled, or a
///   change already fired its registration and Observation removed it — fires nothing. A
///   tracker with no registration since its last withdrawal does not even write.
/// - Observation calls `onChange` synchronously, in the `willSet` of the thread that changes
///   the model, before it removes the registration, and holds none of its locks meanwhile;
///   neither does this type (its state is one atomic word). So `onChange` may call `track` or
///   `cancel` on this tracker or another: the write then fires the very registration being
///   delivered, whose callback sees the epoch consumed or moved on and does nothing. It should
///   not run the work again there, though: in `willSet` the model still holds its old value,
///   and that change will not be reported to the new registration. Schedule the work instead,
///   as a runtime marks its node dirty and renders it later.
/// - Tracked runs of different trackers should not nest: a registration covers everything its
///   work read, the inner tracker's sentinel included, so the inner tracker's next `track` or
///   `cancel` fires the outer registration as a change (an extra invalidation, never a missed
///   one). An inner tracker withdrawn before the outer run ends costs nothing.
/// - A model deallocated while observed makes Observation fire one of its registrations: if it
///   is this tracker's, at the current epoch, that counts as a change.
/// - Calls to `track`, `trackAlongside` and `cancel` are meant to come from one thread at a time
///   (the one that renders or inspects), and not from inside the work they run. The type is
///   `Sendable` because callbacks fire, and the last reference may go, on any thread.
///
/// Costs: the tracker and its sentinel (two small objects, the sentinel's registrar two more)
/// are made once; each tracked run adds the sentinel to what it observes, and each withdrawal
/// is one write to an object no one else observes. The registrations capture the sentinel, not
/// the tracker: a tracker let go is deinitialized at once and withdraws its registration then.
package final class ObservationTracker: Sendable {
    /// The sentinel of the current generation of registrations, and the other one: `track`
    /// makes the next generation read the other sentinel, and withdraws the previous one only
    /// once the new one is in place (see `track`). Made on the first `track` that needs it: a
    /// tracker that tracks once (an inspection's) never makes it.
    private let first = Sentinel()
    private let second = AtomicLazyReference<Sentinel>()
    /// Whether the current generation reads `second`.
    private let readsSecond = Atomic<Bool>(false)

    /// The sentinel the current generation reads.
    private var sentinel: Sentinel {
        readsSecond.load(ordering: .acquiring) ? secondSentinel : first
    }

    private var secondSentinel: Sentinel {
        second.load() ?? second.storeIfNil(Sentinel())
    }

    package init() {}

    deinit {
        first.withdraw()
        second.load()?.withdraw()
    }

    /// Whether a change fired a registration made since the last `track` or `cancel()`: what
    /// that work read has changed since it ran.
    package var hasChanged: Bool {
        sentinel.hasChanged
    }

    /// Whether registrations made since the last withdrawal are in place, none of them fired:
    /// some registrar holds an `onChange` given here.
    package var isObserving: Bool {
        sentinel.isObserving
    }

    /// Runs `work` and observes the `@Observable` properties it reads, in place of what the
    /// previous runs registered: the first change to any of them calls `onChange`, once, on
    /// the thread that makes it, before the new value is stored.
    ///
    /// The previous registrations stay in place while `work` runs, and are withdrawn once the
    /// new ones are: a change made meanwhile — by another thread, or after `work` read the
    /// value — fires one of them and is not lost. `onChange` is not called for changes after
    /// the next `track` or `cancel()` returns, nor for the tracker's own withdrawals.
    package func track<Value, Failure: Error>(
        _ work: () throws(Failure) -> Value, onChange: @escaping @Sendable () -> Void = {}
    ) throws(Failure) -> Value {
        let previous = sentinel
        guard previous.hasRegistrations else {
            // Nothing in place: the generation starts over on the same sentinel.
            previous.withdraw()
            return try run(work, on: previous, onChange: onChange)
        }
        let reading = !readsSecond.load(ordering: .acquiring)
        let next = reading ? secondSentinel : first
        next.withdraw()
        readsSecond.store(reading, ordering: .releasing)
        let firedBefore = previous.hasChanged
        defer {
            // A change the previous generation reported while `work` ran is a change of this
            // generation's too: `work` may have read the old value.
            if previous.withdraw().fired, !firedBefore { next.markChanged() }
        }
        return try run(work, on: next, onChange: onChange)
    }

    /// Runs `work` and observes what it reads as part of the current registrations, withdrawing
    /// nothing: for one result computed by several pieces of work, which any change to what one
    /// of them read invalidates. The first change to anything read since the last `track` or
    /// `cancel()` calls the `onChange` of the run that read it; the others are not called.
    package func trackAlongside<Value, Failure: Error>(
        _ work: () throws(Failure) -> Value, onChange: @escaping @Sendable () -> Void = {}
    ) throws(Failure) -> Value {
        try run(work, on: sentinel, onChange: onChange)
    }

    /// Withdraws the current registrations without making new ones. Afterwards no registrar
    /// keeps an `onChange` given here, nor what it captures, and `hasChanged` is false.
    ///
    /// The tracker cancels itself when it is deinitialized.
    package func cancel() {
        first.withdraw()
        second.load()?.withdraw()
    }

    // MARK: - Private

    private func run<Value, Failure: Error>(
        _ work: () throws(Failure) -> Value, on sentinel: Sentinel, onChange: @escaping @Sendable () -> Void
    ) throws(Failure) -> Value {
        let epoch = sentinel.register()
        let outcome = withObservationTracking {
            sentinel.read()
            return Result { () throws(Failure) -> Value in try work() }
        } onChange: {
            // Captures the sentinel, not the tracker: the tracker's deinit withdraws this.
            if sentinel.consume(epoch) { onChange() }
        }
        return try outcome.get()
    }
}

/// The object every registration of one tracker observes, and the tracker's epoch.
///
/// The epoch lives here, not in the tracker, because the registrations' callbacks read it:
/// they keep this object alive while they are registered, and the tracker can go.
private final class Sentinel: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    /// `epoch << 2 | fired << 1 | registered`: `registered` — a run was tracked at this epoch,
    /// so withdrawing must write; `fired` — a change fired a registration of this epoch.
    private let state = Atomic<UInt64>(0)

    /// What registrations observe. It holds nothing: only its key path matters.
    var mark: Void { () }

    var hasChanged: Bool {
        state.load(ordering: .acquiring) & 2 != 0
    }

    var isObserving: Bool {
        state.load(ordering: .acquiring) & 3 == 1
    }

    /// Whether a run was tracked at the current epoch and not withdrawn yet.
    var hasRegistrations: Bool {
        state.load(ordering: .acquiring) & 1 != 0
    }

    /// Withdraws the registrations of the current epoch: moves to the next one (so that their
    /// callbacks do nothing) and writes, when any run was tracked at it. Returns whether a
    /// change fired one of them first.
    @discardableResult
    func withdraw() -> (registered: Bool, fired: Bool) {
        let (registered, fired) = advance()
        if registered { write() }
        return (registered, fired)
    }

    /// Records a change at the current epoch, as a registration's firing does.
    func markChanged() {
        state.bitwiseOr(2, ordering: .acquiringAndReleasing)
    }

    func read() {
        registrar.access(self, keyPath: \.mark)
    }

    func write() {
        registrar.withMutation(of: self, keyPath: \.mark) {}
    }

    /// Notes that a run is being tracked at the current epoch, which it returns.
    func register() -> UInt64 {
        state.bitwiseOr(1, ordering: .acquiringAndReleasing).oldValue >> 2
    }

    /// Moves to the next epoch; returns whether a run was tracked at the one left, whose
    /// registrations the caller must then withdraw by writing, and whether a change fired one.
    private func advance() -> (registered: Bool, fired: Bool) {
        var current = state.load(ordering: .relaxed)
        while true {
            let (exchanged, original) = state.compareExchange(
                expected: current, desired: ((current >> 2) &+ 1) << 2, ordering: .acquiringAndReleasing)
            if exchanged { return (original & 1 != 0, original & 2 != 0) }
            current = original
        }
    }

    /// Whether a registration made at `epoch` may report a change: true once, if `epoch` is
    /// still the current one and nothing reported a change at it before.
    func consume(_ epoch: UInt64) -> Bool {
        var current = state.load(ordering: .acquiring)
        while current >> 2 == epoch, current & 2 == 0 {
            let (exchanged, original) = state.compareExchange(
                expected: current, desired: current | 2, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            current = original
        }
        return false
    }
}
