import Foundation

/// An observable object a view is given; its changes re-render the view.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `object`.
    public init(wrappedValue object: ObjectType) {
        wrappedValue = object
    }

    /// Observes `object`.
    public init(initialValue object: ObjectType) {
        wrappedValue = object
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper {
        Wrapper(root: wrappedValue)
    }
}

extension ObservedObject: PreparableProperty {
    func prepare(label: String, context: PreparationContext) {}
    var observedObject: (any ObservableObject)? { wrappedValue }
}

// The same object: the view observes it, and its changes re-render the view by themselves;
// another object, even one equal by value, is one the old body does not observe.
extension ObservedObject: ComparableViewInput {
    func isSameInput(as other: ObservedObject<ObjectType>) -> Bool {
        wrappedValue === other.wrappedValue
    }
}

/// An observable object a view creates and owns: made once for as long as the view keeps its
/// place in the hierarchy, released when it leaves.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let location: StateObjectLocation<ObjectType>

    /// Creates the object with `thunk` when the view first needs it.
    ///
    /// The thunk is `@MainActor`, as in SwiftUI, so that `@StateObject private var model =
    /// Model()` compiles for a `@MainActor` model; it runs on the main actor.
    public init(wrappedValue thunk: @autoclosure @escaping @MainActor () -> ObjectType) {
        location = StateObjectLocation(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType {
        location.object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

extension StateObject: PreparableProperty {
    func prepare(label: String, context: PreparationContext) {
        guard let storage = context.storage else { return }
        let location = location
        guard let box = storage.slot(label, make: { ObjectBox(location.existingOrNew(), storage: storage) }) else { return }
        location.attach(box)
        storage.track(location)
    }

    var observedObject: (any ObservableObject)? { wrappedValue }
}

// Equal: hosted, the object belongs to the view's place, made once; a new view value carries
// a fresh thunk that is never called while the place keeps its object (as in SwiftUI). Its
// changes re-render the view by themselves.
extension StateObject: ComparableViewInput {
    func isSameInput(as other: StateObject<ObjectType>) -> Bool { true }
}

/// Where a `@StateObject` keeps its object: made lazily, or the hosted one.
///
/// The object is made by main-actor code (the thunk). The runtime and Inspector prepare
/// views on the main actor only, where the thunk runs at once. Only code that reads
/// `wrappedValue` for the first time off the main actor, outside any body, reaches the
/// fallback: the object is made on the main queue while that thread waits (so such code must
/// not run while the main thread waits for it).
///
/// Sendable by its lock: `local`, `box` and `boxes` are touched only under `lock`; `thunk` runs on the main actor.
final class StateObjectLocation<ObjectType: AnyObject>: DetachableLocation, @unchecked Sendable {
    private let lock = NSLock()
    private let thunk: @MainActor () -> ObjectType
    private var local: ObjectType?
    /// The box of the place attached last, and every place's (see `StatePlace`): a view value
    /// placed in two places has an object per place.
    private var box: ObjectBox<ObjectType>?
    private var boxes: [ObjectIdentifier: ObjectBox<ObjectType>] = [:]

    init(_ thunk: @escaping @MainActor () -> ObjectType) {
        self.thunk = thunk
    }

    var object: ObjectType {
        let existing: ObjectType? = lock.withLock { currentBox()?.object ?? local }
        if let existing { return existing }
        let made = make()
        return lock.withLock {
            // Another thread may have made or attached one meanwhile: keep the first.
            if let existing = currentBox()?.object ?? local { return existing }
            local = made
            return made
        }
    }

    /// The object this location already made, or a new one, for the hosted box.
    func existingOrNew() -> ObjectType {
        let existing: ObjectType? = lock.withLock {
            defer { local = nil }
            return local
        }
        return existing ?? make()
    }

    /// Runs the thunk on the main actor, outside the lock: the thunk may itself read state.
    private func make() -> ObjectType {
        let thunk = thunk
        if let made = MainActorBridge.run(thunk) { return made }
        let made = DispatchQueue.main.sync { MainActor.assumeIsolated { UncheckedSendable(thunk()) } }
        return made.value
    }

    /// The box of the current place, else of the place attached last. Called under the lock.
    private func currentBox() -> ObjectBox<ObjectType>? {
        if boxes.count > 1, let place = StatePlace.current, let box = boxes[ObjectIdentifier(place)] { return box }
        return box
    }

    func attach(_ box: ObjectBox<ObjectType>) {
        lock.withLock {
            self.box = box
            if let storage = box.storage { boxes[ObjectIdentifier(storage)] = box }
        }
    }

    func detach(from storage: NodeStorage) {
        lock.withLock {
            boxes[ObjectIdentifier(storage)] = nil
            if box?.storage === storage { box = boxes.values.first }
        }
    }
}

// Immutable after init (`object`, the weak `storage`): the box only hands the object out, never touching its state.
final class ObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
    let object: ObjectType
    weak let storage: NodeStorage?

    init(_ object: ObjectType, storage: NodeStorage) {
        self.object = object
        self.storage = storage
    }
}

/// An observable object an ancestor put in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let location = EnvironmentObjectLocation<ObjectType>()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object. Reading it when no ancestor provides one stops the program, as in SwiftUI;
    /// Inspector checks before evaluating a body and throws an `InspectionError` instead.
    public var wrappedValue: ObjectType {
        guard let object = location.object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found: "
                    + "a View.environmentObject(_:) for it may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

extension EnvironmentObject: PreparableProperty {
    static var preparesUnhosted: Bool { true }

    func prepare(label: String, context: PreparationContext) throws(MissingEnvironmentObject) {
        guard let object = context.environment().object(of: ObjectType.self) else {
            throw MissingEnvironmentObject(property: label, objectType: ObjectType.self)
        }
        location.object = object
    }

    var observedObject: (any ObservableObject)? { location.object }
}

// Equal: the object comes from the environment, which the runtime compares separately, and
// its changes re-render the view by themselves. The wrapper's own location is fresh in every
// value.
extension EnvironmentObject: ComparableViewInput {
    func isSameInput(as other: EnvironmentObject<ObjectType>) -> Bool { true }
}

// Sendable by its lock: `stored` is read and written only under `lock`; the object is handed out, never used here.
final class EnvironmentObjectLocation<ObjectType: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: ObjectType?

    var object: ObjectType? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
