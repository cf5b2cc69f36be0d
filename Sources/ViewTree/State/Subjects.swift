import Foundation

/// The subscribers of a subject; delivery happens outside the lock, in subscription order.
///
/// Sendable by its lock: `entries`, `order`, `next` and `ended` are read and written only under `lock`.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private struct Entry {
        let receiveValue: (Output) -> Void
        let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    }

    private let lock = NSLock()
    private var entries: [UInt64: Entry] = [:]
    private var order: [UInt64] = []
    private var next: UInt64 = 0
    private var ended: Subscribers.Completion<Failure>?

    /// How the stream ended, nil while it is open.
    var completion: Subscribers.Completion<Failure>? {
        lock.lock()
        defer { lock.unlock() }
        return ended
    }

    func add(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        lock.lock()
        if let completion = ended {
            lock.unlock()
            receiveCompletion(completion)
            return AnyCancellable {}
        }
        let id = next
        next += 1
        entries[id] = Entry(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        order.append(id)
        lock.unlock()
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: UInt64) {
        lock.lock()
        entries[id] = nil
        order.removeAll { $0 == id }
        lock.unlock()
    }

    func send(_ value: Output) {
        lock.lock()
        let receivers = order.compactMap { entries[$0]?.receiveValue }
        lock.unlock()
        for receive in receivers { receive(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard ended == nil else {
            lock.unlock()
            return
        }
        ended = completion
        let receivers = order.compactMap { entries[$0]?.receiveCompletion }
        entries = [:]
        order = []
        lock.unlock()
        for receive in receivers { receive(completion) }
    }
}

/// A publisher you send values through; subscribers get the values sent after they subscribe.
///
/// ```swift
/// let notice = PassthroughSubject<UInt, Never>()
/// notice.send(42)
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Publisher, Sendable {
    private let subscribers = SubscriberList<Output, Failure>()

    /// Creates a subject.
    public init() {}

    /// Sends a value to every subscriber.
    public func send(_ input: Output) {
        subscribers.send(input)
    }

    /// Ends the stream.
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.send(completion: completion)
    }

    /// Subscribes to the values sent from now on.
    public func subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        subscribers.add(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }
}

extension PassthroughSubject where Output == Void {
    /// Sends a value to every subscriber.
    public func send() {
        send(())
    }
}

/// A publisher that holds a current value; new subscribers get it at once.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, Sendable {
    private let subscribers = SubscriberList<Output, Failure>()
    private let storage: LockedValue<Output>

    /// Creates a subject holding `value`.
    public init(_ value: Output) {
        storage = LockedValue(value)
    }

    /// The current value; setting it sends it to every subscriber.
    public var value: Output {
        get { storage.withValue { $0 } }
        set { send(newValue) }
    }

    /// Replaces the current value and sends it to every subscriber.
    public func send(_ input: Output) {
        storage.withValue { $0 = input }
        subscribers.send(input)
    }

    /// Ends the stream.
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.send(completion: completion)
    }

    /// Subscribes: delivers the current value, then the values sent from now on.
    public func subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        let cancellable = subscribers.add(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        if subscribers.completion == nil {
            receiveValue(value)
        }
        return cancellable
    }
}
