import ViewTree

/// How a value takes part in the view structure.
enum Structure {
    /// A `TupleView`: its elements are siblings in the enclosing container.
    case tuple
    /// An `Optional` view: present or absent.
    case optional
    /// An `if`/`else` or `switch`: one of two branches.
    case conditional
    /// A `ModifiedContent`: the content, with one more modifier.
    case modified
    /// A view that is a level of its own.
    case view(ViewKind)
    /// A value that is not a view.
    case other
}

/// A view found in a value's structure, with the modifiers that wrap it (in the order
/// applied), its identity steps (recorded only for hosted inspections) and whether it is an
/// `if` that shows nothing.
typealias ExpandedView = ViewStructure.Element

/// Turns builder output into the views a user sees, with ViewTree's identity rules
/// (`ViewStructure.flatten`, shared with the runtime) and Inspector's per-type readers.
enum Expansion {
    /// The views `value` stands for, in source order; absent `if`s keep their place.
    ///
    /// The `expand` functions take their value: a body's result or a field just read moves in
    /// and is taken apart without a copy.
    static func expand(_ value: consuming Any, recordingSteps: Bool, prefix: [ViewIdentity.Step] = []) -> [ExpandedView] {
        ViewStructure.flatten(consume value, reader: Reader(), recordingSteps: recordingSteps, prefix: prefix, keepingAbsent: true)
    }

    /// Appends the views `value` stands for to `views`.
    static func expand(
        _ value: consuming Any, recordingSteps: Bool, prefix: [ViewIdentity.Step] = [], into views: inout [ExpandedView]
    ) {
        ViewStructure.flatten(
            consume value, reader: Reader(), recordingSteps: recordingSteps, prefix: prefix, keepingAbsent: true, into: &views)
    }

    /// The content of a node of `tree` reached with `step`: steps are recorded only when the
    /// tree reads hosted state.
    static func expand(_ value: consuming Any, in tree: InspectionTree, prefix step: ViewIdentity.Step? = nil) -> [ExpandedView] {
        let recording = tree.recordsIdentity
        return expand(consume value, recordingSteps: recording, prefix: recording ? step.map { [$0] } ?? [] : [])
    }

    /// Appends the content of a node of `tree` reached with `step` to `views`.
    static func expand(
        _ value: consuming Any, in tree: InspectionTree, prefix step: ViewIdentity.Step? = nil,
        into views: inout [ExpandedView]
    ) {
        let recording = tree.recordsIdentity
        expand(consume value, recordingSteps: recording, prefix: recording ? step.map { [$0] } ?? [] : [], into: &views)
    }

    /// Opens values through `TypeInfo`'s per-type readers.
    struct Reader: ViewStructure.Reader {
        func parts(of value: Any) -> ViewStructure.Parts {
            TypeInfo.of(value: value).parts(value)
        }

        /// The parts, with the `TypeInfo` a node of the value keeps.
        func partsAndTypeEntry(of value: Any) -> (parts: ViewStructure.Parts, typeEntry: AnyObject?) {
            let info = TypeInfo.of(value: value)
            return (info.parts(value), info)
        }

        /// None: `ModifiedContent`'s reader, which the modifiers come from, has already put
        /// the parts of each combined modifier in its place (`Expansion.expandingCombined`),
        /// and only when its field types say there can be one, so that flattening need not
        /// look each modifier's type up.
        func combinedParts(of modifier: Any) -> (inner: Any, outer: [Any])? {
            nil
        }

        /// No: see `combinedParts(of:)`.
        var mayCombineModifiers: Bool { false }

        func explicitID(of modifier: Any) -> AnyHashable? {
            guard TypeInfo.of(value: modifier).modifierKind == .id else { return nil }
            return try? IdentityReading.id(of: modifier)
        }
    }
}

extension Expansion {
    /// `modifiers`, listed outermost first, with each combined modifier (`A().concat(B())`,
    /// where `B` is outside `A`) replaced by its parts, as `ViewStructure` would.
    static func expandingCombined(_ modifiers: [Any]) -> [Any] {
        var list: [Any] = []
        list.reserveCapacity(modifiers.count)
        for modifier in modifiers {
            appendExpanding(modifier, to: &list)
        }
        return list
    }

