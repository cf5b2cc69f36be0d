/// How the runtime reads views: ViewTree's own types describe their structure and content
/// through these internal protocols. (Inspector, outside the module, reads the same values by
/// reflection; the identity steps are the part both agree on.)

protocol RuntimeModified {
    var runtimeContent: Any { get }
    var runtimeModifier: Any { get }
}

extension ModifiedContent: RuntimeModified {
    var runtimeContent: Any { content }
    var runtimeModifier: Any { modifier }
}

protocol RuntimeTuple {
    var runtimeElements: [Any] { get }
}

extension TupleView: RuntimeTuple {
    var runtimeElements: [Any] { Mirror(reflecting: value).children.map(\.value) }
}

protocol RuntimeOptional {
    var runtimeWrapped: Any? { get }
}

extension Optional: RuntimeOptional {
    var runtimeWrapped: Any? {
        switch self {
        case let .some(wrapped): wrapped
        case .none: nil
        }
    }
}

protocol RuntimeConditional {
    var branch: (isFirst: Bool, content: Any) { get }
}

extension _ConditionalContent: RuntimeConditional {}

/// A primitive view with content of its own.
protocol RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { get }
    /// The content in `environment`, for views whose content depends on it (a
    /// `GeometryReader`'s offered size); `runtimeChildren` for the others.
    func runtimeChildren(in environment: EnvironmentValues) -> [(content: Any, steps: [ViewIdentity.Step])]
    /// The environment the content sees, from the container's: what the container gives the
    /// views inside it (a `ScrollViewReader`'s last scroll).
    func runtimeContentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues
    /// A problem with the content that the runtime reports (duplicate ids), if any.
    var runtimeDiagnostic: String? { get }
    /// Whether the content comes from the app's code — a content closure (`ForEach`'s,
    /// `GeometryReader`'s) rather than stored views: the runtime then observes the
    /// `@Observable` models that code reads, as it does a body's.
    static var runtimeContentRunsCode: Bool { get }
}

extension RuntimeContainer {
    func runtimeChildren(in environment: EnvironmentValues) -> [(content: Any, steps: [ViewIdentity.Step])] {
        runtimeChildren
    }

    static var runtimeContentRunsCode: Bool { false }

    func runtimeContentEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }

    var runtimeDiagnostic: String? { nil }
}

/// A primitive view with `@State` of its own (whether a `DisclosureGroup` is expanded, which
/// tab a `TabView` shows): the runtime keeps it at the view's place, as a custom view's.
protocol RuntimeStatefulContainer: RuntimeContainer {}

extension HStack: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}

extension VStack: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}

extension ZStack: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}

extension Group: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] { [(content, [.content])] }
}

extension AnyView: RuntimeContainer {
    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        let view: Any = storage
        return [(view, [.erased(ObjectIdentifier(type(of: view)))])]
    }
}

extension ForEach: RuntimeContainer where Content: View {
    static var runtimeContentRunsCode: Bool { true }

    var runtimeChildren: [(content: Any, steps: [ViewIdentity.Step])] {
        let ids = data.map { AnyHashable($0[keyPath: idKeyPath]) }
        let steps = ViewIdentity.elementSteps(for: ids).steps
        return zip(data, steps).map { element, steps in (content(element), steps) }
    }

    var runtimeDiagnostic: String? {
        let duplicated = ViewIdentity.elementSteps(for: data.map { AnyHashable($0[keyPath: idKeyPath]) }).duplicated
        guard !duplicated.isEmpty else { return nil }
        let ids = duplicated.map { "\($0.base)" }.joined(separator: ", ")
        return "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(ids) occurs more than once;"
            + " each occurrence keeps state of its own, but elements with one ID cannot be told apart"
            + " when the data changes. Give every element a unique ID."
    }
}

enum RuntimeStructure {
    /// Opens ViewTree's own structural types for `ViewStructure.flatten`.
    struct Reader: ViewStructure.Reader {
        func parts(of value: Any) -> ViewStructure.Parts {
            if let modified = value as? any RuntimeModified {
                return .modified(content: modified.runtimeContent, modifiers: [modified.runtimeModifier])
            }
            if let tuple = value as? any RuntimeTuple { return .tuple(tuple.runtimeElements) }
            if let optional = value as? any RuntimeOptional { return .optional(optional.runtimeWrapped) }
            if let conditional = value as? any RuntimeConditional {
                let branch = conditional.branch
                return .conditional(isFirst: branch.isFirst, content: branch.content)
            }
            return .leaf
        }

        func explicitID(of modifier: Any) -> AnyHashable? {
            (modifier as? any IdentifiedModifier)?.explicitID
        }
    }

    /// The views `value` stands for, in source order, each with its identity steps.
    static func flatten(_ value: Any) -> [ViewStructure.Element] {
        ViewStructure.flatten(value, reader: Reader(), recordingSteps: true, keepingAbsent: false)
    }

    /// Whether `value` is a custom view, decided by its type: its `Body` is not `Never`.
    /// Shapes count as primitive: their body is a drawing, not views with state.
    static func isComposite(_ value: Any) -> Bool {
        if let content = value as? any ToolbarContent { return hasToolbarBody(content) }
        guard !(value is any Shape), let view = value as? any View else { return false }
        return hasBody(view)
    }

    /// Toolbar content of your own (`struct EditingToolbar: ToolbarContent`) is composite as
    /// a custom view is: its body is evaluated, and state in it is kept at its place.
    private static func hasToolbarBody<C: ToolbarContent>(_ content: C) -> Bool {
        C.Body.self != Never.self
    }

    private static func hasBody<V: View>(_ view: V) -> Bool {
        V.Body.self != Never.self
    }

    /// Whether `value` is a custom view modifier, with a body of its own.
    static func isCompositeModifier(_ value: Any) -> Bool {
        guard let modifier = value as? any ViewModifier else { return false }
        return hasModifierBody(modifier)
    }

    private static func hasModifierBody<M: ViewModifier>(_ modifier: M) -> Bool {
        M.Body.self != Never.self
    }

    /// The body of a custom view, or nil for primitives (shapes included: their body is a
    /// drawing, not views with state).
    @MainActor static func body(of value: Any) -> Any? {
        if let content = value as? any ToolbarContent { return toolbarBody(content) }
        guard !(value is any Shape), let view = value as? any View else { return nil }
        return compositeBody(view)
    }

    @MainActor private static func toolbarBody<C: ToolbarContent>(_ content: C) -> Any? {
        C.Body.self == Never.self ? nil : content.body
    }

    @MainActor private static func compositeBody<V: View>(_ view: V) -> Any? {
        V.Body.self == Never.self ? nil : view.body
    }

    /// The body of a custom modifier around its placeholder, or nil for primitive modifiers.
    @MainActor static func body(ofModifier value: Any) -> Any? {
        guard let modifier = value as? any ViewModifier else { return nil }
        return modifierBody(modifier)
    }

    @MainActor private static func modifierBody<M: ViewModifier>(_ modifier: M) -> Any? {
        M.Body.self == Never.self ? nil : modifier.body(content: _ViewModifier_Content<M>())
    }
}

protocol IdentifiedModifier {
    var explicitID: AnyHashable { get }
}

extension _IdentifiedModifier: IdentifiedModifier {
    var explicitID: AnyHashable { AnyHashable(id) }
}

/// The `content` placeholder of a custom modifier's body.
protocol ModifierContentPlaceholder {
    static var modifierType: Any.Type { get }
}

extension _ViewModifier_Content: ModifierContentPlaceholder {
    static var modifierType: Any.Type { Modifier.self }
}
