/// The hosted place whose code is running: a body being rendered or inspected, a callback it
/// registered, a control an inspection operates.
///
/// A view value placed in two places (`let row = Row(); VStack { row; row }`, a stateful
/// modifier applied to a block) carries one set of property wrappers, whose locations are
/// attached to both places' storage. Reads and writes made while a place is current go to
/// that place's storage, so each place keeps state of its own, as in SwiftUI. Code that runs
/// with no place current (a closure called from elsewhere) uses the place attached last.
package enum StatePlace {
    @TaskLocal package static var current: NodeStorage?

    /// Runs `work` with `storage` as the current place (nil: leaves the current one).
    package static func run<Result>(in storage: NodeStorage?, _ work: () throws -> Result) rethrows -> Result {
        guard let storage, storage !== current else { return try work() }
        return try $current.withValue(storage, operation: work)
    }
}
