extension ViewStructure {
    /// A value reached through levels that are looked through — modifiers and branches — with
    /// what those levels add to it, read by a reader that sees through several levels at
    /// once: only the value at the end is copied out of its storage.
    package struct Piece {
        /// The value to open next.
        package var value: Any
        /// The modifiers met on the way, outermost first.
        package var modifiers: [Any]
        /// The branches taken on the way, in order: bit `i` is whether the `i`th one is the
        /// first branch.
        package var branches: UInt64
        /// The number of branches taken on the way, at most 64.
        package var branchCount: Int
        /// When the reader knows from the levels' types that `value` is a level of its own, what
        /// it looked up about its type (`Reader.partsAndTypeEntry(of:)`): flattening then takes
        /// the value as a view with this entry without asking the reader again. Nil otherwise.
        package var leafEntry: AnyObject?

        /// `value`, reached through `modifiers` (outermost first) and `branchCount` branches.
        package init(
            value: Any, modifiers: [Any] = [], branches: UInt64 = 0, branchCount: Int = 0, leafEntry: AnyObject? = nil
        ) {
            self.value = value
            self.modifiers = modifiers
            self.branches = branches
            self.branchCount = branchCount
            self.leafEntry = leafEntry
        }

        /// This piece reached through `modifiers` first, outermost first: what a reader that
        /// found the piece inside a modifier chain gives.
        package mutating func prepend(modifiers outer: consuming [Any]) {
            guard !modifiers.isEmpty else {
                modifiers = outer
                return
            }
            modifiers = outer + modifiers
        }

        /// This piece reached through the branch `isFirst` first; false when that makes more
        /// branches than a piece holds.
        package mutating func prepend(branch isFirst: Bool) -> Bool {
            guard branchCount < 64 else { return false }
            branches = branches << 1 | (isFirst ? 1 : 0)
            branchCount += 1
            return true
        }
    }
}
