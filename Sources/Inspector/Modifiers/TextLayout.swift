import Foundation
import ViewTree

// Text layout modifiers write the environment, as in SwiftUI: each is read on the view or
// inherited from an ancestor, the innermost winning.

extension InspectableView {
    /// The line limit set by `lineLimit(_:)` on this view or an ancestor; nil: no limit.
    public func lineLimit() throws -> Int? {
        try reading("lineLimit()") { try EnvironmentReading.written(LineLimitKey.self, by: "lineLimit", on: $0).upper }
    }

    /// Every bound set by a form of `lineLimit` on this view or an ancestor: `lineLimit(2...4)`
    /// reads `(lower: 2, upper: 4, reservesSpace: false)`, `lineLimit(3)` `(nil, 3, false)`.
    public func lineLimits() throws -> (lower: Int?, upper: Int?, reservesSpace: Bool) {
        try reading("lineLimits()") { node in
            let limits = try EnvironmentReading.written(LineLimitKey.self, by: "lineLimit", on: node)
            return (limits.lower, limits.upper, limits.reservesSpace)
        }
    }

    /// The alignment set by `multilineTextAlignment(_:)` on this view or an ancestor.
    public func multilineTextAlignment() throws -> TextAlignment {
        try reading("multilineTextAlignment()") {
            try EnvironmentReading.written(MultilineTextAlignmentKey.self, by: "multilineTextAlignment", on: $0)
        }
    }

    /// The truncation mode set by `truncationMode(_:)` on this view or an ancestor.
    public func truncationMode() throws -> Text.TruncationMode {
        try reading("truncationMode()") {
            try EnvironmentReading.written(TruncationModeKey.self, by: "truncationMode", on: $0)
        }
    }

    /// The scale factor set by `minimumScaleFactor(_:)` on this view or an ancestor.
    public func minimumScaleFactor() throws -> CGFloat {
        try reading("minimumScaleFactor()") {
            try EnvironmentReading.written(MinimumScaleFactorKey.self, by: "minimumScaleFactor", on: $0)
        }
    }

    /// The line spacing set by `lineSpacing(_:)` on this view or an ancestor.
    public func lineSpacing() throws -> CGFloat {
        try reading("lineSpacing()") { try EnvironmentReading.written(LineSpacingKey.self, by: "lineSpacing", on: $0) }
    }

    /// Whether `allowsTightening(_:)` on this view or an ancestor lets its text tighten; false
    /// when none does, as in SwiftUI.
    public func allowsTightening() throws -> Bool {
        try reading("allowsTightening()") { $0.environment.allowsTightening }
    }
}

enum EnvironmentReading {
    /// The value the innermost `.<modifier>(_:)` on `node` or an ancestor wrote for `key`.
    static func written<K: EnvironmentKey>(_ key: K.Type, by modifier: String, on node: InspectionNode) throws -> K.Value {
        guard let value = node.environment.written(key) else {
            throw InspectionError.Reason.modifierNotFound(
                view: node.kindName, modifier: modifier, detail: "neither it nor an ancestor sets one with .\(modifier)(_:)")
        }
        return value
    }
}
