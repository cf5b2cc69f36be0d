import Foundation
import ViewTree

/// Names written by views, joined in the order they are reduced.
struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

/// A count whose default is not zero, to tell "nothing written" from "zero written".
struct CountKey: PreferenceKey {
    static let defaultValue = 7
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

/// The bounds of the first view that writes them.
struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// What `onPreferenceChange` actions saw.
final class PreferenceLog: @unchecked Sendable {
    var names: [[String]] = []
    var counts: [Int] = []
}
