import Synchronization
import Foundation

/// A value a view owns and can change; changing it re-renders the view.
///
/// ```swift
/// struct ContentView: View {
///     @State var flag = false
///     var body: some View {
///         Button(action: { flag.toggle() }, label: { Text(flag ? "True" : "False") })
///     }
/// }
/// ```
///
/// Not hosted, the state lives in the view value itself (shared by its copies), so a test can
/// tap a button and read `actualView().flag`. Hosted, it lives in the runtime for as long as
/// the view keeps its place in the hierarchy.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    /// A state with an initial value.
    public init(wrappedValue value: Value) {
        location = StateLocation(value)
    }

    /// A state with an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the state: `$flag`.
    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(get: { location.value }, set: { location.value = $0 }, isAttributed: true)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose initial value is nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: PreparableProperty {
    func prepare(label: String, context: PreparationContext) {
        guard let storage = context.storage else { return }
        let location = location
        guard let box = storage.slot(label, make: { StateBox(location.localValue, storage: storage) }) else { return }
        location.attach(box)
        storage.track(location)
    }
}

// Equal whatever the values: hosted, the value belongs to the view's place in the runtime's
// storage, and a new view value always carries a fresh wrapper whose initial value is ignored
// once the view has a place (as in SwiftUI). A write invalidates the view by itself.
extension State: ComparableViewInput {
    func isSameInput(as other: State<Value>) -> Bool { true }
}

/// Where a `@State` keeps its value: its own, or the hosted box it is attached to.
///
/// Sendable by its lock: `local`, `box`, `boxes` and `readers` are read and written only under `lock`.
final class StateLocation<Value>: DetachableLocation, @unchecked Sendable {
    private let lock = InlineLock()
    private var local: Value
    /// The box of the place attached last: used when no place is current (`StatePlace`).
    private var box: StateBox<Value>?
    /// The boxes of every place the value is attached to, by storage: a view value placed in
    /// two places reads and writes the current place's.
    /// Nil until the first attach: an empty table, a generic type, costs a metadata lookup
    /// per `@State` made.
    private var boxes: [ObjectIdentifier: StateBox<Value>]?
    /// The inspections that read this value: a write tells them. Under the lock.
    private var readers = StateReaderList()

    init(_ value: Value) {
        local = value
    }

    var localValue: Value {
        lock.withLock { local }
    }

    var value: Value {
        get {
            // The lock returns the value alone: a tuple with the box would be a generic type
            // whose metadata the runtime looks up on every read.
            var box: StateBox<Value>?
            let reader = StateReading.current
            let value = lock.withLock {
                if let reader { readers.register(reader) }
                box = currentBox()
                // Not `box?.value ?? local`: an optional of `Value` is a generic type, whose
                // metadata the runtime would look up on every read.
                if let box { return box.value }
                return local
            }
            if let reader {
                // Hosted, the value belongs to the place: whoever writes it, through whichever
                // copy of the view, the readers of the place hear of it.
                box?.readers.register(reader)
            }
            return value
        }
        set {
            let box = lock.withLock {
                let box = currentBox()
                if box == nil { local = newValue }
                return box
            }
            box?.value = newValue
            // The readers are taken once the new value is in place: a reader registering in
            // between has read the new value, and every reader of the old one is told.
            StateReaderList.tell(lock.withLock { readers.readers })
            box?.readers.changed()
        }
    }

    /// The box of the current place, else of the place attached last. Called under the lock.
    private func currentBox() -> StateBox<Value>? {
        // `box` first: unhosted, it is nil, and the table, a generic type, is not asked about.
        guard box != nil, let boxes, !boxes.isEmpty else { return nil }
        if boxes.count > 1, let place = StatePlace.current, let box = boxes[ObjectIdentifier(place)] { return box }
        return box
    }

    func attach(_ box: StateBox<Value>) {
        lock.withLock {
            self.box = box
            if let storage = box.storage {
                if boxes == nil { boxes = [:] }
                boxes?[ObjectIdentifier(storage)] = box
            }
        }
    }

    /// Released: the view value goes back to its own, initial value, as a view hosted anew
    /// would start with.
    func detach(from storage: NodeStorage) {
        lock.withLock {
            boxes?[ObjectIdentifier(storage)] = nil
            if box?.storage === storage { box = boxes?.values.first }
        }
    }
}

/// A hosted state's value; writing it marks the view for re-rendering.
///
/// Sendable by its lock: `stored` is read and written only under `lock`; `storage` and `readers` are `let`s.
final class StateBox<Value>: @unchecked Sendable {
    private let lock = InlineLock()
    private var stored: Value
    weak let storage: NodeStorage?
    /// The inspections that read this place's value.
    let readers = AtomicLazyReference<StateReaders>()

    init(_ value: Value, storage: NodeStorage) {
        stored = value
        self.storage = storage
    }

    var value: Value {
        get { lock.withLock { stored } }
        set {
            lock.withLock { stored = newValue }
            storage?.invalidate()
        }
    }
}
