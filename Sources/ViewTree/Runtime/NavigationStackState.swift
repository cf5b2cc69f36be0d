import Foundation
import Synchronization

/// What a `NavigationStack` keeps for itself: its path when it was given none, and the
/// destinations `NavigationLink(destination:)`s pushed (those are not values, so they are never
/// in a path, as in SwiftUI).
///
/// Hosted, it lives in the stack's storage, for as long as the stack keeps its place; Inspector
/// keeps one per stack for an inspection of a view nothing hosts. A change re-renders the
/// stack's hosted hierarchy and tells the inspections that read it.
///
/// Sendable by its lock: the path and the pushes are read and written under `lock`; the
/// storage reference is set once, at init.
package final class NavigationStackState: @unchecked Sendable {
    /// A destination a link pushed, shown after the first `position` values of the path.
    private struct LinkPush {
        let position: Int
        let destination: Any
        let id: Int
        /// What pushed it: Inspector names the link, so that the link can tell it is active.
        let origin: AnyHashable?
    }

    private let lock = NSLock()
    private var ownPath: [AnyHashable] = []
    private var linkPushes: [LinkPush] = []
    private var nextID = 0
    private weak let storage: NodeStorage?
    private let readers = AtomicLazyReference<StateReaders>()

    /// A state no hierarchy hosts.
    package init() {
        storage = nil
    }

    private init(storage: NodeStorage) {
        self.storage = storage
    }

    /// The state of the stack whose storage is `storage`, made on first use; nil once the
    /// storage was released.
    package static func hosted(in storage: NodeStorage) -> NavigationStackState? {
        storage.slot("navigationStack") { NavigationStackState(storage: storage) }
    }

    // MARK: - Reading

    /// What the stack shows above its root, bottom first: the values of its path (`path`, or
    /// its own when nil), with the destinations links pushed between them.
    ///
    /// A link's destination sits above the values that were in the path when it was pushed;
    /// when the path is shortened below it, it is popped too.
    package func entries(path: NavigationPathAccess?) -> [NavigationStackEntry] {
        let values = path?.values() ?? readOwnPath()
        readers.noteRead()
        return lock.withLock {
            linkPushes.removeAll { $0.position > values.count }
            var entries: [NavigationStackEntry] = []
            var pushes = linkPushes[...]
            for (index, value) in values.enumerated() {
                while let push = pushes.first, push.position == index {
                    entries.append(.destination(push.destination, id: push.id, origin: push.origin))
                    pushes = pushes.dropFirst()
                }
                entries.append(.value(value, index: index))
            }
            for push in pushes {
                entries.append(.destination(push.destination, id: push.id, origin: push.origin))
            }
            return entries
        }
    }

    private func readOwnPath() -> [AnyHashable] {
        lock.withLock { ownPath }
    }

    // MARK: - Changing

    /// Appends `value` to the path (`path`, or the stack's own when nil). Returns false,
    /// changing nothing, when the path holds values of another type.
    package func append(_ value: AnyHashable, to path: NavigationPathAccess?) -> Bool {
        if let path {
            return path.append(value)
        }
        lock.withLock { ownPath.append(value) }
        changed()
        return true
    }

    /// Pushes a link's destination above the path as it is now; `origin` names what pushed it.
    package func push(destination: Any, over path: NavigationPathAccess?, origin: AnyHashable? = nil) {
        let position = path?.values().count ?? readOwnPath().count
        lock.withLock {
            linkPushes.append(LinkPush(position: position, destination: destination, id: nextID, origin: origin))
            nextID += 1
        }
        changed()
    }

    /// Pops the `count` topmost entries, or all of them when there are fewer. Returns how many
    /// were popped.
    @discardableResult
    package func pop(_ count: Int, from path: NavigationPathAccess?) -> Int {
        var popped = 0
        while popped < count {
            let top = entries(path: path).last
            switch top {
            case nil:
                return popped
            case let .destination(_, id, _):
                lock.withLock { linkPushes.removeAll { $0.id == id } }
                changed()
            case .value:
                if let path {
                    path.removeLast(1)
                } else {
                    lock.withLock { _ = ownPath.popLast() }
                    changed()
                }
            }
            popped += 1
        }
        return popped
    }

    /// Pops the entry at `position` and every entry above it, when the entry there is still
    /// the one identified by `identity`; does nothing otherwise. What `@Environment(\.dismiss)`
    /// does in a pushed view.
    package func dismiss(at position: Int, identity: AnyHashable, from path: NavigationPathAccess?) {
        let current = entries(path: path)
        guard current.indices.contains(position), current[position].identity == identity else { return }
        pop(current.count - position, from: path)
    }

    private func changed() {
        readers.changed()
        storage?.invalidate()
    }
}

/// One view a stack shows above its root.
package enum NavigationStackEntry {
    /// The destination for the value at `index` of the path.
    case value(AnyHashable, index: Int)
    /// A destination a `NavigationLink(destination:)` pushed; `id` tells pushes apart, `origin`
    /// names what pushed it, when known.
    case destination(Any, id: Int, origin: AnyHashable?)

    /// What the view shown for the entry is identified by, beside its position: the value,
    /// or the push.
    package var identity: AnyHashable {
        switch self {
        case let .value(value, _): value
        case let .destination(_, id, _): AnyHashable(PushIdentity(id: id))
        }
    }

    private struct PushIdentity: Hashable {
        let id: Int
    }
}
