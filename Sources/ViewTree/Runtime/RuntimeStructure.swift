/// How the runtime reads views: ViewTree's own types describe their structure and content
/// through these internal protocols. (Inspector, outside the module, reads the same values by
/// reflection; the identity steps are the part both agree on.)

/// A view found in a value, with the modifiers wrapping it and its structural steps.
struct FlattenedView {
    let base: Any
    /// In the order applied: `[0]` is innermost.
    let modifiers: [Any]
    let steps: [ViewIdentity.Step]
}

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
    var runtimeBranch: (isFirst: Bool, content: Any) { get }
}

extension _ConditionalContent: RuntimeConditional {
    var runtimeBranch: (isFirst: Bool, content: Any) {
        switch storage {
        case let .trueContent(content): (true, content)
        case let .falseContent(content): (false, content)
        }
    }
}

/// A primitive view with content of its own.
protocol RuntimeContainer {
    var runtimeChildren: [(content: Any, step: ViewIdentity.Step)] { get }
}

extension HStack: RuntimeContainer {
    var runtimeChildren: [(content: Any, step: ViewIdentity.Step)] { [(content, .content)] }
}

extension VStack: RuntimeContainer {
    var runtimeChildren: [(content: Any, step: ViewIdentity.Step)] { [(content, .content)] }
}

extension ZStack: RuntimeContainer {
    var runtimeChildren: [(content: Any, step: ViewIdentity.Step)] { [(content, .content)] }
}

extension Group: RuntimeContainer {
    var runtimeChildren: [(content: Any, step: ViewIdentity.Step)] { [(content, .content)] }
}

extension AnyView: RuntimeContainer {
    var runtimeChildren: [(content: Any, step: ViewIdentity.Step)] {
        let view: Any = storage
        return [(view, .erased(ObjectIdentifier(type(of: view))))]
    }
}

extension ForEach: RuntimeContainer where Content: View {
    var runtimeChildren: [(content: Any, step: ViewIdentity.Step)] {
        data.map { element in (content(element), .element(AnyHashable(element[keyPath: idKeyPath]))) }
    }
}

extension Button: RuntimeContainer {
    var runtimeChildren: [(content: Any, step: ViewIdentity.Step)] { [(label, .label)] }
}

enum RuntimeStructure {
    /// The views `value` stands for, in source order, as Inspector's expansion finds them:
    /// tuples, optionals, conditionals and modifier chains are looked through; modifiers on a
    /// tuple apply to each element.
    static func flatten(_ value: Any) -> [FlattenedView] {
        var output: [FlattenedView] = []
        var work: [(value: Any, outer: [Any], steps: [ViewIdentity.Step])] = [(value, [], [])]
        while let (current, outer, steps) = work.popLast() {
            if let modified = current as? any RuntimeModified {
                work.append((modified.runtimeContent, outer + [modified.runtimeModifier], steps))
            } else if let tuple = current as? any RuntimeTuple {
                for (index, element) in tuple.runtimeElements.enumerated().reversed() {
                    work.append((element, outer, steps + [.slot(index)]))
                }
            } else if let optional = current as? any RuntimeOptional {
                if let wrapped = optional.runtimeWrapped {
                    work.append((wrapped, outer, steps))
                }
            } else if let conditional = current as? any RuntimeConditional {
                let branch = conditional.runtimeBranch
                work.append((branch.content, outer, steps + [.branch(branch.isFirst)]))
            } else {
                output.append(FlattenedView(base: current, modifiers: outer.reversed(), steps: steps))
            }
        }
        return output
    }

    /// The `.id(_:)` steps of a view's modifiers, in the order applied.
    static func explicitSteps(of modifiers: [Any]) -> [ViewIdentity.Step] {
        modifiers.compactMap { ($0 as? any IdentifiedModifier)?.explicitStep }
    }

    /// Whether `value` is a custom view, decided by its type: its `Body` is not `Never`.
    /// Shapes count as primitive: their body is a drawing, not views with state.
    static func isComposite(_ value: Any) -> Bool {
        guard !(value is any Shape), let view = value as? any View else { return false }
        return hasBody(view)
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
        guard !(value is any Shape), let view = value as? any View else { return nil }
        return compositeBody(view)
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
    var explicitStep: ViewIdentity.Step { get }
}

extension _IdentifiedModifier: IdentifiedModifier {
    var explicitStep: ViewIdentity.Step { .explicit(AnyHashable(id)) }
}

/// The `content` placeholder of a custom modifier's body.
protocol ModifierContentPlaceholder {
    static var modifierType: Any.Type { get }
}

extension _ViewModifier_Content: ModifierContentPlaceholder {
    static var modifierType: Any.Type { Modifier.self }
}
