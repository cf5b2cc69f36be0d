import Dispatch
import Foundation
import ViewTree
import XCTest

/// What the guide's `Inspection` class conforms to in tests, so that a view can be inspected
/// when it receives a notice: after hosting, after a delay, or after a publisher emits.
///
/// In the app:
///
/// ```swift
/// internal final class Inspection<V> where V: View {
///     let notice = PassthroughSubject<UInt, Never>()
///     var callbacks = [UInt: (V) -> Void]()
///
///     func visit(_ view: V, _ line: UInt) {
///         if let callback = callbacks.removeValue(forKey: line) {
///             callback(view)
///         }
///     }
/// }
/// // in the view's body:
/// .onReceive(inspection.notice) { self.inspection.visit(self, $0) }
/// ```
///
/// In the tests: `extension Inspection: InspectionEmissary {}`. A view modifier uses the same
/// pattern with callbacks that take its `Body` (`InspectionForViewModifier`).
///
/// Each inspection callback runs once.
public protocol InspectionEmissary: AnyObject {
    /// What the callbacks receive: the view, or the body of a view modifier.
    associatedtype Subject

    /// Sends the line of the inspection to run; the view's `onReceive` calls `visit`.
    var notice: PassthroughSubject<UInt, Never> { get }
    /// The pending inspections, by line.
    var callbacks: [UInt: (Subject) -> Void] { get set }
}

extension InspectionEmissary where Subject: ViewTree.View {
    /// Inspects the hosted view once it is hosted and `delay` seconds have passed.
    @discardableResult
    public func inspect(
        after delay: TimeInterval = 0, function: String = #function, fileID: String = #fileID, file: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, _ inspection: @escaping (InspectableView<ViewType.View<Subject>>) throws -> Void
    ) -> XCTestExpectation {
        let expectation = register(inspection, fileID: fileID, file: file, line: line, column: column)
        sendNotice(line, after: delay)
        return expectation
    }

    /// Inspects the hosted view after `publisher` emits its next value (and `delay` seconds).
    ///
    /// To inspect after the second value, pass `publisher.dropFirst()`.
    @discardableResult
    public func inspect<P: Publisher>(
        onReceive publisher: P, after delay: TimeInterval = 0, function: String = #function, fileID: String = #fileID,
        file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ inspection: @escaping (InspectableView<ViewType.View<Subject>>) throws -> Void
    ) -> XCTestExpectation where P.Failure == Never {
        let expectation = register(inspection, fileID: fileID, file: file, line: line, column: column)
        sendNotice(line, after: delay, onReceive: publisher)
        return expectation
    }

    /// Inspects the hosted view once `delay` seconds have passed: the form for `async` tests,
    /// such as Swift Testing's.
    ///
    /// Host the view first. The view is delivered back to the awaiting test and `inspection`
    /// runs there, so `#expect` and thrown errors belong to the test. Throws when the view did
    /// not receive the notice within `timeout`. The hierarchy stays hosted: expel it when done.
    ///
    /// It runs on the caller's actor (`nonisolated(nonsending)`): from a `@MainActor` test,
    /// `inspection` runs on the main actor, where bodies can be evaluated.
    nonisolated(nonsending) public func inspect(
        after delay: TimeInterval = 0, timeout: TimeInterval = 1, function: String = #function,
        file: StaticString = #filePath, line: UInt = #line,
        _ inspection: (InspectableView<ViewType.View<Subject>>) throws -> Void
    ) async throws {
        let view = try await AsyncWaiting.value(timeout: timeout, failure: "the view did not call back for the inspection at line \(line)") { deliver in
            callbacks[line] = { subject in deliver(UncheckedSendable(InspectionCallbacks.handle(for: subject))) }
            sendNotice(line, after: delay)
        }
        try inspection(view.value)
    }

    /// Inspects the hosted view after `publisher` emits its next value: the form for `async`
    /// tests. See `inspect(after:timeout:_:)`.
    nonisolated(nonsending) public func inspect<P: Publisher>(
        onReceive publisher: P, after delay: TimeInterval = 0, timeout: TimeInterval = 1,
        function: String = #function, file: StaticString = #filePath, line: UInt = #line,
        _ inspection: (InspectableView<ViewType.View<Subject>>) throws -> Void
    ) async throws where P.Failure == Never {
        let view = try await AsyncWaiting.value(timeout: timeout, failure: "the view did not call back for the inspection at line \(line)") { deliver in
            callbacks[line] = { subject in deliver(UncheckedSendable(InspectionCallbacks.handle(for: subject))) }
            sendNotice(line, after: delay, onReceive: publisher)
        }
        try inspection(view.value)
    }

