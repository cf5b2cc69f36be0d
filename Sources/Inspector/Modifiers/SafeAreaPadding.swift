import Foundation
import ViewTree

extension InspectableView {
    /// The safe-area padding on every edge, summed over the view's `safeAreaPadding`
    /// modifiers: `try list.safeAreaPadding()`.
    ///
    /// Throws when the view has none, or when one uses the system default length
    /// (`.safeAreaPadding()` without a length); `hasSafeAreaPadding(_:)` checks those.
    public func safeAreaPadding() throws -> EdgeInsets {
        try reading("safeAreaPadding()") { try PaddingReading.total(of: $0, kind: .safeAreaPadding, call: "safeAreaPadding") }
    }

    /// The safe-area padding on `edges`, summed over the view's `safeAreaPadding` modifiers:
    /// `try list.safeAreaPadding(.horizontal)`.
    ///
    /// Throws when some of the edges have none, when the edges differ, or when one uses the
    /// system default length.
    public func safeAreaPadding(_ edges: Edge.Set) throws -> CGFloat {
        try reading("safeAreaPadding(\(PaddingReading.describe(edges)))") {
            try PaddingReading.length(on: edges, of: $0, kind: .safeAreaPadding, call: "safeAreaPadding")
        }
    }

    /// Whether every edge of `edges` has safe-area padding, including the system default length.
    public func hasSafeAreaPadding(_ edges: Edge.Set = .all) throws -> Bool {
        try reading("hasSafeAreaPadding(\(PaddingReading.describe(edges)))") {
            try PaddingReading.covers(edges, of: $0, kind: .safeAreaPadding)
        }
    }
}

// MARK: - Kind

extension ModifierKind {
    /// `.safeAreaPadding(_:_:)`, `.safeAreaPadding(_:)`: read as `padding` is, from the same
    /// stored `edges` and `insets`.
    static let safeAreaPadding = ModifierKind(
        name: ".safeAreaPadding", summary: { PaddingReading.call("safeAreaPadding", of: $0) })
}

extension _SafeAreaPaddingModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .safeAreaPadding }
}
