import ViewTree

/// What Inspector knows about one kind of view: its name, the call that unwraps it, where its
/// child views are, and what it shows in a tree dump.
///
/// The set of kinds is open. Each kind is declared next to its calls, in its own file under
/// `Views/` (or its area's folder: `Toolbar/`, `Table/`), as a static member of this type,
/// with everything about it — content, parts, dump attributes, accessibility profile — and
/// its ViewTree type points at it by conforming to `InspectableKind` (see
/// `Docs/Contributing.md`). Nothing central lists the kinds, and the
/// code that walks the tree asks a kind what it needs instead of switching over kinds.
/// Kinds are compared by identity.
///
/// Immutable after init: every property is a `let`; its closures, from the kinds' static lets, capture constants.
final class ViewKind: Hashable, @unchecked Sendable {
    /// Where a view's content views are: what `text()` / `text(0)` unwrap and what search
    /// visits first.
    enum Content {
        /// A leaf: `Text`, `Image`, `Color`.
        case none
        /// The views built into the stored property `field`, reached with the identity
        /// `step` (stacks, `Group`).
        case stored(field: String, step: ViewIdentity.Step)
        /// The one view erased into the stored property `field` (`AnyView`); its identity
        /// step is its type, so a view of another type is another view.
        case erased(field: String)
        /// Content that must be computed by running code — a custom view's `body`, the
        /// closure of a `ForEach` — which may read `@Observable` models: the closure notes
        /// those reads on the flag it is given.
        case computed((InspectionNode, ObservationFlag?) throws -> [ExpandedView])
        /// `computed`, appending the views to the caller's array, which is empty: a search
        /// computes the content of many nodes into one array, keeping its storage, where each
        /// returned array would be one more allocation per node.
        case computedInto((InspectionNode, ObservationFlag?, inout [ExpandedView]) throws -> Void)
    }

    /// Where a view's content is shown, for kinds whose content is not always on screen.
    enum ContentShown {
        /// On screen: search and the accessibility walks enter it.
        case onScreen
        /// Reachable with a chain but not on screen (a `NavigationLink`'s destination before it
        /// is pushed): `find` enters it, role queries and the accessibility audit do not.
        case previewed
        /// On screen elsewhere (a destination its link pushed, shown among the stack's pushed
        /// views): nothing enters it here, so search finds it once, where it is shown.
        case shownElsewhere
        /// Previewed inside content that is itself only previewed (a link in a link's
        /// destination that is not pushed): nothing enters it, so that a destination that links
        /// to another of its kind (a detail linking to the next detail) does not make search
        /// endless. A chain still reaches it.
        case previewedInPreview
    }

    /// A view that hangs from a view of this kind beside its content, reached with a call
    /// of its own: a button's `labelView()`.
    struct Part {
        /// The call that reaches the part: `labelView()`.
        let call: String
        /// The stored property holding the part's views.
        let field: String
        /// The identity step from the view to its part.
        let step: ViewIdentity.Step
        /// Whether the call returns the part's view itself, typed (a text field's `prompt()`
        /// returns its `Text`), rather than an anonymous view to unwrap (`labelView()`): its
        /// `pathToRoot` then ends with the call.
        var isTyped = false
        /// Whether a view can be built without the part, keeping an `EmptyView` in its place
        /// (a section's footer): its call then throws, so search does not visit it either.
        var isOmittable = false
        /// For a part that is no stored property but computed where the view is — a styled
        /// view's style body (`styleBody()`, see `Styles/StyleBody.swift`) — its view, or nil
        /// when there is none here; `field` is then unused.
        var computed: ((InspectionNode) throws -> Any?)? = nil
        /// Whether the part is the body of the view's style: while there is one, search
        /// reaches the view's content and other parts through it only (see `styleBodyNode()`).
        var isStyleBody = false
    }

    private let naming: (Any.Type) -> String
    /// The call that unwraps a view of this kind: `hStack`, `text`. Nil for kinds without one
    /// (custom views use `view(T.self)`).
    let accessor: String?
    let content: Content
    /// Whether the content views are always addressed by index (`hStack().text(0)`), even
    /// when there is one; otherwise one content view is addressed without (`anyView().text()`).
    let indexesContent: Bool
    let parts: [Part]
    /// The index of the part that is the view's style body, for styled views.
    let styleBodyPart: Int?
    /// The key attributes of a value of this kind for a tree dump, as source-like phrases.
    let dumpAttributes: (Any) -> [String]
    /// What a view of this kind is to a screen reader, when it is one accessibility element (a
    /// control, a text, an image); nil for kinds whose views are not elements themselves
    /// (stacks, lists), the elements being inside them.
    let accessibility: AccessibilityProfile?
    /// For a kind whose content is not always on screen, where the content of the view at a
    /// node is shown (see `ContentShown`); nil: always on screen.
    let contentShown: ((InspectionNode) -> ContentShown)?
    /// What `testScaffold()` asserts about a view of this kind's value (its text, whether it
    /// is on…); nil for kinds without a value a test reads.
    let scaffoldValue: ((InspectionNode) throws -> ScaffoldValue)?