    private static func appendExpanding(_ modifier: Any, to list: inout [Any]) {
        let info = TypeInfo.of(value: modifier)
        guard case .modified = info.structure else {
            list.append(modifier)
            return
        }
        let inner: Any
        let outer: [Any]
        switch info.parts(modifier) {
        case let .modified(content, modifiers):
            (inner, outer) = (content, modifiers)
        case let .piece(piece) where piece.leafEntry != nil:
            // A chain whose content is a plain value, read as it is: the piece holds it.
            (inner, outer) = (piece.value, piece.modifiers)
        case .piece, .pieces, .tuple, .optional, .conditional, .leaf:
            // A content the piece looked through (an optional's value, a branch): read one
            // level at a time, each kept as it is.
            guard let content = Reflection.field(SharedShapeFields.modifiedContent, of: modifier),
                let outermost = Reflection.field(SharedShapeFields.modifier, of: modifier)
            else {
                list.append(modifier)
                return
            }
            (inner, outer) = (content, [outermost])
        }
        for modifier in outer {
            appendExpanding(modifier, to: &list)
        }
        appendExpanding(inner, to: &list)
    }
}

// MARK: - ViewTree's structural types

/// ViewTree's structural types: looked through, never levels of their own.
protocol InspectorStructural {
    static var inspectorStructure: Structure { get }
    /// Opens a value of this type; specialized per type when `TypeInfo` first sees it.
    static var partsReader: (Any) -> ViewStructure.Parts { get }
    /// Reads a value of this type stored at `offset` in the storage of another value (a
    /// block's element, a modifier's content) as a piece: the levels it is made of looked
    /// through where it lies, so that only the value at the end is copied out. Nil for a type
    /// whose values are copied out whole and opened on their own (a block).
    static func pieceReader(at offset: Int) -> Expansion.PieceReader?
}

extension InspectorStructural {
    /// None: values are copied out whole and opened by `partsReader`.
    static func pieceReader(at offset: Int) -> Expansion.PieceReader? { nil }
}

extension Expansion {
    /// Reads one value at its place in the storage of a value of the type the reader was made
    /// for (`InspectorStructural.pieceReader(at:)`).
    typealias PieceReader = (UnsafeRawPointer) -> ViewStructure.Piece

    /// The reader of `field`, read by a typed load, as a piece: through the levels of its type
    /// when it is one of ViewTree's structural types that has a piece reader, otherwise the
    /// value copied out as it is.
    static func pieceReader(of field: Reflection.Field) -> PieceReader {
        pieceReader(of: field.type, at: field.offset)
    }

    /// The reader, as a piece, of a value of `type` at `offset` in the storage the reader is
    /// given, where a field read by a typed load (or a part of one) lies.
    static func pieceReader(of type: Any.Type, at offset: Int) -> PieceReader {
        if let structural = type as? any InspectorStructural.Type, let reader = structural.pieceReader(at: offset) {
            return reader
        }
        let load = Reflection.typedLoad(of: type, at: offset)
        guard let info = leafInfo(of: type) else {
            return { base in ViewStructure.Piece(value: load(base)) }
        }
        // Flattening takes the value as a view with this entry, without looking it up.
        return { base in ViewStructure.Piece(value: load(base), leafEntry: info) }
    }

    /// The type information of values stored as a `type` when they are all of that type and
    /// each a level of its own (a view, a value that is not one): a struct or enum type (not
    /// an existential) that is not one of ViewTree's structural types. What the reader's
    /// `partsAndTypeEntry(of:)` would find for each value.
    private static func leafInfo(of type: Any.Type) -> TypeInfo? {
        guard !(type is any InspectorStructural.Type), Reflection.isStructOrEnum(type) else { return nil }
        return TypeInfo.of(type)
    }
}

// The readers of the two types every builder block and modifier chain is made of read their
// stored properties at offsets learned once per type, from the value in its box: casting the
// `Any` to the concrete type first would copy the whole view, then copy its parts again.

extension TupleView: InspectorStructural {
    static var inspectorStructure: Structure { .tuple }
    static var partsReader: (Any) -> ViewStructure.Parts {
        // The elements, at their offsets in the `TupleView` itself.
        guard let tuple = Reflection.layout(of: Self.self)?.field(SharedShapeFields.tupleElements),
            let elements = Reflection.nestedFields(of: tuple, in: Self.self)
        else {
            return { value in (value as? Self).map { .tuple(Reflection.tupleElements(of: $0.value)) } ?? .leaf }
        }
        // Each element is read as a piece (`nestedFields` gives only fields read by a typed
        // load): one that is a level of its own (an `if`, a view with modifiers) is looked
        // through where it lies, so that neither the block nor the levels are copied out of
        // it, and a view's type information comes with it.
        let type: Any.Type = Self.self
        // Last first, as flattening takes them.
        let readers = elements.reversed().map(Expansion.pieceReader(of:))
        return { value in
            Reflection.withStorage(of: value, ifOfType: type) { base in .pieces(readers.map { read in read(base) }) }
                ?? .tuple(Reflection.read(elements, from: value))
        }
    }
}

