import Foundation
import Synchronization

/// Something that keeps what it computed from state — an inspection's cached bodies — and
/// must hear when that state changes.
package protocol StateReader: AnyObject, Sendable {
    /// Called, on the writing thread, after a state it read changed.
    func stateDidChange()
}

/// Who reads a piece of state: `@State` values, bindings, `@Published` properties, an
/// observable object's `objectWillChange`.
///
/// A read made while a reader is current (`StateReading.current`, set by an inspection while
/// it evaluates bodies) registers that reader; a write tells the registered readers, and only
/// them. So a tap in one test's inspection does not discard what another test's inspection
/// computed. Readers are held weakly.
package final class StateReaders: @unchecked Sendable {
    private let lock = NSLock()
    private var readers: [ObjectIdentifier: WeakReader] = [:]

    package init() {}

    /// Registers the current reader, if there is one.
    @inline(__always)
    package func noteRead() {
        guard let reader = StateReading.current else { return }
        register(reader)
    }

    private func register(_ reader: any StateReader) {
        let key = ObjectIdentifier(reader)
        lock.withLock {
            if readers[key]?.reader !== reader {
                if readers.count >= 16 { readers = readers.filter { $0.value.reader != nil } }
                readers[key] = WeakReader(reader: reader)
            }
        }
    }

    /// Tells every registered reader that the state changed.
    package func changed() {
        let current = lock.withLock { readers.values.compactMap(\.reader) }
        for reader in current {
            reader.stateDidChange()
        }
    }
}

private struct WeakReader {
    weak var reader: (any StateReader)?
}

/// The reader whose bodies are being evaluated on this thread.
package enum StateReading {
    @TaskLocal package static var current: (any StateReader)?
}
