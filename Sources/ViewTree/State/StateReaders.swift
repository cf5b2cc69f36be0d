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
    /// Most state is read by one inspection: it is kept inline; others in a table.
    private struct Registry {
        var first = WeakReader(reader: nil)
        var others: [ObjectIdentifier: WeakReader] = [:]
    }

    private let registry = Mutex(Registry())

    package init() {}

    /// Registers the current reader, if there is one.
    package func noteRead() {
        if let reader = StateReading.current { register(reader) }
    }

    /// Registers `reader`.
    package func register(_ reader: any StateReader) {
        registry.withLock { registry in
            if registry.first.reader === reader { return }
            if registry.first.reader == nil {
                registry.first = WeakReader(reader: reader)
                return
            }
            let key = ObjectIdentifier(reader)
            guard registry.others[key]?.reader !== reader else { return }
            if registry.others.count >= 16 { registry.others = registry.others.filter { $0.value.reader != nil } }
            registry.others[key] = WeakReader(reader: reader)
        }
    }

    /// Tells every registered reader that the state changed.
    package func changed() {
        let current = registry.withLock { registry in
            [registry.first.reader].compactMap { $0 } + registry.others.values.compactMap(\.reader)
        }
        for reader in current {
            reader.stateDidChange()
        }
    }
}

private struct WeakReader: @unchecked Sendable {
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
