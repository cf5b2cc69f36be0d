import Foundation
import ViewTree

extension InspectableView {
    /// The view's `.containerRelativeFrame`: the axes it sizes, the count of parts of the
    /// container, how many it spans, the spacing between them, and the alignment (the closure
    /// form reads as one part of one). Throws when the view has none.
    public func containerRelativeFrame() throws -> (axes: Axis.Set, count: Int, span: Int, spacing: CGFloat, alignment: Alignment) {
        try reading("containerRelativeFrame()") { node in
            guard let (_, modifier) = node.ownModifiers(.containerRelativeFrame).first else {
                throw node.missing("containerRelativeFrame")
            }
            return (
                try Reflection.field("axes", of: modifier, as: Axis.Set.self),
                try Reflection.field("count", of: modifier, as: Int.self),
                try Reflection.field("span", of: modifier, as: Int.self),
                try Reflection.field("spacing", of: modifier, as: CGFloat.self),
                try Reflection.field("alignment", of: modifier, as: Alignment.self))
        }
    }

    /// Runs the view's `onGeometryChange(for:of:action:)` action as if its size became `size`:
    /// with the value `transform` computes from the geometry the view has now (the size the
    /// frames around it fix, as `GeometryReader`'s) as the old value, and from a geometry of
    /// `size` as the new one. `index` picks among several, in the order applied.
    ///
    /// Throws when the view has no `onGeometryChange` (or not that many).
    public func callOnGeometryChange(size: CGSize, index: Int = 0) throws {
        try reading("callOnGeometryChange(size:\(index == 0 ? "" : "index:"))") { node in
            let modifiers = node.ownModifiers(.geometryChange).compactMap { $0.modifier as? any GeometryChangeParts }
            guard !modifiers.isEmpty else { throw node.missing("onGeometryChange") }
            guard modifiers.indices.contains(index) else {
                throw InspectionError.Reason.indexOutOfRange(
                    index: index, count: modifiers.count, container: node.kindName, item: "onGeometryChange")
            }
            let current = GeometryProxy.offered(in: node.environment)
            let change = modifiers[index]
            Interaction.perform(at: node) { change.inspectorRun(old: current, new: GeometryProxy(size: size)) }
        }
    }
}

/// Runs a `.onGeometryChange` with the modifier's own value type.
protocol GeometryChangeParts {
    func inspectorRun(old: GeometryProxy, new: GeometryProxy)
}

extension _GeometryChangeModifier: GeometryChangeParts {
    func inspectorRun(old: GeometryProxy, new: GeometryProxy) {
        run(old: old, new: new)
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.containerRelativeFrame`.
    static let containerRelativeFrame = ModifierKind(
        name: ".containerRelativeFrame", summary: { ModifierDescription.call(".containerRelativeFrame", "axes", of: $0) })

    /// `.onGeometryChange(for:of:action:)`.
    static let geometryChange = ModifierKind(name: ".onGeometryChange")
}

extension _ContainerRelativeFrameModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .containerRelativeFrame }
}

extension _GeometryChangeModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .geometryChange }
}
