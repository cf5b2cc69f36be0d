import Foundation
import ViewTree

extension InspectableView {
    /// The style of navigation split views here, set with `.navigationSplitViewStyle(_:)` on
    /// this view or an ancestor. Throws, as the other style getters do, when none is set
    /// (SwiftUI then uses `.automatic`).
    public func navigationSplitViewStyle() throws -> any NavigationSplitViewStyle {
        try reading("navigationSplitViewStyle()") {
            try StyleReading.written("navigationSplitViewStyle", at: $0) { $0.writtenNavigationSplitViewStyle }
        }
    }

    /// The width set with `navigationSplitViewColumnWidth(_:)` or `(min:ideal:max:)` on this
    /// view (the root of a column): `min` and `max` are nil when not given.
    public func navigationSplitViewColumnWidth() throws -> (min: CGFloat?, ideal: CGFloat, max: CGFloat?) {
        try reading("navigationSplitViewColumnWidth()") { node in
            guard let modifier = node.ownModifiers(.navigationSplitViewColumnWidth).first?.modifier else {
                throw node.missing("navigationSplitViewColumnWidth")
            }
            return (
                try Reflection.field("min", of: modifier, as: CGFloat?.self),
                try Reflection.field("ideal", of: modifier, as: CGFloat.self),
                try Reflection.field("max", of: modifier, as: CGFloat?.self))
        }
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.navigationSplitViewStyle(_:)`, with its style.
    static let navigationSplitViewStyle = ModifierKind(
        name: ".navigationSplitViewStyle",
        summary: { ModifierDescription.call(".navigationSplitViewStyle", "style", of: $0) })

    /// `.navigationSplitViewColumnWidth(_:)` and `(min:ideal:max:)`.
    static let navigationSplitViewColumnWidth = ModifierKind(
        name: ".navigationSplitViewColumnWidth",
        summary: { ModifierDescription.call(".navigationSplitViewColumnWidth", "ideal", of: $0) })
}

extension _NavigationSplitViewStyleModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .navigationSplitViewStyle }
}

extension _NavigationSplitViewColumnWidthModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .navigationSplitViewColumnWidth }
}
