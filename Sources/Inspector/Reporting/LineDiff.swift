/// A line diff in the unified format, for snapshots that do not match: hunks of changed lines
/// with two lines of context, `-` for the snapshot's lines and `+` for the new ones.
///
/// ```text
/// @@ -2,3 +2,3 @@
///    vStack()
/// -    text(0) "Inbox"
/// +    text(0) "Outbox"
///      text(1) "3 unread"
/// ```
enum LineDiff {
    /// One line of the diff.
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// How many unchanged lines surround each change.
    static let context = 2

    /// The hunks turning `old` into `new`; empty when they are equal.
    static func unified(from old: [String], to new: [String]) -> String {
        let lines = diff(old, new)
        var hunks: [String] = []
        // The indices of changed lines, grouped when the context between them would touch.
        let changed = lines.indices.filter { isAdded(lines[$0]) || isRemoved(lines[$0]) }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            if let last = groups.last, index - last.upperBound <= 2 * context + 1 {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        for group in groups {
            let start = max(0, group.lowerBound - context)
            let end = min(lines.count - 1, group.upperBound + context)
            // Line numbers before the hunk, in each file.
            let oldBefore = lines[..<start].filter { !isAdded($0) }.count
            let newBefore = lines[..<start].filter { !isRemoved($0) }.count
            let hunk = lines[start...end]
            let oldCount = hunk.filter { !isAdded($0) }.count
            let newCount = hunk.filter { !isRemoved($0) }.count
            var text = "@@ -\(range(oldBefore, oldCount)) +\(range(newBefore, newCount)) @@"
            for line in hunk {
                switch line {
                case let .same(string): text += "\n " + string
                case let .removed(string): text += "\n-" + string
                case let .added(string): text += "\n+" + string
                }
            }
            hunks.append(text)
        }
        return hunks.joined(separator: "\n")
    }

    /// `start,count` as unified diffs write it: 1-based, and the line before for no lines.
    private static func range(_ before: Int, _ count: Int) -> String {
        count == 0 ? "\(before),0" : "\(before + 1),\(count)"
    }

    private static func isAdded(_ line: Line) -> Bool {
        if case .added = line { return true }
        return false
    }

    private static func isRemoved(_ line: Line) -> Bool {
        if case .removed = line { return true }
        return false
    }

    /// The lines of both, in order: a longest common subsequence kept, the rest removed from
    /// `old` or added from `new`. The common start and end are taken off first, so that a
    /// small change in a long dump costs little.
    static func diff(_ old: [String], _ new: [String]) -> [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        // lengths[i][j]: the longest common subsequence of oldMiddle[i...] and newMiddle[j...].
        let columns = newMiddle.count + 1
        var lengths = [Int](repeating: 0, count: (oldMiddle.count + 1) * columns)
        for i in stride(from: oldMiddle.count - 1, through: 0, by: -1) {
            for j in stride(from: newMiddle.count - 1, through: 0, by: -1) {
                lengths[i * columns + j] = oldMiddle[i] == newMiddle[j]
                    ? lengths[(i + 1) * columns + j + 1] + 1
                    : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
            }
        }
        var middle: [Line] = []
        var i = 0
        var j = 0
        while i < oldMiddle.count || j < newMiddle.count {
            if i < oldMiddle.count, j < newMiddle.count, oldMiddle[i] == newMiddle[j] {
                middle.append(.same(oldMiddle[i]))
                i += 1
                j += 1
            } else if i < oldMiddle.count, j == newMiddle.count || lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1] {
                middle.append(.removed(oldMiddle[i]))
                i += 1
            } else {
                middle.append(.added(newMiddle[j]))
                j += 1
            }
        }
        return old[..<prefix].map(Line.same) + middle + old[(old.count - suffix)...].map(Line.same)
    }
}
