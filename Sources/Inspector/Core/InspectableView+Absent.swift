extension InspectableView {
    /// Whether this view is an `if` whose condition does not hold: it shows nothing, but keeps
    /// its index among its siblings, so `vStack()[1].isAbsent` tells whether the second view
    /// of the stack is there. Unwrapping such a view throws `viewAbsent`; this never throws.
    ///
    /// False for every view that is there, and for a handle made from an error (an index out
    /// of range), which is not an `if`: using that handle reports the error.
    public var isAbsent: Bool {
        guard case let .success(node) = content, case .absent = node.role else { return false }
        return true
    }
}
