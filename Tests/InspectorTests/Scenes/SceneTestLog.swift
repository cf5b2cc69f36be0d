import Foundation

/// What the apps under test record — a menu item chosen, a phase seen, a task finished — for
/// the tests to read: apps are made with `init()`, so they report through a shared log.
final class SceneTestLog: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var entries: [String] = []

    func record(_ entry: String) {
        lock.withLock { entries.append(entry) }
    }

    /// What was recorded since the last call, in order.
    func take() -> [String] {
        lock.withLock {
            defer { entries = [] }
            return entries
        }
    }
}
