import Foundation
import ViewTree

extension InspectableView {
    /// Runs the view's `onScrollGeometryChange(for:of:action:)` action as if its scroll view
    /// moved from `old` to `geometry`: the action gets the values its transform computes from
    /// each, and runs only when they differ, as in SwiftUI. `old` defaults to the scroll view at
    /// rest: not scrolled, no content, no insets, the size the frames around the view fix (zero
    /// where none does). `index` picks among several, in the order applied.
    ///
    /// ```swift
    /// try feed.inspect().scrollView().callOnScrollGeometryChange(
    ///     ScrollGeometry(contentOffset: CGPoint(x: 0, y: 400), contentSize: CGSize(width: 390, height: 2000),
    ///                    contentInsets: EdgeInsets(), containerSize: CGSize(width: 390, height: 800)))
    /// ```
    ///
    /// A disabled or hidden view's action runs too: a scroll view's geometry changes whether
    /// or not it takes touches.
    ///
    /// - Throws: `modifierNotFound` when the view has no `onScrollGeometryChange`,
    ///   `indexOutOfRange` when it has fewer than `index + 1`.
    public func callOnScrollGeometryChange(_ geometry: ScrollGeometry, from old: ScrollGeometry? = nil, index: Int = 0) throws {
        try reading("callOnScrollGeometryChange(_:)") { node in
            let modifiers = node.ownModifiers(.scrollGeometryChange).compactMap { $0.modifier as? any ScrollGeometryChangeParts }
            guard !modifiers.isEmpty else { throw node.missing("onScrollGeometryChange") }
            guard modifiers.indices.contains(index) else {
                throw InspectionError.Reason.indexOutOfRange(
                    index: index, count: modifiers.count, container: node.kindName, item: "onScrollGeometryChange")
            }
            let start = old ?? ScrollGeometry.resting(in: GeometryProxy.offered(in: node.environment).size)
            let change = modifiers[index]
            Interaction.perform(at: node) { change.inspectorRun(old: start, new: geometry) }
        }
    }
}

/// Runs a `.onScrollGeometryChange` with the modifier's own value type.
protocol ScrollGeometryChangeParts {
    func inspectorRun(old: ScrollGeometry, new: ScrollGeometry)
}

extension _ScrollGeometryChangeModifier: ScrollGeometryChangeParts {
    func inspectorRun(old: ScrollGeometry, new: ScrollGeometry) {
        run(old: old, new: new)
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.onScrollGeometryChange(for:of:action:)`.
    static let scrollGeometryChange = ModifierKind(name: ".onScrollGeometryChange")
}

extension _ScrollGeometryChangeModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .scrollGeometryChange }
}
