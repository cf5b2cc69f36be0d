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

    /// `branch`, for a reader that holds values of this type in place (Inspector reads them
    /// inside their `Any` box) and reads many of them: made once per type, it reads the
    /// branch of the value at a pointer without asking the runtime for this type's or its
    /// storage's generic metadata on every read, as generic code naming them does.
    ///
    /// The pointer must point to a value of exactly this type: the caller checks the value's
    /// dynamic type first (Inspector's `Reflection.withStorage(of:ifOfType:_:)`).
    package static var branchReader: (UnsafeRawPointer) -> (isFirst: Bool, content: Any) {
        // Looked up here, once: calls through the existential metatype pass the storage's
        // metadata along.
        let storage: any ConditionalStorage.Type = Storage.self
        // A stored property's offset is always known; the only one is at the start.
        let offset = MemoryLayout<Self>.offset(of: \Self.storage) ?? 0
        return { pointer in
            storage.branch(at: pointer + offset)
        }
    }
}

/// The storage of an `if`/`else`, read in place (`_ConditionalContent.branchReader`).
package protocol ConditionalStorage {
    /// The branch of the storage at `pointer`, which holds a value of this type.
    static func branch(at pointer: UnsafeRawPointer) -> (isFirst: Bool, content: Any)
}

extension _ConditionalContent.Storage: ConditionalStorage {
    // Inlined into the witness, which gets this type's metadata from its caller: called on
    // its own, it would look the metadata up again.
    @inline(__always)
    static func branch(at pointer: UnsafeRawPointer) -> (isFirst: Bool, content: Any) {
        switch pointer.assumingMemoryBound(to: Self.self).pointee {
        case let .trueContent(content): (true, content)
        case let .falseContent(content): (false, content)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Optional content (`if` without `else`) is a primitive view: present or absent.
    public typealias Body = Never

    /// Primitive view: `Optional` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