extension Optional: InspectorStructural {
    static var inspectorStructure: Structure { .optional }
    static var partsReader: (Any) -> ViewStructure.Parts {
        // The type as values, looked up once: see `Reflection.withStorage(of:ifOfType:_:)`.
        let type: Any.Type = Self.self
        let opener: any OptionalParts.Type = Self.self
        return { value in
            Reflection.withStorage(of: value, ifOfType: type) { .optional(opener.inspectorWrapped(at: $0)) } ?? .leaf
        }
    }

    /// The wrapped value, read through where it lies: an optional's payload is at its start.
    /// For an absent one, the empty optional, which flattening opens.
    static func pieceReader(at offset: Int) -> Expansion.PieceReader? {
        let opener: any OptionalParts.Type = Self.self
        let load = Reflection.typedLoad(of: Self.self, at: offset)
        let readWrapped = Expansion.pieceReader(of: Wrapped.self, at: offset)
        return { base in
            guard !opener.isNone(at: base + offset) else { return ViewStructure.Piece(value: load(base)) }
            return readWrapped(base)
        }
    }
}

extension _ConditionalContent: InspectorStructural {
    static var inspectorStructure: Structure { .conditional }
    static var partsReader: (Any) -> ViewStructure.Parts {
        // The branch is part of a view's identity, so ViewTree's identity rules read it, and
        // Inspector with them; a `Mirror` of the enum would cost microseconds per `if`.
        // The type and the reader are made once: see `Reflection.withStorage(of:ifOfType:_:)`.
        let type: Any.Type = Self.self
        let read = shownBranchReader()
        return { value in
            Reflection.withStorage(of: value, ifOfType: type) { .piece(read($0)) } ?? .leaf
        }
    }

    /// The branch shown, without copying the other levels around it.
    static func pieceReader(at offset: Int) -> Expansion.PieceReader? {
        let read = shownBranchReader()
        return { base in read(base + offset) }
    }

    /// The reader of the branch shown, through its levels where it lies, as a field of its
    /// type would be read: a branch that is a view with modifiers or another `if` is not
    /// copied out whole to be opened.
    private static func shownBranchReader() -> Expansion.PieceReader {
        branchPieceReader(
            trueContent: Expansion.pieceReader(of: TrueContent.self, at: 0),
            falseContent: Expansion.pieceReader(of: FalseContent.self, at: 0))
    }
}

extension ModifiedContent: InspectorStructural {
    static var inspectorStructure: Structure { .modified }
    static var partsReader: (Any) -> ViewStructure.Parts {
        // The whole chain `ModifiedContent<ModifiedContent<V, A>, B>` at once: the modifiers
        // and the innermost content at their offsets in the outermost value.
        // Combined modifiers are expanded here (see `Expansion.Reader.combinedParts(of:)`).
        guard let chain = modifierChain() else {
            return { value in
                (value as? Self).map { .modified(content: $0.content, modifiers: Expansion.expandingCombined([$0.modifier])) }
                    ?? .leaf
            }
        }
        // Read where they lie: the modifiers, and the content through its levels when it is
        // one of ViewTree's structural types (an `if`).
        let fields = chain.modifiers + [chain.content]
        let type: Any.Type = Self.self
        let read = pieceReader(chain, at: 0)
        return { value in
            Reflection.withStorage(of: value, ifOfType: type) { .piece(read($0)) } ?? readFields(fields, of: value)
        }
    }

    /// The parts of `value` read field by field: for a value not of this type, which the
    /// reader made for this type never gets.
    private static func readFields(_ fields: [Reflection.Field], of value: Any) -> ViewStructure.Parts {
        var parts = Reflection.read(fields, from: value)
        let content = parts.removeLast()
        return .modified(content: content, modifiers: Expansion.expandingCombined(parts))
    }

