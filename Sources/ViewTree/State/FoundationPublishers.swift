import Foundation

// The Foundation publishers views subscribe to with `onReceive`: a timer's ticks and a
// notification center's notifications, with Combine's names (Combine is not available on every
// platform Swift runs on).

/// A publisher that does nothing until it is connected: `Timer.publish(every:on:in:)`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; the returned cancellable stops.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber subscribes and disconnects when the last one
    /// cancels: `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A connectable publisher connected while it has subscribers (`autoconnect()`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher connected.
        public let upstream: Upstream
        /// The subscribers and the connection, under the lock (`@unchecked Sendable` by it).
        private let state = LockedValue((subscribers: 0, connection: (any Cancellable)?.none))

        /// Connects `upstream` while it has subscribers.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Subscribes to `upstream`, connecting it for the first subscriber.
        public func subscribe(
            receiveValue: @escaping (Output) -> Void,
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
        ) -> AnyCancellable {
            let subscription = upstream.subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
            let first = state.withValue { state in
                state.subscribers += 1
                return state.subscribers == 1
            }
            if first {
                let connection = upstream.connect()
                state.withValue { $0.connection = connection }
            }
            return AnyCancellable { [weak self] in
                subscription.cancel()
                self?.release()
            }
        }

        /// One subscriber less: the last one disconnects.
        private func release() {
            let connection = state.withValue { state -> (any Cancellable)? in
                state.subscribers -= 1
                guard state.subscribers == 0 else { return nil }
                defer { state.connection = nil }
                return state.connection
            }
            connection?.cancel()
        }
    }
}

extension Timer {
    /// A publisher of the date every `interval` seconds, from a timer scheduled on `runLoop` in
    /// `mode` once it is connected (`connect()` or `autoconnect()`).
    ///
    /// ```swift
    /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(seconds)").onReceive(ticks) { _ in seconds += 1 }
    /// ```
    ///
    /// Hosted, the ticks reach `onReceive` while the main run loop runs: in an XCTest
    /// `wait(for:timeout:)`, or while a hosted view's `waitUntil` or `settle` waits.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// The publisher `Timer.publish(every:tolerance:on:in:)` makes: the date at each tick.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The date of each tick.
        public typealias Output = Date
        /// A timer does not fail.
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval
        /// How late a tick may be; nil: the system's choice.
        public let tolerance: TimeInterval?
        /// The run loop the timer is scheduled on.
        public let runLoop: RunLoop
        /// The run loop mode it is scheduled in.
        public let mode: RunLoop.Mode
        private let subscribers = SubscriberList<Date, Never>()

        /// A publisher ticking every `interval` seconds once connected.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Subscribes to the ticks from now on.
        public func subscribe(
            receiveValue: @escaping (Date) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
        ) -> AnyCancellable {
            subscribers.add(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }

        /// Schedules the timer; the returned cancellable invalidates it.
        public func connect() -> any Cancellable {
            let subscribers = subscribers
            let timer = Timer(timeInterval: interval, repeats: true) { _ in subscribers.send(Date()) }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            let scheduled = UncheckedSendable(timer)
            return AnyCancellable { scheduled.value.invalidate() }
        }
    }
}

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object` only, when given) posted to
    /// this center: `NotificationCenter.default.publisher(for: .NSCalendarDayChanged)`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }

    /// The publisher `publisher(for:object:)` makes: each notification, delivered on the
    /// thread that posts it.
    public struct Publisher: ViewTree.Publisher, @unchecked Sendable {
        /// Each notification posted.
        public typealias Output = Notification
        /// Observing does not fail.
        public typealias Failure = Never

        /// The center observed.
        public let center: NotificationCenter
        /// The notifications' name.
        public let name: Notification.Name
        /// The sender observed; nil: any.
        public let object: AnyObject?

        /// A publisher of the notifications named `name` posted to `center` by `object`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Observes the notifications until the returned cancellable is cancelled.
        public func subscribe(
            receiveValue: @escaping (Notification) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void
        ) -> AnyCancellable {
            let receive = UncheckedSendable(receiveValue)
            let observer = center.addObserver(forName: name, object: object, queue: nil) { receive.value($0) }
            let registration = UncheckedSendable((center: center, observer: observer))
            return AnyCancellable { registration.value.center.removeObserver(registration.value.observer) }
        }
    }
}
