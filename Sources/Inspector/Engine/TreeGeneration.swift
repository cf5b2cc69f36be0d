import Synchronization
import ViewTree

/// How far the state an inspection read has changed: what tells a node that its cached
/// content is out of date.
///
/// A write to a `@State`, a binding to one, a `@Published` property or an observed object's
/// `objectWillChange` tells only the inspections that read it while evaluating bodies (see
/// `StateReaders`): a tap in one test's inspection does not discard what another test's
/// inspection computed. Writes that ViewTree cannot attribute (a `Binding(get:set:)` over
/// storage of its own) advance the process-wide `StateGeneration`, which every inspection
/// follows too.
final class TreeGeneration: StateReader {
    /// A point in the changes an inspection follows.
    struct Value: Equatable {
        let own: UInt64
        let global: UInt64

        /// No point yet: what a node's cache holds before it is first computed.
        static let unknown = Value(own: .max, global: .max)
    }

    private let counter = Atomic<UInt64>(0)

    var current: Value {
        Value(own: counter.load(ordering: .acquiring), global: StateGeneration.current)
    }

    func stateDidChange() {
        counter.add(1, ordering: .releasing)
    }

    /// Runs `work` — which evaluates bodies — with this inspection as the reader of the state
    /// they read; when it already is (inside a search), just runs it.
    func reading<Result>(_ work: () throws -> Result) rethrows -> Result {
        if StateReading.current === self { return try work() }
        return try StateReading.$current.withValue(self, operation: work)
    }
}