    /// The chain's modifiers and its content, through the content's levels when it is one of
    /// ViewTree's structural types: the modifiers and the value at the end are copied out.
    static func pieceReader(at offset: Int) -> Expansion.PieceReader? {
        modifierChain().map { pieceReader($0, at: offset) }
    }

    /// The reader of `chain`, this type's, for a value at `offset`.
    private static func pieceReader(
        _ chain: (modifiers: [Reflection.Field], content: Reflection.Field), at offset: Int
    ) -> Expansion.PieceReader {
        let mayBeCombined = mayCombine(chain.modifiers)
        let loads = chain.modifiers.map { Reflection.typedLoad(of: $0.type, at: offset + $0.offset) }
        var content = chain.content
        content = Reflection.Field(
            label: content.label, offset: offset + content.offset, type: content.type, isExistential: content.isExistential,
            owner: content.owner, access: content.access)
        let readContent = Expansion.pieceReader(of: content)
        return { base in
            var piece = readContent(base)
            let modifiers = loads.map { load in load(base) }
            piece.prepend(modifiers: mayBeCombined ? Expansion.expandingCombined(modifiers) : modifiers)
            return piece
        }
    }

    /// Whether a chain with these modifier fields may hold a combined modifier: a modifier
    /// field of a concrete type other than `ModifiedContent` always holds one that is not.
    private static func mayCombine(_ modifiers: [Reflection.Field]) -> Bool {
        modifiers.contains { field in
            guard !field.isExistential, field.type != Any.self else { return true }
            guard let structural = field.type as? any InspectorStructural.Type else { return false }
            if case .modified = structural.inspectorStructure { return true }
            return false
        }
    }

    /// The modifiers of the chain this type starts, outermost first, and its innermost content,
    /// as fields of this type; nil when a level cannot be read by offset.
    private static func modifierChain() -> (modifiers: [Reflection.Field], content: Reflection.Field)? {
        guard let layout = Reflection.layout(of: Self.self), var content = layout.field(SharedShapeFields.modifiedContent),
            let modifier = layout.field(SharedShapeFields.modifier), content.access == .load, modifier.access == .load
        else { return nil }
        var modifiers = [modifier]
        while let inner = content.type as? any InspectorStructural.Type, case .modified = inner.inspectorStructure,
            let innerLayout = Reflection.layout(of: content.type),
            let innerContent = innerLayout.field(SharedShapeFields.modifiedContent), let innerModifier = innerLayout.field(SharedShapeFields.modifier),
            let nested = Reflection.nestedFields(of: content, in: Self.self, picking: [innerModifier, innerContent])
        {
            modifiers.append(nested[0])
            content = nested[1]
        }
        return (modifiers, content)
    }
}

/// Reads an optional without knowing its wrapped type: what a modifier's optional field holds.
protocol OptionalParts {
    var inspectorWrapped: Any? { get }
    /// `inspectorWrapped` of the optional of this type at `pointer`; called on a metatype kept
    /// as a value, it reads without asking the runtime for the optional type's metadata.
    /// The pointer must point to a value of exactly this type: callers check the value's
    /// dynamic type first (`Reflection.withStorage(of:ifOfType:_:)`).
    static func inspectorWrapped(at pointer: UnsafeRawPointer) -> Any?
    /// Whether the optional of this type at `pointer` is `nil`; called as
    /// `inspectorWrapped(at:)` is, on the same terms.
    static func isNone(at pointer: UnsafeRawPointer) -> Bool
}

extension Optional: OptionalParts {
    var inspectorWrapped: Any? {
        switch self {
        case let .some(wrapped): wrapped
        case .none: nil
        }
    }

    // Inlined into the witness, which gets this type's metadata from its caller: called on
    // its own, it would look the metadata up again.
    @inline(__always)
    static func inspectorWrapped(at pointer: UnsafeRawPointer) -> Any? {
        // Sound by the requirement's terms: `pointer` addresses a value of exactly this type.
        switch pointer.assumingMemoryBound(to: Self.self).pointee {
        case let .some(wrapped): wrapped
        case .none: nil
        }
    }

    // Inlined into the witness, as `inspectorWrapped(at:)` is.
    @inline(__always)
    static func isNone(at pointer: UnsafeRawPointer) -> Bool {
        // Sound by the requirement's terms, as in `inspectorWrapped(at:)`.
        if case .none = pointer.assumingMemoryBound(to: Self.self).pointee { return true }
        return false
    }
}
