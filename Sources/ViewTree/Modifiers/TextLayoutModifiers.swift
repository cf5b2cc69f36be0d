import Foundation

extension EnvironmentValues {
    /// The most lines a text here may take; nil: as many as it needs.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self].upper }
        set { self[LineLimitKey.self] = LineLimits(lower: nil, upper: newValue, reservesSpace: false) }
    }

    /// The fewest and most lines a text here takes, set by every form of `lineLimit`.
    package var lineLimits: LineLimits {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How the lines of multiline texts here line up.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where texts here are cut when they do not fit.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How small, as a fraction of their font size, texts here may shrink to fit.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The space between the lines of texts here, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// Whether texts here may tighten the space between their letters to fit.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

package struct LineSpacingKey: EnvironmentKey {
    package static var defaultValue: CGFloat { 0 }
}

package struct AllowsTighteningKey: EnvironmentKey {
    package static var defaultValue: Bool { false }
}

package struct LineLimitKey: EnvironmentKey {
    package static var defaultValue: LineLimits { LineLimits(lower: nil, upper: nil, reservesSpace: false) }
}

/// The lines a text may take: at least `lower`, at most `upper` (nil: no bound), and whether it
/// reserves the space of its `upper` lines even when it needs fewer.
package struct LineLimits: Hashable, Sendable, CustomStringConvertible {
    package let lower: Int?
    package let upper: Int?
    package let reservesSpace: Bool

    package init(lower: Int?, upper: Int?, reservesSpace: Bool) {
        self.lower = lower
        self.upper = upper
        self.reservesSpace = reservesSpace
    }

    /// The limits as written in source: `2`, `2...4`, `2...`, `...4`, `2, reservesSpace: true`.
    package var description: String {
        if reservesSpace, let upper { return "\(upper), reservesSpace: true" }
        switch (lower, upper) {
        case let (lower?, upper?): return "\(lower)...\(upper)"
        case let (lower?, nil): return "\(lower)..."
        case let (nil, upper?): return "...\(upper)"
        case (nil, nil): return "nil"
        }
    }
}

package struct MultilineTextAlignmentKey: EnvironmentKey {
    package static var defaultValue: TextAlignment { .leading }
}

package struct TruncationModeKey: EnvironmentKey {
    package static var defaultValue: Text.TruncationMode { .tail }
}

package struct MinimumScaleFactorKey: EnvironmentKey {
    package static var defaultValue: CGFloat { 1 }
}

extension View {
    /// Lets texts in this view take at most `number` lines; nil: as many as they need.
    public consuming func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Lets texts in this view take at least `limit.lowerBound` lines, as many as they need.
    public consuming func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimits, LineLimits(lower: limit.lowerBound, upper: nil, reservesSpace: false))
    }

    /// Lets texts in this view take at most `limit.upperBound` lines.
    public consuming func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimits, LineLimits(lower: nil, upper: limit.upperBound, reservesSpace: false))
    }

    /// Lets texts in this view take from `limit.lowerBound` to `limit.upperBound` lines.
    public consuming func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimits, LineLimits(lower: limit.lowerBound, upper: limit.upperBound, reservesSpace: false))
    }

    /// Lets texts in this view take at most `limit` lines; when `reservesSpace`, they take the
    /// space of `limit` lines even when they need fewer.
    public consuming func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimits, LineLimits(lower: nil, upper: limit, reservesSpace: reservesSpace))
    }

    /// Lines up the lines of multiline texts in this view by `alignment`.
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Cuts texts in this view that do not fit at `mode`'s place.
    public consuming func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Lets texts in this view shrink to `factor` of their font size to fit.
    public consuming func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Puts `lineSpacing` points between the lines of texts in this view.
    public consuming func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Lets texts in this view tighten the space between their letters to fit, when `flag`.
    public consuming func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }
}
