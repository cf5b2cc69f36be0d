import Foundation

extension EnvironmentValues {
    /// The most lines a text here may take; nil: as many as it needs.
    public var lineLimit: Int? {
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
    package static var defaultValue: Int? { nil }
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
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Lines up the lines of multiline texts in this view by `alignment`.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Cuts texts in this view that do not fit at `mode`'s place.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Lets texts in this view shrink to `factor` of their font size to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Puts `lineSpacing` points between the lines of texts in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Lets texts in this view tighten the space between their letters to fit, when `flag`.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }
}
