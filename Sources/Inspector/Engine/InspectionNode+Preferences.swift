import ViewTree

/// The preference values a node's view produces, combined as the runtime combines them
/// (`PreferenceValues`, shared with ViewTree): its content, then its parts, in tree order; then
/// its modifiers, innermost first — a `preference(key:value:)` replaces what was written
/// inside it, a `transformPreference` changes it, and what a modifier carries (an overlay, a
/// background, a custom modifier's body) joins at the modifier's place.
///
/// A custom modifier's body stands in for the modified view at the modifier's place, as the
/// runtime renders it: its `content` placeholder produces what the modified view produced
/// inside the modifier, so a `preference` written on `content` replaces those values, and a
/// body that leaves `content` out drops them. Presented content (a sheet, a popover) adds nothing: SwiftUI keeps what it writes in
/// its own hierarchy.
extension InspectionNode {
    /// What this node's view produces, with only the modifiers before `limit` applied when
    /// given (what an `overlayPreferenceValue` at `limit` reads).
    ///
    /// Iterative, depth first: a tree thousands of levels deep does not recurse.
    func preferenceValues(before limit: Int? = nil) throws -> PreferenceValues {
        var stack = [try PreferenceVisit(self, limit: limit)]
        while let visit = stack.last {
            if let next = visit.nextChild() {
                stack.append(try PreferenceVisit(next, limit: nil))
                continue
            }
            let values = try visit.finish()
            stack.removeLast()
            guard let parent = stack.last else { return values }
            parent.receive(values)
        }
        return PreferenceValues()
    }
}

/// One node on the way through `preferenceValues(before:)`: the nodes whose values it needs,
/// in tree order — its content, its parts, then what its modifiers carry — and what they gave.
private final class PreferenceVisit {
    let node: InspectionNode
    let limit: Int?
    /// Content and parts first, whose values are reduced in order; then the carried nodes.
    private let children: [InspectionNode]
    private let reducedCount: Int
    private var next = 0
    private var values = PreferenceValues()
    /// What each carried node produced, by modifier index, and whether it replaces the values
    /// inside it (a custom modifier's body) rather than joining them (an overlay).
    private var carried: [Int: (values: PreferenceValues, replaces: Bool)] = [:]

    init(_ node: InspectionNode, limit: Int?) throws {
        guard node.depth < InspectionLimits.maximumDepth else {
            throw InspectionError.Reason.depthLimitExceeded(limit: InspectionLimits.maximumDepth, view: node.kindName)
        }
        self.node = node
        self.limit = limit
        var reduced: [InspectionNode] = []
        var carried: [InspectionNode] = []
        if case .absent = node.role {
        } else {
            reduced = try node.contentChildren()
            if case .view = node.role {
                for attached in try node.attachments() {
                    if case .part = attached.link {
                        reduced.append(attached)
                    } else if let index = attached.attachment, limit.map({ index < $0 }) ?? true,
                              !(node.modifiers[index] is any PresentationModifier) {
                        // Presented content is a hierarchy of its own: what it writes stays there.
                        carried.append(attached)
                    }
                }
            }
        }
        if node.viewKind == .viewModifierContent, case .view = node.role, let place = Self.modifiedPlace(of: node) {
            values = try place.view.preferenceValues(before: place.index)
        }
        reducedCount = reduced.count
        children = reduced + carried
    }

    /// The view a `content` placeholder stands for and the index of the custom modifier whose
    /// body holds it: the nearest custom modifier of the placeholder's type above it.
    private static func modifiedPlace(of placeholder: InspectionNode) -> (view: InspectionNode, index: Int)? {
        guard let modifierType = (placeholder.info.type as? any ModifierContentPlaceholderType.Type)?.modifierType else {
            return nil
        }
        var current = placeholder.parent
        while let node = current {
            if case .customModifier = node.role, type(of: node.value) == modifierType {
                guard let view = node.parent, let index = node.attachment else { return nil }
                return (view, index)
            }
            current = node.parent
        }
        return nil
    }

    /// The next node whose values this one needs, if any.
    func nextChild() -> InspectionNode? {
        guard next < children.count else { return nil }
        next += 1
        return children[next - 1]
    }

    /// The values of the node `nextChild()` gave last.
    func receive(_ childValues: PreferenceValues) {
        let index = next - 1
        if index < reducedCount {
            values.merge(childValues)
        } else if let attachment = children[index].attachment {
            let replaces = if case .customModifier = children[index].role { true } else { false }
            carried[attachment] = (childValues, replaces)
        }
    }

    /// The node's values: what its content and parts produced, with its modifiers applied
    /// innermost first and what each carries joined at its place.
    func finish() throws -> PreferenceValues {
        guard case .view = node.role else { return values }
        let modifiers = node.modifiers
        let environment = node.environment
        var result = values
        for index in 0..<min(limit ?? modifiers.count, modifiers.count) {
            if let writer = modifiers[index] as? any PreferenceModifier {
                // A transform is code written in a body: it runs on the main actor.
                let input = UncheckedSendable((writer: writer, values: result, environment: environment))
                result = try Evaluation.onMainActor {
                    var changed = input.value.values
                    input.value.writer.apply(to: &changed, environment: input.value.environment)
                    return UncheckedSendable(changed)
                }.value
            } else if let joined = carried[index] {
                // A custom modifier's body already holds what came before it, at its
                // `content`; an overlay's or a background's values join.
                if joined.replaces {
                    result = joined.values
                } else {
                    result.merge(joined.values)
                }
            }
        }
        return result
    }
}
