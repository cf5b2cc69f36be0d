/// The identity rules: how builder output becomes the views a user sees, and where each one
/// is. The runtime (to key state) and Inspector (to read the state the runtime keeps, and to
/// number children as the source does) both flatten with this one function.
///
/// `TupleView`, `Optional`, `_ConditionalContent` and `ModifiedContent` are looked through,
/// never levels of their own; modifiers wrapping a tuple apply to each of its elements, as in
/// SwiftUI. How a value is opened is the caller's business (the runtime asks ViewTree's own
/// types; Inspector reads them by reflection, with per-type caches), so callers pass a
/// `Reader`; which steps make an identity is decided here only.
package enum ViewStructure {
    /// What one value is made of, as far as structure goes.
    package enum Parts {
        /// A view builder's block: its elements, in order.
        case tuple([Any])
        /// `if` without `else`: the view when the condition holds, nil when it does not.
        case optional(Any?)
        /// `if`/`else` or `switch`: the branch shown.
        case conditional(isFirst: Bool, content: Any)
        /// A view with one or more modifiers, listed outermost first: a reader may peel a whole
        /// chain of `ModifiedContent` at once.
        case modified(content: Any, modifiers: [Any])
        /// A view that is a level of its own (or a value that is not a view).
        case leaf
        /// A view builder's block whose elements the reader has already looked through, as
        /// far as it could without copying them out of the block: each element is the value to
        /// open next with the modifiers and branches found on the way to it (`Piece`). Listed
        /// last first, as flattening takes them: the reader reads them in that order.
        case pieces([Piece])
        /// A value the reader looked through to `Piece.value`, adding the piece's modifiers
        /// and branches; what `.modified` and `.conditional` are, nested, read in one go.
        case piece(Piece)
    }

    /// How a caller opens values.
    package protocol Reader {
        /// What `value` is made of.
        func parts(of value: Any) -> Parts
        /// What `value` is made of, with what the reader looked up about its type, if it keeps
        /// such entries: the entry stays with the view the value becomes
        /// (`Element.typeEntry`), so that the caller need not look it up a second time.
        func partsAndTypeEntry(of value: Any) -> (parts: Parts, typeEntry: AnyObject?)
        /// The identity a modifier gives the view it wraps (`.id(_:)`), if it is one that does.
        func explicitID(of modifier: Any) -> AnyHashable?
        /// For a combined modifier (`A().concat(B())`), its inner modifier and the modifiers
        /// outside it, outermost first; nil for any other modifier. A reader that knows which
        /// types are combined answers for the others without opening them.
        func combinedParts(of modifier: Any) -> (inner: Any, outer: [Any])?
        /// Whether `combinedParts(of:)` may answer anything but nil: a reader whose
        /// `.modified` parts already list combined modifiers by their parts says no, and
        /// flattening then takes each list as it comes.
        var mayCombineModifiers: Bool { get }
    }

    /// One view found in a value.
    package struct Element {
        /// The view without its modifiers; for an absent `if`, the empty `Optional`.
        package let value: Any
        /// In the order applied: `[0]` is innermost.
        package let modifiers: [Any]
        /// The steps from the flattened value to this view: tuple slots, branches, explicit
        /// ids. Empty unless steps were asked for.
        package let steps: [ViewIdentity.Step]
        /// An `if` whose condition does not hold: it shows nothing but keeps its place, so the
        /// views after it keep their indices (`vStack().text(1)` whether or not the `if` shows).
        package let isAbsent: Bool
        /// What the reader looked up about the type of `value`, if anything
        /// (`Reader.partsAndTypeEntry(of:)`).
        package let typeEntry: AnyObject?
    }

    /// The views `value` stands for, in source order.
    ///
    /// - Parameters:
    ///   - recordingSteps: whether to compute each element's identity steps (hosted
    ///     inspection and the runtime need them; plain inspection does not).
    ///   - prefix: steps that come before the structural ones.
    ///   - keepingAbsent: whether an `if` that shows nothing yields an absent element (for
    ///     child indices that follow the source) or nothing (for rendering).
    ///
    /// Iterative: a long chain of modifiers or a deep `if` nesting does not grow the stack.
    package static func flatten(
        _ value: consuming Any, reader: some Reader, recordingSteps: Bool, prefix: [ViewIdentity.Step] = [],
        keepingAbsent: Bool
    ) -> [Element] {
        var output: [Element] = []
        flatten(
            consume value, reader: reader, recordingSteps: recordingSteps, prefix: prefix, keepingAbsent: keepingAbsent,
            into: &output)
        return output
    }

    /// Appends the views `value` stands for to `output`: `flatten` for callers that gather
    /// the views of several values (the elements of a `ForEach`) in one array.
    ///
    /// The common shapes — one view with its modifiers, an `if`, a block — allocate nothing
    /// beyond the output and each view's modifier list: the value being looked at is carried
    /// in variables, the later elements of a block wait in the block's own array, and only a
    /// block met while another still waits goes on a stack.
    package static func flatten(
        _ value: consuming Any, reader: some Reader, recordingSteps: Bool, prefix: [ViewIdentity.Step] = [],
        keepingAbsent: Bool, into output: inout [Element]
    ) {
        // `value` is the caller's to give: a temporary moves in uncopied.
        var piece = Piece(value: consume value)
        flatten(
            &piece, reader: reader, recordingSteps: recordingSteps, prefix: prefix, keepingAbsent: keepingAbsent,
            into: &output)
    }

    /// Appends the views `piece` stands for to `output`: `flatten` for a value the caller has
    /// already read as a piece, where it lay (a body, read from the local that holds it), so
    /// that only the value at the end of the piece was copied out. The piece's modifiers and
    /// branches are taken as if read by the reader from the value the piece was read from.
    package static func flatten(
        _ piece: consuming Piece, reader: some Reader, recordingSteps: Bool, prefix: [ViewIdentity.Step] = [],
        keepingAbsent: Bool, into output: inout [Element]
    ) {
        var piece = consume piece
        flatten(
            &piece, reader: reader, recordingSteps: recordingSteps, prefix: prefix, keepingAbsent: keepingAbsent,
            into: &output)
    }

    /// The flattening of `start`, which is left empty.
    private static func flatten(
        _ start: inout Piece, reader: some Reader, recordingSteps: Bool, prefix: [ViewIdentity.Step],
        keepingAbsent: Bool, into output: inout [Element]
    ) {
        // The block whose later elements come next, and the blocks around it, waiting; the
        // common shapes have no block inside a block, and never need the stack.
        var block: Block?
        var pending: [Block] = []
        // The value being looked at, the modifiers around it (collected outermost first) and
        // its steps so far.
        var outerModifiers: [Any] = []
        var steps = prefix
        // What the reader knows of `current` when it is a piece's value known to be a view.
        var knownLeaf: AnyObject?
        var current = enter(
            &start, slot: nil, reader: reader, recordingSteps: recordingSteps, steps: &steps, modifiers: &outerModifiers,
            knownLeaf: &knownLeaf)
        walking: while true {
            // Peel a chain of modifiers in place: one array for the whole chain. Each `Parts` is
            // consumed as it is taken apart, so that its values move instead of being copied.
            // A piece's value whose type the reader already knows is not opened again.
            var (parts, typeEntry): (Parts, AnyObject?)
            if let entry = knownLeaf.take() {
                (parts, typeEntry) = (.leaf, entry)
            } else {
                (parts, typeEntry) = reader.partsAndTypeEntry(of: current)
            }
            peeling: while true {
                switch consume parts {
                case let .modified(content, modifiers):
                    appendModifiers(modifiers, reader: reader, to: &outerModifiers)
                    current = consume content
                    (parts, typeEntry) = reader.partsAndTypeEntry(of: current)
                case var .piece(piece):
                    current = enter(
                        &piece, slot: nil, reader: reader, recordingSteps: recordingSteps, steps: &steps,
                        modifiers: &outerModifiers, knownLeaf: &knownLeaf)
                    if let entry = knownLeaf.take() {
                        (parts, typeEntry) = (.leaf, entry)
                    } else {
                        (parts, typeEntry) = reader.partsAndTypeEntry(of: current)
                    }
                case let other:
                    parts = other
                    break peeling
                }
            }
            switch consume parts {
            case var .tuple(elements):
                // The later elements wait in their own array, reversed so that each is taken
                // from the back and moves; an enclosing block still waiting goes on the stack.
                if elements.count > 1 {
                    if output.capacity - output.count < elements.count {
                        output.reserveCapacity(max(output.count + elements.count, 2 * output.capacity))
                    }
                    reverse(&elements)
                    guard let first = elements.popLast() else { break }
                    if let waiting = block.take() { pending.append(waiting) }
                    block = Block(rest: consume elements, pieces: [], next: 1, outer: outerModifiers, steps: steps)
                    current = consume first
                    if recordingSteps { steps.append(.slot(0)) }
                    continue
                }
                if let first = elements.popLast() {
                    current = consume first
                    if recordingSteps { steps.append(.slot(0)) }
                    continue
                }
            case var .pieces(pieces):
                // As `.tuple`, each element adding its piece's modifiers and branches; the
                // pieces come last first.
                if pieces.count > 1 {
                    if output.capacity - output.count < pieces.count {
                        output.reserveCapacity(max(output.count + pieces.count, 2 * output.capacity))
                    }
                    guard var first = pieces.popLast() else { break }
                    if let waiting = block.take() { pending.append(waiting) }
                    block = Block(rest: [], pieces: consume pieces, next: 1, outer: outerModifiers, steps: steps)
                    current = enter(
                        &first, slot: 0, reader: reader, recordingSteps: recordingSteps, steps: &steps,
                        modifiers: &outerModifiers, knownLeaf: &knownLeaf)
                    continue
                }
                if var first = pieces.popLast() {
                    current = enter(
                        &first, slot: 0, reader: reader, recordingSteps: recordingSteps, steps: &steps,
                        modifiers: &outerModifiers, knownLeaf: &knownLeaf)
                    continue
                }
            case let .optional(wrapped):
                if case .some(let wrapped) = consume wrapped {
                    current = consume wrapped
                    continue
                }
                if keepingAbsent {
                    output.append(
                        Element(value: consume current, modifiers: [], steps: consume steps, isAbsent: true, typeEntry: typeEntry))
                }
            case let .conditional(isFirst, content):
                current = consume content
                if recordingSteps { steps.append(.branch(isFirst)) }
                continue
            case .modified, .piece, .leaf:
                // Collected outermost first; views list their modifiers in the order applied.
                if outerModifiers.count > 1 { reverse(&outerModifiers) }
                if recordingSteps {
                    for modifier in outerModifiers {
                        if let id = reader.explicitID(of: modifier) { steps.append(.explicit(id)) }
                    }
                }
                output.append(
                    Element(
                        value: consume current, modifiers: consume outerModifiers, steps: consume steps, isAbsent: false,
                        typeEntry: typeEntry))
            }
            // Each element's value moves into it, and the next value into `current`.
            // A block is let go with its last element, so that none waits empty.
            while var waiting = block.take() ?? pending.popLast() {
                let slot = waiting.next
                if let next = waiting.rest.popLast() {
                    current = consume next
                    outerModifiers = waiting.outer
                    steps = recordingSteps ? waiting.steps + [.slot(slot)] : waiting.steps
                } else if var next = waiting.pieces.popLast() {
                    outerModifiers = waiting.outer
                    steps = waiting.steps
                    current = enter(
                        &next, slot: slot, reader: reader, recordingSteps: recordingSteps, steps: &steps,
                        modifiers: &outerModifiers, knownLeaf: &knownLeaf)
                } else {
                    continue
                }
                waiting.next += 1
                if !waiting.rest.isEmpty || !waiting.pieces.isEmpty { block = consume waiting }
                continue walking
            }
            return
        }
    }

    /// A block whose later elements wait, with the modifiers around the block and its steps.
    private struct Block {
        /// The elements not yet looked at, last first: the next one is at the back. A block
        /// keeps its elements here or in `pieces`, as its reader gave them.
        var rest: [Any]
        /// The elements not yet looked at, as pieces, last first.
        var pieces: [Piece]
        /// The slot of the next element.
        var next: Int
        let outer: [Any]
        let steps: [ViewIdentity.Step]
    }

    /// Takes the levels `piece` looked through, at `slot` of a block if it is an element of
    /// one: its slot and branches go to `steps`, in that order, its modifiers after those
    /// collected so far, what the reader knows of its value to `knownLeaf`; returns the value
    /// to open next, moved out of the piece, which is left empty.
    private static func enter(
        _ piece: inout Piece, slot: Int?, reader: some Reader, recordingSteps: Bool, steps: inout [ViewIdentity.Step],
        modifiers: inout [Any], knownLeaf: inout AnyObject?
    ) -> Any {
        swap(&knownLeaf, &piece.leafEntry)
        if recordingSteps {
            if let slot { steps.append(.slot(slot)) }
            for index in 0..<piece.branchCount {
                steps.append(.branch(piece.branches >> UInt64(index) & 1 == 1))
            }
        }
        if !piece.modifiers.isEmpty {
            var taken: [Any] = []
            swap(&taken, &piece.modifiers)
            appendModifiers(taken, reader: reader, to: &modifiers)
        }
        var value: Any = ()
        swap(&value, &piece.value)
        return value
    }

    /// Reverses `values` in place, moving each value rather than copying it as `reverse()` on
    /// an array of `Any` does.
    private static func reverse(_ values: inout [Any]) {
        // Sound: the buffer does not escape the closure, and `reverse()` swaps within its bounds.
        values.withUnsafeMutableBufferPointer { buffer in buffer.reverse() }
    }

    /// Appends `modifiers`, outermost first, to a list collected outermost first.
    private static func appendModifiers(_ modifiers: consuming [Any], reader: some Reader, to list: inout [Any]) {
        if !reader.mayCombineModifiers {
            // Nothing to expand: the list moves in, or is appended as it is.
            if list.isEmpty {
                list = consume modifiers
            } else {
                list.append(contentsOf: modifiers)
            }
        } else {
            list.reserveCapacity(list.count + modifiers.count)
            for modifier in modifiers {
                appendModifier(modifier, reader: reader, to: &list)
            }
        }
    }

    /// Appends `modifier` to a list collected outermost first; combined modifiers
    /// (`A().concat(B())`, where `B` is outside `A`) become their parts.
    private static func appendModifier(_ modifier: Any, reader: some Reader, to list: inout [Any]) {
        guard let (inner, outer) = reader.combinedParts(of: modifier) else {
            list.append(modifier)
            return
        }
        for modifier in outer {
            appendModifier(modifier, reader: reader, to: &list)
        }
        appendModifier(inner, reader: reader, to: &list)
    }
}

extension ViewStructure.Reader {
    /// `parts(of:)`, with no entry.
    package func partsAndTypeEntry(of value: Any) -> (parts: ViewStructure.Parts, typeEntry: AnyObject?) {
        (parts(of: value), nil)
    }

    /// Yes: `combinedParts(of:)` is asked about every modifier.
    package var mayCombineModifiers: Bool { true }

    /// Opens every modifier with `parts(of:)`.
    package func combinedParts(of modifier: Any) -> (inner: Any, outer: [Any])? {
        guard case let .modified(inner, outer) = parts(of: modifier) else { return nil }
        return (inner, outer)
    }
}
