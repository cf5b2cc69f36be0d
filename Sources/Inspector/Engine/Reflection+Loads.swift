import ViewTree

// Reads prepared once per type and then made by offset: what the readers of the types every
// builder block, modifier chain and layer is made of use on the search's hot path. Each load
// checks that the value is exactly of the type whose layout it follows.
extension Reflection {
    /// The typed load, as `Any`, of a value of `type` stored at `offset` in the storage of an
    /// owner value: what a per-type reader that reads through several levels of a value at once
    /// (`Expansion.pieceReader(of:)`) copies out. Only for a field whose access is `.load`, or
    /// a field of one at its offset in it, read from the storage of a value of exactly the
    /// owner's type.
    static func typedLoad(of type: Any.Type, at offset: Int) -> (UnsafeRawPointer) -> Any {
        // Opened once, here, from the metatype the runtime reports for the field.
        func typedLoad<T>(_ type: T.Type) -> (UnsafeRawPointer) -> Any {
            { base in (base + offset).load(as: T.self) }
        }
        return _openExistential(type, do: typedLoad)
    }

    /// Runs `body` with `value`'s storage seen as a `T`, without copying the value out of its
    /// existential; nil when `value` is not exactly a `T`. What a per-type reader uses to take
    /// one part of a value (a branch, a wrapped view) rather than a cast's copy of all of it.
    static func withStorage<T, Result>(of value: Any, as type: T.Type, _ body: (UnsafePointer<T>) -> Result) -> Result? {
        guard Swift.type(of: value) == T.self else { return nil }
        func project<Value>(_ value: Value) -> Result {
            withUnsafePointer(to: value) { pointer in
                // The dynamic type is `T`, checked above: the storage is a `T`'s.
                UnsafeRawPointer(pointer).withMemoryRebound(to: T.self, capacity: 1, body)
            }
        }
        return _openExistential(value, do: project)
    }

    /// Runs `body` with the address of `value`'s storage, without copying the value out of its
    /// existential; nil when `value` is not exactly of `type`. For a per-type reader that keeps
    /// its type as a value: generic code naming a generic type asks the runtime for the type's
    /// metadata on every call, a hash lookup that costs more than the read itself.
    static func withStorage<Result>(
        of value: Any, ifOfType type: Any.Type, _ body: (UnsafeRawPointer) -> Result
    ) -> Result? {
        guard Swift.type(of: value) == type else { return nil }
        func project<Value>(_ value: Value) -> Result {
            // The dynamic type is `type`, checked above: `body` reads the storage as one.
            withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
        }
        return _openExistential(value, do: project)
    }

    /// A stored property read by its label from values of any type, its field looked up once
    /// per type: the layout's table by label would hash the label on every read.
    ///
    /// Make one per label, once, in a `static let` (as the `ModifierKind`s that use one do):
    /// each keeps a `TypeCache`, which lives as long as the process.
    final class NamedField: Sendable {
        let label: String
        /// Per type: the field's typed load, or the field when it is not read by one.
        private let fields = TypeCache<Entry?>()

        /// One type's field, kept as an object: a cache hit copies out one reference.
        private final class Entry {
            let field: Field
            let load: (UnsafeRawPointer) -> Any

            init(_ field: Field) {
                self.field = field
                load = Reflection.typedLoad(of: field.type, at: field.offset)
            }
        }

        init(_ label: String) {
            self.label = label
        }

        /// The property of `value`; throws as `Reflection.field(_:of:as:)` does when there is
        /// none.
        func read(from value: Any) throws -> Any {
            let type = Swift.type(of: value)
            guard let entry = fields.value(for: type, compute: { Reflection.layout(of: type)?.field(label).map(Entry.init) })
            else {
                return try Reflection.field(label, of: value, as: Any.self)
            }
            // The field belongs to the value's own type's layout: loaded by offset when its
            // access allows it.
            guard entry.field.access == .load, entry.field.owner == type else {
                return Reflection.read(entry.field, from: value)
            }
            func project<Value>(_ value: Value) -> Any {
                withUnsafePointer(to: value) { entry.load(UnsafeRawPointer($0)) }
            }
            return _openExistential(value, do: project)
        }
    }
}
