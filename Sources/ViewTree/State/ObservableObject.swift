import Synchronization
import Foundation

/// An object that announces changes before they happen, so views that use it re-render.
///
/// ```swift
/// final class Model: ObservableObject {
///     @Published var count = 0
/// }
/// ```
///
/// Writing a `@Published` property sends `objectWillChange`; you can also send it yourself.
public protocol ObservableObject: AnyObject {
    /// The publisher that announces changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Announces that the object is about to change.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, made on first use and kept for the object's lifetime.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(for: self)
    }
}

/// The publisher an `ObservableObject` announces its changes with.
public final class ObservableObjectPublisher: Publisher, Sendable {
    /// It sends no information but the fact of a change.
    public typealias Output = Void
    /// It cannot fail.
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void, Never>()

    /// Creates a publisher.
    public init() {}

    /// Announces a change.
    public func send() {
        // Sent by hand, the change may be to any property: every inspection rechecks.
        StateGeneration.advance()
        willChange()
    }

    /// Tells subscribers and the inspections reading the object, for a change that is
    /// attributed: a `@Published` property, which tells its own readers.
    func willChange() {
        readers.changed()
        subscribers.send(())
    }

    /// The inspections that read the object through a property wrapper (`@ObservedObject`,
    /// `@StateObject`, `@EnvironmentObject`): a change tells them.
    package let readers = StateReaders()

    /// Subscribes to the changes announced from now on.
    public func subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
        subscribers.add(receiveValue: { receiveValue(()) }, receiveCompletion: receiveCompletion)
    }

    // MARK: - The publishers of objects that use the default `objectWillChange`

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private static let registry = LockedValue<[ObjectIdentifier: Entry]>([:])

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        registry.withValue { entries in
            let key = ObjectIdentifier(object)
            if let entry = entries[key], entry.object === object { return entry.publisher }
            if entries.count > 64 { entries = entries.filter { $0.value.object != nil } }
            let publisher = ObservableObjectPublisher()
            entries[key] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }

    /// The publisher of `object` if anything asked for it; nobody listens otherwise.
    static func existingPublisher(for object: AnyObject) -> ObservableObjectPublisher? {
        registry.withValue { entries in
            guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
            return entry.publisher
        }
    }
}

/// A property of an `ObservableObject` whose changes are announced.
///
/// ```swift
/// @Published var count = 0     // `$count` is a publisher of its values
/// ```
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    /// A published property with an initial value.
    public init(wrappedValue value: Value) {
        storage = PublishedStorage(value)
    }

    /// A published property with an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// Only classes have published properties: the enclosing object's `objectWillChange` is
    /// sent on every write.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        // swiftlint:disable:next unused_setter_value
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's values as a publisher: the current value on subscription, then every
    /// new value, sent before the property changes.
    public var projectedValue: Publisher {
        Publisher(storage: storage)
    }

    /// Reads and writes the property of an object, announcing writes on its `objectWillChange`.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            let storage = object[keyPath: storageKeyPath].storage
            storage.readers.noteRead()
            return storage.value
        }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            ObservableObjectPublisher.existingPublisher(for: object)?.willChange()
            storage.subject.send(newValue)
            storage.value = newValue
            storage.readers.changed()
        }
    }

    /// The publisher of a `@Published` property.
    public struct Publisher: ViewTree.Publisher {
        /// The property's type.
        public typealias Output = Value
        /// It cannot fail.
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        /// Delivers the current value, then every new one.
        public func subscribe(
            receiveValue: @escaping (Value) -> Void,
            receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
        ) -> AnyCancellable {
            let cancellable = storage.subject.subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
            receiveValue(storage.value)
            return cancellable
        }
    }
}

// Sendable by its lock: `stored` is read and written only under `lock`; `subject` and `readers` guard themselves.
final class PublishedStorage<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    let subject = PassthroughSubject<Value, Never>()
    /// The inspections that read the property.
    let readers = AtomicLazyReference<StateReaders>()

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
