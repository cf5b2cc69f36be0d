/// Unwrapping: from a handle to the handle of a view of a known kind.
extension InspectableView {
    /// Unwraps the one content view as a `T`.
    ///
    /// On an anonymous handle (`inspect()`, `find`, subscripts) the call re-types the view
    /// itself; on a custom view it may also look into the view's body. On a typed handle it
    /// unwraps the content: the body of a custom view, the view inside an `AnyView`.
    func single<T: KnownViewType>(_ type: T.Type) throws -> InspectableView<T> {
        let node = try node()
        guard let matcher = T.self as? any NodeMatching.Type else {
            throw InspectionError(.unknownViewType(T.typePrefix), at: node, appending: "")
        }
        if retypes || View.self is any RetypingViewType.Type {
            if matcher.matches(node) {
                return InspectableView<T>(node, looksThroughCustomViews: looksThroughCustomViews)
            }
            if looksThroughCustomViews, node.viewKind == .custom {
                let body: [InspectionNode]
                do {
                    body = try node.contentChildren()
                } catch {
                    // The body cannot be evaluated (a missing environment object): say so,
                    // rather than that the view is of another kind.
                    throw InspectionError(error, at: node, appending: matcher.accessor(index: nil))
                }
                if body.count == 1, matcher.matches(body[0]) {
                    return InspectableView<T>(body[0])
                }
            }
            throw InspectionError(mismatch(node, matcher), at: node, requesting: matcher.accessor(index:))
        }
        let children = try reading(matcher.accessor(index: nil)) { try $0.contentChildren() }
        guard let child = children.first else {
            throw InspectionError(.noContent(view: node.kindName), at: node, appending: matcher.accessor(index: nil))
        }
        guard children.count == 1 else {
            throw InspectionError(
                .multipleViews(count: children.count, view: node.kindName, suggestion: matcher.accessor(index: 0)),
                at: node, appending: matcher.accessor(index: nil))
        }
        return try typed(child, as: matcher)
    }

    /// Unwraps the content view at `index` as a `T`.
    func child<T: KnownViewType>(_ type: T.Type, at index: Int) throws -> InspectableView<T> {
        let node = try node()
        guard let matcher = T.self as? any NodeMatching.Type else {
            throw InspectionError(.unknownViewType(T.typePrefix), at: node, appending: "")
        }
        let children = try reading(matcher.accessor(index: index)) { try elementNodes(of: $0) }
        guard children.indices.contains(index) else {
            throw InspectionError(
                .indexOutOfRange(index: index, count: children.count, container: elementsContainerName(of: node), item: "child view"),
                at: node, appending: matcher.accessor(index: index))
        }
        // A group of one is its view: a mismatch is reported at the call that asked for it.
        if isGroupOfOne(node), !matcher.matches(node) {
            throw InspectionError(mismatch(node, matcher), at: node, appending: matcher.accessor(index: index))
        }
        return try typed(children[index], as: matcher)
    }

    /// The content view at `index`, anonymous.
    func anonymousChild(at index: Int) throws -> InspectableView<ViewType.ClassifiedView> {
        let node = try node()
        let children = try reading("[\(index)]") { try elementNodes(of: $0) }
        guard children.indices.contains(index) else {
            throw InspectionError(
                .indexOutOfRange(index: index, count: children.count, container: elementsContainerName(of: node), item: "child view"),
                at: node, appending: "[\(index)]")
        }
        return InspectableView<ViewType.ClassifiedView>(children[index])
    }

    /// The views a handle on `node` is the collection of, by index: the node's content views;
    /// for an anonymous handle on the views a builder made for a part or an attribute (a label,
    /// an alert's actions) that are one view, that view itself, as when they are several each
    /// of them is. Typed handles (`hStack()`, `pushedViews()`) and `parent()` always give the
    /// content views.
    func elementNodes(of node: InspectionNode) throws(InspectionError.Reason) -> [InspectionNode] {
        if isGroupOfOne(node) { return [node] }
        return try node.contentChildren()
    }

    /// How messages name what `elementNodes(of:)` reads: a group of views, as when they are
    /// several, or the view whose content they are.
    private func elementsContainerName(of node: InspectionNode) -> String {
        isGroupOfOne(node) ? "group of views" : node.kindName
    }

    private func isGroupOfOne(_ node: InspectionNode) -> Bool {
        groupsBuiltViews && View.self == ViewType.ClassifiedView.self && node.isOnlyViewOfBuiltViews
    }

    private func typed<T: KnownViewType>(_ node: InspectionNode, as matcher: any NodeMatching.Type) throws -> InspectableView<T> {
        guard matcher.matches(node) else {
            throw InspectionError(mismatch(node, matcher), at: node, requesting: matcher.accessor(index:))
        }
        return InspectableView<T>(node)
    }

    /// Why `node` cannot be unwrapped as `matcher`'s kind: an `if` that shows nothing, or a
    /// view of another kind.
    func mismatch(_ node: InspectionNode, _ matcher: any NodeMatching.Type) -> InspectionError.Reason {
        if case .absent = node.role {
            return .viewAbsent(expected: matcher.expectedName, optionalType: node.info.displayName)
        }
        return .typeMismatch(expected: matcher.expectedName, found: node.kindName, hint: hint(for: node, matcher))
    }

    /// When a custom view was found where its body's kind was expected, says how to get there.
    private func hint(for node: InspectionNode, _ matcher: any NodeMatching.Type) -> String? {
        guard node.viewKind == .custom, let body = try? node.contentChildren(), body.count == 1,
            matcher.matches(body[0])
        else { return nil }
        let viewCall = node.segments(requesting: { index in
            InspectionNode.accessorCall(kind: .custom, typeName: node.info.displayName, index: index)
        }).joined(separator: ".")
        return "its body is \(matcher.expectedName): unwrap it with \(viewCall).\(matcher.accessor(index: nil))"
    }
}
