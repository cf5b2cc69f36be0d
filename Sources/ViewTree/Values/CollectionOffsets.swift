import Foundation

// SwiftUI's helpers for the offsets `onDelete` and `onMove` pass: the rows' actions are written
// with them (`items.remove(atOffsets: offsets)`), so ViewTree provides them too.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as `onDelete` passes them.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to just before the element at offset `destination`
    /// (counted before the move; `count` moves them to the end), keeping their order, as
    /// `onMove` passes them.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var before: [Element] = []
        var moved: [Element] = []
        var after: [Element] = []
        for (offset, element) in enumerated() {
            if source.contains(offset) {
                moved.append(element)
            } else if offset < destination {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        var position = startIndex
        for element in before + moved + after {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
