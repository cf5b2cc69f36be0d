import Foundation

/// The persistent storage of one hosted view: the boxes its `@State` and `@StateObject`
/// properties keep their values in, keyed by property name.
///
/// Views are values, rebuilt by every parent `body`; before a hosted view's `body` runs, the
/// locations inside its property wrappers are attached to these boxes, so the state outlives
/// the values. When the view leaves the hierarchy (or is expelled), the storage detaches every
/// location and drops the boxes, releasing `@StateObject`s.
///
/// Sendable by its lock: the boxes, the attached locations and the invalidation action are read
/// and written under `lock`, which is never held while user code runs (`slot(_:make:)` makes a
/// box without it).
package final class NodeStorage: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [String: AnyObject] = [:]
    /// The locations attached to this storage, by identity: a view value rendered or inspected
    /// again attaches the same locations again, so each is kept once.
    private var attached: [ObjectIdentifier: WeakLocation] = [:]
    /// The size of `attached` after it was last pruned of released locations.
    private var prunedCount = 0
    private var invalidation: (@Sendable () -> Void)?
    private var isReleased = false

    package init() {}

    /// Called when a box's value changes: the runtime marks the view for re-rendering.
    package func onInvalidate(_ action: @escaping @Sendable () -> Void) {
        lock.withLock { invalidation = action }
    }

    func invalidate() {
        let action = lock.withLock { invalidation }
        action?()
    }

    /// The box stored under `key`, made on first use.
    ///
    /// `make` may run user code — a `@StateObject`'s initial value — which may write state of
    /// this very view: it runs without the lock.
    func slot<Box: AnyObject>(_ key: String, make: () -> Box) -> Box? {
        let existing: Box?? = lock.withLock { isReleased ? .some(nil) : (slots[key] as? Box).map { .some($0) } }
        if let existing { return existing }
        let box = make()
        return lock.withLock {
            guard !isReleased else { return nil }
            // Made meanwhile, by a re-entrant call from `make`: the first one stays.
            if let existing = slots[key] as? Box { return existing }
            slots[key] = box
            return box
        }
    }

    /// Remembers a location attached to this storage, to detach it on release.
    func track(_ location: any DetachableLocation) {
        lock.withLock {
            attached[ObjectIdentifier(location)] = WeakLocation(location: location)
            // Locations of values that are gone leave entries behind: prune them when the
            // table has doubled since the last time, so tracking stays O(1) on average.
            if attached.count > max(16, 2 * prunedCount) {
                attached = attached.filter { $0.value.location != nil }
                prunedCount = attached.count
            }
        }
    }

    /// Detaches every location still attached to this storage (a location the same view value
    /// carried to a new place stays with its new storage) and drops every box.
    package func release() {
        let locations = lock.withLock {
            isReleased = true
            slots = [:]
            invalidation = nil
            defer { attached = [:] }
            return attached.values.compactMap(\.location)
        }
        for location in locations {
            location.detach(from: self)
        }
    }
}

/// A location inside a property wrapper that can be pointed at hosted storage and back.
protocol DetachableLocation: AnyObject {
    /// Stops using `storage`'s box, if the location is still attached to one of its boxes.
    func detach(from storage: NodeStorage)
}

private struct WeakLocation {
    weak var location: (any DetachableLocation)?
}
