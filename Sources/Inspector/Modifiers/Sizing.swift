import Foundation
import ViewTree

extension InspectableView {
    /// The axes `fixedSize()` or `fixedSize(horizontal:vertical:)` fixes; the innermost.
    public func fixedSize() throws -> (horizontal: Bool, vertical: Bool) {
        try reading("fixedSize()") { node in
            guard let (_, modifier) = node.ownModifiers(.fixedSize).first else { throw node.missing("fixedSize") }
            return (
                try Reflection.field("horizontal", of: modifier, as: Bool.self),
                try Reflection.field("vertical", of: modifier, as: Bool.self)
            )
        }
    }

    /// The ratio set by `aspectRatio(_:contentMode:)`; nil: the view's own (as with
    /// `scaledToFit()` and `scaledToFill()`).
    public func aspectRatio() throws -> CGFloat? {
        try reading("aspectRatio()") { try SizingReading.aspectRatio(of: $0).ratio }
    }

    /// The content mode set by `aspectRatio(_:contentMode:)`, `scaledToFit()` or `scaledToFill()`.
    public func aspectRatioContentMode() throws -> ContentMode {
        try reading("aspectRatioContentMode()") { try SizingReading.aspectRatio(of: $0).mode }
    }

    /// Whether the view is scaled to fit its parent: `scaledToFit()`, or `aspectRatio(contentMode: .fit)`.
    public func isScaledToFit() throws -> Bool {
        try reading("isScaledToFit()") { node in
            let (ratio, mode) = try SizingReading.aspectRatio(of: node)
            return ratio == nil && mode == .fit
        }
    }

    /// Whether the view is scaled to fill its parent: `scaledToFill()`, or `aspectRatio(contentMode: .fill)`.
    public func isScaledToFill() throws -> Bool {
        try reading("isScaledToFill()") { node in
            let (ratio, mode) = try SizingReading.aspectRatio(of: node)
            return ratio == nil && mode == .fill
        }
    }

    /// The priority set by `layoutPriority(_:)`; the innermost.
    public func layoutPriority() throws -> Double {
        try reading("layoutPriority()") { node in
            guard let (_, modifier) = node.ownModifiers(.layoutPriority).first else { throw node.missing("layoutPriority") }
            return try Reflection.field("value", of: modifier, as: Double.self)
        }
    }

    /// The drawing order set by `zIndex(_:)`; the innermost.
    public func zIndex() throws -> Double {
        try reading("zIndex()") { node in
            guard let (_, modifier) = node.ownModifiers(.zIndex).first else { throw node.missing("zIndex") }
            return try Reflection.field("value", of: modifier, as: Double.self)
        }
    }
}

enum SizingReading {
    static func aspectRatio(of node: InspectionNode) throws -> (ratio: CGFloat?, mode: ContentMode) {
        guard let (_, modifier) = node.ownModifiers(.aspectRatio).first else { throw node.missing("aspectRatio") }
        return (
            try Reflection.field("aspectRatio", of: modifier, as: CGFloat?.self),
            try Reflection.field("contentMode", of: modifier, as: ContentMode.self)
        )
    }
}

// MARK: - Kinds

extension ModifierKind {
    /// `.fixedSize()`, `.fixedSize(horizontal:vertical:)`.
    static let fixedSize = ModifierKind(
        name: ".fixedSize",
        summary: { modifier in
            let horizontal = (Reflection.field("horizontal", of: modifier) as? Bool) ?? true
            let vertical = (Reflection.field("vertical", of: modifier) as? Bool) ?? true
            return horizontal && vertical
                ? ".fixedSize()" : ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        })

    /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`.
    static let aspectRatio = ModifierKind(
        name: ".aspectRatio",
        summary: { modifier in
            let mode = ModifierDescription.show(Reflection.field("contentMode", of: modifier))
            guard ModifierDescription.isSet("aspectRatio", of: modifier) else {
                return ".aspectRatio(contentMode: \(mode))"
            }
            return ".aspectRatio(\(ModifierDescription.show(Reflection.field("aspectRatio", of: modifier))), contentMode: \(mode))"
        })

    /// `.layoutPriority(_:)`.
    static let layoutPriority = ModifierKind(
        name: ".layoutPriority", summary: { ModifierDescription.call(".layoutPriority", "value", of: $0) })

    /// `.zIndex(_:)`.
    static let zIndex = ModifierKind(name: ".zIndex", summary: { ModifierDescription.call(".zIndex", "value", of: $0) })
}

extension _FixedSizeLayout: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .fixedSize }
}

extension _AspectRatioLayout: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .aspectRatio }
}

extension _LayoutPriorityModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .layoutPriority }
}

extension _ZIndexModifier: InspectableModifier {
    static var inspectorModifierKind: ModifierKind { .zIndex }
}
