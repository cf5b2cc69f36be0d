/// The bindings SwiftUI derives from other bindings: optional and type-erased forms, and the
/// elements of a bound collection (`ForEach($items) { $item in … }`).
///
/// A derived binding reads and writes through its base, so a write reaches whatever the base
/// is bound to (a `@State`, a model) and tells the same readers.

extension Binding {
    /// A binding to an optional value, made from a binding to a value: reads the base's value;
    /// writing nil leaves the base unchanged.
    ///
    /// ```swift
    /// let name: Binding<String?> = Binding($profile.name)
    /// ```
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            get: { base.wrappedValue },
            set: { newValue in
                if let newValue { base.wrappedValue = newValue }
            },
            isAttributed: base.isAttributed)
    }

    /// A binding to the value of a binding to an optional, or nil when that value is nil.
    ///
    /// ```swift
    /// if let name = Binding($draft.name) {    // Binding<String> from Binding<String?>
    ///     TextField("Name", text: name)
    /// }
    /// ```
    ///
    /// When the base becomes nil later, the binding keeps reading the last value it saw, as
    /// in SwiftUI, instead of stopping the program.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        let last = LastValue(initial)
        self.init(
            get: {
                if let value = base.wrappedValue { last.value = value }
                return last.value
            },
            set: { newValue in
                last.value = newValue
                base.wrappedValue = newValue
            },
            isAttributed: base.isAttributed)
    }

    /// A binding to a hashable value, seen as `AnyHashable`; a written value of another type
    /// leaves the base unchanged.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(
            get: { AnyHashable(base.wrappedValue) },
            set: { newValue in
                if let value = newValue.base as? V { base.wrappedValue = value }
            },
            isAttributed: base.isAttributed)
    }
}

/// The last value a binding made from an optional one read.
private final class LastValue<Value> {
    // Read and written by the binding's closures only. Not Sendable, as `Binding` is not: the
    // binding, and this value with it, stays in the isolation domain that uses it.
    var value: Value
    init(_ value: Value) { self.value = value }
}

// MARK: - A binding to a collection is a collection of bindings

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element of the collection.
    public typealias Element = Binding<Value.Element>
    /// Iterates over the bindings to the elements.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A slice of the bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The position of the first element.
    public var startIndex: Index { wrappedValue.startIndex }

    /// The position past the last element.
    public var endIndex: Index { wrappedValue.endIndex }

    /// The collection's indices, as they are now.
    public var indices: Indices { wrappedValue.indices }

    /// The position after `i`.
    public func index(after i: Index) -> Index {
        wrappedValue.index(after: i)
    }

    /// Moves `i` to the position after it.
    public func formIndex(after i: inout Index) {
        wrappedValue.formIndex(after: &i)
    }

    /// A binding to the element at `position`: reading and writing it reads and writes that
    /// element of the bound collection.
    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        return Binding<Value.Element>(
            get: { base.wrappedValue[position] },
            set: { base.wrappedValue[position] = $0 },
            isAttributed: isAttributed)
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The position before `i`.
    public func index(before i: Index) -> Index {
        wrappedValue.index(before: i)
    }

    /// Moves `i` to the position before it.
    public func formIndex(before i: inout Index) {
        wrappedValue.formIndex(before: &i)
    }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
