import ViewTree

/// Computing a node's content views anew, when it has none kept or they are out of date (see
/// `InspectionNode+Content.swift` for how they are kept).
extension InspectionNode {
    /// The reason to report for `error`, thrown while computing the content.
    func reason(for error: any Error) -> InspectionError.Reason {
        if let reason = error as? InspectionError.Reason { return reason }
        // Content is computed by Inspector's own code, which throws only reasons.
        return .evaluationFailed(view: kindName, error: String(describing: error))
    }

    /// `makeContentViews`, inside the tree's reading scope.
    @discardableResult
    func computeContentViews(
        into views: inout [ExpandedView], observation: ObservationFlag?, tree: InspectionTree, inReadingScope: Bool
    ) throws -> (any EvaluatedModifierBody)? {
        if inReadingScope {
            return try makeContentViews(into: &views, observation: observation, tree: tree)
        }
        // Written from the closure rather than returned through generic code: see
        // `ModifierBodyEvaluation` on objects returned so.
        var keepable: (any EvaluatedModifierBody)?
        try tree.generation.reading { keepable = try makeContentViews(into: &views, observation: observation, tree: tree) }
        return keepable
    }

    /// Appends the content's views to `views`, which is empty. For a custom modifier whose body
    /// is its content placeholder, returns the body as evaluated, which the caller may keep.
    private func makeContentViews(
        into views: inout [ExpandedView], observation: ObservationFlag?, tree: InspectionTree
    ) throws -> (any EvaluatedModifierBody)? {
        guard hasContent else { return nil }
        guard depth < InspectionLimits.maximumDepth else {
            throw InspectionError.Reason.depthLimitExceeded(limit: InspectionLimits.maximumDepth, view: recursingViewName)
        }
        switch role {
        case .view:
            let kind = info.viewKind
            switch kind.content {
            case .none:
                return nil
            case let .stored(field, step):
                // Read where it lies when its type allows: only the views kept are copied out.
                if let reader = StoredContent.reader(of: info, field: field) {
                    Expansion.expand(StoredContent(node: self, reader: reader), in: tree, prefix: step, into: &views)
                } else {
                    Expansion.expand(try Reflection.field(field, of: value, info: info), in: tree, prefix: step, into: &views)
                }
            case let .erased(field):
                let view = try Reflection.field(field, of: value, info: info)
                Expansion.expand(view, in: tree, prefix: .erased(ObjectIdentifier(type(of: view))), into: &views)
            case let .computed(content):
                views = try content(self, observation)
            case let .computedInto(content):
                try content(self, observation, &views)
            }
        case .customModifier:
            var evaluated = try Evaluation.body(ofModifier: self, observation: observation)
            Expansion.expand(evaluated.takePiece(), in: tree, prefix: .body, into: &views)
            return evaluated.body
        case let .layer(kind):
            let carried: Any?
            if let placed = kind.attachment?.placedContent {
                carried = try placed(self)
            } else {
                carried = try kind.attachment?.content(value)
            }
            guard let content = carried else { return nil }
            Expansion.expand(content, in: tree, into: &views)
        case .group:
            Expansion.expand(value, in: tree, into: &views)
        case .absent:
            return nil
        }
        return nil
    }

    /// Whether the node can have content at all: leaves never reach the depth limit.
    var hasContent: Bool {
        switch role {
        case .view: info.hasContent
        case .customModifier, .layer, .group: true
        case .absent: false
        }
    }

    /// The custom view nearest this node, the likely body that contains itself.
    private var recursingViewName: String {
        var current: InspectionNode? = self
        while let node = current {
            if node.viewKind == .custom { return node.info.displayName }
            current = node.parent
        }
        return kindName
    }
}
