/// The types `ViewValueComparison` compares part by part, without reflection: collections of
/// values that are not `Equatable` (those that are use `==`), and the branches of an `if`.

// MARK: - Collections: elements one level of indirection down

extension Array: PartwiseComparable {
    func hasSameParts(as other: Self, depth: Int) -> Bool {
        ViewValueComparison.haveEqualElements(self, other, depth: depth)
    }
}

extension ContiguousArray: PartwiseComparable {
    func hasSameParts(as other: Self, depth: Int) -> Bool {
        ViewValueComparison.haveEqualElements(self, other, depth: depth)
    }
}

extension ArraySlice: PartwiseComparable {
    func hasSameParts(as other: Self, depth: Int) -> Bool {
        ViewValueComparison.haveEqualElements(self, other, depth: depth)
    }
}

extension Dictionary: PartwiseComparable {
    /// The same keys, each with equal values (keys are `Hashable`, hence compared with `==`).
    func hasSameParts(as other: Self, depth: Int) -> Bool {
        guard count == other.count else { return false }
        guard depth < ViewValueComparison.depthLimit else { return false }
        let plan = ViewValueComparison.plan(for: Value.self)
        guard !plan.isNever || isEmpty else { return false }
        for (key, value) in self {
            guard let otherValue = other[key] else { return false }
            let equal = withUnsafePointer(to: value) { lhs in
                withUnsafePointer(to: otherValue) { rhs in plan.compare(lhs, rhs, depth + 1) }
            }
            if !equal { return false }
        }
        return true
    }
}

extension ViewValueComparison {
    /// Whether two buffers hold equal elements, compared `depth` levels of indirection down.
    /// Whether two collections with contiguous storage (arrays, their slices) hold the same
    /// number of equal elements, one level of indirection down.
    static func haveEqualElements<C: Collection>(_ lhs: C, _ rhs: C, depth: Int) -> Bool {
        guard lhs.count == rhs.count else { return false }
        let compared = lhs.withContiguousStorageIfAvailable { left in
            rhs.withContiguousStorageIfAvailable { right in areElementsEqual(left, right, depth: depth + 1) }
        }
        // Every caller's collection has contiguous storage; one without is not compared.
        return compared.flatMap { $0 } ?? false
    }

    static func areElementsEqual<Element>(
        _ lhs: UnsafeBufferPointer<Element>, _ rhs: UnsafeBufferPointer<Element>, depth: Int
    ) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress, !lhs.isEmpty else { return true }
        guard depth <= depthLimit else { return false }
        let plan = plan(for: Element.self)
        if plan.isNever { return false }
        // The same storage holds the same elements.
        if left == right { return true }
        let stride = MemoryLayout<Element>.stride
        for offset in Swift.stride(from: 0, to: lhs.count * stride, by: stride)
        where !plan.compare(UnsafeRawPointer(left) + offset, UnsafeRawPointer(right) + offset, depth) {
            return false
        }
        return true
    }
}

// MARK: - The branches of an `if`

extension _ConditionalContent.Storage: PartwiseComparable {
    /// The same branch, with equal content. A branch is a field of a type whose nesting is
    /// finite, not an indirection: the depth stays.
    func hasSameParts(as other: Self, depth: Int) -> Bool {
        switch (self, other) {
        case let (.trueContent(lhs), .trueContent(rhs)): ViewValueComparison.isEqual(typed: lhs, rhs, depth: depth)
        case let (.falseContent(lhs), .falseContent(rhs)): ViewValueComparison.isEqual(typed: lhs, rhs, depth: depth)
        case (.trueContent, .falseContent), (.falseContent, .trueContent): false
        }
    }
}
