import Foundation
import ViewTree

extension InspectableView {
    /// The view with what its `visualEffect(_:)` makes of a geometry of `size` applied, as the
    /// modifiers of the same names, to be read as any view's: `try
    /// title.visualEffect(size: CGSize(width: 100, height: 40)).opacity()`. `index` picks among
    /// several, in the order applied. It is built for the test, outside the searched hierarchy,
    /// from the view without its modifiers: read those on the view itself.
    public func visualEffect(size: CGSize, index: Int = 0) throws -> InspectableView<ViewType.ClassifiedView> {
        let call = "visualEffect(size: \(size)\(index == 0 ? "" : ", index: \(index)"))"
        return try reading(call) { node in
            let effects = node.ownModifiers(.visualEffect).compactMap { $0.modifier as? any VisualEffectParts }
            guard !effects.isEmpty else { throw node.missing("visualEffect") }
            guard effects.indices.contains(index) else {
                throw InspectionError.Reason.indexOutOfRange(
                    index: index, count: effects.count, container: node.kindName, item: "visualEffect")
            }
            guard let content = node.value as? any ViewTree.View else {
                throw InspectionError.Reason.typeMismatch(expected: "a view", found: node.kindName, hint: nil)
            }
            let view = effects[index].inspectorApplied(to: content, size: size)
            return InspectableView<ViewType.ClassifiedView>(
                node.attached(view, role: .group, link: .attributeView(call: call), attachment: -40 - index))
        }
    }
}

/// Applies a `.visualEffect` with the modifier's own effect type.
protocol VisualEffectParts {
    func inspectorApplied(to view: any ViewTree.View, size: CGSize) -> any ViewTree.View
}

extension _VisualEffectModifier: VisualEffectParts {
    func inspectorApplied(to view: any ViewTree.View, size: CGSize) -> any ViewTree.View {
        effect(in: GeometryProxy(size: size)).applied(to: view)
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.visualEffect(_:)`.
    static let visualEffect = ModifierKind(name: ".visualEffect")
}

extension _VisualEffectModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .visualEffect }
}
