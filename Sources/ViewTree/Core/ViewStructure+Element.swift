extension ViewStructure.Element {
    /// An element made by a caller other than `ViewStructure.flatten`: a value that is one
    /// view as it is (the root of an inspection, what a modifier carries), which the caller
    /// keeps as an element so that values it gets from flattening and values it does not are
    /// kept alike.
    package init(
        _ value: consuming Any, modifiers: consuming [Any], steps: consuming [ViewIdentity.Step], isAbsent: Bool,
        typeEntry: AnyObject?
    ) {
        self.init(value: value, modifiers: modifiers, steps: steps, isAbsent: isAbsent, typeEntry: typeEntry)
    }
}
