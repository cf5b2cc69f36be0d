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
///
/// Owners make theirs only when an inspection first reads them: the views a body builds carry
/// state that is mostly never inspected.
package final class StateReaders: Sendable {
    private let registry = Mutex(StateReaderList())

    package init() {}

    /// Registers the current reader, if there is one.
    package func noteRead() {
        if let reader = StateReading.current { register(reader) }
    }

    /// Registers `reader`.
    package func register(_ reader: any StateReader) {
        registry.withLock { $0.register(reader) }
    }

    /// Tells every registered reader that the state changed.
    package func changed() {
        StateReaderList.tell(registry.withLock { $0.readers })
    }
}

/// The readers of one piece of state, for an owner that guards them with a lock of its own
/// (`StateReaders`, `@State`'s location): kept in the owner, a first read by an inspection
/// makes no object.
package struct StateReaderList {
    /// Most state is read by one inspection: it is kept inline; others in a table.
    private var first = WeakReader(reader: nil)
    private var others: [ObjectIdentifier: WeakReader] = [:]

    package init() {}

    /// Registers `reader`.
    package mutating func register(_ reader: any StateReader) {
        if first.reader === reader { return }
        if first.reader == nil {
            first = WeakReader(reader: reader)
            return
        }
        let key = ObjectIdentifier(reader)
        guard others[key]?.reader !== reader else { return }
        if others.count >= 16 { others = others.filter { $0.value.reader != nil } }
        others[key] = WeakReader(reader: reader)
    }

    /// The registered readers that are still there: what to tell, once the owner's lock is
    /// released, with `tell(_:)`.
    package var readers: [any StateReader] {
        // Most state written was never read by an inspection: no array for it.
        guard others.isEmpty else { return [first.reader].compactMap { $0 } + others.values.compactMap(\.reader) }
        return first.reader.map { [$0] } ?? []
    }

    /// Tells `readers` that the state changed.
    package static func tell(_ readers: [any StateReader]) {
        for reader in readers {
            reader.stateDidChange()
        }
    }
}

private struct WeakReader: Sendable {
    weak var reader: (any StateReader)?
}

/// Where an owner keeps its readers: made on the first read by an inspection, without a lock.
extension AtomicLazyReference where Instance == StateReaders {
    /// Registers the current reader, if there is one.
    package func noteRead() {
        if let reader = StateReading.current { register(reader) }
    }

    /// Registers `reader`, making the readers on first use.
    package func register(_ reader: any StateReader) {
        (load() ?? storeIfNil(StateReaders())).register(reader)
    }

    /// Tells the readers, if any, that the state changed.
    package func changed() {
        load()?.changed()
    }
}

/// The reader whose bodies are being evaluated on this thread.
package enum StateReading {
    @TaskLocal package static var current: (any StateReader)?
}
