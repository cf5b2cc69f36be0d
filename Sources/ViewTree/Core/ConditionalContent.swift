/// The view an `if`/`else` or `switch` builds: one of two branches.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    // Usable from inlinable code: `ViewBuilder.buildEither` is inlined into the bodies that
    // use it, where the types are known, so that building an `if`/`else` asks the runtime
    // for no generic metadata.
    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline
    let storage: Storage

    @inlinable
    init(storage: Storage) {
        self.storage = storage
    }

    /// The branch shown, for the identity rules (`ViewStructure`): the runtime and Inspector
    /// read it here rather than each opening the enum its own way.
    package var branch: (isFirst: Bool, content: Any) {
        switch storage {
        case let .trueContent(content): (true, content)
        case let .falseContent(content): (false, content)
        }
    }

    /// Primitive view: `_ConditionalContent` has no body.
    public var body: Never { primitiveBody(of: Self.self) }

    /// `branch`, read as a piece by `trueContent` or `falseContent`, for a reader that holds
    /// values of this type in place (Inspector reads them inside their `Any` box, or inside
    /// the value that holds them) and reads their levels where they lie: each is given the
    /// address of a branch of its type, valid for the call, and copies out what it keeps; the
    /// piece comes back with this branch taken first. A branch that would make the piece hold
    /// more branches than it can is given as it is.
    ///
    /// Made once per type, it reads the branch of the value at a pointer without asking the
    /// runtime for this type's or its storage's generic metadata on every read, as generic code
    /// naming them does. The pointer must point to a value of exactly this type: the caller
    /// checks the value's dynamic type first (Inspector's
    /// `Reflection.withStorage(of:ifOfType:_:)`) or reads a field of this type.
    package static func branchPieceReader(
        trueContent: @escaping (UnsafeRawPointer) -> ViewStructure.Piece,
        falseContent: @escaping (UnsafeRawPointer) -> ViewStructure.Piece
    ) -> (UnsafeRawPointer) -> ViewStructure.Piece {
        // Looked up here, once: calls through the existential metatype pass the storage's
        // metadata along.
        let storage: any ConditionalStorage.Type = Storage.self
        // A stored property's offset is always known; the only one is at the start.
        let offset = MemoryLayout<Self>.offset(of: \Self.storage) ?? 0
        return { pointer in
            storage.branchPiece(at: pointer + offset, trueContent: trueContent, falseContent: falseContent)
        }
    }
}

/// The storage of an `if`/`else`, read in place (`_ConditionalContent.branchPieceReader`).
package protocol ConditionalStorage {
    /// The branch of the storage at `pointer`, which holds a value of this type, read as a
    /// piece (`_ConditionalContent.branchPieceReader`).
    static func branchPiece(
        at pointer: UnsafeRawPointer, trueContent: (UnsafeRawPointer) -> ViewStructure.Piece,
        falseContent: (UnsafeRawPointer) -> ViewStructure.Piece
    ) -> ViewStructure.Piece
}

extension _ConditionalContent.Storage: ConditionalStorage {
    // Inlined into the witness, which gets this type's metadata from its caller: called on
    // its own, it would look the metadata up again.
    @inline(__always)
    static func branchPiece(
        at pointer: UnsafeRawPointer, trueContent: (UnsafeRawPointer) -> ViewStructure.Piece,
        falseContent: (UnsafeRawPointer) -> ViewStructure.Piece
    ) -> ViewStructure.Piece {
        switch pointer.assumingMemoryBound(to: Self.self).pointee {
        case let .trueContent(content): piece(of: content, isFirst: true, read: trueContent)
        case let .falseContent(content): piece(of: content, isFirst: false, read: falseContent)
        }
    }

    /// `content`, the branch `isFirst`, read by `read` from where it lies here.
    @inline(__always)
    private static func piece<Content>(
        of content: Content, isFirst: Bool, read: (UnsafeRawPointer) -> ViewStructure.Piece
    ) -> ViewStructure.Piece {
        var piece = withUnsafePointer(to: content) { read(UnsafeRawPointer($0)) }
        guard piece.prepend(branch: isFirst) else {
            return ViewStructure.Piece(value: content, branches: isFirst ? 1 : 0, branchCount: 1)
        }
        return piece
    }
}

extension Optional: View where Wrapped: View {
    /// Optional content (`if` without `else`) is a primitive view: present or absent.
    public typealias Body = Never

    /// Primitive view: `Optional` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
