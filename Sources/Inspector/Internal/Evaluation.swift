import ViewTree

/// Evaluates what Inspector must compute rather than read: bodies and `ForEach` content.
enum Evaluation {
    /// The body of a custom view. Never called for primitive views: callers classify first.
    static func body(of view: Any, info: TypeInfo? = nil) throws -> Any {
        let info = info ?? TypeInfo.of(value: view)
        guard let body = info.body?(view) else {
            throw InspectionError.Reason.notSupported("\(info.displayName) is not a view with a body")
        }
        return body
    }

    /// The body of a custom view modifier, built around its content placeholder.
    static func body(ofModifier modifier: Any) throws -> Any {
        guard let modifier = modifier as? any ViewTree.ViewModifier else {
            throw InspectionError.Reason.notSupported(
                "\(TypeInfo.of(value: modifier).displayName) is not a view modifier")
        }
        return evaluateModifierBody(modifier)
    }

    private static func evaluateModifierBody<M: ViewTree.ViewModifier>(_ modifier: M) -> Any {
        modifier.body(content: _ViewModifier_Content<M>())
    }

    /// The content `ForEach` builds for each of its elements, with the elements' ids.
    static func forEachElements(of value: Any) throws -> [(id: AnyHashable, content: Any)] {
        guard let forEach = value as? any ForEachParts else {
            throw InspectionError.Reason.notSupported(
                "\(TypeInfo.of(value: value).displayName) is not a ForEach")
        }
        return try forEach.inspectorElements()
    }

    /// The content `ForEach` builds for each of its elements, without their ids.
    static func forEachContents(of value: Any) throws -> [Any] {
        guard let forEach = value as? any ForEachParts else {
            throw InspectionError.Reason.notSupported(
                "\(TypeInfo.of(value: value).displayName) is not a ForEach")
        }
        return forEach.inspectorContents()
    }
}

protocol ForEachParts {
    func inspectorElements() throws -> [(id: AnyHashable, content: Any)]
    func inspectorContents() -> [Any]
}

extension ForEach: ForEachParts where Content: ViewTree.View {
    func inspectorContents() -> [Any] {
        data.map { content($0) }
    }

    func inspectorElements() throws -> [(id: AnyHashable, content: Any)] {
        let idKeyPath = try Reflection.field("idKeyPath", of: self, as: KeyPath<Data.Element, ID>.self)
        return data.map { element in
            (AnyHashable(element[keyPath: idKeyPath]), content(element) as Any)
        }
    }
}
