import ViewTree

/// A view's stored content (`ViewKind.Content.stored`: a stack's block), read where it lies in
/// the view's storage.
///
/// Reading the content field out of the view copies the whole block into a box of its own,
/// which flattening then opens and takes apart: a stack of three views cost one allocation
/// more than its views. `StoredContent` stands for the field in flattening instead: it holds
/// the node, whose value is the storage, and the reader of the field's levels (small enough to
/// stay inline in an `Any`), and opens as the field would, reading in place, so that only the
/// views flattening keeps and their modifiers are copied out.
struct StoredContent {
    /// The node whose value holds the field.
    let node: InspectionNode
    /// How the field is read in the storage of the node's value.
    let reader: Reader

    /// The reader of one type's content field, made once per type.
    final class Reader {
        /// The view type whose storage `read` reads.
        let owner: Any.Type
        /// The field, for a value that is not of `owner`'s type (which a node of that type never
        /// has).
        let field: Reflection.Field
        /// The field's parts, read from the storage of a value of `owner`'s type.
        let read: (UnsafeRawPointer) -> ViewStructure.Parts

        /// The reader of `field`, a field of `owner`, with `read` reading its parts in the
        /// storage of a value of `owner`'s type.
        init(owner: Any.Type, field: Reflection.Field, read: @escaping (UnsafeRawPointer) -> ViewStructure.Parts) {
            self.owner = owner
            self.field = field
            self.read = read
        }
    }

    /// The readers, per view type: a view kind reads its content from one field, so the type
    /// alone says which.
    private static let readers = TypeCache<Reader?>()

    /// The reader of the content field `label` of the views of `info`'s type, or nil when the
    /// field is not read by a typed load: its value is then read out of the view as it is.
    static func reader(of info: TypeInfo, field label: String) -> Reader? {
        readers.value(for: info.type) { makeReader(of: info, field: label) }
    }

    /// Makes the reader of the field `label` of `info`'s type: a block read element by element,
    /// anything else as one piece; nil when the field is not read by a typed load.
    private static func makeReader(of info: TypeInfo, field label: String) -> Reader? {
        let owner = info.type
        guard let field = info.layout?.field(label), field.access == .load, field.owner == owner else { return nil }
        // A block: its elements as pieces, last first, read at their offsets in the view, as
        // `TupleView`'s own reader reads them at their offsets in the block.
        if let structural = field.type as? any InspectorStructural.Type, case .tuple = structural.inspectorStructure,
            let tuple = Reflection.layout(of: field.type)?.field(SharedShapeFields.tupleElements),
            let nested = Reflection.nestedFields(of: field, in: owner, picking: [tuple]),
            let elements = Reflection.nestedFields(of: nested[0], in: owner)
        {
            let readers = elements.reversed().map(Expansion.pieceReader(of:))
            return Reader(owner: owner, field: field) { base in .pieces(readers.map { read in read(base) }) }
        }
        // Anything else as a piece: a view with modifiers, an `if`, looked through where it
        // lies; a plain view copied out with its type information.
        let read = Expansion.pieceReader(of: field)
        return Reader(owner: owner, field: field) { base in .piece(read(base)) }
    }

    /// What the field is made of, read in the node's value.
    fileprivate func parts() -> ViewStructure.Parts {
        let read = reader.read
        let value = node.value
        // Sound: `withStorage` passes storage of exactly `owner`'s type, the type `read` was made for.
        return Reflection.withStorage(of: value, ifOfType: reader.owner) { base in read(base) }
            ?? .piece(ViewStructure.Piece(value: Reflection.read(reader.field, from: value)))
    }
}

extension StoredContent: InspectorStructural {
    /// Looked through, as the block it usually stands for: never a level of its own.
    static var inspectorStructure: Structure { .tuple }

    static var partsReader: (Any) -> ViewStructure.Parts {
        { value in Reflection.withStorage(of: value, as: StoredContent.self) { $0.pointee.parts() } ?? .leaf }
    }
}
