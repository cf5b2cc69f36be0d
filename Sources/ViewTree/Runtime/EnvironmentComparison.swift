extension EnvironmentValues {
    /// Whether a view seeing `other` instead of this environment would read the same values:
    /// what lets the runtime keep a child's body when its parent renders again.
    ///
    /// The same storage, or none on both sides, is the same environment. Otherwise every key
    /// set on one side must be set on the other to an equal value (`ViewValueComparison`:
    /// `Equatable` values by `==`, objects by identity, closures never), and the same objects
    /// must be provided. A key set to its default on one side and not set on the other counts
    /// as a change: cheap to decide, and only costs a body evaluation.
    func isSame(as other: EnvironmentValues) -> Bool {
        switch (storage, other.storage) {
        case (nil, nil):
            return true
        case let (mine?, theirs?):
            if mine === theirs { return true }
            guard mine.values.count == theirs.values.count, mine.objects.count == theirs.objects.count else {
                return false
            }
            for (key, object) in mine.objects where theirs.objects[key] !== object {
                return false
            }
            for (key, entry) in mine.values {
                guard let theirEntry = theirs.values[key] else { return false }
                if entry === theirEntry { continue }
                guard let value = entry as? any EnvironmentEntry, let theirValue = theirEntry as? any EnvironmentEntry,
                    ViewValueComparison.isEqual(value.anyValue, theirValue.anyValue)
                else { return false }
            }
            return true
        default:
            return false
        }
    }
}