    private func register(
        _ inspection: @escaping (InspectableView<ViewType.View<Subject>>) throws -> Void, fileID: String, file: StaticString,
        line: UInt, column: UInt
    ) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: "Inspection at line \(line)")
        callbacks[line] = { [weak self] subject in
            InspectionCallbacks.run(subject, fileID: fileID, file: file, line: line, column: column, inspection)
            // When the last inspection has run, the hierarchy has served its purpose.
            if self?.callbacks.isEmpty == true {
                InspectionCallbacks.expelAndFulfill(expectation)
            } else {
                expectation.fulfill()
            }
        }
        return expectation
    }

    private func sendNotice(_ line: UInt, after delay: TimeInterval) {
        let emissary = UncheckedSendable(self)
        DispatchQueue.main.asyncAfter(deadline: .now() + min(max(0, delay), 86_400)) {
            emissary.value.notice.send(line)
        }
    }

    private func sendNotice<P: Publisher>(_ line: UInt, after delay: TimeInterval, onReceive publisher: P) where P.Failure == Never {
        let emissary = UncheckedSendable(self)
        OneTimeSubscription.subscribe(to: publisher) {
            DispatchQueue.main.asyncAfter(deadline: .now() + min(max(0, delay), 86_400)) {
                emissary.value.notice.send(line)
            }
        }
    }
}

/// Subscriptions that run once, on the next value, and then cancel themselves.
enum OneTimeSubscription {
    private static let active = LockedValue<(next: UInt64, subscriptions: [UInt64: AnyCancellable])>((0, [:]))

    /// How long a subscription waits for its value before it is dropped, when the caller does
    /// not say: far longer than a test waits.
    static let defaultExpiry: TimeInterval = 60

    /// How many subscriptions wait for their value now.
    static var activeCount: Int {
        active.withValue { $0.subscriptions.count }
    }

    /// Subscribes to `publisher` until its first value, which runs `action`; a publisher that
    /// sends nothing within `expiry` seconds is unsubscribed, so waits that timed out do not
    /// accumulate.
    static func subscribe<P: Publisher>(
        to publisher: P, expiringAfter expiry: TimeInterval = defaultExpiry, _ action: @escaping () -> Void
    ) where P.Failure == Never {
        let key = active.withValue { state -> UInt64 in
            defer { state.next += 1 }
            return state.next
        }
        let fired = LockedValue(false)
        let cancellable = publisher.sink { _ in
            let isFirst = fired.withValue { fired -> Bool in
                defer { fired = true }
                return !fired
            }
            guard isFirst else { return }
            _ = active.withValue { $0.subscriptions.removeValue(forKey: key) }
            action()
        }
        // Kept alive until it fires; a publisher that delivered while subscribing already has.
        active.withValue { $0.subscriptions[key] = cancellable }
        if fired.withValue({ $0 }) {
            _ = active.withValue { $0.subscriptions.removeValue(forKey: key) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + min(max(0, expiry), 86_400)) {
            _ = active.withValue { $0.subscriptions.removeValue(forKey: key) }?.cancel()
        }
    }
}

/// Waiting, in `async` tests, for something the main queue does.
enum AsyncWaiting {
    /// Calls `start` with a delivery function and returns what it delivers; throws
    /// "`failure` within `timeout` seconds" when nothing is delivered in time.
    nonisolated(nonsending) static func value<Value: Sendable>(
        timeout: TimeInterval, failure: String, _ start: (@escaping @Sendable (Value) -> Void) -> Void
    ) async throws -> Value {
        let state = LockedValue<(result: Result<Value, Error>?, continuation: CheckedContinuation<Value, Error>?)>((nil, nil))
        let finish: @Sendable (Result<Value, Error>) -> Void = { result in
            let continuation = state.withValue { state -> CheckedContinuation<Value, Error>? in
                guard state.result == nil else { return nil }
                state.result = result
                defer { state.continuation = nil }
                return state.continuation
            }
            continuation?.resume(with: result)
        }
        start { finish(.success($0)) }
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, Error>) in
            let delivered = state.withValue { state -> Result<Value, Error>? in
                if let result = state.result { return result }
                state.continuation = continuation
                return nil
            }
            if let delivered {
                continuation.resume(with: delivered)
                return
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + min(max(0, timeout), 86_400)) {
                finish(.failure(InspectionError(.timedOut(what: failure, seconds: timeout), path: "")))
            }
        }
    }
}
