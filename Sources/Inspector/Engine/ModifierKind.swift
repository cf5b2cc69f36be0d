import ViewTree

/// What Inspector knows about one kind of modifier: how it is written in source, and the views
/// it carries, if any.
///
/// Like `ViewKind`, the set is open: each modifier kind is a static member declared in the file
/// of its calls under `Modifiers/`, and its ViewTree type points at it by conforming to
/// `InspectableModifier`. Kinds are compared by identity.
///
/// Immutable after init: every property is a `let`; its closures, from the kinds' static lets, capture constants.
final class ModifierKind: Hashable, @unchecked Sendable {
    /// Views a modifier carries beside the view it modifies, reached with a call named after
    /// the family: the content of an `overlay` or a `background`.
    struct Attachment {
        /// The call that reaches the views, and the family's name: `overlay`, `background`.
        let call: String
        /// The views the modifier carries, or nil when this one carries none (a background
        /// made of a shape style that is not a view).
        let content: (Any) throws -> Any?
        /// Whether `content` runs code the user wrote (a sheet's content closure, a
        /// destination's): its views are then computed once per node, like a body, and
        /// search never computes them just to see whether the layer needs a node. When false,
        /// `content` must only read stored properties: search may compute it more than once,
        /// and drop views it makes no node for to read them again later.
        let runsCode: Bool
        /// For views built from what the modified view produces (an `overlayPreferenceValue`'s):
        /// computes them from the layer's node, which knows the view it hangs from. Such views
        /// run the user's code.
        let placedContent: ((InspectionNode) throws -> Any?)?

        /// The family `call`, whose views `content` reads; `runsCode` when reading them
        /// calls the user's code.
        init(call: String, runsCode: Bool = false, content: @escaping (Any) throws -> Any?) {
            self.call = call
            self.runsCode = runsCode
            self.content = content
            self.placedContent = nil
        }

        private init(
            call: String, content: @escaping (Any) throws -> Any?, placedContent: @escaping (InspectionNode) throws -> Any?
        ) {
            self.call = call
            self.runsCode = true
            self.content = content
            self.placedContent = placedContent
        }

        /// The family `call`, whose views `content` computes from the layer's node. (A factory
        /// rather than an initializer: a trailing closure given to `init(call:runsCode:content:)`
        /// must not match it.)
        static func placed(call: String, content: @escaping (InspectionNode) throws -> Any?) -> Attachment {
            Attachment(
                call: call,
                content: { modifier in
                    throw InspectionError.Reason.attributeUnavailable(
                        attribute: call, view: ModifierDescription.name(of: modifier),
                        reason: "its views are built from the view it modifies, read at their place")
                },
                placedContent: content)
        }
    }

    /// The modifier's name as written in source, from its value: `.padding`, `.font`.
    let name: (Any) -> String
    /// The modifier with its main values, as written in source: `.padding(8)`, `.id(42)`.
    let summary: (Any) -> String
    let attachment: Attachment?
    /// Whether it is a `ViewModifier` with a body of its own; its body is a level of the tree.
    let hasBody: Bool

    convenience init(name: String, summary: ((Any) -> String)? = nil, attachment: Attachment? = nil) {
        self.init(naming: { _ in name }, summary: summary, attachment: attachment)
    }

    init(
        naming: @escaping (Any) -> String, summary: ((Any) -> String)? = nil, attachment: Attachment? = nil,
        hasBody: Bool = false
    ) {
        self.name = naming
        self.summary = summary ?? naming
        self.attachment = attachment
        self.hasBody = hasBody
    }

    static func == (lhs: ModifierKind, rhs: ModifierKind) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// A ViewTree modifier type Inspector reads; each modifier kind's file declares it.
protocol InspectableModifier {
    static var inspectorModifierKind: ModifierKind { get }
}

// MARK: - The kinds that are not one ViewTree type

extension ModifierKind {
    /// A `ViewModifier` with a body of its own, such as the ones users write:
    /// `modifier(T.self)` reaches its body.
    static let custom = ModifierKind(
        naming: { ".modifier(\(TypeName.display(type(of: $0))))" }, hasBody: true)

    /// A primitive modifier (its `Body` is `Never`) that no kind describes. A test builds one
    /// value of every public ViewTree modifier and fails if any lands here.
    static let unknown = ModifierKind(naming: { ".modifier(\(TypeName.display(type(of: $0))))" })
}

extension ModifierKind.Attachment {
    /// Views held in the modifier's stored property `label`. Made once per modifier kind, in
    /// its `static let`: it keeps a `Reflection.NamedField`, whose per-type cache lives as long
    /// as the process.
    init(call: String, field label: String) {
        let field = Reflection.NamedField(label)
        self.init(call: call) { try field.read(from: $0) }
    }
}