    /// A kind named `name` in messages, or after the type of each view when `name` is nil.
    convenience init(
        name: String?, accessor: String?, content: Content = .none, indexesContent: Bool = false,
        parts: [Part] = [], dumpAttributes: @escaping (Any) -> [String] = { _ in [] },
        accessibility: AccessibilityProfile? = nil, contentShown: ((InspectionNode) -> ContentShown)? = nil,
        scaffoldValue: ((InspectionNode) throws -> ScaffoldValue)? = nil
    ) {
        self.init(
            naming: { type in name ?? TypeName.display(type) }, accessor: accessor, content: content,
            indexesContent: indexesContent, parts: parts, dumpAttributes: dumpAttributes, accessibility: accessibility,
            contentShown: contentShown, scaffoldValue: scaffoldValue)
    }

    /// A kind whose name in messages depends on the type of the view (`Rectangle` for a shape).
    init(
        naming: @escaping (Any.Type) -> String, accessor: String?, content: Content = .none,
        indexesContent: Bool = false, parts: [Part] = [], dumpAttributes: @escaping (Any) -> [String] = { _ in [] },
        accessibility: AccessibilityProfile? = nil, contentShown: ((InspectionNode) -> ContentShown)? = nil,
        scaffoldValue: ((InspectionNode) throws -> ScaffoldValue)? = nil
    ) {
        self.naming = naming
        self.scaffoldValue = scaffoldValue
        self.accessibility = accessibility
        self.contentShown = contentShown
        self.accessor = accessor
        self.content = content
        self.indexesContent = indexesContent
        self.parts = parts
        self.styleBodyPart = parts.firstIndex(where: \.isStyleBody)
        self.dumpAttributes = dumpAttributes
        // Stored, not matched on `content` when asked: matching copies the enum.
        switch content {
        case .none: (hasContent, runsCode) = (false, false)
        case .stored, .erased: (hasContent, runsCode) = (true, false)
        case .computed, .computedInto: (hasContent, runsCode) = (true, true)
        }
    }

    /// The name of the kind in messages: `HStack`; for kinds named after their type (custom
    /// views), the type as written in source.
    func name(of type: Any.Type) -> String {
        naming(type)
    }

    /// Whether views of this kind can have content at all; leaves never reach the depth limit.
    /// Stored: search asks it of every view it passes, and reading `content` copies its closure.
    let hasContent: Bool

    /// Whether computing the content runs user code that may read `@Observable` models.
    let runsCode: Bool

    static func == (lhs: ViewKind, rhs: ViewKind) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// A ViewTree view type whose kind Inspector knows; each kind's file declares it.
protocol InspectableKind {
    static var inspectorKind: ViewKind { get }
}

// MARK: - The kinds that are not one ViewTree type

extension ViewKind {
    /// A view whose `body` describes its content: the views users write.
    static let custom = ViewKind(
        naming: { TypeName.unqualified($0) }, accessor: nil,
        content: .computedInto { node, observation, views in
            Expansion.expand(
                try Evaluation.body(of: node, observation: observation), in: node.tree, prefix: .body, into: &views)
        })

    /// A primitive view (its `Body` is `Never`) that no kind describes. A test builds one value
    /// of every public ViewTree view and fails if any lands here.
    static let unknownPrimitive = ViewKind(name: nil, accessor: nil)

    /// Not a view: a modifier, a layer, a group of views standing together.
    static let notAView = ViewKind(name: nil, accessor: nil)
}

extension ViewKind.Part {
    /// The part ViewTree declares as `declared` — its stored property and identity step, which
    /// the runtime places its views at — reached with `call`.
    init(call: String, declared: ViewPart, isTyped: Bool = false, isOmittable: Bool = false) {
        self.init(call: call, field: declared.field, step: declared.step, isTyped: isTyped, isOmittable: isOmittable)
    }
}
