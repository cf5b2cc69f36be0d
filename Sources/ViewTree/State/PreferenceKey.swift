/// A named value that views below produce for the views above them: the way a child tells
/// its container something (a title, a size, where it is), as the environment tells children
/// what their container decided.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///     static let defaultValue = ""
///     static func reduce(value: inout String, nextValue: () -> String) {
///         value += nextValue()
///     }
/// }
/// ```
///
/// The values written below a view are combined in tree order — depth first, siblings in the
/// order they are written — with `reduce(value:nextValue:)`, starting from the first written
/// value; where nothing below writes one, the value is `defaultValue`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view writes one.
    static var defaultValue: Value { get }
    /// Combines the value so far, `value`, with the next one written, in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preference values a part of a hierarchy produces: for each key written in it, the
/// reduced value. The runtime and Inspector both combine values with it, so a hosted
/// `onPreferenceChange` and Inspector's `preferenceValue(_:)` agree.
package struct PreferenceValues {
    private struct Entry {
        var value: Any
        /// Reduces `next` into `value` with the key's own `reduce`.
        let reduce: (inout Any, Any) -> Void
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    package init() {}

    /// Whether no key was written.
    package var isEmpty: Bool { entries.isEmpty }

    /// The value of `key`: the reduced value written, or the key's `defaultValue`.
    package func value<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        entries[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue
    }

    /// Writes `value` for `key`, replacing what was written below.
    package mutating func set<Key: PreferenceKey>(_ key: Key.Type, to value: Key.Value) {
        entries[ObjectIdentifier(key)] = Entry(value: value) { current, next in
            guard var reduced = current as? Key.Value, let next = next as? Key.Value else { return }
            Key.reduce(value: &reduced) { next }
            current = reduced
        }
    }

    /// Reduces the values of `next`, which come after these in tree order, into these.
    package mutating func merge(_ next: PreferenceValues) {
        guard !next.entries.isEmpty else { return }
        guard !entries.isEmpty else {
            self = next
            return
        }
        for (key, entry) in next.entries {
            if var existing = entries[key] {
                existing.reduce(&existing.value, entry.value)
                entries[key] = existing
            } else {
                entries[key] = entry
            }
        }
    }

    /// Whether these are the same keys with equal values. Values that are not `Equatable`
    /// cannot be told equal, so they count as changed.
    package func isSame(as other: PreferenceValues) -> Bool {
        guard entries.count == other.entries.count else { return false }
        for (key, entry) in entries {
            guard let theirs = other.entries[key], let value = entry.value as? any Equatable,
                Self.equals(value, theirs.value)
            else { return false }
        }
        return true
    }

    private static func equals<T: Equatable>(_ value: T, _ other: Any) -> Bool {
        (other as? T) == value
    }
}

/// A modifier that writes preference values: it changes what the view it modifies produces.
package protocol PreferenceModifier {
    /// Applies the modifier to `values`, what the modified view produces; `environment` is
    /// the modified view's (it places anchors).
    func apply(to values: inout PreferenceValues, environment: EnvironmentValues)
}

/// A modifier that builds an overlay or a background from the value of a key below it.
package protocol PreferenceLayerModifier {
    /// The views it shows for `values`, what the modified view produces.
    @MainActor func layerContent(for values: PreferenceValues) -> Any
}
