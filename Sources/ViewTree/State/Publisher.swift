import Foundation

/// A source of values over time: subjects, `@Published` properties, `objectWillChange`.
///
/// ViewTree carries this small publisher library of its own — Combine is not available on
/// every platform Swift runs on — with Combine's names for what views use: `PassthroughSubject`,
/// `CurrentValueSubject`, `sink`, `AnyCancellable`, `dropFirst`, `map`, `filter`.
/// Values are delivered synchronously, on the thread that sends them.
public protocol Publisher<Output, Failure> {
    /// The type of the values.
    associatedtype Output
    /// The type of the error that ends the stream; `Never` when it cannot fail.
    associatedtype Failure: Error

    /// Delivers values and the completion to the closures until the returned cancellable is
    /// cancelled or released.
    func subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable
}

/// Namespaces for subscriber-related types, as in Combine.
public enum Subscribers {
    /// How a publisher's stream ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }
}

/// Namespaces for publisher operators, as in Combine.
public enum Publishers {}

/// Something that can be cancelled.
public protocol Cancellable {
    /// Stops the work; further values are not delivered.
    func cancel()
}

/// A cancellable that cancels itself when released.
///
/// Sendable by its lock: `cancelAction` is taken and cleared under `lock`, so it runs at most once.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelAction: (() -> Void)?

    /// Runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// Wraps another cancellable.
    public init<C: Cancellable>(_ canceller: C) {
        cancelAction = { canceller.cancel() }
    }

    /// Stops delivery.
    public func cancel() {
        lock.lock()
        let action = cancelAction
        cancelAction = nil
        lock.unlock()
        action?()
    }

    deinit {
        cancel()
    }

    /// Keeps this cancellable in `set`, alive as long as the set holds it.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Publisher {
    /// Subscribes with closures for the completion and the values.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }

    /// Skips the first `count` values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }

    /// Transforms each value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Lets through the values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Type-erases the publisher.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for the values.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveValue: receiveValue, receiveCompletion: { _ in })
    }
}

extension Publishers {
    /// A publisher that skips its upstream's first values.
    public struct Drop<Upstream: Publisher>: Publisher {
        /// The values of the upstream.
        public typealias Output = Upstream.Output
        /// The error of the upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are skipped.
        public let upstream: Upstream
        /// How many values to skip.
        public let count: Int

        /// Skips `count` values of `upstream`.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Subscribes to the upstream, counting each subscription's values separately.
        public func subscribe(
            receiveValue: @escaping (Output) -> Void,
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let remaining = LockedValue(count)
            return upstream.subscribe(
                receiveValue: { value in
                    let skip = remaining.withValue { remaining -> Bool in
                        guard remaining > 0 else { return false }
                        remaining -= 1
                        return true
                    }
                    if !skip { receiveValue(value) }
                },
                receiveCompletion: receiveCompletion)
        }
    }

    /// A publisher that transforms its upstream's values.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The error of the upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output

        /// Transforms the values of `upstream`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Subscribes to the upstream.
        public func subscribe(
            receiveValue: @escaping (Output) -> Void,
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            upstream.subscribe(receiveValue: { receiveValue(transform($0)) }, receiveCompletion: receiveCompletion)
        }
    }

    /// A publisher that lets through some of its upstream's values.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The values of the upstream.
        public typealias Output = Upstream.Output
        /// The error of the upstream.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are filtered.
        public let upstream: Upstream
        /// Whether a value goes through.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Filters the values of `upstream`.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        /// Subscribes to the upstream.
        public func subscribe(
            receiveValue: @escaping (Output) -> Void,
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            upstream.subscribe(
                receiveValue: { if isIncluded($0) { receiveValue($0) } }, receiveCompletion: receiveCompletion)
        }
    }
}

/// A type-erased publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeAction: (
        @escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable

    /// Erases the type of `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribeAction = { publisher.subscribe(receiveValue: $0, receiveCompletion: $1) }
    }

    /// Subscribes to the wrapped publisher.
    public func subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) -> AnyCancellable {
        subscribeAction(receiveValue, receiveCompletion)
    }
}

/// A publisher that emits one value and finishes.
public struct Just<Output>: Publisher {
    /// It cannot fail.
    public typealias Failure = Never

    /// The value.
    public let output: Output

    /// Emits `output` once to each subscriber.
    public init(_ output: Output) {
        self.output = output
    }

    /// Delivers the value and the completion immediately.
    public func subscribe(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
    ) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}

/// A value guarded by a lock.
///
/// Sendable by its lock: `value` is touched only inside `withValue`, under `lock`; what a caller takes out is its own.
package final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
