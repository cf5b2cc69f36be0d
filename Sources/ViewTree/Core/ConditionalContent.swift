/// The view an `if`/`else` or `switch` builds: one of two branches.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

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
}

extension Optional: View where Wrapped: View {
    /// Optional content (`if` without `else`) is a primitive view: present or absent.
    public typealias Body = Never

    /// Primitive view: `Optional` has no body.
    public var body: Never { primitiveBody(of: Self.self) }
}
