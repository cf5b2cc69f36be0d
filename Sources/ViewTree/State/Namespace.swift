import Synchronization

/// A property wrapper that gives a view a namespace of its own, for
/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`:
///
/// ```swift
/// @Namespace private var hero
///
/// var body: some View {
///     Text("Title").matchedGeometryEffect(id: "title", in: hero)
/// }
/// ```
///
/// Hosted, the namespace belongs to the view's place, as `@State` does: it keeps its `ID`
/// across renders and a new place (or a new `.id(_:)`) gets a new one. Unhosted, each value
/// has its own.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    private let location: NamespaceLocation

    /// A new namespace.
    public init() {
        location = NamespaceLocation(NamespaceLocation.next())
    }

    /// The namespace's identifier.
    public var wrappedValue: ID {
        location.id
    }

    /// A namespace's identifier: equal for the views of one namespace.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let value: Int

        /// `Namespace.ID(3)`.
        public var description: String { "Namespace.ID(\(value))" }
    }
}

extension Namespace: PreparableProperty {
    func prepare(label: String, context: PreparationContext) {
        guard let storage = context.storage else { return }
        let fresh = location.id
        guard let box = storage.slot(label, make: { NamespaceBox(fresh) }) else { return }
        location.id = box.id
    }
}

// Equal whatever the ids: hosted, the id belongs to the view's place, and a new view value
// carries a fresh wrapper whose id is replaced by its place's.
extension Namespace: ComparableViewInput {
    func isSameInput(as other: Namespace) -> Bool { true }
}

/// Where a `@Namespace` keeps its id: its own, then its place's once hosted.
///
/// Sendable by its lock: `current` is read and written only under `lock`.
private final class NamespaceLocation: @unchecked Sendable {
    private let lock = InlineLock()
    private var current: Namespace.ID

    init(_ id: Namespace.ID) {
        current = id
    }

    var id: Namespace.ID {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    private static let counter = Mutex(0)

    /// An id no namespace made before has.
    static func next() -> Namespace.ID {
        Namespace.ID(value: counter.withLock { count in
            count += 1
            return count
        })
    }
}

/// The id of a hosted place's namespace.
private final class NamespaceBox: Sendable {
    let id: Namespace.ID

    init(_ id: Namespace.ID) {
        self.id = id
    }
}
