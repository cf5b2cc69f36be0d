import Synchronization

/// Counts changes to state that views read: `@State`, bindings, `@Published` properties,
/// `objectWillChange`.
///
/// Inspector evaluates each body once per inspected node and keeps the result; a changed
/// generation tells it that a body may now describe something else, so a handle held across
/// a `tap()` or a model change still shows current content.
package enum StateGeneration {
    private static let counter = Atomic<UInt64>(0)

    /// The current generation.
    package static var current: UInt64 {
        counter.load(ordering: .acquiring)
    }

    /// Records that some state changed.
    package static func advance() {
        counter.add(1, ordering: .releasing)
    }
}
